// Explicit GraphQL types for articles and the data they refer to (no inference): one node type per article kind
// (BlogPost, CustomerStory, ChangelogEntry), ArticleAuthor, ArticleTag, ArticleSeries, and the raw YAML types gatsby-transformer-yaml makes them
// from. The article's body is resolved at build time into the HTML the page shows (body.ts): images as <picture>,
// headings with ids and links, footnotes labelled; nothing of it runs in the browser.
import type { Actions, Node } from "gatsby"
import type { GraphQLFieldResolver, GraphQLObjectType } from "gatsby/graphql"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import fs from "fs"
import path from "path"
import { ARTICLE_KINDS, type ArticleKind, type ArticleKindId } from "../kinds"
import { isoDay } from "../calendar"
import { articleBody, relativeImageSources } from "./body"
import { BODY_IMAGE } from "./images"
import { checkSvg } from "./svg"

type Context = {
  path?: string
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => Node | null
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<Node | null>
  }
}
type Info = { schema: { getType: (name: string) => unknown } }

function fieldResolver(info: Info, type: string, field: string): GraphQLFieldResolver<unknown, unknown> {
  const resolve = (info.schema.getType(type) as GraphQLObjectType | undefined)?.getFields()[field]?.resolve
  if (!resolve)
    throw new Error(`src/articles/build/graphql.ts: the GraphQL type ${type} has no resolver for "${field}"`)
  return resolve
}

const markdownOf = (source: Node, context: Context) => {
  const markdown = source.parent ? context.nodeModel.getNodeById({ id: source.parent, type: "MarkdownRemark" }) : null
  if (!markdown) throw new Error(`src/articles/build/graphql.ts: article node ${source.id} has no MarkdownRemark`)
  return markdown
}

/** The image data of a file beside the Markdown (./figure-1.png), as gatsby-transformer-sharp generates it. */
async function imageDataOf(
  markdown: Node,
  src: string,
  context: Context,
  info: Info,
): Promise<IGatsbyImageData | null> {
  const file = context.nodeModel.getNodeById({ id: markdown.parent ?? "", type: "File" }) as
    (Node & { dir: string }) | null
  if (!file) return null
  const absolutePath = path.resolve(file.dir, decodeURI(src))
  const image = await context.nodeModel.findOne({
    type: "File",
    query: { filter: { absolutePath: { eq: absolutePath } } },
  })
  const sharpId = image?.children.find((id) => context.nodeModel.getNodeById({ id })?.internal.type === "ImageSharp")
  const sharp = sharpId ? context.nodeModel.getNodeById({ id: sharpId, type: "ImageSharp" }) : null
  if (!sharp) return null
  const resolve = fieldResolver(info, "ImageSharp", "gatsbyImageData")
  return (await resolve(sharp, { ...BODY_IMAGE }, context, info as never)) as IGatsbyImageData
}

// The fields every kind's node type has, declared once on the Article interface and on each type (Gatsby makes
// `article` and `allArticle` root fields for an interface that implements Node, so a query can ask for any kind).
const ARTICLE_FIELDS = `
    "The kind's id (src/articles/kinds.ts)."
    kind: String!
    "The file or folder name: the last part of its address."
    slug: String!
    "Its address, such as /blog/fair-weekly-rota."
    path: String!
    title: String!
    description: String!
    date: Date! @dateformat
    "The day it is dated, in the site's time zone: 2026-10-14 (the search index's date). Written in the build, so the page's script needs no Intl."
    day: String! @articleDay
    updated: Date @dateformat
    draft: Boolean!
    "Minutes, from gatsby-transformer-remark (265 words a minute)."
    timeToRead: Int! @articleTimeToRead
    body: ArticleBody! @articleBody`

// Each kind's own fields (its front matter schema's, build/kind-specs.ts), and the types they nest.
const KIND_FIELDS: Record<ArticleKindId, { fields: string; types?: string }> = {
  blog: {
    fields: `
    authors: [ArticleAuthor!]! @link(by: "authorId")
    tags: [ArticleTag!]! @link(by: "tagId")
    series: ArticleSeries @link(by: "seriesId")
    cover: File! @fileByRelativePath
    coverAlt: String!
    "Where it was first published (absolute URL), or null."
    canonical: String
    "Slugs the writer chose as related, in order (the build adds the scored ones)."
    related: [String!]!`,
  },
  customers: {
    fields: `
    company: String!
    "The logo for light backgrounds (an SVG beside the story)."
    logo: File! @fileByRelativePath
    "The logo for dark backgrounds."
    logoDark: File! @fileByRelativePath
    "The logo's viewBox width and height, read from the file: its proportions."
    logoBox: SvgBox! @articleSvgBox(field: "logo")
    "An id of src/articles/customers/vocabulary.ts INDUSTRIES."
    industry: String!
    "An employee range of contracts/employee-ranges.ts, such as 51-200."
    size: String!
    region: String!
    "A plan name of content/pricing.yaml."
    plan: String!
    "Feature titles of content/features.yaml."
    features: [String!]!
    metrics: [StoryMetric!]!
    quotes: [StoryQuote!]!
    "An invented story, labelled Example wherever it is shown."
    example: Boolean!`,
    types: `
  type SvgBox @dontInfer {
    width: Float!
    height: Float!
  }
  "A customer story's result in numbers: -38 % overtime hours."
  type StoryMetric @dontInfer {
    value: Float!
    unit: String!
    label: String!
  }
  type StoryQuote @dontInfer {
    text: String!
    name: String!
    role: String!
    photo: File @fileByRelativePath
  }`,
  },
  changelog: {
    fields: `
    "new, improved, fixed, security or deprecated (src/articles/changelog/vocabulary.ts)."
    type: String!
    area: String!
    "Plan names of content/pricing.yaml."
    plans: [String!]!
    breaking: Boolean!
    version: String
    media: [ChangelogMedia!]!
    "A site path or an absolute https:// address, or null."
    docs: String`,
    types: `
  type ChangelogMedia @dontInfer {
    image: File! @fileByRelativePath
    alt: String!
  }`,
  },
}

