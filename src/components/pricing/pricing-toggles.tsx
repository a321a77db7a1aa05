import { PreferenceToggle, type ToggleOption } from "./preference-toggle"
import {
  DEFAULT_BILLING,
  DEFAULT_CURRENCY,
  ROOT_ATTRIBUTES,
  type Billing,
  type Currency,
} from "../../state/preferences"
import { useRequestVisitor, useSiteActions } from "../../state/site-state-provider"
import { GLOBAL_CLASSES } from "../global-classes"
import type { PriceWords } from "../../pricing/pricing-fragment"

const CURRENCY_OPTIONS: ReadonlyArray<ToggleOption<Currency>> = [
  { value: "INR", label: "INR", symbol: "₹" },
  { value: "USD", label: "USD", symbol: "$" },
]

type Props = { words: Pick<PriceWords, "billingPeriod" | "monthly" | "yearly" | "currency"> }

/**
 * The billing-period and currency switches, named in the page's language; every price display on the site follows
 * them. They set the preference and read nothing back: the <html> attributes show the choice (preference-toggle.tsx),
 * so no tap renders anything. They ask for the visitor record: its currency is the prices' default.
 */
export function PricingToggles({ words }: Props) {
  const { setCurrency, setBilling } = useSiteActions()
  useRequestVisitor()
  const billingOptions: ReadonlyArray<ToggleOption<Billing>> = [
    { value: "monthly", label: words.monthly },
    { value: "yearly", label: words.yearly },
  ]
  return (
    <div className={GLOBAL_CLASSES.priceSwitches}>
      <PreferenceToggle
        label={words.billingPeriod}
        attribute={ROOT_ATTRIBUTES.billing}
        options={billingOptions}
        value={DEFAULT_BILLING}
        onChange={(billing) => setBilling(billing === "monthly")}
      />
      <PreferenceToggle
        label={words.currency}
        attribute={ROOT_ATTRIBUTES.currency}
        options={CURRENCY_OPTIONS}
        value={DEFAULT_CURRENCY}
        onChange={setCurrency}
      />
    </div>
  )
}
