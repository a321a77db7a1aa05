// Explicit GraphQL types for the Markdown pages and every content collection, so queries never depend on
// inference and an empty or missing file gives null rather than a broken query.
import type { GatsbyNode } from "gatsby"
import { priceViews, type PlanPrices } from "../src/pricing/views"
import { graphqlCollections } from "../schema/collections"
import { pageFrontmatterSchema } from "../schema/content"
import { createArticleSchema } from "../src/articles/build/graphql"

type FrontmatterField = keyof typeof pageFrontmatterSchema.shape
type NodeModel = { getNodeById: (args: { id: string; type: string }) => { name?: string } | null }

/**
 * A front matter field as the content schema reads it: its default when the writer left it out, the slug
 * normalised (" /careers/ " is "/careers"). The one place defaults and normalisation happen, so templates,
 * the sitemap's query and pages.ts all see the same values. An invalid value never reaches a query: the
 * content check fails the build first (pages.ts); it is passed through unchanged here.
 */
export function normalisedFrontmatter(field: string, raw: unknown): unknown {
  if (!Object.prototype.hasOwnProperty.call(pageFrontmatterSchema.shape, field))
    throw new Error(`gatsby/schema.ts: @normalised on front matter field "${field}", which the content schema lacks`)
  const parsed = pageFrontmatterSchema.shape[field as FrontmatterField].safeParse(raw)
  return parsed.success ? parsed.data : raw
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "priceViews",
    extend: () => ({ resolve: (source: { prices: PlanPrices }) => priceViews(source.prices) }),
  })
  actions.createFieldExtension({
    name: "fileName",
    extend: () => ({
      resolve: (source: { parent?: string | null }, _args: unknown, context: { nodeModel: NodeModel }) =>
        (source.parent ? context.nodeModel.getNodeById({ id: source.parent, type: "File" }) : null)?.name ?? null,
    }),
  })
  actions.createFieldExtension({
    name: "normalised",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) =>
        normalisedFrontmatter(info.fieldName, source[info.fieldName]),
    }),
  })
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: MarkdownRemarkFrontmatter!
    }
    type MarkdownRemarkFrontmatter @dontInfer {
      title: String!
      "Normalised: no trailing slash or surrounding spaces."
      slug: String! @normalised
      description: String!
      template: String! @normalised
      canonical: String
      focusedHeader: Boolean! @normalised
      floatingContact: Boolean! @normalised
      noindex: Boolean! @normalised
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
      "The button's label while the answer is being sent."
      sending: String!
      "What the page says without JavaScript."
      noScript: String!
    }

    "A comparison's facts (content/comparisons/<comparisonId>.yaml), for a page's comparison section."
    type ComparisonYaml implements Node @dontInfer {
      "The file's name: how a page's comparison section names it."
      comparisonId: String! @fileName
      name: String!
      facts: [ComparisonFact!]!
    }
    type ComparisonFact @dontInfer {
      topic: String!
      us: String!
      them: String!
      source: String!
      checked: Date! @dateformat
    }

    "A language of the site (content/languages.yaml, in its order): the language switcher lists them."
    type LanguagesYaml implements Node @dontInfer {
      code: String!
      name: String!
      locale: String!
      fonts: [String!]
    }

    "A link: what it says and where it leads (front matter and every collection use it)."
    type Cta @dontInfer {
      label: String!
      to: String!
    }
  `)
  // Each content collection's types are declared beside it in collections.ts.
  actions.createTypes(graphqlCollections.map((collection) => collection.graphql).join("\n"))
  // Articles, their authors, tags and series (src/articles/build/graphql.ts).
  createArticleSchema(actions)
}
