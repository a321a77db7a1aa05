// Telemetry end to end: a copy of the site built WITH GATSBY_POSTHOG_KEY (and a build-time AXIOM_TOKEN that must
// not leak), served by server/serve.ts with fake PostHog and Axiom upstreams on loopback; and this checkout's
// own build (npm test builds it without a key) for "no key, no analytics".
//
// Before consent (and after Reject, GPC or DNT) the browser loads no analytics library: page views reach the fake
// PostHog from the page-view Function's posthog-node (POST /batch/, gzipped). After Accept, posthog-js (its own
// chunk) sends them through the same-site proxy.
//
// PostHog drops events from browsers that look automated (navigator.webdriver, "HeadlessChrome"), so the test
// contexts present an ordinary Chrome. Each context's user agent carries a marker, and events are matched by it:
// a closed context's last beacons may still arrive during the next test.
import AxeBuilder from "@axe-core/playwright"
import fs from "fs"
import os from "os"
import path from "path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { ANALYTICS_PROXY_PATH, LOG_ENDPOINTS } from "../../config/rewrites"
import { PAGE_VIEW_ENDPOINT } from "../../contracts/page-view"
import { ORDINARY_CHROME_UA, launchBrowser, ordinaryVisitorScript } from "../../harness/browser"
import { startFakeAxiom, startFakePosthog, waitFor, type FakeUpstream } from "../../harness/fake-upstreams"
import { waitForHydration } from "../helpers/hydration"
import { layoutShifts } from "../helpers/layout-shifts"
import { ROOT, startServer, type RunningServer } from "../../harness/server"
import { keyedSite, TEST_POSTHOG_KEY } from "../helpers/keyed-site"
import { TELEMETRY_AFTER_LOAD_MS, TELEMETRY_STARTED_MARK } from "../../src/telemetry/start-telemetry"

type OwnVitals = { lcp: number; lcpElement: string; cls: number; inp: number }

// Fixed, so the keyed build can be reused by the next test file or run (tests/helpers/keyed-site.ts).
const BUILD_TIME_TOKEN = "xaat-build-secret-e2e-must-not-leak"
const RUNTIME_TOKEN = "xaat-runtime-e2e"
const DATASET = "e2e-site"

type Event = Record<string, unknown>
const props = (event: Event) => (event.properties ?? {}) as Record<string, unknown>

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(file) : entry.isFile() ? [file] : []
  })
}

const containing = (files: string[], needle: string) => files.filter((file) => fs.readFileSync(file).includes(needle))

/** The build's posthog-js chunk(s), told apart by a name only posthog-js's own code contains. */
let posthogChunks: string[] = []
const posthogJsRequests = (requests: URL[]) => requests.filter((url) => posthogChunks.includes(url.pathname))
const proxyRequests = (requests: URL[]) => requests.filter((url) => url.pathname.startsWith(`${ANALYTICS_PROXY_PATH}/`))

let site = ""
let sqliteDir = ""
let server: RunningServer
let browser: Browser
let posthog: FakeUpstream
let axiom: FakeUpstream
let marker = 0

beforeAll(async () => {
  // Defaults for the CDN rules (no POSTHOG_HOST); a token that must end up nowhere in the output.
  site = await keyedSite({ AXIOM_TOKEN: BUILD_TIME_TOKEN, POSTHOG_HOST: "", POSTHOG_ASSETS_HOST: "" })
  posthogChunks = containing(
    fs
      .readdirSync(path.join(site, "public"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => path.join(site, "public", name)),
    "__extensionClasses",
  ).map((file) => "/" + path.basename(file))
  ;[posthog, axiom] = await Promise.all([startFakePosthog(), startFakeAxiom()])
  sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "telemetry-e2e-"))
  server = await startServer(
    {
      POSTHOG_HOST: posthog.url,
      AXIOM_URL: axiom.url,
      AXIOM_TOKEN: RUNTIME_TOKEN,
      AXIOM_DATASET: DATASET,
      SQLITE_PATH: path.join(sqliteDir, "early-access.sqlite"),
      EARLYACCESS_RATE_LIMIT: "0",
      SITE_SECRET: "e2e-site-secret-0123456789abcdef",
      // The page-view Function's key is a runtime variable (the build's GATSBY_POSTHOG_KEY is not in its environment).
      POSTHOG_KEY: TEST_POSTHOG_KEY,
    },
    30_000,
    site,
  )
  browser = await launchBrowser()
}, 480_000)

