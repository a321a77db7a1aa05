// The site's one consent store (consent.ts), read by the banner and followed by analytics.
import { analytics } from "./analytics"
import { createConsentStore, privacySignal } from "./consent"

function localStorageOrNothing(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export const siteConsent = createConsentStore({
  storage: localStorageOrNothing,
  signal: () => privacySignal(navigator, window as { doNotTrack?: string | null }),
  askOnFirstVisit: analytics.enabled,
})

/** Opens the banner again (the footer's Cookie settings). */
export const openCookieSettings = () => siteConsent.openSettings()

/** Keeps analytics' storage in line with the visitor's choice, now and after every change. */
export function followConsent(): () => void {
  analytics.setConsent(siteConsent.getSnapshot().consent)
  return siteConsent.subscribe(() => analytics.setConsent(siteConsent.getSnapshot().consent))
}
