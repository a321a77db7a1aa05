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

const BILLING_OPTIONS: ReadonlyArray<ToggleOption<Billing>> = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
]
const CURRENCY_OPTIONS: ReadonlyArray<ToggleOption<Currency>> = [
  { value: "INR", label: "INR", symbol: "₹" },
  { value: "USD", label: "USD", symbol: "$" },
]

/**
 * The billing-period and currency switches; every price display on the site follows them. They set the preference and
 * read nothing back: the <html> attributes show the choice (preference-toggle.tsx), so no tap renders anything. They
 * ask for the visitor record: its currency is the prices' default.
 */
export function PricingToggles() {
  const { setCurrency, setBilling } = useSiteActions()
  useRequestVisitor()
  return (
    <div className={GLOBAL_CLASSES.priceSwitches}>
      <PreferenceToggle
        label="Billing period"
        attribute={ROOT_ATTRIBUTES.billing}
        options={BILLING_OPTIONS}
        value={DEFAULT_BILLING}
        onChange={(billing) => setBilling(billing === "monthly")}
      />
      <PreferenceToggle
        label="Currency"
        attribute={ROOT_ATTRIBUTES.currency}
        options={CURRENCY_OPTIONS}
        value={DEFAULT_CURRENCY}
        onChange={setCurrency}
      />
    </div>
  )
}