afterAll(async () => {
  // A server that died mid-run leaves every later test failing to connect: say why.
  if (server && server.child.exitCode !== null)
    console.error(`The server exited with ${server.child.exitCode}:\n${server.output().slice(-6000)}`)
  await browser?.close()
  await server?.stop()
  await Promise.all([posthog?.close(), axiom?.close()])
  if (sqliteDir) fs.rmSync(sqliteDir, { recursive: true, force: true })
})

type Visit = { context: BrowserContext; page: Page; ua: string; requests: URL[]; errors: string[] }

async function visit(
  base: string,
  route = "/",
  {
    width = 1280,
    gpc = false,
    accepted = false,
    initScript,
  }: { width?: number; gpc?: boolean; accepted?: boolean; initScript?: string } = {},
): Promise<Visit> {
  const ua = `${ORDINARY_CHROME_UA} e2e-visit/${++marker}`
  const context = await browser.newContext({ viewport: { width, height: 900 }, userAgent: ua })
  if (initScript) await context.addInitScript({ content: initScript })
  // With `accepted`, a returning visitor who accepted analytics on an earlier visit.
  await context.addInitScript({ content: ordinaryVisitorScript({ accepted }) })
  await context.addInitScript(
    ({ sendGpc }: { sendGpc: boolean }) => {
      if (sendGpc) Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })
      // Record when the page sends to our log endpoints (keepalive fetches are not in Resource Timing).
      const sends: Array<{ url: string; at: number }> = []
      Object.assign(window, { telemetrySends: sends })
      const fetch = window.fetch.bind(window)
      window.fetch = (input, init) => {
        sends.push({ url: String(input instanceof Request ? input.url : input), at: performance.now() })
        return fetch(input, init)
      }
      // The page's own web vitals, from the start: the last LCP candidate and its element, every layout shift
      // without a recent input, the longest event of any interaction.
      const own = { lcp: 0, lcpElement: "", cls: 0, inp: 0 }
      Object.assign(window, { ownVitals: () => own })
      const observe = (type: string, each: (entry: PerformanceEntry) => void, options: object = {}) =>
        new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true, ...options })
      observe("largest-contentful-paint", (entry) => {
        own.lcp = entry.startTime
        own.lcpElement = (entry as unknown as { element: Element | null }).element?.tagName ?? ""
      })
      observe("layout-shift", (entry) => {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean }
        if (!shift.hadRecentInput) own.cls += shift.value
      })
      observe(
        "event",
        (entry) => {
          if ((entry as unknown as { interactionId: number }).interactionId) own.inp = Math.max(own.inp, entry.duration)
        },
        { durationThreshold: 16 },
      )
      const beacon = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => {
        sends.push({ url: String(url), at: performance.now() })
        return beacon(url, data)
      }
    },
    { sendGpc: gpc },
  )
  const page = await context.newPage()
  const requests: URL[] = []
  const errors: string[] = []
  page.on("request", (request) => requests.push(new URL(request.url())))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  const response = await page.goto(base + route)
  expect(response?.status()).toBe(200)
  // Before React has hydrated, a click is a full page load and a submit is the browser's own.
  await waitForHydration(page)
  return { context, page, ua, requests, errors }
}

const eventsFrom = (upstream: FakeUpstream, ua: string) =>
  upstream.events().filter((event) => props(event).$raw_user_agent === ua || event.user_agent === ua)
const pageviews = (ua: string) => eventsFrom(posthog, ua).filter((event) => event.event === "$pageview")
/** Page views recorded by the page-view Function (posthog-node), and those posthog-js sent through the proxy. */
const anonymousViews = (ua: string) => pageviews(ua).filter((event) => props(event).$lib === "posthog-node")
const browserViews = (ua: string) => pageviews(ua).filter((event) => props(event).$lib === "web")
const pathsOf = (events: Event[]) => events.map((event) => new URL(String(props(event).$current_url)).pathname)

async function analyticsStorage(visit: Visit): Promise<{ cookies: string[]; local: string[]; session: string[] }> {
  const cookies = (await visit.context.cookies()).map((cookie) => cookie.name)
  const { local, session } = await visit.page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))
  const isAnalytics = (name: string) => /^ph_|posthog|__ph/i.test(name)
  return {
    cookies: cookies.filter(isAnalytics),
    local: local.filter(isAnalytics),
    session: session.filter(isAnalytics),
  }
}

const banner = (page: Page) => page.getByRole("region", { name: "Analytics cookies" })

