/** How long a task waits for a frame before it runs anyway: a hidden tab or a throttled frame paints none. */
export const NEXT_PAINT_FALLBACK_MS = 100

/**
 * Runs `task` once the browser has painted the current frame (a task queued from the next animation frame): work
 * that must not delay what an input shows, such as an interaction's next paint, which INP measures.
 *
 * A browser runs no animation frame in a hidden tab (and few in a throttled one), so a timer races the frame: the
 * task runs `NEXT_PAINT_FALLBACK_MS` later where no frame comes, or, in a hidden tab, whose timers Chromium runs at
 * most once a second, within about a second. A form sent just as its tab is hidden still sends. The task runs once,
 * whichever comes first.
 */
export function afterNextPaint(task: () => void, win: Window = window): void {
  let ran = false
  const runOnce = () => {
    if (ran) return
    ran = true
    task()
  }
  if (typeof win.requestAnimationFrame !== "function") {
    win.setTimeout(runOnce, 0)
    return
  }
  win.requestAnimationFrame(() => win.setTimeout(runOnce, 0))
  win.setTimeout(runOnce, NEXT_PAINT_FALLBACK_MS)
}
