import { findPreferences, followChoiceInAddress, parseBilling, parseCurrency, STORAGE_KEYS } from "./preferences"
import { parseVisitor } from "./visitor"

describe("parsing", () => {
  it("accepts the known values in any case and nothing else", () => {
    expect(parseCurrency("inr")).toBe("INR")
    expect(parseCurrency("USD")).toBe("USD")
    expect(parseCurrency("EUR")).toBeNull()
    expect(parseCurrency(null)).toBeNull()
    expect(parseBilling("Monthly")).toBe("monthly")
    expect(parseBilling("weekly")).toBeNull()
  })

  it("checks the visitor record", () => {
    expect(parseVisitor({ country: "IN", currency: "INR", earlyAccessRequested: true })).toEqual({
      country: "IN",
      currency: "INR",
      earlyAccessRequested: true,
    })
    expect(parseVisitor({ country: null, currency: "USD", earlyAccessRequested: false })?.country).toBeNull()
    expect(parseVisitor({ country: "IN", currency: "EUR", earlyAccessRequested: false })).toBeNull()
    expect(parseVisitor({ country: 5, currency: "USD", earlyAccessRequested: false })).toBeNull()
    expect(parseVisitor("<html>")).toBeNull()
  })
})

describe("findPreferences", () => {
  afterEach(() => window.localStorage.clear())

  it("reads the address and storage, ignoring values it does not know", () => {
    window.localStorage.setItem(STORAGE_KEYS.currency, "INR")
    window.localStorage.setItem(STORAGE_KEYS.billing, "fortnightly")
    window.localStorage.setItem(STORAGE_KEYS.visitorCurrency, "USD")
    expect(findPreferences("?currency=usd&billing=monthly", window.localStorage)).toEqual({
      url: { currency: "USD", billing: "monthly" },
      stored: { currency: "INR", billing: null },
      visitorCurrency: "USD",
    })
  })

  it("treats storage that throws as empty", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError")
      },
    } as unknown as Storage
    expect(findPreferences("", broken).stored).toEqual({ currency: null, billing: null })
    expect(findPreferences("", undefined).visitorCurrency).toBeNull()
  })
})

describe("followChoiceInAddress", () => {
  it("updates a parameter already in the address, keeping history.state", () => {
    window.history.replaceState({ key: "gatsby" }, "", "/pricing?currency=INR&billing=monthly#plans")
    followChoiceInAddress("currency", "USD")
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/pricing?currency=USD&billing=monthly#plans",
    )
    expect(window.history.state).toEqual({ key: "gatsby" })
  })

  it("adds nothing to an address without the parameter", () => {
    window.history.replaceState(null, "", "/pricing")
    followChoiceInAddress("currency", "USD")
    expect(window.location.search).toBe("")
  })
})
