// Explicit GraphQL types for the Markdown pages and every content collection, so queries never depend on
// inference and an empty or missing file gives null rather than a broken query.
import type { GatsbyNode } from "gatsby"
import { priceViews, type PlanPrices } from "../src/pricing/views"
import { graphqlCollections } from "./content-collections"

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

    "A link: what it says and where it leads (front matter and every collection use it)."
    type Cta @dontInfer {
      label: String!
      to: String!
    }
  `)
  // Each content collection's types are declared beside it in content-collections.ts.
  actions.createTypes(graphqlCollections.map((collection) => collection.graphql).join("\n"))
}
