// Every price text a plan shows, for every currency and billing period, computed once at build time
// (gatsby/schema.ts resolves PricingPlan.views with it). The browser then never formats money while it
// hydrates: the first Intl.NumberFormat for en-IN costs a phone tens of milliseconds of main thread.
import type { Currency } from "../state/preferences"
import { priceView, type Amounts, type PriceView } from "./format"
import { VARIANTS } from "./variants"

/** One plan's amounts per currency, as content/pricing.yaml gives them. */
export type PlanPrices = { readonly [C in Currency]: Amounts }

/** One per variant, in VARIANTS order; `key` is the variant's ("USD-yearly"). */
export type PriceViews = ReadonlyArray<PriceView & { readonly key: string }>

export function priceViews(prices: PlanPrices): PriceViews {
  return VARIANTS.map(({ key, currency, billing }) => ({ key, ...priceView(prices[currency], currency, billing) }))
}
