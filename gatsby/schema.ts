// Explicit GraphQL types for every content collection, so queries never depend on inference and an
// empty or missing file gives null rather than a broken query.
import type { GatsbyNode } from "gatsby"
import type { PlanPrices } from "../src/pricing/plan"
import { priceViews } from "../src/pricing/views"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "priceViews",
    extend: () => ({ resolve: (source: { prices: PlanPrices }) => priceViews(source.prices) }),
  })
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: MarkdownRemarkFrontmatter!
    }
    type MarkdownRemarkFrontmatter @dontInfer {
      title: String!
      slug: String!
      description: String!
      template: String
      floatingContact: Boolean
      noindex: Boolean
      lastUpdated: Date @dateformat
      action: String
      button: String
      messages: RequestActionMessages
      retryLink: Cta
    }
    "What a request-action page (confirm or delete from the email) says for each outcome."
    type RequestActionMessages @dontInfer {
      noToken: String!
      done: String!
      used: String!
      expired: String!
      invalid: String!
      rateLimited: String!
      failed: String!
    }

    type SiteYaml implements Node @dontInfer {
      productName: String!
      tagline: String!
      description: String!
      legalName: String!
      address: String!
      email: String!
      supportEmail: String!
      phone: String!
      siteUrl: String!
      language: String!
    }

    type Cta @dontInfer {
      label: String!
      to: String!
    }

    type HomeYaml implements Node @dontInfer {
      hero: HomeHero!
      stats: [HomeStat!]!
      highlights: [HomeHighlight!]!
      cta: HomeCta!
    }
    type HomeHero @dontInfer {
      eyebrow: String!
      heading: String!
      text: String!
      primaryCta: Cta!
      secondaryCta: Cta!
      image: File @fileByRelativePath
      imageAlt: String!
    }
    type HomeStat @dontInfer {
      value: String!
      label: String!
    }
    type HomeHighlight @dontInfer {
      heading: String!
      text: String!
      bullets: [String!]!
      image: File @fileByRelativePath
      imageAlt: String!
    }
    type HomeCta @dontInfer {
      heading: String!
      text: String!
      button: Cta!
    }

    type FeaturesYaml implements Node @dontInfer {
      heading: String!
      text: String!
      features: [Feature!]!
    }
    type Feature @dontInfer {
      title: String!
      summary: String!
      points: [String!]!
      image: File @fileByRelativePath
      imageAlt: String
    }

    type ContactYaml implements Node @dontInfer {
      heading: String!
      text: String!
      channels: [ContactChannel!]!
      hours: String!
    }
    type ContactChannel @dontInfer {
      kind: String!
      label: String!
      value: String!
      note: String
    }

    type PricingYaml implements Node @dontInfer {
      heading: String!
      text: String!
      highlightLabel: String!
      note: String!
      plans: [PricingPlan!]!
    }
    type PricingPlan @dontInfer {
      name: String!
      pitch: String!
      prices: PricingPrices!
      "Every price text the plan shows, per currency and billing period (src/pricing/views.ts)."
      views: [PriceView!]! @priceViews
      features: [String!]!
      cta: Cta!
      highlighted: Boolean
    }
    type PricingPrices @dontInfer {
      USD: PricingAmounts!
      INR: PricingAmounts!
    }
    "The texts for one currency and billing period (see PriceView in src/pricing/format.ts)."
    type PriceView @dontInfer {
      key: String!
      perMonth: String!
      yearlyTotal: String
      savingPercent: String
      savingAmount: String
    }
    "Per seat per month; yearly is the per-month price when billed yearly."
    type PricingAmounts @dontInfer {
      monthly: Float!
      yearly: Float!
    }
  `)
}
