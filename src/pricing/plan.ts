// The shape of content/pricing.yaml as the components use it (the PricingContent fragment matches it).
import type { Currency } from "../state/preferences"
import type { PriceViews } from "./views"

/** Per seat per month; `yearly` is the per-month price when billed yearly. */
export type Amounts = { readonly monthly: number; readonly yearly: number }
export type PlanPrices = { readonly [C in Currency]: Amounts }

export type Plan = {
  readonly name: string
  readonly pitch: string
  readonly prices: PlanPrices
  /** The texts the page shows for these prices, per variant (resolved at build time from `prices`). */
  readonly views: PriceViews
  readonly features: ReadonlyArray<string>
  readonly cta: { readonly label: string; readonly to: string }
  readonly highlighted?: boolean | null
}

export type PricingContent = {
  readonly heading: string
  readonly text: string
  readonly highlightLabel: string
  readonly note: string
  readonly plans: ReadonlyArray<Plan>
}
