import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { pricingStructuredData } from "./structured-data"
import type { PlanPrices } from "./views"

const pricing = yaml.load(fs.readFileSync(path.join(__dirname, "../../content/pricing.yaml"), "utf8")) as {
  plans: Array<{ name: string; pitch: string; prices: PlanPrices }>
}
const product = {
  name: "Shiftwise",
  description: "Scheduling",
  url: "https://example.com/pricing",
  brandUrl: "https://example.com",
}

type Offer = {
  name: string
  price: number
  priceCurrency: string
  eligibleRegion?: { name: string }
  priceSpecification: { price: number; priceCurrency: string; billingDuration: { value: number; unitCode: string } }
}

describe("pricing JSON-LD", () => {
  const data = pricingStructuredData(pricing, product) as { "@type": string; name: string; offers: Offer[] }

  it("is a Product with one offer per plan, currency and billing period", () => {
    expect(data["@type"]).toBe("Product")
    expect(data.name).toBe("Shiftwise")
    expect(data.offers).toHaveLength(pricing.plans.length * 2 * 2)
  })

  it("prices every offer as content/pricing.yaml does", () => {
    for (const plan of pricing.plans) {
      for (const currency of ["USD", "INR"] as const) {
        for (const billing of ["monthly", "yearly"] as const) {
          const offer = data.offers.find(
            (o) => o.name === `${plan.name}, billed ${billing}` && o.priceCurrency === currency,
          )
          expect(offer).toBeDefined()
          expect(offer!.price).toBe(plan.prices[currency][billing])
          expect(offer!.priceSpecification.price).toBe(plan.prices[currency][billing])
          expect(offer!.priceSpecification.billingDuration).toEqual({
            "@type": "QuantitativeValue",
            value: billing === "yearly" ? 12 : 1,
            unitCode: "MON",
          })
        }
      }
    }
  })

  it("offers the INR price list in India only", () => {
    expect(data.offers.filter((o) => o.priceCurrency === "INR").every((o) => o.eligibleRegion?.name === "IN")).toBe(
      true,
    )
    expect(data.offers.filter((o) => o.priceCurrency === "USD").every((o) => o.eligibleRegion === undefined)).toBe(true)
  })
})
