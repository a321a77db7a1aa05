// The fields of content/pricing.yaml the pricing displays need: the compact display of a page's pricing section
// (PricingPreviewContent: no features, buttons or raw amounts, which it does not show, so the page's data does not
// carry them), and the full one on /pricing (PricingContent: the compact one's fields and those). Their types are the ones GraphQL typegen generates from
// these fragments (src/gatsby-types.d.ts).
import { graphql } from "gatsby"

export type PricingContent = Queries.PricingContentFragment
export type Plan = PricingContent["plans"][number]
export type PriceWords = PricingContent["words"]
export type PricingPreviewContent = Queries.PricingPreviewContentFragment

export const pricingPreviewContentFragment = graphql`
  fragment PricingPreviewContent on PricingYaml {
    heading
    text
    highlightLabel
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
    }
  }
`

export const pricingContentFragment = graphql`
  fragment PricingContent on PricingYaml {
    ...PricingPreviewContent
    note
    plans {
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
