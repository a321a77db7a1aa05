// Runs `task` once the page has loaded and the main thread is idle (at the latest `timeoutMs` after load),
// so optional scripts never compete with the page's own work. Safari has no requestIdleCallback.
export function whenIdle(task: () => void, win: Window = window, timeoutMs = 4000): void {
  const schedule = () => {
    if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(() => task(), { timeout: timeoutMs })
    else win.setTimeout(task, 1000)
  }
  if (win.document.readyState === "complete") schedule()
  else win.addEventListener("load", schedule, { once: true })
}
