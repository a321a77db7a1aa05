import type { Page } from "playwright-core"

/**
 * Resolves once React has hydrated the page and its header navigation: gatsby-browser's
 * onInitialClientRender sets "site:hydrated", and the navigation, whose code is fetched right after
 * (src/components/deferred-nav.tsx), sets "site:menu-ready" when it has hydrated. Before that, clicks
 * and key presses reach only the static HTML.
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(
    () =>
      performance.getEntriesByName("site:hydrated").length > 0 &&
      performance.getEntriesByName("site:menu-ready").length > 0,
    undefined,
    { timeout: 15_000 },
  )
}
