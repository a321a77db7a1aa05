import { lazy, memo, Suspense, type ComponentType } from "react"
import type { NavLink } from "./nav-links"
import { navigationCodeLoaded, whenNavigationRequested } from "./deferred-nav-intent"

type MainNavProps = { links: NavLink[] }

// On the server the navigation renders in full, inline (a lazy component there would make React
// stream it out of order, after the page). In the browser its code (Radix, ~12 KiB) waits until the
// page has hydrated or the visitor reaches for the header; until then React leaves the server markup
// in place (a dehydrated Suspense boundary) and hydrates it when the chunk arrives.
// process.env.SITE_RENDER_TARGET is set per bundle by gatsby/webpack.ts; webpack drops the other branch.
const MainNav: ComponentType<MainNavProps> =
  process.env.SITE_RENDER_TARGET === "server"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./main-nav") as typeof import("./main-nav")).default
    : lazy(() =>
        whenNavigationRequested()
          .then(() => import(/* webpackChunkName: "main-nav" */ "./main-nav"))
          .then((module) => {
            navigationCodeLoaded()
            return module
          }),
      )

/**
 * Memoised so that a re-render of the page above it never reaches the boundary while it is still
 * dehydrated (React would then discard the server markup and show the empty fallback).
 */
export const DeferredNav = memo(function DeferredNav({ links }: MainNavProps) {
  return (
    <Suspense fallback={null}>
      <MainNav links={links} />
    </Suspense>
  )
})
