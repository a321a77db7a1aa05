import type { Page } from "playwright-core"

/**
 * Resolves once React has hydrated the whole page: gatsby-browser's onInitialClientRender marks "site:hydrated" when
 * everything outside a hydration boundary has, and "site:interactive" comes once every boundary of the server's HTML
 * has hydrated too (src/hydration-progress.ts). A click or key press before then still works (React hydrates the
 * boundary it lands in first), but a test that reads React's state afterwards waits for this.
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(
    () =>
      performance.getEntriesByName("site:hydrated").length > 0 &&
      performance.getEntriesByName("site:interactive").length > 0,
    undefined,
    { timeout: 15_000 },
  )
}
