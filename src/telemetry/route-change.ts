// Gatsby calls onRouteUpdate on the first render and whenever the location changes, hash-only changes (the
// skip link) included. A pageview is one per route: the first load, and each change of path or query.
import { capturePageview } from "./analytics"

type Place = Pick<Location, "pathname" | "search">

export function pageviewPath(location: Place, prevLocation: Place | null | undefined): string | null {
  const path = location.pathname + location.search
  if (prevLocation && prevLocation.pathname + prevLocation.search === path) return null
  return path
}

export function trackRouteChange(location: Place, prevLocation: Place | null | undefined): void {
  const path = pageviewPath(location, prevLocation)
  if (path) capturePageview(path)
}
