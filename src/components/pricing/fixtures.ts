// Fixture content for the pricing component tests (not content/pricing.yaml, so writers can change prices freely).
import type { PricingContent } from "../../pricing/pricing-fragment"
import { priceViews } from "../../pricing/views"

type Content = Omit<PricingContent, "plans"> & { plans: Array<Omit<PricingContent["plans"][number], "views">> }

/** As the GraphQL layer gives it: each plan with its price texts (gatsby/schema.ts). */
const withViews = (content: Content): PricingContent => ({
  ...content,
  plans: content.plans.map((plan) => ({ ...plan, views: priceViews(plan.prices) })),
})

export const pricingFixture: PricingContent = withViews({
  heading: "Simple pricing",
  text: "Pay per seat.",
  highlightLabel: "Most popular",
  note: "INR prices exclude GST.",
  words: {
    perSeatPerMonth: "per seat per month",
    billedYearly: "{amount} per seat, billed yearly",
    billedMonthly: "Billed monthly",
    saveBadge: "Save {percent}",
    savingPerYear: "{amount} per seat a year",
    saveWithYearly: "Save {percent} with yearly billing",
    billingPeriod: "Billing period",
    monthly: "Monthly",
    yearly: "Yearly",
    currency: "Currency",
    plans: "Plans and prices",
    compare: "Compare plans and features",
  },
  plans: [
    {
      id: "starter",
      name: "Starter",
      pitch: "For one site.",
      highlighted: null,
      prices: { USD: { monthly: 4, yearly: 3 }, INR: { monthly: 249, yearly: 199 } },
      features: ["Scheduling"],
      cta: { label: "Request early access", to: "/invite" },
    },
    {
      id: "growth",
      name: "Growth",
      pitch: "For several sites.",
      highlighted: true,
      prices: { USD: { monthly: 6, yearly: 5 }, INR: { monthly: 120000, yearly: 100000 } },
      features: ["Everything in Starter", "Clock-in"],
      cta: { label: "Start with Growth", to: "/invite" },
    },
  ],
})
