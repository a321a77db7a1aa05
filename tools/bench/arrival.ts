// What Cross-Origin-Opener-Policy costs a real arrival (issue 46): a visitor on another site's page taps a link to
// ours, as from a search result or a partner's page, not a tab opened on about:blank as Lighthouse opens it. The
// other site is http://elsewhere.test (the browser resolves it to 127.0.0.1: a real cross-site navigation, with no
// request interception to slow our responses); ours is the keyed build served with and without COOP.
//
// Two process models, because COOP's cost is a process's: Chromium on a desktop isolates every site in its own
// process already (site-per-process), while Chrome on most Android phones does not, and there a page whose COOP
// differs from the page before it gets a new browsing context group, so a new renderer. `--disable-site-isolation-
// trials` gives the desktop build the phone's model. The CPU is slowed to the phone class (calibrated in the other
// site's page just before the tap, as the interactions are), and the arrived page measures its own benchmarkIndex
// afterwards, so a run whose new renderer escaped the throttling shows it. The network is not throttled: the
// difference is the process, not the bytes.
//
// Per arrival, from the trace: the main thread of the page's renderer from the tap to idle (its tasks' total, and
// the part of each over 50 ms, as TBT counts), the browser process's main thread over the same span, whether the
// page got a new renderer, and the navigation's own timings (Navigation Timing, first contentful paint, and
// "site:interactive", the mark our bootstrap sets when the page's islands have hydrated).
import http from "http"
import type { AddressInfo } from "net"
import { chromium, type Browser } from "playwright-core"
import { CHROMIUM_ARGS, findChromium } from "../../harness/browser"
import { phoneContext } from "./phone-context"
import { benchmarkIndexSource, slowdownFor, type PhoneClass } from "./phone-classes"
import type { TraceEvent } from "./trace-tasks"

export type ProcessModel = "site-per-process" | "phone"
export const PROCESS_MODELS: readonly ProcessModel[] = ["site-per-process", "phone"]

export type Arrival = {
  /** Main-thread time of the arrived page's renderer from the tap to idle, ms; and its tasks' time over 50 ms. */
  rendererMs: number
  rendererOver50Ms: number
  /** The browser process's main thread over the same span, ms. */
  browserMs: number
  /** Whether the page was drawn by another renderer than the page the visitor tapped on. */
  newRenderer: boolean
  /** From the tap (navigation start): response start, first contentful paint, DOMContentLoaded end, islands hydrated. */
  responseStart: number
  fcp: number
  domContentLoaded: number
  interactive: number
  /** The CPU slowdown, and the benchmarkIndex the arrived page measured under it (about the class's score if the
   * throttling reached its renderer). */
  multiplier: number
  arrivedIndex: number
}

const OTHER_SITE = "elsewhere.test"

/** The other site: one page whose only content is a link to `target`. */
export async function startOtherSite(): Promise<{ url: (target: string) => string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? "/", "http://x").searchParams.get("to") ?? ""
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Elsewhere</title></head>' +
        `<body><p>A page on another site.</p><a id="to" href="${encodeURI(target)}" ` +
        'style="display:block;font:20px sans-serif;padding:16px">Shiftwise</a></body></html>',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (target) => `http://${OTHER_SITE}:${port}/?to=${encodeURIComponent(target)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A browser with the given process model; elsewhere.test resolves to 127.0.0.1 in it. */
export function launchArrivalBrowser(model: ProcessModel): Promise<Browser> {
  const args = [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${OTHER_SITE} 127.0.0.1`]
  // A phone's model: no site-per-process, but a site that sends COOP gets a process of its own, as Chrome on Android
  // isolates it (the SiteIsolationForCrossOriginOpenerPolicy feature, on by default there).
  if (model === "phone")
    args.push("--disable-site-isolation-trials", "--enable-features=SiteIsolationForCrossOriginOpenerPolicy")
  return chromium.launch({ executablePath: findChromium(), headless: false, args })
}

const MAIN_THREADS = ["CrRendererMain", "CrBrowserMain"]

/** The tasks on one main thread from `from` (µs) on: their total ms and their time over 50 ms. */
function mainThreadTime(events: TraceEvent[], pid: number, tid: number, from: number) {
  let total = 0
  let over50 = 0
  for (const e of events)
    if (e.pid === pid && e.tid === tid && e.ph === "X" && e.name === "RunTask" && e.ts >= from) {
      const ms = (e.dur ?? 0) / 1000
      total += ms
      over50 += Math.max(0, ms - 50)
    }
  return { total, over50 }
}

/** One arrival at `target` from the other site's page, at the phone class's CPU. */
export async function arrive(
  browser: Browser,
  other: { url: (target: string) => string },
  target: string,
  phone: PhoneClass,
): Promise<Arrival> {
  const context = await phoneContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(other.url(target))
    const calibrationIndex = await page.evaluate<number>(await benchmarkIndexSource())
    const { multiplier } = slowdownFor(calibrationIndex, phone)
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: multiplier })
    await browser.startTracing(undefined, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading"],
    })
    await page.evaluate(() => performance.mark("arrival:tap"))
    await page.locator("#to").tap()
    await page.waitForURL((url) => url.origin === new URL(target).origin)
    await page.waitForFunction(() => performance.getEntriesByName("site:interactive").length > 0, undefined, {
      timeout: 60_000,
    })
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(1000)
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }
    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]
      const interactive = performance.getEntriesByName("site:interactive")[0]
      return {
        responseStart: navigation.responseStart,
        domContentLoaded: navigation.domContentLoadedEventEnd,
        fcp: fcp?.startTime ?? NaN,
        interactive: interactive?.startTime ?? NaN,
      }
    })
    const arrivedIndex = await page.evaluate<number>(await benchmarkIndexSource())
    const events = trace.traceEvents
    const threads = new Map<string, string>()
    for (const e of events)
      if (e.ph === "M" && e.name === "thread_name" && MAIN_THREADS.includes(e.args?.name ?? ""))
        threads.set(`${e.pid}:${e.tid}`, e.args!.name!)
    const tap = events.find((e) => e.name === "arrival:tap")
    if (!tap) throw new Error("the trace has no arrival:tap mark")
    const parse = events.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(target))
    if (!parse) throw new Error(`the trace has no parse of ${target}`)
    const renderer = mainThreadTime(events, parse.pid, parse.tid, tap.ts)
    const browserMain = [...threads]
      .find(([, name]) => name === "CrBrowserMain")?.[0]
      .split(":")
      .map(Number)
    const [browserPid, browserTid] = browserMain ?? []
    const browserTime =
      browserPid !== undefined && browserTid !== undefined
        ? mainThreadTime(events, browserPid, browserTid, tap.ts).total
        : NaN
    return {
      rendererMs: renderer.total,
      rendererOver50Ms: renderer.over50,
      browserMs: browserTime,
      newRenderer: parse.pid !== tap.pid,
      ...timings,
      multiplier,
      arrivedIndex,
    }
  } finally {
    await context.close()
  }
}