const articleSdl = (kind: ArticleKind) => `
  "${kind.title}: one article of the kind ${kind.id} (src/articles/kinds.ts), its front matter normalised, its body rendered at build time."
  type ${kind.nodeType} implements Node & Article @dontInfer {${ARTICLE_FIELDS}${KIND_FIELDS[kind.id].fields}
  }${KIND_FIELDS[kind.id].types ?? ""}`

export const articleTypeDefs = `
  "Any article, whatever its kind."
  interface Article implements Node {
    id: ID!${ARTICLE_FIELDS}
  }
  ${ARTICLE_KINDS.map(articleSdl).join("\n")}
  "The body as the page shows it, and its second-level headings (the table of contents)."
  type ArticleBody @dontInfer {
    html: String!
    headings: [ArticleHeading!]!
  }
  type ArticleHeading @dontInfer {
    id: String!
    text: String!
  }
  "An author (content/authors/<authorId>.yaml)."
  type ArticleAuthor implements Node @dontInfer {
    authorId: String!
    name: String!
    role: String!
    photo: File! @fileByRelativePath
    bio: String!
    links: [ArticleLink!]!
  }
  type ArticleLink @dontInfer {
    label: String!
    url: String!
  }
  "A tag (content/tags/<tagId>.yaml)."
  type ArticleTag implements Node @dontInfer {
    tagId: String!
    name: String!
    description: String!
  }
  "A series of articles (content/series/<seriesId>.yaml); its parts are ordered by date."
  type ArticleSeries implements Node @dontInfer {
    seriesId: String!
    title: String!
    description: String!
  }
  "The files the nodes above are made from (read through them, never directly)."
  type ArticleAuthorYaml implements Node @dontInfer {
    name: String
  }
  type ArticleTagYaml implements Node @dontInfer {
    name: String
  }
  type ArticleSeriesYaml implements Node @dontInfer {
    title: String
  }
  "Set on an article's Markdown, so the page machinery (the sitemap's query) can leave it out."
  type MarkdownRemarkFields @dontInfer {
    articleKind: String
  }
  type MarkdownRemark implements Node {
    fields: MarkdownRemarkFields
  }
`

/** Called from gatsby/schema.ts (createSchemaCustomization) with its actions. */
export function createArticleSchema(actions: Pick<Actions, "createFieldExtension" | "createTypes">): void {
  actions.createFieldExtension({
    name: "articleTimeToRead",
    extend: () => ({
      resolve: (source: Node, _args: unknown, context: Context, info: Info) =>
        fieldResolver(info, "MarkdownRemark", "timeToRead")(markdownOf(source, context), {}, context, info as never),
    }),
  })
  actions.createFieldExtension({
    name: "articleDay",
    extend: () => ({
      // The page hydrates its template, and Intl's first use in a page starts ICU: 16–33 ms of the main thread here,
      // unthrottled (docs/performance.md). The day is written here instead, with the site's time zone (site.yaml).
      resolve: async (source: Node & { date?: unknown }, _args: unknown, context: Context) => {
        const site = await context.nodeModel.findOne({ type: "SiteYaml", query: { filter: {} } })
        if (typeof site?.timeZone !== "string")
          throw new Error("src/articles/build/graphql.ts: content/site.yaml has no timeZone for an article's day")
        const date = source.date instanceof Date ? source.date : new Date(String(source.date))
        return isoDay(date.toISOString(), site.timeZone)
      },
    }),
  })
  actions.createFieldExtension({
    name: "articleBody",
    extend: () => ({
      resolve: async (source: Node, _args: unknown, context: Context, info: Info) => {
        const markdown = markdownOf(source, context)
        const html = (await fieldResolver(info, "MarkdownRemark", "html")(
          markdown,
          {},
          context,
          info as never,
        )) as string
        const images = new Map<string, IGatsbyImageData>()
        for (const src of relativeImageSources(html ?? "")) {
          const data = await imageDataOf(markdown, src, context, info)
          if (data) images.set(src, data)
        }
        return articleBody(html ?? "", images)
      },
    }),
  })
  actions.createFieldExtension({
    name: "articleSvgBox",
    args: { field: "String!" },
    extend: (options: { field: string }) => ({
      // Read when the page's query runs (the query also asks for the file, so a changed logo runs it again). The
      // checks have refused a logo without a viewBox; 1 by 1 only stands in for one changed since.
      resolve: (source: Node & Record<string, unknown>, _args: unknown, context: Context) => {
        const markdown = markdownOf(source, context)
        const file = context.nodeModel.getNodeById({ id: markdown.parent ?? "", type: "File" }) as
          (Node & { dir: string }) | null
        const relative = source[options.field]
        if (!file || typeof relative !== "string") return { width: 1, height: 1 }
        const absolute = path.resolve(file.dir, relative)
        const svg = checkSvg(fs.existsSync(absolute) ? fs.readFileSync(absolute, "utf8") : "")
        return svg.ok ? svg.box : { width: 1, height: 1 }
      },
    }),
  })
  actions.createTypes(articleTypeDefs)
}
