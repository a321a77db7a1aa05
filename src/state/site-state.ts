// The root state every page shares: currency, billing period and the visitor record, with a reducer
// whose typed actions are the only way to change them.
//
// Precedence: the visitor's own choice > the address (?currency=) > localStorage > the visitor's
// location (/api/visitor) > the default. Each value remembers which of these set it, and a weaker
// source never replaces a stronger one, whatever order they arrive in.
import { DEFAULT_BILLING, DEFAULT_CURRENCY, type Currency, type FoundPreferences } from "./preferences"
import type { Visitor } from "./visitor"

export type Source = "default" | "geo" | "stored" | "url" | "explicit"
const RANK: Record<Source, number> = { default: 0, geo: 1, stored: 2, url: 3, explicit: 4 }

export type SiteState = {
  currency: Currency
  isMonthly: boolean
  visitor: Visitor | null
  currencySource: Source
  billingSource: Source
}

export const initialSiteState: SiteState = {
  currency: DEFAULT_CURRENCY,
  isMonthly: DEFAULT_BILLING === "monthly",
  visitor: null,
  currencySource: "default",
  billingSource: "default",
}

export type SiteAction =
  | { type: "setCurrency"; currency: Currency }
  | { type: "setBilling"; isMonthly: boolean }
  | { type: "setVisitor"; visitor: Visitor }
  | { type: "restorePreferences"; found: FoundPreferences }

export const setCurrency = (currency: Currency): SiteAction => ({ type: "setCurrency", currency })
export const setBilling = (isMonthly: boolean): SiteAction => ({ type: "setBilling", isMonthly })
export const setVisitor = (visitor: Visitor): SiteAction => ({ type: "setVisitor", visitor })
export const restorePreferences = (found: FoundPreferences): SiteAction => ({ type: "restorePreferences", found })

function offerCurrency(state: SiteState, currency: Currency | null, source: Source): SiteState {
  return currency && RANK[source] >= RANK[state.currencySource] ? { ...state, currency, currencySource: source } : state
}

function offerBilling(state: SiteState, isMonthly: boolean | null, source: Source): SiteState {
  return isMonthly !== null && RANK[source] >= RANK[state.billingSource]
    ? { ...state, isMonthly, billingSource: source }
    : state
}

const monthly = (billing: string | null) => (billing === null ? null : billing === "monthly")

export function siteStateReducer(state: SiteState, action: SiteAction): SiteState {
  switch (action.type) {
    case "setCurrency":
      return offerCurrency(state, action.currency, "explicit")
    case "setBilling":
      return offerBilling(state, action.isMonthly, "explicit")
    case "setVisitor":
      return offerCurrency({ ...state, visitor: action.visitor }, action.visitor.currency, "geo")
    case "restorePreferences": {
      const { url, stored, visitorCurrency } = action.found
      // The remembered location is only a stand-in until the live visitor record arrives.
      let next = state.visitor ? state : offerCurrency(state, visitorCurrency, "geo")
      next = offerCurrency(next, stored.currency, "stored")
      next = offerCurrency(next, url.currency, "url")
      next = offerBilling(next, monthly(stored.billing), "stored")
      next = offerBilling(next, monthly(url.billing), "url")
      return next
    }
  }
}
