// A page as a busy phone on a slow network builds it: the browser paints what its parser has reached so far, so a
// part shown before the rest of its row or list has arrived moves when the rest lands (a layout shift, CLS). Here a
// server in front of the site sends a page's HTML up to a cut, holds the rest back while Chromium paints, then sends
// it; nothing may move afterwards. CI caught this again and again under load: the header's links moved 88 px when the
// language switcher landed after the Menu's panel, then its row shrank from 51 to 44 px when the switcher's link had
// arrived but not its name; the story filters' "Industry" label moved 9 px on /customers/size/51-200 when its links
// arrived.
// - A page's first screen: every page asks the browser not to paint before its <main> is parsed
//   (`<link rel="expect" href="#site-footer" blocking="render">`, src/state/render-body.tsx: the footer follows
//   <main>), so a cut anywhere inside <main> paints nothing until the rest arrives, and nothing moves.
// - The header on its own: Firefox and Safari do not know rel="expect" yet and paint a half-parsed page; there the
//   header hides its row until its last element is parsed (src/components/header.tsx). The front server takes the
//   link out, and cuts after every tag of the header.
import http from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "playwright-core"
import { useSiteSession } from "../helpers/site-session"
import { layoutShifts } from "../helpers/layout-shifts"
import fs from "node:fs"
import path from "node:path"
import { builtHtmlFiles } from "../../harness/built-pages"
import { ROOT } from "../../harness/server"

const session = useSiteSession()
const HOLD_MS = 250
const EXPECT_LINK = /<link rel="expect" href="#site-footer" blocking="render"\/?>/

/**
 * What the front server holds back: the document at `route` is cut after its first `at` bytes; with `withoutExpect`,
 * its rel="expect" link is first blanked out (same length, so the offsets stay right), as for a browser without it.
 */
let hold: { route: string; at: number; withoutExpect?: boolean; ms: number } | undefined
let front: http.Server
let frontUrl = ""

beforeAll(async () => {
  front = http.createServer((request, response) => void relay(request, response).catch(() => response.destroy()))
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve))
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())))

/** Passes a request to the site, holding back the rest of the document `hold` names. */
async function relay(request: http.IncomingMessage, response: http.ServerResponse) {
  const upstream = await fetch(session.server.url + request.url, { headers: { "accept-encoding": "identity" } })
  let body = Buffer.from(await upstream.arrayBuffer())
  const headers: Record<string, string> = {}
  upstream.headers.forEach((value, name) => {
    if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) headers[name] = value
  })
  response.writeHead(upstream.status, headers)
  if (!hold || request.url !== hold.route) return response.end(body)
  if (hold.withoutExpect)
    body = Buffer.from(
      body.toString("latin1").replace(EXPECT_LINK, (m) => " ".repeat(m.length)),
      "latin1",
    )
  response.write(body.subarray(0, hold.at))
  const rest = body.subarray(hold.at)
  setTimeout(() => response.end(rest), hold.ms)
}

async function html(route: string): Promise<string> {
  return Buffer.from(await (await fetch(session.server.url + route)).arrayBuffer()).toString("latin1")
}

/** The byte offsets just after each tag between `from` and `to` in the page, outside SVGs (a logo's paths). */
function cutsBetween(page: string, from: number, to: number): number[] {
  const cuts: number[] = []
  let inSvg = false
  for (const tag of page.slice(from, to).matchAll(/<(\/?)(\w+)[^>]*>/g)) {
    if (tag[2] === "svg") inSvg = !tag[1]
    if (!inSvg || tag[2] === "svg") cuts.push(from + tag.index + tag[0].length)
  }
  return cuts
}

/**
 * The page held at `at`: what moved after the rest arrived, and when the browser first painted anything against when
 * the last of the document arrived (both from the navigation's start).
 */