async function clickThrough(page: Page, base: string, links: string[]): Promise<void> {
  for (const name of links) {
    await page.locator("header").getByRole("link", { name, exact: true }).first().click()
    await page.waitForURL(`${base}/${name.toLowerCase()}`)
  }
}

describe("the build with GATSBY_POSTHOG_KEY", () => {
  it("proxies the analytics path to PostHog and /_axiom/* to the adapter's Functions on the CDN (_redirects)", () => {
    const lines = fs
      .readFileSync(path.join(site, "public/_redirects"), "utf8")
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
    const rule = (from: string) => lines.find((parts) => parts[0] === from)
    expect(rule(`${ANALYTICS_PROXY_PATH}/static/*`)).toEqual([
      `${ANALYTICS_PROXY_PATH}/static/*`,
      "https://us-assets.i.posthog.com/static/:splat",
      "200!",
    ])
    expect(rule(`${ANALYTICS_PROXY_PATH}/array/*`)).toEqual([
      `${ANALYTICS_PROXY_PATH}/array/*`,
      "https://us-assets.i.posthog.com/array/:splat",
      "200!",
    ])
    expect(rule(`${ANALYTICS_PROXY_PATH}/*`)).toEqual([
      `${ANALYTICS_PROXY_PATH}/*`,
      "https://us.i.posthog.com/:splat",
      "200!",
    ])
    const staticAt = lines.findIndex((parts) => parts[0] === `${ANALYTICS_PROXY_PATH}/static/*`)
    expect(staticAt).toBeLessThan(lines.findIndex((parts) => parts[0] === `${ANALYTICS_PROXY_PATH}/*`))
    for (const [endpoint, fn] of [
      [LOG_ENDPOINTS.logs, "axiom-logs"],
      [LOG_ENDPOINTS.webVitals, "axiom-web-vitals"],
    ] as const) {
      const adapters = rule(`/api/${fn}`)
      expect(adapters?.[1]).toMatch(/^\/\.netlify\/functions\//)
      expect(rule(endpoint)).toEqual([endpoint, adapters?.[1], "200!"])
    }
  })

  it("has the PostHog key in the browser bundle, and the build-time AXIOM_TOKEN nowhere in public/ or .cache/functions", () => {
    const output = [...filesUnder(path.join(site, "public")), ...filesUnder(path.join(site, ".cache/functions"))]
    expect(output.length).toBeGreaterThan(50)
    expect(containing(filesUnder(path.join(site, "public")), "phc_test").length).toBeGreaterThan(0)
    expect(containing(output, BUILD_TIME_TOKEN)).toEqual([])
    expect(containing(output, RUNTIME_TOKEN)).toEqual([])
  })
})

describe("analytics", () => {
  it("a first visit loads no analytics library, and three client-side routes still make exactly three anonymous page views", async () => {
    expect(posthogChunks.length).toBeGreaterThan(0)
    const v = await visit(server.url)
    await v.page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"))
    await clickThrough(v.page, server.url, ["Features", "Pricing"])
    expect(await v.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document")
    await waitFor(() => pageviews(v.ua).length >= 3, "three pageviews")
    // Wait out another round of anything that might still come (posthog-js would send its queue every 3 s).
    await v.page.waitForTimeout(4000)
    const views = pageviews(v.ua)
    expect(pathsOf(views)).toEqual(["/", "/features", "/pricing"])
    expect(views.map((event) => props(event).language)).toEqual(["en", "en", "en"])
    expect(anonymousViews(v.ua)).toHaveLength(3)
    // One client on one day: one distinct id, a hash (not an address), and no person profile.
    expect(new Set(views.map((event) => event.distinct_id)).size).toBe(1)
    expect(String(views[0]!.distinct_id)).toMatch(/^[0-9a-f]{32}$/)
    expect(views.every((event) => props(event).$process_person_profile === false)).toBe(true)
    expect(
      posthog.requests
        .filter((request) => request.events.some((event) => props(event).$raw_user_agent === v.ua))
        .map((request) => request.path),
    ).toEqual(["/batch/", "/batch/", "/batch/"])

    expect(posthogJsRequests(v.requests).map(String)).toEqual([])
    expect(proxyRequests(v.requests).map(String)).toEqual([])
    expect(v.requests.filter((url) => url.pathname === PAGE_VIEW_ENDPOINT)).toHaveLength(3)
    const origin = new URL(server.url).origin
    expect(v.requests.filter((url) => url.origin !== origin).map(String)).toEqual([])
    expect(await analyticsStorage(v)).toEqual({ cookies: [], local: [], session: [] })
    expect(v.errors).toEqual([])
    await v.context.close()
  })

  it("fetches telemetry beyond error capture, and a returning visitor's posthog-js, only once the page has loaded and hydrated", async () => {
    const v = await visit(server.url, "/", { accepted: true })
    await waitFor(() => browserViews(v.ua).length >= 1, "the first pageview from posthog-js")
    const timing = await v.page.evaluate(
      ({ prefix, chunks }) => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
        const hydrated = performance.getEntriesByName("site:hydrated")[0]?.startTime ?? Infinity
        const resources = performance.getEntriesByType("resource")
        const starts = (test: (path: string) => boolean) =>
          resources.filter((entry) => test(new URL(entry.name).pathname)).map((entry) => entry.startTime)
        return {
          loadEnd: navigation.loadEventEnd,
          hydrated,
          posthogJs: starts((path) => chunks.includes(path)),
          first: Math.min(
            ...starts((path) => path.startsWith(prefix) || path.startsWith("/_axiom/") || chunks.includes(path)),
          ),
        }
      },
      { prefix: `${ANALYTICS_PROXY_PATH}/`, chunks: posthogChunks },
    )
    expect(timing.posthogJs).toHaveLength(1)
    expect(timing.loadEnd).toBeGreaterThan(0)
    expect(timing.first).toBeGreaterThanOrEqual(Math.max(timing.loadEnd, timing.hydrated))
    // The returning visitor's page views are posthog-js's, none anonymous.
    expect(anonymousViews(v.ua)).toEqual([])
    await v.context.close()
  })

  it("a returning visitor's posthog-js page views name the page's language, from its address, across a switch", async () => {
    const v = await visit(server.url, "/hi", { accepted: true })
    await waitFor(() => browserViews(v.ua).length >= 1, "the first pageview from posthog-js")
    // The language switcher in the header: the same page in English, a client-side route change.
    await v.page.locator("header").getByRole("link", { name: "English", exact: true }).click()
    await v.page.waitForURL(`${server.url}/`)
    await waitFor(() => browserViews(v.ua).length >= 2, "the second pageview from posthog-js")
    expect(browserViews(v.ua).map((event) => [props(event).$pathname, props(event).language])).toEqual([
      ["/hi", "hi"],
      ["/", "en"],
    ])
    await v.context.close()
  })
})

describe("consent", () => {
  it("the banner sits fixed at the bottom and does not move the page as it appears or goes", async () => {
    for (const width of [390, 1280]) {
      const v = await visit(server.url, "/", { width })
      const region = banner(v.page)
      await region.waitFor()
      const box = (await region.boundingBox())!
      const viewport = v.page.viewportSize()!
      expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe("fixed")
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24)
      expect(box.height).toBeLessThan(viewport.height / 3)
      // Every layout shift since the page started, each named by what moved (so that a failure says which element).
      expect(await v.page.evaluate(layoutShifts, false)).toEqual([])
      // Nor when it goes: a choice hides it and nothing else moves (not even the shifts CLS forgives after input).
      await region.getByRole("button", { name: "Reject" }).click()
      await region.waitFor({ state: "hidden" })
      expect(await v.page.evaluate(layoutShifts, true)).toEqual([])
      await v.context.close()
    }
  })

  it("passes axe at 390 and 1280 px (no serious or critical violation)", async () => {
    for (const width of [390, 1280]) {
      const v = await visit(server.url, "/", { width })
      await banner(v.page).waitFor()
      const results = await new AxeBuilder({ page: v.page })
        .include('[data-testid="cookie-banner"]')
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => violation.id)
      expect(serious).toEqual([])
      await v.context.close()
    }
  })

  it("is the first stop for the keyboard and is answered with Enter", async () => {
    const v = await visit(server.url)
    await banner(v.page).waitFor()
    await v.page.keyboard.press("Tab")
    expect(await v.page.evaluate(() => document.activeElement?.textContent)).toBe("Cookie Policy")
    await v.page.keyboard.press("Tab")
    expect(await v.page.evaluate(() => document.activeElement?.textContent)).toBe("Reject")
    await v.page.keyboard.press("Enter")
    await banner(v.page).waitFor({ state: "detached" })
    await v.context.close()
  })

  it("Reject: no posthog-js, no analytics cookie or storage, the visits counted anonymously, the choice remembered", async () => {
    const v = await visit(server.url)
    await banner(v.page).getByRole("button", { name: "Reject" }).click()
    await banner(v.page).waitFor({ state: "detached" })
    await clickThrough(v.page, server.url, ["Features"])
    await waitFor(() => pageviews(v.ua).length >= 2, "two pageviews")
    expect(await analyticsStorage(v)).toEqual({ cookies: [], local: [], session: [] })
    expect(await v.page.evaluate(() => localStorage.getItem("shiftwise:cookie-consent"))).toBe("rejected")
    await v.page.reload()
    await waitForHydration(v.page)
    await waitFor(() => pageviews(v.ua).length >= 3, "the page view of the reload")
    expect(await banner(v.page).count()).toBe(0)
    expect(await analyticsStorage(v)).toEqual({ cookies: [], local: [], session: [] })
    expect(pathsOf(anonymousViews(v.ua))).toEqual(["/", "/features", "/features"])
    expect(browserViews(v.ua)).toEqual([])
    expect(posthogJsRequests(v.requests).map(String)).toEqual([])
    expect(proxyRequests(v.requests).map(String)).toEqual([])
    await v.context.close()
  })

  it("Global Privacy Control counts as a rejection: no banner, no posthog-js, no analytics cookie or storage, anonymous page views", async () => {
    const v = await visit(server.url, "/", { gpc: true })
    await clickThrough(v.page, server.url, ["Pricing"])
    await waitFor(() => pageviews(v.ua).length >= 2, "two pageviews")
    expect(pathsOf(anonymousViews(v.ua))).toEqual(["/", "/pricing"])
    expect(await banner(v.page).count()).toBe(0)
    expect(await analyticsStorage(v)).toEqual({ cookies: [], local: [], session: [] })
    expect(await v.page.evaluate(() => localStorage.getItem("shiftwise:cookie-consent"))).toBeNull()
    expect(posthogJsRequests(v.requests).map(String)).toEqual([])
    expect(proxyRequests(v.requests).map(String)).toEqual([])
    await v.context.close()
  })

  it("each anonymous page view names its page's language, from its address", async () => {
    const v = await visit(server.url, "/hi")
    await waitFor(() => anonymousViews(v.ua).length >= 1, "the Hindi page's anonymous view")
    await v.page.locator("footer").getByRole("link", { name: "English", exact: true }).click()
    await v.page.waitForURL(`${server.url}/`)
    await waitFor(() => anonymousViews(v.ua).length >= 2, "the English page's anonymous view")
    expect(anonymousViews(v.ua).map((event) => [props(event).$pathname, props(event).language])).toEqual([
      ["/hi", "hi"],
      ["/", "en"],
    ])
    await v.context.close()
  })

  it("Accept: posthog-js loads, the next route change is its $pageview through the proxy, its id in a first-party cookie; Reject in Cookie settings clears it", async () => {
    const v = await visit(server.url)
    await waitFor(() => anonymousViews(v.ua).length >= 1, "the first visit's anonymous page view")
    await banner(v.page).getByRole("button", { name: "Accept" }).click()
    await waitFor(() => posthogJsRequests(v.requests).length > 0, "posthog-js to load")
    await clickThrough(v.page, server.url, ["Features"])
    const [view] = await waitFor(
      () => browserViews(v.ua).length >= 1 && browserViews(v.ua),
      "a $pageview from posthog-js",
    )
    expect(pathsOf([view!])).toEqual(["/features"])
    // It came from the browser through the same-site proxy, not from the page-view Function.
    expect(posthog.requests.find((request) => request.events.includes(view!))?.path).not.toBe("/batch/")
    await waitFor(() => proxyRequests(v.requests).length > 0, "a request through the proxy")
    expect(posthog.requests.every((request) => !request.path.startsWith(ANALYTICS_PROXY_PATH))).toBe(true)
    expect(pathsOf(anonymousViews(v.ua))).toEqual(["/"])
    expect((await analyticsStorage(v)).cookies).toEqual(["ph_phc_test_posthog"])

    const settings = v.page.locator("footer").getByRole("button", { name: "Cookie settings" })
    await settings.click()
    await banner(v.page).waitFor()
    expect(await banner(v.page).evaluate((el) => el === document.activeElement)).toBe(true)
    await banner(v.page).getByRole("button", { name: "Reject" }).click()
    await banner(v.page).waitFor({ state: "detached" })
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await analyticsStorage(v)).toEqual({ cookies: [], local: [], session: [] })
    // From then on the page views are anonymous again.
    await clickThrough(v.page, server.url, ["Pricing"])
    await waitFor(() => anonymousViews(v.ua).length >= 2, "an anonymous page view after the withdrawal")
    expect(pathsOf(anonymousViews(v.ua))).toEqual(["/", "/pricing"])
    expect(pathsOf(browserViews(v.ua))).toEqual(["/features"])
    await v.context.close()
  })
})

