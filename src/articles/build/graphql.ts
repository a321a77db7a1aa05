// Explicit GraphQL types for articles and the data they refer to (no inference): one node type per article kind
// (BlogPost …), ArticleAuthor, ArticleTag, ArticleSeries, and the raw YAML types gatsby-transformer-yaml makes them
// from. The article's body is resolved at build time into the HTML the page shows (body.ts): images as <picture>,
// headings with ids and links, footnotes labelled; nothing of it runs in the browser.
import type { Actions, Node } from "gatsby"
import type { GraphQLFieldResolver, GraphQLObjectType } from "gatsby/graphql"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import path from "path"
import { ARTICLE_KINDS } from "../kinds"
import { articleBody, relativeImageSources } from "./body"
import { BODY_IMAGE } from "./images"

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
// `article` and `allArticle` root fields for an interface that implements Node, so templates query any kind).
const ARTICLE_FIELDS = `
    "The kind's id (src/articles/kinds.ts)."
    kind: String!
    "The folder name: the last part of its address."
    slug: String!
    "Its address, such as /blog/fair-weekly-rota."
    path: String!
    title: String!
    description: String!
    date: Date! @dateformat
    updated: Date @dateformat
    authors: [ArticleAuthor!]! @link(by: "authorId")
    tags: [ArticleTag!]! @link(by: "tagId")
    series: ArticleSeries @link(by: "seriesId")
    cover: File! @fileByRelativePath
    coverAlt: String!
    draft: Boolean!
    "Where it was first published (absolute URL), or null."
    canonical: String
    "Slugs the writer chose as related, in order (the build adds the scored ones)."
    related: [String!]!
    "Minutes, from gatsby-transformer-remark (265 words a minute)."
    timeToRead: Int! @articleTimeToRead
    body: ArticleBody! @articleBody`

const articleSdl = (nodeType: string) => `
  "An article of one kind (src/articles/kinds.ts): its front matter normalised, its body rendered at build time."
  type ${nodeType} implements Node & Article @dontInfer {${ARTICLE_FIELDS}
  }`

export const articleTypeDefs = `
  "Any article, whatever its kind."
  interface Article implements Node {
    id: ID!${ARTICLE_FIELDS}
  }
  ${ARTICLE_KINDS.map((kind) => articleSdl(kind.nodeType)).join("\n")}
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
  actions.createTypes(articleTypeDefs)
}