async function heldAt(page: Page, route: string, at: number, withoutExpect = false, ms = HOLD_MS) {
  hold = { route, at, withoutExpect, ms }
  await page.goto(frontUrl + route, { waitUntil: "load" })
  const [firstPaint, arrived] = await page.evaluate(() => [
    performance.getEntriesByName("first-paint")[0]?.startTime ?? Infinity,
    (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
  ])
  return { shifts: await page.evaluate(layoutShifts, false), firstPaint, arrived }
}

async function withPage<T>(width: number, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await session.browser.newContext({ viewport: { width, height: 800 } })
  try {
    return await use(await context.newPage())
  } finally {
    await context.close()
    hold = undefined
  }
}

// The pages and widths where CI saw a first screen move under load, and the home pages in both languages.
const FIRST_SCREENS: Array<[string, number]> = [
  ["/customers/size/51-200", 1280],
  ["/customers", 390],
  ["/blog", 390],
  ["/blog/tags/scheduling", 1280],
  ["/", 390],
  ["/hi/", 1280],
]
/** How many cuts to try inside each page's <main>, spread evenly from its start to its end. */
const CUTS_IN_MAIN = 12

describe("a page's first screen", () => {
  // The browser tests below hold six pages back; the mechanism is the same on every page, so every page the build
  // writes is read for it: the link in its head, and the footer it names right after its <main> (in the footer's
  // static-part wrapper).
  it("every page the build writes waits for the footer that follows its <main>", () => {
    const files = builtHtmlFiles(path.join(ROOT, "public")).filter(
      (file) => !file.includes(`${path.sep}admin${path.sep}`),
    )
    expect(files.length).toBeGreaterThan(50)
    const wrong = files.filter((file) => {
      const page = fs.readFileSync(file, "utf8")
      const head = page.slice(0, page.indexOf("</head>"))
      return (
        !EXPECT_LINK.test(head) ||
        !/<\/main>(<div data-static-part="site-footer">)?<footer id="site-footer"[ >]/.test(page)
      )
    })
    expect(wrong.map((file) => path.relative(ROOT, file))).toEqual([])
  })

  it.each(FIRST_SCREENS)(
    "%s at %i px: nothing is painted before <main> is parsed, and nothing moves",
    async (route, width) => {
      const page = await html(route)
      expect(page).toMatch(EXPECT_LINK)
      expect(page.indexOf('<main id="main"')).toBeGreaterThan(0)
      const inMain = cutsBetween(page, page.indexOf('<main id="main"'), page.indexOf("</main>"))
      const cuts = inMain.filter((_, i) => i % Math.ceil(inMain.length / CUTS_IN_MAIN) === 0)
      expect(cuts.length).toBeGreaterThanOrEqual(CUTS_IN_MAIN / 2)
      await withPage(width, async (tab) => {
        const found: string[] = []
        for (const at of cuts) {
          const { shifts, firstPaint, arrived } = await heldAt(tab, route, at)
          for (const shift of shifts) found.push(`held after byte ${at}: ${shift}`)
          // The browser waited for the rest: it first painted after the last of the document had arrived.
          if (firstPaint < arrived)
            found.push(
              `held after byte ${at}: painted at ${Math.round(firstPaint)} ms, all there at ${Math.round(arrived)}`,
            )
        }
        expect(found).toEqual([])
      })
    },
  )

  it("without the link, the browser paints the half-parsed page during the hold (so the test above can fail)", async () => {
    const page = await html("/customers")
    const inMain = cutsBetween(page, page.indexOf('<main id="main"'), page.indexOf("</main>"))
    const at = inMain[Math.floor(inMain.length / 2)] ?? 0
    // Held long enough for a busy machine to paint what it has: whether it paints is the question, not how soon.
    const { firstPaint, arrived } = await withPage(390, (tab) => heldAt(tab, "/customers", at, true, 3000))
    expect(firstPaint).toBeLessThan(arrived)
  })
})

describe.each([390, 1280])('the header at %i px, in a browser without rel="expect"', (width) => {
  it.each(["/", "/hi/"])("%s: the header does not move as the rest of it arrives", async (route) => {
    const page = await html(route)
    const start = page.indexOf("<header")
    expect(start).toBeGreaterThan(0)
    // After a start tag the element is there and its text is not (CI once caught the switcher's link painted empty).
    const cuts = cutsBetween(page, start, page.indexOf("</header>", start))
    // The header's parts: skip link, home link, the links, the Menu and its panel, the language switcher.
    expect(cuts.length).toBeGreaterThan(10)
    await withPage(width, async (tab) => {
      const moved: string[] = []
      for (const at of cuts) {
        for (const shift of (await heldAt(tab, route, at, true)).shifts) moved.push(`held after byte ${at}: ${shift}`)
      }
      expect(moved).toEqual([])
    })
  })
})
