// The fields of content/pricing.yaml the pricing displays need; the home and pricing page queries spread it.
import { graphql } from "gatsby"

export const pricingContentFragment = graphql`
  fragment PricingContent on PricingYaml {
    heading
    text
    highlightLabel
    note
    plans {
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