describe("early access", () => {
  async function requestEarlyAccess(v: Visit, email: string): Promise<void> {
    await v.page.getByRole("textbox", { name: "Work email" }).fill(email)
    await v.page.getByRole("textbox", { name: "Your name" }).fill("Ada Lovelace")
    await v.page.getByRole("textbox", { name: "Company" }).fill("  Analytical Engines ")
    await v.page.getByRole("button", { name: "Request early access" }).click()
    await v.page.getByRole("heading", { name: "Thank you, we have your request" }).waitFor()
  }

  it("after Accept identifies the visitor by email and groups them by company; the server logs the request to Axiom", async () => {
    const v = await visit(server.url, "/invite")
    await banner(v.page).getByRole("button", { name: "Accept" }).click()
    await requestEarlyAccess(v, "Ada.E2E@Example.com")
    const identified = await waitFor(
      () => eventsFrom(posthog, v.ua).find((event) => event.event === "$identify"),
      "$identify",
    )
    expect(props(identified).distinct_id).toBe("ada.e2e@example.com")
    expect(identified.$set ?? props(identified).$set).toMatchObject({
      email: "Ada.E2E@Example.com",
      name: "Ada Lovelace",
    })
    const grouped = await waitFor(
      () => eventsFrom(posthog, v.ua).find((event) => event.event === "$groupidentify"),
      "$groupidentify",
    )
    expect(props(grouped)).toMatchObject({
      $group_type: "company",
      $group_key: "analytical engines",
      $group_set: { name: "Analytical Engines" },
    })

    const serverEvent = await waitFor(
      () =>
        axiom.events().find((event) => event.msg === "early_access_stored" && event.company === "Analytical Engines"),
      "the server's log event",
    )
    expect(serverEvent).toMatchObject({ source: "server", level: "info" })
    await waitFor(
      () => eventsFrom(axiom, v.ua).find((event) => event.msg === "early_access_requested"),
      "the browser's log event",
    )
    await v.context.close()
  })

  it.each([
    ["rejected analytics", "Reject"],
    ["has not answered the banner", null],
  ] as const)("does not identify a visitor who %s, and loads no analytics library for them", async (_name, answer) => {
    const v = await visit(server.url, "/invite")
    if (answer) await banner(v.page).getByRole("button", { name: answer }).click()
    await requestEarlyAccess(v, `grace.${answer ?? "pending"}.e2e@example.com`)
    await waitFor(
      () => eventsFrom(axiom, v.ua).find((event) => event.msg === "early_access_requested"),
      "the browser's log event",
    )
    await v.page.waitForTimeout(4000)
    expect(
      eventsFrom(posthog, v.ua).filter((event) => event.event === "$identify" || event.event === "$groupidentify"),
    ).toEqual([])
    expect(posthogJsRequests(v.requests).map(String)).toEqual([])
    await v.context.close()
  })
})

