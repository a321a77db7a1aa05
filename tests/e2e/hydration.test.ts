// Hydration keeps the server's HTML on every route, for the build without a key and the build that ships: React
// reports no recoverable error (React 19 reports a hydration mismatch through reportError, which reaches the console
// and the page's error event), nothing else is logged to the console, and the elements the server rendered are the
// very elements on the page after hydration (a mismatch makes React throw the server's markup away and render its own).
import type { Browser } from "playwright-core"
import { launchBrowser, ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"
import { EMAIL_ROUTES, ROUTES } from "../../harness/routes"
import { startServer, type RunningServer } from "../../harness/server"
import { keyedSite } from "../helpers/keyed-site"
import { waitForHydration } from "../helpers/hydration"

let browser: Browser
const servers: Partial<Record<"keyless" | "as shipped", RunningServer>> = {}

beforeAll(async () => {
  const site = await keyedSite({
    AXIOM_TOKEN: "xaat-build-secret-e2e-must-not-leak",
    POSTHOG_HOST: "",
    POSTHOG_ASSETS_HOST: "",
  })
  ;[servers.keyless, servers["as shipped"], browser] = await Promise.all([
    startServer(),
    startServer({}, 30_000, site),
    launchBrowser(),
  ])
}, 480_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all(Object.values(servers).map((server) => server.stop()))
})

// Runs before the page's scripts: counts error events (React's reportError of a recoverable error is one) and, once
// the server's HTML is parsed (the entry scripts come after the first paint), keeps the elements React must adopt
// rather than replace.
const KEEP_SERVER_ELEMENTS = `window.__errorEvents = 0;
window.addEventListener("error", () => { window.__errorEvents++; });
document.addEventListener("DOMContentLoaded", () => {
  window.__serverElements = ["header", "main", "main h1", "footer", "[data-testid=cookie-banner]"].map((s) => document.querySelector(s));
});`

describe.each(["keyless", "as shipped"] as const)("the %s build", (build) => {
  it.each([...ROUTES, ...EMAIL_ROUTES, "/no-such-page"])(
    "%s hydrates without a mismatch and keeps the server's elements",
    async (route) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: ORDINARY_CHROME_UA })
      await context.addInitScript({ content: ordinaryVisitorScript() + "\n" + KEEP_SERVER_ELEMENTS })
      const page = await context.newPage()
      const console: string[] = []
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") console.push(message.text())
      })
      page.on("pageerror", (error) => console.push(error.message))
      try {
        await page.goto(servers[build]!.url + route, { waitUntil: "load" })
        await waitForHydration(page)
        await page.waitForLoadState("networkidle")
        const result = await page.evaluate(() => {
          const win = window as unknown as { __serverElements: Array<Element | null>; __errorEvents: number }
          const kept = win.__serverElements
          return {
            recoverable: win.__errorEvents,
            found: kept.filter(Boolean).length,
            kept: kept.filter((element) => element && element.isConnected).length,
          }
        })
        // The 404 page's own document answers 404, which Chromium logs; nothing else may be logged.
        const notFound = route === "/no-such-page" ? /status of 404 \(Not Found\)/ : /^$/
        expect(console.filter((text) => !notFound.test(text))).toEqual([])
        expect(result.recoverable).toBe(0)
        // header, main, its h1, footer and the (hidden) cookie banner were all in the server's HTML, and still are.
        expect(result.found).toBe(5)
        expect(result.kept).toBe(5)
      } finally {
        await context.close()
      }
    },
  )
})
