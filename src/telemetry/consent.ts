// The visitor's analytics-cookie choice and whether the banner shows. The choice is kept in localStorage
// (strictly necessary: it is the record of the choice itself). A browser's Global Privacy Control or Do Not
// Track signal counts as a rejection, without asking, until the visitor chooses otherwise in Cookie settings.
import { readKey, writeKey } from "../browser-storage"

export type ConsentChoice = "accepted" | "rejected"
/** granted: analytics may use cookies and storage; denied or pending: memory only. */
export type AnalyticsConsent = "granted" | "denied" | "pending"

export const CONSENT_STORAGE_KEY = "shiftwise:cookie-consent"

export type ConsentSnapshot = {
  choice: ConsentChoice | null
  /** GPC or DNT is on. */
  signal: boolean
  consent: AnalyticsConsent
  bannerOpen: boolean
  /** The banner was opened from Cookie settings (it takes focus then, and gives it back). */
  reopened: boolean
}

type PrivacyNavigator = Pick<Navigator, "doNotTrack"> & { globalPrivacyControl?: boolean; msDoNotTrack?: string }

export function privacySignal(nav: PrivacyNavigator | undefined, win?: { doNotTrack?: string | null }): boolean {
  if (!nav) return false
  if (nav.globalPrivacyControl === true) return true
  const dnt = nav.doNotTrack ?? win?.doNotTrack ?? nav.msDoNotTrack
  return dnt === "1" || dnt === "yes"
}

export function analyticsConsent(choice: ConsentChoice | null, signal: boolean): AnalyticsConsent {
  if (choice === "accepted") return "granted"
  if (choice === "rejected" || signal) return "denied"
  return "pending"
}

function parseChoice(value: string | null): ConsentChoice | null {
  return value === "accepted" || value === "rejected" ? value : null
}

export type ConsentStoreOptions = {
  storage: () => Storage | undefined
  signal: () => boolean
  /** Without analytics there is nothing to ask about: the banner opens only from Cookie settings. */
  askOnFirstVisit: boolean
}

export type ConsentStore = {
  getSnapshot: () => ConsentSnapshot
  subscribe: (listener: () => void) => () => void
  choose: (choice: ConsentChoice) => void
  openSettings: () => void
}

export function createConsentStore({ storage, signal, askOnFirstVisit }: ConsentStoreOptions): ConsentStore {
  const listeners = new Set<() => void>()
  let snapshot: ConsentSnapshot | null = null

  function read(): ConsentSnapshot {
    // Storage disabled: nothing is read, and the visitor is asked again on every visit.
    const stored = readKey(storage(), CONSENT_STORAGE_KEY)
    const choice = parseChoice(stored)
    const hasSignal = signal()
    const consent = analyticsConsent(choice, hasSignal)
    return { choice, signal: hasSignal, consent, bannerOpen: askOnFirstVisit && consent === "pending", reopened: false }
  }

  function update(next: ConsentSnapshot): void {
    snapshot = next
    for (const listener of [...listeners]) listener()
  }

  const current = () => (snapshot ??= read())

  return {
    getSnapshot: current,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    choose: (choice) => {
      // Storage disabled or full: the choice holds for this page load only.
      writeKey(storage(), CONSENT_STORAGE_KEY, choice)
      const { signal: hasSignal } = current()
      update({
        choice,
        signal: hasSignal,
        consent: analyticsConsent(choice, hasSignal),
        bannerOpen: false,
        reopened: false,
      })
    },
    openSettings: () => update({ ...current(), bannerOpen: true, reopened: true }),
  }
}
