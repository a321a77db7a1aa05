// Every amount is rendered once per currency × billing period; CSS shows the one matching the
// attributes on <html> (set before first paint by the boot script, then by the provider), so the
// first paint is already right and switching only changes visibility, never layout.
import { BILLINGS, CURRENCIES, ROOT_ATTRIBUTES, type Billing, type Currency } from "../state/preferences"

export type Variant = { currency: Currency; billing: Billing; key: string }

export const VARIANTS: ReadonlyArray<Variant> = CURRENCIES.flatMap((currency) =>
  BILLINGS.map((billing) => ({ currency, billing, key: `${currency}-${billing}` })),
)

/** A selector for <html> while it shows this variant. */
export const whileShown = ({ currency, billing }: Pick<Variant, "currency" | "billing">) =>
  `html[${ROOT_ATTRIBUTES.currency}="${currency}"][${ROOT_ATTRIBUTES.billing}="${billing}"]`
