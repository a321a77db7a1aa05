/**
 * Runs `task` once the browser has painted the current frame (a task queued from the next animation frame): work
 * that must not delay what an input shows, such as an interaction's next paint, which INP measures.
 */
export function afterNextPaint(task: () => void, win: Window = window): void {
  if (typeof win.requestAnimationFrame !== "function") win.setTimeout(task, 0)
  else win.requestAnimationFrame(() => win.setTimeout(task, 0))
}
