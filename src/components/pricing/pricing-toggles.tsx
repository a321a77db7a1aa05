import { css } from "@emotion/react"
import { PreferenceToggle, type ToggleOption } from "./preference-toggle"
import { billingOf, ROOT_ATTRIBUTES, type Billing, type Currency } from "../../state/preferences"
import { useSiteState } from "../../state/site-state-provider"
import { theme } from "../../theme"

const BILLING_OPTIONS: ReadonlyArray<ToggleOption<Billing>> = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
]
const CURRENCY_OPTIONS: ReadonlyArray<ToggleOption<Currency>> = [
  { value: "INR", label: "INR", symbol: "₹" },
  { value: "USD", label: "USD", symbol: "$" },
]

/** The billing-period and currency switches; every price display on the site follows them. */
export function PricingToggles() {
  const { currency, isMonthly, setCurrency, setBilling } = useSiteState()
  return (
    <div css={row}>
      <PreferenceToggle
        label="Billing period"
        attribute={ROOT_ATTRIBUTES.billing}
        options={BILLING_OPTIONS}
        value={billingOf(isMonthly)}
        onChange={(billing) => setBilling(billing === "monthly")}
      />
      <PreferenceToggle
        label="Currency"
        attribute={ROOT_ATTRIBUTES.currency}
        options={CURRENCY_OPTIONS}
        value={currency}
        onChange={setCurrency}
      />
    </div>
  )
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
`
