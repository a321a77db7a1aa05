// onCreateNode: one typed node per article (BlogPost …) from its MarkdownRemark, and one per author, tag and series
// from its YAML, each with normalised fields (defaults applied, dates as ISO instants, the id taken from the file
// name), the way LekoArts' themes do it. Templates and the page planner read these and never re-apply a default.
// A file the schema refuses gets no node: the checks at createPages (check.ts) report it, naming file and field.
import type { GatsbyNode, Node } from "gatsby"
import { ARTICLE_KINDS, articlePaths } from "../kinds"
import { ARTICLE_DATA, articleFrontmatterSchema, ID_PATTERN, type ArticleDataName } from "../schema"
import { articleKindOf, articleSlugOf, parentFile, rawTypeOf } from "./sources"

type Frontmatter = { frontmatter?: Record<string, unknown> }
const NODE_KEYS = new Set(["id", "parent", "children", "internal", "fields", "__gatsby_resolved"])

/** What an article's node holds besides Gatsby's own keys (shared by nodes.ts and the page planner). */
export type ArticleNodeData = {
  kind: string
  slug: string
  /** Its address ("/blog/fair-weekly-rota"). */
  path: string
  title: string
  description: string
  date: string
  updated: string | null
  authors: string[]
  tags: string[]
  series: string | null
  cover: string
  coverAlt: string
  draft: boolean
  canonical: string | null
  related: string[]
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, createNodeId }) => {
  const { createNode, createParentChildLink, createNodeField } = actions
  if (node.internal.type === "MarkdownRemark") {
    const file = parentFile(node, { getNode })
    const kind = file && articleKindOf(file.relativePath)
    if (!file || !kind) return
    // The page machinery's queries (the sitemap) leave article Markdown out by this field.
    createNodeField({ node, name: "articleKind", value: kind.id })
    const slug = articleSlugOf(kind, file.relativePath)
    if (!slug || !ID_PATTERN.test(slug)) return
    const raw = { ...(node as Node & Frontmatter).frontmatter }
    if (raw.title === "") delete raw.title
    const parsed = articleFrontmatterSchema.safeParse(raw)
    if (!parsed.success) return
    const post = parsed.data
    const data: ArticleNodeData = {
      kind: kind.id,
      slug,
      path: articlePaths(kind).article(slug),
      title: post.title,
      description: post.description,
      date: post.date.toISOString(),
      updated: post.updated?.toISOString() ?? null,
      authors: post.authors,
      tags: post.tags,
      series: post.series ?? null,
      cover: post.cover,
      coverAlt: post.coverAlt,
      draft: post.draft,
      canonical: post.canonical ?? null,
      related: post.related,
    }
    const child = {
      ...data,
      id: createNodeId(`${kind.nodeType} ${node.id}`),
      parent: node.id,
      children: [],
      internal: { type: kind.nodeType, contentDigest: node.internal.contentDigest },
    }
    void createNode(child)
    createParentChildLink({ parent: node, child })
    return
  }
  const name = (Object.keys(ARTICLE_DATA) as ArticleDataName[]).find((key) => rawTypeOf(key) === node.internal.type)
  if (!name) return
  const file = parentFile(node, { getNode })
  if (!file || !ID_PATTERN.test(file.name)) return
  const entry = ARTICLE_DATA[name]
  const values = Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_KEYS.has(key)))
  const parsed = entry.schema.safeParse(values)
  if (!parsed.success) return
  const { publishAt: _publishAt, ...fields } = parsed.data as Record<string, unknown>
  const child = {
    ...fields,
    [entry.idField]: file.name,
    id: createNodeId(`${entry.nodeType} ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: entry.nodeType, contentDigest: node.internal.contentDigest },
  }
  void createNode(child)
  createParentChildLink({ parent: node, child })
}

/** The node types of every article kind (for the planner and the post-build steps). */
export const ARTICLE_NODE_TYPES = ARTICLE_KINDS.map((kind) => kind.nodeType)
