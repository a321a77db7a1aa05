// JSON-LD for /pricing: the product with one Offer per plan, currency and billing period, each priced
// per team member per month exactly as the page shows it (content/pricing.yaml is the one source).
import { BILLINGS, CURRENCIES, type Billing } from "../state/preferences"
import type { Plan } from "./pricing-fragment"

type Product = { name: string; description: string; url: string; brandUrl: string }

const BILLING_LABEL: Record<Billing, string> = { monthly: "billed monthly", yearly: "billed yearly" }
/** Months per billing cycle. */
const CYCLE_MONTHS: Record<Billing, number> = { monthly: 1, yearly: 12 }
/** India's price list is offered there only; USD is offered everywhere else. */
const ELIGIBLE_REGION = { INR: { "@type": "Country", name: "IN" } } as const

export function pricingStructuredData(
  pricing: { plans: ReadonlyArray<Pick<Plan, "name" | "pitch" | "prices">> },
  product: Product,
): object {
  const offers = pricing.plans.flatMap((plan) =>
    CURRENCIES.flatMap((currency) =>
      BILLINGS.map((billing) => {
        const price = plan.prices[currency][billing]
        const region =
          currency in ELIGIBLE_REGION
            ? { eligibleRegion: ELIGIBLE_REGION[currency as keyof typeof ELIGIBLE_REGION] }
            : {}
        return {
          "@type": "Offer",
          name: `${plan.name}, ${BILLING_LABEL[billing]}`,
          description: plan.pitch,
          url: product.url,
          price,
          priceCurrency: currency,
          ...region,
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price,
            priceCurrency: currency,
            unitText: "per team member per month",
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
            billingDuration: { "@type": "QuantitativeValue", value: CYCLE_MONTHS[billing], unitCode: "MON" },
          },
        }
      }),
    ),
  )
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: product.url,
    brand: { "@type": "Brand", name: product.name, url: product.brandUrl },
    offers,
  }
}
