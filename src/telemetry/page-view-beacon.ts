// The anonymous page view of a visitor who has not accepted analytics cookies: the path (and, on a page load,
// the referrer) goes to our own Function, which records it without cookies or a person (api/page-views/handler.ts).
// No analytics library is loaded for it. A beacon outlives the page; fetch keepalive where beacons are refused.
import {
  PAGE_VIEW_ENDPOINT,
  PAGE_VIEW_MAX_PATH,
  PAGE_VIEW_MAX_REFERRER,
  type PageViewBody,
} from "../../contracts/page-view"
import { whenIdle } from "./when-idle"

export function sendPageViewBeacon(path: string, referrer?: string): void {
  if (path.length > PAGE_VIEW_MAX_PATH)
    path = path.slice(0, path.indexOf("?") > 0 ? path.indexOf("?") : PAGE_VIEW_MAX_PATH)
  const body: PageViewBody = referrer && referrer.length <= PAGE_VIEW_MAX_REFERRER ? { path, referrer } : { path }
  const json = JSON.stringify(body)
  try {
    if (
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(PAGE_VIEW_ENDPOINT, new Blob([json], { type: "application/json" }))
    )
      return
    // The answer is read to the end: Chromium keeps a request whose body is never read open.
    void fetch(PAGE_VIEW_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: json,
      keepalive: true,
      credentials: "same-origin",
    })
      .then((response) => response.text())
      .catch(() => undefined)
  } catch {
    // A lost page view is not worth breaking the page for.
  }
}

/**
 * The site's way to send them: queued until the page is idle (at most 2 s after load), so the first one never
 * runs while the page is hydrating (sendBeacon's request set-up was a measurable main-thread cost there:
 * docs/performance.md), and flushed at once when the page is hidden or left, so none is lost meanwhile.
 */
export function createIdleBeaconQueue(
  send: (path: string, referrer?: string) => void = sendPageViewBeacon,
  win: Window = window,
): (path: string, referrer?: string) => void {
  const pending: Array<[string, string | undefined]> = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    win.removeEventListener("pagehide", flush)
    for (const [path, referrer] of pending.splice(0)) send(path, referrer)
  }
  return (path, referrer) => {
    pending.push([path, referrer])
    if (scheduled) return
    scheduled = true
    win.addEventListener("pagehide", flush)
    whenIdle(flush, win, 2000)
  }
}
