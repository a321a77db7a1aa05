// The site's one consent store (consent.ts), read by the banner and followed by analytics.
import { browserStorage } from "../browser-storage"
import { analytics, type Analytics } from "./analytics"
import { createConsentStore, privacySignal, type ConsentStore } from "./consent"
import { whenIdle } from "./when-idle"

export const siteConsent = createConsentStore({
  storage: browserStorage,
  signal: () => privacySignal(navigator, window as { doNotTrack?: string | null }),
  askOnFirstVisit: analytics.enabled,
})

/** Opens the banner again (the footer's Cookie settings). */
export const openCookieSettings = () => siteConsent.openSettings()

/**
 * Keeps analytics in line with the visitor's choice, now and after every change: posthog-js is loaded (when the
 * page is idle) only once they have accepted; a withdrawal moves its ids back to memory and clears its storage.
 */
export function followConsent(
  store: ConsentStore = siteConsent,
  target: Pick<Analytics, "setConsent" | "load"> = analytics,
): () => void {
  const apply = () => {
    const { consent } = store.getSnapshot()
    target.setConsent(consent)
    if (consent === "granted") whenIdle(() => void target.load())
  }
  apply()
  return store.subscribe(apply)
}
