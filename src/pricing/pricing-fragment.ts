// The fields of content/pricing.yaml the pricing displays need: the full display on /pricing (PricingContent), and
// the compact one of a page's pricing section (PricingPreviewContent: no features, buttons or raw amounts, which it
// does not show, so the page's data does not carry them). Their types are the ones GraphQL typegen generates from
// these fragments (src/gatsby-types.d.ts).
import { graphql } from "gatsby"

export type PricingContent = Queries.PricingContentFragment
export type Plan = PricingContent["plans"][number]
export type PriceWords = PricingContent["words"]
export type PricingPreviewContent = Queries.PricingPreviewContentFragment

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
