// What a page's script does on load that no visitor asked for: it starts no Intl. A page's first Intl object starts
// ICU, 16–33 ms of the main thread on this machine unthrottled and several times that on a low-tier phone
// (docs/performance.md, "Intl on load"), and the server's HTML already holds every number and date the page shows.
// The form's counter and the articles' search date are written in the build; typing in the message still counts.
import type { Browser, Page } from "playwright-core"
import { articleRoutes } from "../../harness/article-routes"
import { launchBrowser } from "../../harness/browser"
import { startServer, type RunningServer } from "../../harness/server"
import { waitForHydration } from "../helpers/hydration"

jest.setTimeout(120_000)

/**
 * A page of each template in both languages, a form's pages, the your-data pages an emailed link opens (before their
 * answer arrives: what they then show is the API's, written in the browser) and the articles'. Not /search: it sorts
 * the index's tags (localeCompare) once Pagefind, far heavier than ICU, has loaded them.
 */
const ROUTES = [
  "/",
  "/hi",
  "/pricing",
  "/hi/pricing",
  "/features",
  "/hi/features",
  "/invite",
  "/hi/invite",
  "/for/retail",
  "/hi/for/retail",
  "/compare/spreadsheets",
  "/hi/compare/spreadsheets",
  "/contact",
  "/about",
  "/privacy",
  "/hi/privacy",
  "/404",
  "/your-data",
  "/your-data/view",
  ...articleRoutes(),
]

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Records every Intl object the page creates, and each locale-aware call that starts ICU, with where it was made. */
function recordIntl() {
  const made: string[] = []
  ;(window as unknown as { __intlMade: string[] }).__intlMade = made
  const where = () => new Error().stack?.split("\n")[3]?.trim() ?? ""
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = (Intl as unknown as Record<string, unknown>)[name]
    if (typeof original !== "function") continue
    ;(Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args, newTarget): object {
        made.push(`Intl.${name}(${JSON.stringify(args)}) ${where()}`)
        return Reflect.construct(target as new (...a: unknown[]) => object, args, newTarget) as object
      },
    })
  }
  const calls: Array<[object, string]> = [
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
    [String.prototype, "localeCompare"],
  ]
  for (const [proto, method] of calls) {
    const original = (proto as Record<string, (...a: unknown[]) => unknown>)[method]!
    Object.defineProperty(proto, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        made.push(`${method}(${JSON.stringify(args)}) ${where()}`)
        return original.apply(this, args)
      },
    })
  }
}

async function openPage(route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addInitScript(recordIntl)
  const page = await context.newPage()
  await page.goto(server.url + route, { waitUntil: "load" })
  await waitForHydration(page)
  return page
}

const intlMade = (page: Page) => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade)

describe("a page's load starts no Intl", () => {
  it.each(ROUTES)("%s hydrates without creating an Intl object", async (route) => {
    const page = await openPage(route)
    try {
      await page.waitForLoadState("networkidle")
      expect(await intlMade(page)).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it.each([
    ["/invite", "Up to 2,000 characters.", "2,000 characters left", "1,995 characters left"],
    ["/hi/invite", "2,000 अक्षरों तक।", "2,000 अक्षर बाक़ी", "1,995 अक्षर बाक़ी"],
  ])("%s: the message's count is the build's until the visitor types, then counts", async (route, hint, full, left) => {
    const page = await openPage(route)
    try {
      const message = page.locator('textarea[name="message"]')
      const description = await message.evaluate((element) =>
        (element.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      )
      expect(description).toContain(hint)
      const count = page.locator('p[aria-hidden="true"]', { hasText: full })
      expect(await count.count()).toBe(1)
      await message.fill("Hello")
      await page.locator('p[aria-hidden="true"]', { hasText: left }).waitFor()
      // Now, and only now, the page has asked Intl to write a number.
      expect((await intlMade(page)).some((entry) => entry.startsWith("Intl.NumberFormat"))).toBe(true)
    } finally {
      await page.context().close()
    }
  })
})
