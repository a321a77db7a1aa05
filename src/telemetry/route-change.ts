// Gatsby calls onRouteUpdate on the first render and whenever the location changes, hash-only changes (the
// skip link) included. A page view is one per route: the first load, and each change of path or query.
// With analytics consent it goes through posthog-js (queued until it has loaded); otherwise (not asked yet,
// rejected, GPC or DNT) it is an anonymous beacon to our own Function and no analytics library is loaded.
import { analytics } from "./analytics"
import type { AnalyticsConsent } from "./consent"
import { createIdleBeaconQueue } from "./page-view-beacon"
import { siteConsent } from "./site-consent"

type Place = Pick<Location, "pathname" | "search">

/** Query parameters that are secrets (the emailed links' tokens): never part of a page view, anonymous or not. */
export const SECRET_QUERY_PARAMS = ["token"] as const

/** The path and query of a place, with the secret parameters left out. */
export function trackedPath({ pathname, search }: Place): string {
  const params = new URLSearchParams(search)
  for (const name of SECRET_QUERY_PARAMS) params.delete(name)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

export function pageviewPath(location: Place, prevLocation: Place | null | undefined): string | null {
  const path = trackedPath(location)
  if (prevLocation && trackedPath(prevLocation) === path) return null
  return path
}

export type PageViewRoutes = {
  enabled: boolean
  consent: () => AnalyticsConsent
  capture: (path: string) => void
  beacon: (path: string, referrer?: string) => void
  referrer: () => string
}

const siteRoutes: PageViewRoutes = {
  get enabled() {
    return analytics.enabled
  },
  consent: () => siteConsent.getSnapshot().consent,
  capture: (path) => analytics.capturePageview(path),
  // Sent when the page is idle (or hidden), never while it hydrates.
  beacon: typeof window === "undefined" ? () => undefined : createIdleBeaconQueue(),
  referrer: () => document.referrer,
}

export function trackRouteChange(
  location: Place,
  prevLocation: Place | null | undefined,
  routes: PageViewRoutes = siteRoutes,
): void {
  const path = pageviewPath(location, prevLocation)
  if (!path || !routes.enabled) return
  if (routes.consent() === "granted") routes.capture(path)
  // The referrer belongs to the page load; a client-side route change has none of its own.
  else routes.beacon(path, prevLocation ? undefined : routes.referrer() || undefined)
}
