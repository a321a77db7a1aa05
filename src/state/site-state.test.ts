import type { FoundPreferences } from "./preferences"
import {
  initialSiteState,
  restorePreferences,
  setBilling,
  setCurrency,
  setVisitor,
  siteStateReducer,
  type SiteAction,
  type SiteState,
} from "./site-state"

const run = (...actions: SiteAction[]): SiteState => actions.reduce(siteStateReducer, initialSiteState)

const nothing: FoundPreferences = {
  url: { currency: null, billing: null },
  stored: { currency: null, billing: null },
  visitorCurrency: null,
}
const found = (overrides: Partial<FoundPreferences>): FoundPreferences => ({ ...nothing, ...overrides })
const indian = { country: "IN", currency: "INR", earlyAccessRequested: false } as const

describe("siteStateReducer", () => {
  it("starts in USD, billed yearly, with no visitor", () => {
    expect(initialSiteState).toMatchObject({ currency: "USD", isMonthly: false, visitor: null })
  })

  it("setCurrency and setBilling change the values", () => {
    expect(run(setCurrency("INR")).currency).toBe("INR")
    expect(run(setBilling(true)).isMonthly).toBe(true)
    expect(run(setBilling(true), setBilling(false)).isMonthly).toBe(false)
  })

  it("setVisitor stores the record", () => {
    expect(run(setVisitor(indian)).visitor).toEqual(indian)
  })

  it("restorePreferences keeps the defaults when nothing was found", () => {
    expect(run(restorePreferences(nothing))).toEqual(initialSiteState)
  })
})

describe("precedence: explicit choice > address > storage > visitor location > default", () => {
  it("the visitor's location replaces the default", () => {
    expect(run(restorePreferences(nothing), setVisitor(indian)).currency).toBe("INR")
  })

  it("a stored choice beats the location, whichever arrives first", () => {
    const stored = restorePreferences(found({ stored: { currency: "USD", billing: null } }))
    expect(run(stored, setVisitor(indian)).currency).toBe("USD")
    expect(run(setVisitor(indian), stored).currency).toBe("USD")
  })

  it("the address beats storage and location", () => {
    const state = run(
      restorePreferences(
        found({
          url: { currency: "INR", billing: "monthly" },
          stored: { currency: "USD", billing: "yearly" },
          visitorCurrency: "USD",
        }),
      ),
      setVisitor({ ...indian, currency: "USD" }),
    )
    expect(state).toMatchObject({ currency: "INR", isMonthly: true, currencySource: "url", billingSource: "url" })
  })

  it("an explicit choice beats everything, before or after the rest arrives", () => {
    const everything = restorePreferences(
      found({ url: { currency: "INR", billing: "monthly" }, stored: { currency: "INR", billing: "monthly" } }),
    )
    expect(run(everything, setVisitor(indian), setCurrency("USD"), setBilling(false))).toMatchObject({
      currency: "USD",
      isMonthly: false,
    })
    expect(run(setCurrency("USD"), setBilling(true), everything, setVisitor(indian))).toMatchObject({
      currency: "USD",
      isMonthly: true,
    })
  })

  it("the remembered location applies until the live record arrives, which replaces it", () => {
    const remembered = restorePreferences(found({ visitorCurrency: "INR" }))
    expect(run(remembered).currency).toBe("INR")
    expect(run(remembered, setVisitor({ country: "US", currency: "USD", earlyAccessRequested: false })).currency).toBe(
      "USD",
    )
    // and never overrides a live record that came first
    expect(run(setVisitor({ country: "US", currency: "USD", earlyAccessRequested: false }), remembered).currency).toBe(
      "USD",
    )
  })

  it("billing follows the same order and ignores the location", () => {
    expect(run(restorePreferences(found({ stored: { currency: null, billing: "monthly" } }))).isMonthly).toBe(true)
    expect(
      run(
        restorePreferences(
          found({ url: { currency: null, billing: "yearly" }, stored: { currency: null, billing: "monthly" } }),
        ),
      ).isMonthly,
    ).toBe(false)
    expect(run(setVisitor(indian)).isMonthly).toBe(false)
  })
})
