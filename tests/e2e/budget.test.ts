import type { Browser } from "playwright-core"
import { ORDINARY_CHROME_UA, launchBrowser, ordinaryVisitorScript } from "../../harness/browser"
import { startFakePosthog, type FakeUpstream } from "../../harness/fake-upstreams"
import { keyedSite, TEST_POSTHOG_KEY } from "../helpers/keyed-site"
import { startServer, type RunningServer } from "../../harness/server"

// Byte budgets are deterministic for a given build, so they are tests (speed targets live in
// `npm run bench`). Counted: JavaScript files as transferred (brotli from the build's precompressed copies).
//
// - Before the home page is interactive: every file fetched before React hydrated it (the "site:hydrated" mark
//   from gatsby-browser's onInitialClientRender). The target is 100 KiB; React 19's framework chunk is ~58 KiB of
//   it, Gatsby's runtime and Emotion most of the app chunk.
// - A first visit before any consent, with analytics on (the build that ships): everything the page fetches until
//   the network is quiet. No analytics library may be among it, so it is within 5 KiB of the build without a key.
const HOME_HYDRATION_JS_BUDGET = 100 * 1024
const ANALYTICS_FIRST_VISIT_EXTRA = 5 * 1024

type Script = { name: string; bytes: number; start: number }

let browser: Browser
let plain: RunningServer
let keyed: RunningServer
let posthog: FakeUpstream

beforeAll(async () => {
  const site = await keyedSite({
    AXIOM_TOKEN: "xaat-build-secret-e2e-must-not-leak",
    POSTHOG_HOST: "",
    POSTHOG_ASSETS_HOST: "",
  })
  posthog = await startFakePosthog()
  ;[plain, keyed, browser] = await Promise.all([
    startServer(),
    startServer({ POSTHOG_HOST: posthog.url, POSTHOG_KEY: TEST_POSTHOG_KEY }, 30_000, site),
    launchBrowser(),
  ])
}, 480_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all([plain?.stop(), keyed?.stop(), posthog?.close()])
})

/** The home page's JavaScript on a first visit (fresh profile), and when it hydrated. */
async function firstVisit(server: RunningServer): Promise<{ scripts: Script[]; hydrated: number }> {
  // An ordinary Chrome, as analytics would see a visitor (posthog-js drops automated browsers).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: ORDINARY_CHROME_UA })
  await context.addInitScript({ content: ordinaryVisitorScript() })
  const page = await context.newPage()
  await page.goto(server.url + "/", { waitUntil: "load" })
  await page.waitForFunction(() => performance.getEntriesByName("site:menu-ready").length > 0)
  // Telemetry's idle-time chunk and anything it would load come after hydration: give them time to arrive.
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(2000)
  const result = await page.evaluate(() => ({
    hydrated: performance.getEntriesByName("site:hydrated")[0]!.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => e instanceof PerformanceResourceTiming)
      .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
      .map((e) => ({ name: new URL(e.name).pathname, bytes: e.encodedBodySize, start: e.startTime })),
  }))
  await context.close()
  return result
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const sum = (scripts: Script[]) => scripts.reduce((total, s) => total + s.bytes, 0)

describe("JavaScript budget", () => {
  it.each([
    ["without a PostHog key", () => plain],
    ["with analytics on (as shipped)", () => keyed],
  ])(
    "%s, the home page transfers no more JavaScript than its budget before it is interactive",
    async (name, server) => {
      const { scripts, hydrated } = await firstVisit(server())
      const before = scripts.filter((s) => s.start <= hydrated)
      console.log(`home JS before hydration, ${name}: ${kib(sum(before))} in ${before.length} files`)
      expect(before.some((s) => s.name.startsWith("/framework-"))).toBe(true)
      expect(before.some((s) => s.name.startsWith("/component---src-templates-home-page"))).toBe(true)
      expect(sum(before)).toBeLessThanOrEqual(HOME_HYDRATION_JS_BUDGET)
    },
  )

  it("a first visit with analytics on, before any consent, fetches no analytics library: within 5 KiB of the build without a key", async () => {
    const without = await firstVisit(plain)
    const withKey = await firstVisit(keyed)
    console.log(
      `home JS on a first visit: ${kib(sum(withKey.scripts))} with analytics on, ${kib(sum(without.scripts))} without a key`,
    )
    expect(sum(withKey.scripts)).toBeLessThanOrEqual(sum(without.scripts) + ANALYTICS_FIRST_VISIT_EXTRA)
    // Nothing went to PostHog from the browser; the page view came from the server.
    expect(posthog.requests.filter((request) => request.path !== "/batch/")).toEqual([])
  })
})
