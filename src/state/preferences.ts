// The pricing preferences (currency, billing period): their values, and where they are read from and
// written to outside React: the address (?currency=INR&billing=monthly), localStorage and <html>.
// The inline boot script (boot-script.ts) reads the same names before first paint.
import { readKey } from "../browser-storage"

export const CURRENCIES = ["INR", "USD"] as const
export type Currency = (typeof CURRENCIES)[number]
export const BILLINGS = ["monthly", "yearly"] as const
export type Billing = (typeof BILLINGS)[number]

export const DEFAULT_CURRENCY: Currency = "USD"
export const DEFAULT_BILLING: Billing = "yearly"

export const URL_PARAMS = { currency: "currency", billing: "billing" } as const
export const STORAGE_KEYS = {
  currency: "shiftwise:currency",
  billing: "shiftwise:billing",
  // The currency /api/visitor last gave, so a returning visitor's first paint already follows it.
  visitorCurrency: "shiftwise:visitor-currency",
} as const
/** Attributes on <html> that CSS uses to show the matching price variant (see src/pricing/variants.ts). */
export const ROOT_ATTRIBUTES = { currency: "data-currency", billing: "data-billing" } as const

export const billingOf = (isMonthly: boolean): Billing => (isMonthly ? "monthly" : "yearly")

export function parseCurrency(value: unknown): Currency | null {
  const upper = typeof value === "string" ? value.toUpperCase() : null
  return CURRENCIES.find((c) => c === upper) ?? null
}

export function parseBilling(value: unknown): Billing | null {
  const lower = typeof value === "string" ? value.toLowerCase() : null
  return BILLINGS.find((b) => b === lower) ?? null
}

export type FoundPreferences = {
  url: { currency: Currency | null; billing: Billing | null }
  stored: { currency: Currency | null; billing: Billing | null }
  visitorCurrency: Currency | null
}

export function findPreferences(search: string, storage: Storage | undefined): FoundPreferences {
  const params = new URLSearchParams(search)
  return {
    url: {
      currency: parseCurrency(params.get(URL_PARAMS.currency)),
      billing: parseBilling(params.get(URL_PARAMS.billing)),
    },
    stored: {
      currency: parseCurrency(readKey(storage, STORAGE_KEYS.currency)),
      billing: parseBilling(readKey(storage, STORAGE_KEYS.billing)),
    },
    visitorCurrency: parseCurrency(readKey(storage, STORAGE_KEYS.visitorCurrency)),
  }
}

/**
 * After a visitor's own choice, an address that still says otherwise (?currency=INR) would undo it on
 * reload, because the address outranks storage. So a parameter already in the address follows the choice.
 */
export function followChoiceInAddress(param: string, value: string): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(param) || url.searchParams.get(param) === value) return
  url.searchParams.set(param, value)
  // Keep history.state: Gatsby's router keeps its scroll key there.
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash)
}
