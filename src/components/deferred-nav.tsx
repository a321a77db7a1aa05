import { lazy, memo, Suspense, type ComponentType } from "react"
import type * as MainNavModule from "./main-nav"
import type { NavLink } from "./nav-links"
import { navigationCodeLoaded, whenNavigationRequested } from "./deferred-nav-intent"

type MainNavProps = { links: ReadonlyArray<NavLink> }

// Workaround for Gatsby 5.16.x / React 19: the header's navigation (Radix, ~12 KiB) out of the first load
// while its server markup stays. On the server the navigation renders in full, inline (a lazy component
// there would make React stream it out of order, after the page). In the browser its code waits until the
// page has hydrated or the visitor reaches for the header (deferred-nav-intent.ts); until then React leaves
// the server markup in place (a dehydrated Suspense boundary) and hydrates it when the chunk arrives.
// process.env.SITE_RENDER_TARGET is defined per bundle (per webpack stage) in gatsby/webpack.ts, so webpack
// drops the other branch. Upstream: none (a choice of what this site loads when, not a
// Gatsby bug).
//
// Remove when: the navigation's code is small enough to be part of the first load (it added 12 KiB of
// brotli before hydration when measured; docs/upgrading.md), or Gatsby gains partial hydration.
// tests/e2e/budget.test.ts (100 KiB before hydration) and tests/e2e/site.test.ts (the navigation in the
// HTML, a tap on Menu before the code arrives) prove it. A bundle without the constant fails the build.
if (
  process.env.SITE_RENDER_TARGET !== "server" &&
  process.env.SITE_RENDER_TARGET !== "browser" &&
  process.env.NODE_ENV !== "test"
)
  throw new Error(
    "src/components/deferred-nav.tsx: process.env.SITE_RENDER_TARGET is not defined for this bundle (gatsby/webpack.ts defines it per webpack stage)",
  )

const MainNav: ComponentType<MainNavProps> =
  process.env.SITE_RENDER_TARGET === "server"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous require keeps the server bundle's nav inline; an import would be hoisted into the browser bundle too
      (require("./main-nav") as typeof MainNavModule).default
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
