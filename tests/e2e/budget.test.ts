import { useSiteSession } from "../helpers/site-session"

// Byte budgets are deterministic for a given build, so they are tests (speed targets live in
// `npm run bench`). Counted: every JavaScript file the home page fetched before React hydrated it
// (the "site:hydrated" mark from gatsby-browser's onInitialClientRender), as transferred.
//
// The target is 100 KiB, and the site is under it (about 96 KiB as brotli from the build's precompressed
// copies): React 19's framework chunk is ~58 KiB of that, Gatsby's runtime and Emotion most of the app
// chunk. Fetched after hydration and not counted: the header navigation (Radix, ~12 KiB,
// src/components/deferred-nav.tsx) and telemetry (web-vitals, the logger; posthog-js when configured).
const HOME_HYDRATION_JS_BUDGET = 100 * 1024
const session = useSiteSession()

describe("JavaScript budget", () => {
  it("the home page transfers no more JavaScript than its budget before it is interactive", async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(session.server.url + "/", { waitUntil: "load" })
    await page.waitForFunction(() => performance.getEntriesByName("site:hydrated").length > 0)
    const scripts = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName("site:hydrated")[0]!.startTime
      return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => /\.m?js$/.test(new URL(e.name).pathname) && e.startTime <= hydrated)
        .map((e) => ({ name: new URL(e.name).pathname, bytes: e.encodedBodySize }))
    })
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
    console.log(`home JS before hydration: ${(total / 1024).toFixed(1)} KiB in ${scripts.length} files`)
    expect(scripts.some((s) => s.name.startsWith("/framework-"))).toBe(true)
    expect(scripts.some((s) => s.name.startsWith("/component---src-templates-home-page"))).toBe(true)
    expect(total).toBeLessThanOrEqual(HOME_HYDRATION_JS_BUDGET)
    await page.close()
  })
})
