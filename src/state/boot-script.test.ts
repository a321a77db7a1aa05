import { BOOT_SCRIPT } from "./boot-script"
import { findPreferences, STORAGE_KEYS } from "./preferences"
import { initialSiteState, restorePreferences, siteStateReducer } from "./site-state"

/** Runs the script as the page does: an inline <script> in <head> (Jest's jsdom runs inline scripts). */
function runBootScript() {
  const script = document.createElement("script")
  script.textContent = BOOT_SCRIPT
  document.head.append(script)
  script.remove()
}

function boot(search: string, stored: Partial<Record<keyof typeof STORAGE_KEYS, string>>) {
  window.localStorage.clear()
  for (const [key, value] of Object.entries(stored))
    window.localStorage.setItem(STORAGE_KEYS[key as keyof typeof STORAGE_KEYS], value)
  window.history.replaceState(null, "", `/pricing${search}`)
  document.documentElement.removeAttribute("data-currency")
  document.documentElement.removeAttribute("data-billing")
  runBootScript()
  return {
    currency: document.documentElement.getAttribute("data-currency"),
    billing: document.documentElement.getAttribute("data-billing"),
  }
}

const searches = [
  "",
  "?currency=INR",
  "?currency=usd&billing=Monthly",
  "?billing=yearly",
  "?currency=EUR&billing=weekly",
]
const storages = [
  {},
  { currency: "INR" },
  { billing: "monthly", visitorCurrency: "INR" },
  { currency: "USD", visitorCurrency: "INR" },
  { currency: "bogus", billing: "bogus", visitorCurrency: "bogus" },
]

describe("BOOT_SCRIPT", () => {
  afterAll(() => window.localStorage.clear())

  it("is small", () => {
    expect(BOOT_SCRIPT.length).toBeLessThan(700)
  })

  it.each(searches.flatMap((search) => storages.map((stored) => [search, stored] as const)))(
    "agrees with the reducer for %s and storage %j",
    (search, stored) => {
      const painted = boot(search, stored)
      const state = siteStateReducer(initialSiteState, restorePreferences(findPreferences(search, window.localStorage)))
      expect(painted).toEqual({ currency: state.currency, billing: state.isMonthly ? "monthly" : "yearly" })
    },
  )

  it("leaves the server's defaults when storage throws", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage")!
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new Error("SecurityError")
      },
    })
    try {
      window.history.replaceState(null, "", "/pricing?billing=monthly")
      runBootScript()
      expect(document.documentElement.getAttribute("data-billing")).toBe("monthly")
      expect(document.documentElement.getAttribute("data-currency")).toBe("USD")
    } finally {
      Object.defineProperty(window, "localStorage", original)
    }
  })
})