describe("logs and web vitals", () => {
  it("a burst of 100 log events over 3 s: at most one request a second, all 100 delivered to Axiom", async () => {
    const v = await visit(server.url)
    // An error before telemetry has started (3 s after load) is kept and sent once it has.
    await v.page.evaluate(() =>
      setTimeout(() => {
        throw new Error("before the start")
      }),
    )
    await v.page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TELEMETRY_STARTED_MARK, {
      timeout: 15_000,
    })
    await waitFor(
      () =>
        eventsFrom(axiom, v.ua).some(
          (event) =>
            event.msg === "uncaught_error" &&
            (event.fields as { error?: { message?: string } })?.error?.message === "before the start",
        ),
      "the error logged before telemetry started",
    )
    await v.page.evaluate(() => {
      for (let i = 0; i < 100; i++) {
        setTimeout(() => {
          throw new Error(`burst ${i}`)
        }, i * 30)
      }
    })
    const burst = () =>
      eventsFrom(axiom, v.ua).filter(
        (event) =>
          event.msg === "uncaught_error" &&
          /^burst \d+$/.test(String((event.fields as { error?: { message?: string } })?.error?.message)),
      )
    await waitFor(() => burst().length >= 100, "100 burst events", 20_000)
    const messages = burst().map((event) => (event.fields as { error: { message: string } }).error.message)
    expect(new Set(messages).size).toBe(100)
    expect(
      burst().every(
        (event) => event.kind === "log" && event.source === "browser" && event.level === "error" && event.path === "/",
      ),
    ).toBe(true)

    const sends = await v.page.evaluate(
      (endpoint) =>
        (window as unknown as { telemetrySends: Array<{ url: string; at: number }> }).telemetrySends
          .filter((send) => new URL(send.url, location.href).pathname === endpoint)
          .map((send) => send.at),
      LOG_ENDPOINTS.logs,
    )
    const gaps = sends.slice(1).map((at, i) => at - sends[i]!)
    expect(sends.length).toBeGreaterThanOrEqual(3)
    expect(sends.length).toBeLessThanOrEqual(5)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(950)
    // Each browser request became one ingest call, with the token set at run time, into AXIOM_DATASET.
    const ingests = axiom.requests.filter((request) =>
      request.events.some((event) => event.user_agent === v.ua && event.msg === "uncaught_error"),
    )
    expect(ingests.length).toBe(sends.length)
    for (const request of ingests) {
      expect(request.path).toBe(`/v1/datasets/${DATASET}/ingest`)
      expect(request.headers.authorization).toBe(`Bearer ${RUNTIME_TOKEN}`)
    }
    await v.context.close()
  })

  it("LCP, CLS, INP, FCP and TTFB arrive at /_axiom/web-vitals, the last ones when the page is left", async () => {
    const v = await visit(server.url)
    // An interaction, so that there is an INP to report (it also starts telemetry); then the visitor leaves
    // (unload: hidden, pagehide).
    await v.page.locator("h1").click()
    await v.page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TELEMETRY_STARTED_MARK)
    const vitals = () => eventsFrom(axiom, v.ua).filter((event) => event.kind === "web-vital")
    // FCP and TTFB are final once observed and go out with the next batch (web-vitals reports them from its
    // observers' callbacks, which run a task after it starts: a page closed at once may never see them); LCP, CLS
    // and INP wait for the page to be left.
    await waitFor(
      () => ["FCP", "TTFB"].every((name) => vitals().some((event) => event.name === name)),
      "FCP and TTFB",
      20_000,
    )
    await v.page.close({ runBeforeUnload: true })
    // Which arrived is in the message: this failed once in a clean run (2026-12-05) and passed in every other run, and
    // the next failure should say which metric the page's leaving lost.
    const arrived = () => [...new Set(vitals().map((event) => event.name))].sort().join(", ") || "none"
    await waitFor(
      () => ["LCP", "CLS", "INP", "FCP", "TTFB"].every((name) => vitals().some((event) => event.name === name)),
      "all five web vitals",
      20_000,
    ).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}; arrived: ${arrived()}`)
    })
    for (const event of vitals()) {
      expect(event).toMatchObject({
        path: "/",
        source: "browser",
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      })
      expect(typeof event.value).toBe("number")
    }
    await v.context.close()
  })

  it("INP arrives when the visitor taps and leaves before the browser is ever idle", async () => {
    // A phone busy until the visitor leaves: an idle callback runs only at its own timeout, if it has one (the
    // site's telemetry start does), never otherwise (web-vitals reads an interaction in one without), so only the
    // page's leaving can report the tap's INP.
    const v = await visit(server.url, "/", {
      initScript: `window.requestIdleCallback = (callback, options) =>
        setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options?.timeout ?? 1e9);
      window.cancelIdleCallback = (handle) => clearTimeout(handle);`,
    })
    await v.page.locator("h1").click()
    await v.page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TELEMETRY_STARTED_MARK)
    const vitals = () => eventsFrom(axiom, v.ua).filter((event) => event.kind === "web-vital")
    await waitFor(() => vitals().some((event) => event.name === "FCP"), "FCP", 20_000)
    await v.page.close({ runBeforeUnload: true })
    await waitFor(() => vitals().some((event) => event.name === "INP"), "INP", 20_000)
    expect(vitals().find((event) => event.name === "INP")).toMatchObject({ path: "/", source: "browser" })
    await v.context.close()
  })

  // Telemetry starts after the window a page load is judged in (src/telemetry/start-telemetry.ts), and the web
  // vitals it sends are still the page's own: compared with what the page's own observers saw from the start.
  test.each([
    ["with no input, 3 s after load", false],
    ["at the first input", true],
  ])("starts %s, and reports the page's own LCP, a layout shift and an interaction's INP", async (_, early) => {
    const v = await visit(server.url)
    const page = v.page
    const started = () =>
      page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null, TELEMETRY_STARTED_MARK)
    expect(await started()).toBeNull()
    // A layout shift with no input before it, which the page's own observer and CLS both count.
    await page.evaluate(() => {
      const block = document.createElement("div")
      block.style.height = "120px"
      document.querySelector("main")!.prepend(block)
    })
    // A slow interaction: a click whose handler takes 150 ms, so it is the page's INP by far.
    await page.evaluate(() =>
      document.querySelector("h1")!.addEventListener("click", () => {
        const until = performance.now() + 150
        while (performance.now() < until);
      }),
    )
    if (early) await page.locator("h1").click()
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TELEMETRY_STARTED_MARK, {
      timeout: 15_000,
    })
    const { loadEnd, clickedAt } = await page.evaluate(() => ({
      loadEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      clickedAt: performance.getEntriesByType("first-input")[0]?.startTime ?? null,
    }))
    const at = (await started())!
    if (early) {
      expect(at).toBeGreaterThan(clickedAt!)
      expect(at).toBeLessThan(loadEnd + TELEMETRY_AFTER_LOAD_MS)
    } else {
      expect(clickedAt).toBeNull()
      expect(at).toBeGreaterThanOrEqual(loadEnd + TELEMETRY_AFTER_LOAD_MS)
      await page.locator("h1").click()
    }
    await page.waitForTimeout(500)
    const own = await page.evaluate(() => (window as unknown as { ownVitals: () => OwnVitals }).ownVitals())
    await page.close({ runBeforeUnload: true })
    const vital = (name: string) =>
      eventsFrom(axiom, v.ua)
        .filter((event) => event.kind === "web-vital" && event.name === name)
        .at(-1)
    await waitFor(() => ["LCP", "CLS", "INP"].every((name) => vital(name)), "LCP, CLS and INP", 20_000)
    expect(own.lcpElement).not.toBe("")
    expect(vital("LCP")!.value).toBe(Math.round(own.lcp))
    expect(own.cls).toBeGreaterThan(0)
    expect(vital("CLS")!.value).toBe(Math.round(own.cls * 10_000) / 10_000)
    expect(own.inp).toBeGreaterThanOrEqual(150)
    expect(vital("INP")!.value).toBe(Math.round(own.inp))
    await v.context.close()
  })
})

describe("this checkout's build, without GATSBY_POSTHOG_KEY", () => {
  let keyless: RunningServer

  beforeAll(async () => {
    if (!fs.existsSync(path.join(ROOT, "public/index.html")))
      throw new Error("Run `npm run build` (without GATSBY_POSTHOG_KEY) before the browser tests.")
    keyless = await startServer({ POSTHOG_HOST: posthog.url, AXIOM_URL: axiom.url })
  })
  afterAll(() => keyless?.stop())

  it("requests nothing for analytics, asks nothing, stores nothing and logs no error", async () => {
    posthog.clear()
    const v = await visit(keyless.url)
    await clickThrough(v.page, keyless.url, ["Features", "Pricing"])
    await v.page.waitForTimeout(5000)
    expect(
      v.requests
        .filter((url) => url.pathname.startsWith(ANALYTICS_PROXY_PATH) || url.pathname === PAGE_VIEW_ENDPOINT)
        .map(String),
    ).toEqual([])
    expect(v.requests.filter((url) => url.origin !== new URL(keyless.url).origin).map(String)).toEqual([])
    expect(posthog.requests).toEqual([])
    expect(await banner(v.page).count()).toBe(0)
    expect(await analyticsStorage(v)).toEqual({ cookies: [], local: [], session: [] })
    expect(v.errors).toEqual([])
    await v.context.close()
    // Without AXIOM_TOKEN the browser's events are JSON lines on the server's stdout.
    const logged = keyless
      .output()
      .split("\n")
      .filter((line) => line.includes(v.ua))
      .map((line) => JSON.parse(line.slice(line.indexOf("{"))) as Event)
    expect(logged.length).toBeGreaterThan(0)
    expect(logged.filter((event) => event.level === "error" || event.level === "warn")).toEqual([])
  })
})
