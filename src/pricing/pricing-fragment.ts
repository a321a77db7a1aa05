// The fields of content/pricing.yaml the pricing displays need; the home and pricing page queries spread it.
// Its types are the ones GraphQL typegen generates from this fragment (src/gatsby-types.d.ts).
import { graphql } from "gatsby"

export type PricingContent = Queries.PricingContentFragment
export type Plan = PricingContent["plans"][number]
export type PriceWords = PricingContent["words"]

export const pricingContentFragment = graphql`
  fragment PricingContent on PricingYaml {
    heading
    text
    highlightLabel
    note
    words {
      perSeatPerMonth
      billedYearly
      billedMonthly
      saveBadge
      savingPerYear
      saveWithYearly
      billingPeriod
      monthly
      yearly
      currency
      plans
      compare
    }
    plans {
      id
      name
      pitch
      highlighted
      views {
        key
        perMonth
        yearlyTotal
        savingPercent
        savingAmount
      }
      features
      cta {
        label
        to
      }
      prices {
        USD {
          monthly
          yearly
        }
        INR {
          monthly
          yearly
        }
      }
    }
  }
`
