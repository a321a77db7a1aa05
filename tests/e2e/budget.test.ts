import { useSiteSession } from "../helpers/site-session"

// Byte budgets are deterministic for a given build, so they are tests (speed targets live in
// `npm run bench`): every JavaScript file the home page fetches up to its load event, as transferred
// (gzip from the server's compression), measured by the browser itself.
const HOME_INITIAL_JS_BUDGET = 100 * 1024
const session = useSiteSession()

describe("JavaScript budget", () => {
  it("the home page transfers at most 100 KiB of JavaScript before it is interactive", async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(session.server.url + "/", { waitUntil: "load" })
    await page.waitForFunction(() => "___loader" in window)
    const scripts = await page.evaluate(() => {
      const loadEnd = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
      return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname) && e.startTime <= loadEnd.loadEventEnd)
        .map((e) => ({ name: new URL(e.name).pathname, bytes: e.encodedBodySize }))
    })
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
    console.log(
      `home initial JS: ${(total / 1024).toFixed(1)} KiB transferred\n${scripts.map((s) => `  ${s.name} ${(s.bytes / 1024).toFixed(1)} KiB`).join("\n")}`,
    )
    expect(scripts.length).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET)
    await page.close()
  })
})
