// Hydration keeps the server's HTML on every route, for the build without a key and the build that ships: React
// reports no recoverable error (React 19 reports a hydration mismatch through reportError, which reaches the console
// and the page's error event), nothing else is logged to the console, and the elements the server rendered are the
// very elements on the page after hydration (a mismatch makes React throw the server's markup away and render its own).
// Every island (what a visitor operates: the consent banner, a form, the pricing switches, the search) is a hydration
// boundary that React hydrates on its own (src/components/hydration-boundary.tsx): each of them hydrates
// ("site:interactive" comes), a click inside one React has not reached yet is still handled, and the global
// stylesheet is in the page once, before hydration and after (src/components/global-styles.static.tsx). The rest of
// the page is static parts, which tests/e2e/islands.test.ts checks.
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
  it.each([...ROUTES, ...EMAIL_ROUTES, "/no-such-page", "/hi/no-such-page"])(
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
        const notFound = route.endsWith("/no-such-page") ? /status of 404 \(Not Found\)/ : /^$/
        expect(console.filter((text) => !notFound.test(text))).toEqual([])
        expect(result.recoverable).toBe(0)
        // header, main, its h1, footer and the (hidden) cookie banner were all in the server's HTML, and still are.
        expect(result.found).toBe(5)
        expect(result.kept).toBe(5)
        // Every island of the server's HTML hydrated, each on its own (every page has the consent banner's).
        const boundaries = await page.evaluate(() => {
          const walker = document.createTreeWalker(document.getElementById("___gatsby")!, NodeFilter.SHOW_COMMENT)
          let count = 0
          for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue === "$") count++
          return { count, interactive: performance.getEntriesByName("site:interactive").length }
        })
        expect(boundaries.count).toBeGreaterThanOrEqual(1)
        expect(boundaries.interactive).toBe(1)
      } finally {
        await context.close()
      }
    },
  )
})

const GLOBAL_STYLES = 'style[data-emotion^="css-global"]'

describe("the global stylesheet", () => {
  it.each([...ROUTES, "/no-such-page", "/hi/no-such-page"])(
    "%s has it once in the server's HTML, once after hydration and once after a client-side navigation",
    async (route) => {
      const html = await (await fetch(servers.keyless!.url + route)).text()
      expect(html.match(/<style data-emotion="css-global[^"]*"/g)?.length).toBe(1)
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: ORDINARY_CHROME_UA })
      await context.addInitScript({ content: ordinaryVisitorScript() })
      const page = await context.newPage()
      try {
        await page.goto(servers.keyless!.url + route, { waitUntil: "load" })
        await waitForHydration(page)
        expect(await page.locator(GLOBAL_STYLES).count()).toBe(1)
        // Rules still apply (the sheet React adopted is the server's): body's margin is 0.
        expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px")
        const next = route === "/about" ? "/terms" : "/about"
        await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"))
        const heading = await page.locator("main h1").textContent()
        await page.locator(`footer a[href="${next}"]`).first().click()
        await page.waitForURL(servers.keyless!.url + next)
        expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document")
        // The address changes before the router renders the next page: wait for its heading.
        await page.waitForFunction((h1) => {
          const text = document.querySelector("main h1")?.textContent
          return !!text && text !== h1
        }, heading)
        expect(await page.locator(GLOBAL_STYLES).count()).toBe(1)
      } finally {
        await context.close()
      }
    },
  )
})

// The moment React has started on the page (its root container is marked) but has not hydrated the pricing switches'
// island yet: found by checking at every turn of the event loop (a MessageChannel task, queued behind React's own
// scheduler tasks, which use one too), from the moment the HTML is parsed. A click on INR then must make React hydrate
// that island first and handle the click (React keeps a __reactFiber$ key on each element it has hydrated).
const CLICK_BEFORE_ISLAND_HYDRATES = `
document.addEventListener("DOMContentLoaded", () => {
  const channel = new MessageChannel();
  const started = () => Object.keys(document.getElementById("___gatsby")).some((key) => key.startsWith("__reactContainer$"));
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  channel.port1.onmessage = () => {
    const inr = [...document.querySelectorAll('section[aria-label="Plans and prices"] [role="radio"]')]
      .find((el) => el.textContent.includes("INR"));
    if (!started()) return channel.port2.postMessage(null);
    window.__clickedUnhydrated = !hydrated(inr);
    inr.click();
  };
  channel.port2.postMessage(null);
});`

describe("a click inside a boundary React has not hydrated yet", () => {
  it.each(["keyless", "as shipped"] as const)(
    "is handled on the %s build: the pricing page's INR switch, clicked before its boundary hydrated, switches the plans",
    async (build) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        userAgent: ORDINARY_CHROME_UA,
      })
      await context.addInitScript({ content: ordinaryVisitorScript() + "\n" + CLICK_BEFORE_ISLAND_HYDRATES })
      const page = await context.newPage()
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      try {
        await page.goto(servers[build]!.url + "/pricing", { waitUntil: "load" })
        await waitForHydration(page)
        expect(
          await page.evaluate(() => (window as unknown as { __clickedUnhydrated?: boolean }).__clickedUnhydrated),
        ).toBe(true)
        await page.waitForFunction(() => document.documentElement.getAttribute("data-currency") === "INR", undefined, {
          timeout: 5000,
        })
        const checked = await page.$$eval(
          'section[aria-label="Plans and prices"] [role="radio"][aria-checked="true"]',
          (els) => els.map((el) => el.textContent?.replace(/[₹$]/g, "").trim()),
        )
        expect(checked).toContain("INR")
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})
