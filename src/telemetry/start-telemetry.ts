// gatsby-browser's hooks for telemetry. At client entry only error listeners are installed (log.ts keeps what
// they catch); the rest (telemetry-runtime.ts: log batching, web vitals, PostHog) is fetched after the window in
// which a page load is judged: once the visitor's first input has ended, its result is painted and the page is idle,
// or, without an input, a few seconds after load. Evaluating it inside the load cost 52 ms of simulated main thread
// on `/` (docs/performance.md, issue 33). Web vitals stay the page's own: the library reads the browser's buffered
// entries (every LCP candidate and layout shift since the page started, the first input, and any interaction of
// 104 ms or more), so starting it late still reports the page load.
import { log, logUncaughtErrors } from "./log"
import { whenIdle } from "./when-idle"
import { afterNextPaint } from "../after-next-paint"

/** How long after load telemetry starts when the visitor has not touched the page yet. */
export const TELEMETRY_AFTER_LOAD_MS = 3000
/** Marked once telemetry has started (tests wait for it). */
export const TELEMETRY_STARTED_MARK = "site:telemetry-started"
/** Marked when the telemetry runtime starts loading: what a page fetches before it is the page load's own. */
export const TELEMETRY_LOADING_MARK = "site:telemetry-loading"

export function startTelemetry(): void {
  logUncaughtErrors()
}

/**
 * The events that end a visitor's first input: a tap or a click, a touch the browser took for a scroll, a key. Not
 * its start (pointerdown): a tap is a pointerdown, a pointerup and, some 20 to 100 ms later on a phone, the click,
 * and an idle callback queued at the pointerdown ran in that gap, so the tap's own paint waited for telemetry's start
 * (26 ms of the Menu's tap at the low tier, issue 46).
 */
const INPUT_ENDS = ["click", "pointercancel", "keyup"] as const

/**
 * Calls `start` once, when the page is idle after whichever comes first: the end of the visitor's first input (once
 * the browser has painted what it shows), or `afterLoadMs` after the load event.
 */
export function afterFirstInputOrLoad(start: () => void, win: Window = window, afterLoadMs = TELEMETRY_AFTER_LOAD_MS) {
  let triggered = false
  const trigger = () => {
    if (triggered) return
    triggered = true
    for (const type of INPUT_ENDS) win.removeEventListener(type, afterInput, true)
    win.clearTimeout(timer)
    // whenIdle also waits for load.
    whenIdle(start, win)
  }
  // The input's own work and its paint first.
  const afterInput = () => afterNextPaint(trigger, win)
  for (const type of INPUT_ENDS) win.addEventListener(type, afterInput, { capture: true, passive: true })
  let timer: number | undefined
  const afterLoad = () => (timer = win.setTimeout(trigger, afterLoadMs))
  if (win.document.readyState === "complete") afterLoad()
  else win.addEventListener("load", afterLoad, { once: true })
}

export function loadTelemetryLater(): void {
  afterFirstInputOrLoad(() => {
    performance.mark?.(TELEMETRY_LOADING_MARK)
    import("./telemetry-runtime")
      .then(({ startRuntime }) => {
        startRuntime()
        performance.mark?.(TELEMETRY_STARTED_MARK)
      })
      .catch((error: unknown) => log.warn("telemetry_load_failed", { error }))
  })
}
