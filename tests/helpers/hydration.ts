import type { Page } from "playwright-core"

/**
 * Resolves once React has hydrated the page: gatsby-browser's onInitialClientRender sets the
 * "site:hydrated" mark. Before that, clicks and key presses reach only the static HTML.
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => performance.getEntriesByName("site:hydrated").length > 0, undefined, { timeout: 15_000 })
}
