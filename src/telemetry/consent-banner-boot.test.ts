import { analyticsConsent, CONSENT_STORAGE_KEY, createConsentStore, privacySignal } from "./consent"
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_BOOT_SCRIPT } from "./consent-banner-boot"

/** Runs the script as the page does: an inline <script> in <head> (jsdom runs inline scripts). */
function boot(): boolean {
  document.documentElement.removeAttribute(CONSENT_BANNER_ATTRIBUTE)
  const script = document.createElement("script")
  script.textContent = CONSENT_BOOT_SCRIPT
  document.head.append(script)
  script.remove()
  return document.documentElement.getAttribute(CONSENT_BANNER_ATTRIBUTE) === "open"
}

function setNavigator(gpc: boolean | undefined, dnt: string | null) {
  Object.defineProperty(navigator, "globalPrivacyControl", { value: gpc, configurable: true })
  Object.defineProperty(navigator, "doNotTrack", { value: dnt, configurable: true })
}

const stored = [null, "accepted", "rejected", "bogus"]
const signals: Array<[boolean | undefined, string | null]> = [
  [undefined, null],
  [true, null],
  [false, "1"],
  [undefined, "yes"],
  [undefined, "0"],
  [undefined, "unspecified"],
]

describe("the consent banner's boot script", () => {
  afterEach(() => {
    window.localStorage.clear()
    setNavigator(undefined, null)
  })

  it.each(stored.flatMap((choice) => signals.map(([gpc, dnt]) => [choice, gpc, dnt] as const)))(
    "stored %p, GPC %p, DNT %p: opens the banner exactly when the consent store would ask",
    (choice, gpc, dnt) => {
      window.localStorage.clear()
      if (choice) window.localStorage.setItem(CONSENT_STORAGE_KEY, choice)
      setNavigator(gpc, dnt)
      // The oracle: the store the page uses after hydration, with analytics on.
      const store = createConsentStore({
        storage: () => window.localStorage,
        signal: () => privacySignal(navigator, window as { doNotTrack?: string | null }),
        askOnFirstVisit: true,
      })
      expect(boot()).toBe(store.getSnapshot().bannerOpen)
      expect(store.getSnapshot().bannerOpen).toBe(
        analyticsConsent(
          choice === "accepted" || choice === "rejected" ? choice : null,
          gpc === true || dnt === "1" || dnt === "yes",
        ) === "pending",
      )
    },
  )

  it("keeps quiet when storage throws (the banner then asks, as the store does)", () => {
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied")
    })
    expect(boot()).toBe(true)
    spy.mockRestore()
  })
})
