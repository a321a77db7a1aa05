// onCreateNode: one typed node per article (BlogPost, CustomerStory, ChangelogEntry) from its MarkdownRemark, and one per author, tag and series
// from its YAML, each with normalised fields (defaults applied, dates as ISO instants, the id taken from the file
// name), the way LekoArts' themes do it. Templates and the page planner read these and never re-apply a default.
// A file the schema refuses gets no node: the checks at createPages (check.ts) report it, naming file and field.
import type { GatsbyNode, Node } from "gatsby"
import { articlePaths } from "../kinds"
import { ARTICLE_DATA, ID_PATTERN, type ArticleDataName } from "../schema"
import { specOf } from "./kind-specs"
import { articleKindOf, articleSlugOf, parentFile, rawTypeOf } from "./sources"

type Frontmatter = { frontmatter?: Record<string, unknown> }
const NODE_KEYS = new Set(["id", "parent", "children", "internal", "fields", "__gatsby_resolved"])

/**
 * A parsed value as a node field: dates as ISO instants, a field left out as null (GraphQL's "none"), lists and
 * groups of fields the same all the way down.
 */
export function nodeValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (value === undefined) return null
  if (Array.isArray(value)) return value.map(nodeValue)
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, nodeValue(inner)]))
  return value
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
    const parsed = specOf(kind).schema.safeParse(raw)
    if (!parsed.success) return
    // Every field of the kind's schema, normalised (defaults applied); "Publish at" is the editor's, not the page's.
    const { publishAt: _publishAt, ...fields } = parsed.data
    const child = {
      ...(nodeValue(fields) as Record<string, unknown>),
      kind: kind.id,
      slug,
      path: articlePaths(kind).article(slug),
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
