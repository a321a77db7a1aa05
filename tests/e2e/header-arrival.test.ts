// The header as a busy phone on a slow network builds it: the browser paints what its parser has reached so far, so
// a header shown before its last element has arrived moves when that element lands (a layout shift, CLS). Here a
// server in front of the site sends a page's HTML up to the end of one of the header's elements, holds the rest
// back while Chromium paints, then sends it; for every tag of the header, at 390 and 1280 px, in both
// languages, nothing may move afterwards. CI caught this once (the header's links moved 88 px when the language
// switcher, after the Menu's panel, arrived a moment later at 1280 px; then its row shrank from 51 to 44 px when the
// switcher's link had arrived but not its name).
import http from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "playwright-core"
import { useSiteSession } from "../helpers/site-session"
import { layoutShifts } from "../helpers/layout-shifts"

const session = useSiteSession()
const HOLD_MS = 250

/** What the front server holds back: the document at `route` is cut after its first `at` bytes. */
let hold: { route: string; at: number } | undefined
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
  const body = Buffer.from(await upstream.arrayBuffer())
  const headers: Record<string, string> = {}
  upstream.headers.forEach((value, name) => {
    if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) headers[name] = value
  })
  response.writeHead(upstream.status, headers)
  if (!hold || request.url !== hold.route) return response.end(body)
  response.write(body.subarray(0, hold.at))
  const rest = body.subarray(hold.at)
  setTimeout(() => response.end(rest), HOLD_MS)
}

/**
 * The byte offsets just after each tag inside the page's <header>, start and end, outside its SVGs (a logo's paths):
 * after a start tag, the element is there and its text is not (CI once caught the switcher's link painted empty).
 */
async function cutsInHeader(route: string): Promise<number[]> {
  const html = Buffer.from(await (await fetch(session.server.url + route)).arrayBuffer()).toString("latin1")
  const start = html.indexOf("<header")
  const end = html.indexOf("</header>", start)
  expect(start).toBeGreaterThan(0)
  const cuts: number[] = []
  let inSvg = false
  for (const tag of html.slice(start, end).matchAll(/<(\/?)(\w+)[^>]*>/g)) {
    if (tag[2] === "svg") inSvg = !tag[1]
    if (!inSvg || tag[2] === "svg") cuts.push(start + tag.index + tag[0].length)
  }
  return cuts
}

async function shiftsWhenHeldAt(page: Page, route: string, at: number) {
  hold = { route, at }
  await page.goto(frontUrl + route, { waitUntil: "load" })
  return page.evaluate(layoutShifts, false)
}

describe.each([390, 1280])("at %i px", (width) => {
  it.each(["/", "/hi/"])("%s: the header does not move as the rest of it arrives", async (route) => {
    const cuts = await cutsInHeader(route)
    // The header's parts: skip link, home link, the links, the Menu and its panel, the language switcher.
    expect(cuts.length).toBeGreaterThan(10)
    const context = await session.browser.newContext({ viewport: { width, height: 800 } })
    try {
      const page = await context.newPage()
      const moved: string[] = []
      for (const at of cuts) {
        for (const shift of await shiftsWhenHeldAt(page, route, at)) moved.push(`held after byte ${at}: ${shift}`)
      }
      expect(moved).toEqual([])
    } finally {
      await context.close()
      hold = undefined
    }
  })
})
