// What a first visit fetches, on a phone, until the page and its prefetching are done (issue 46): nothing twice (each
// page data the site prefetches for its links is one request, patches/README.md), and the visitor record only where a
// page uses it (the price switches, the early-access form; src/state/site-state-provider.tsx useRequestVisitor).
import type { Browser, Page, Request } from "playwright-core"
import { articleRoutes } from "../../harness/article-routes"
import { launchBrowser, ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"
import { eventually } from "../../harness/delivery-sinks"
import { startServer, type RunningServer } from "../../harness/server"
import { waitForHydration } from "../helpers/hydration"

jest.setTimeout(120_000)

const NEWEST_POST = articleRoutes().find((route) => /^\/blog\/[^/]+$/.test(route))!
const VISITOR = "/api/visitor"
/** How long the network must stay quiet, no request in flight, for a page's loading and prefetching to be done. */
const QUIET_MS = 1500

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** The page data another page's link prefetches (/page-data/<path>/page-data.json), not the page's own. */
const prefetchedData = (paths: string[], route: string) =>
  paths.filter((p) => /^\/page-data\/.+\/page-data\.json$/.test(p) && p !== pageDataOf(route))
const pageDataOf = (route: string) => `/page-data${route === "/" ? "/index" : route}/page-data.json`

/**
 * Every GET the page sends from its load until its prefetching is done: the network idle, then at least one other
 * page's data prefetched (Gatsby starts its queue a few seconds after the load), then nothing in flight for
 * QUIET_MS. A beacon (POST) is left out: it reports whenever it has something to say.
 */
async function requestsOnLoad(route: string): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: ORDINARY_CHROME_UA,
  })
  await context.addInitScript({ content: ordinaryVisitorScript() })
  try {
    const page: Page = await context.newPage()
    const paths: string[] = []
    const inFlight = new Set<Request>()
    let last = Date.now()
    page.on("request", (request) => {
      last = Date.now()
      inFlight.add(request)
      const url = new URL(request.url())
      if (request.method() === "GET" && url.origin === server.url) paths.push(url.pathname + url.search)
    })
    const settled = (request: Request) => {
      last = Date.now()
      inFlight.delete(request)
    }
    page.on("requestfinished", settled)
    page.on("requestfailed", settled)
    await page.goto(server.url + route, { waitUntil: "networkidle" })
    await waitForHydration(page)
    expect(await eventually(() => prefetchedData(paths, route).length > 0, 30_000)).toBe(true)
    expect(await eventually(() => inFlight.size === 0 && Date.now() - last >= QUIET_MS, 30_000)).toBe(true)
    return paths
  } finally {
    await context.close()
  }
}

const twice = (paths: string[]) => [...new Set(paths.filter((p, i) => paths.indexOf(p) !== i))]

describe("a first visit's requests", () => {
  it.each(["/about", NEWEST_POST])(
    "%s fetches nothing twice and no visitor record (no price, no form)",
    async (route) => {
      const paths = await requestsOnLoad(route)
      expect(twice(paths)).toEqual([])
      expect(paths).not.toContain(VISITOR)
    },
  )

  it("/ fetches nothing twice, and the visitor record once: its pricing section's switches use it", async () => {
    const paths = await requestsOnLoad("/")
    expect(twice(paths)).toEqual([])
    expect(paths.filter((p) => p === VISITOR)).toHaveLength(1)
  })

  it("/pricing fetches the visitor record once: its location sets the prices' currency", async () => {
    const paths = await requestsOnLoad("/pricing")
    expect(twice(paths)).toEqual([])
    expect(paths.filter((p) => p === VISITOR)).toHaveLength(1)
  })
})
