// Which content file is what: an article (content/<kind dir>/<slug>/index.md, or content/<kind dir>/<slug>.md for a
// kind of single files, the changelog) or an author, tag or series
// (content/<authors|tags|series>/<id>.yaml). Read by the node creation, the checks and the page machinery, which
// leaves article files alone (gatsby/content-check.ts).
import type { Node } from "gatsby"
import { ARTICLE_KINDS, type ArticleKind } from "../kinds"
import { ARTICLE_DATA, type ArticleDataName } from "../schema"

export type FileNode = Node & {
  absolutePath: string
  relativePath: string
  relativeDirectory: string
  name: string
  base: string
  dir: string
  sourceInstanceName: string
}
export type NodeLookup = { getNode: (id: string) => Node | undefined | null }

export function parentFile(node: Node, api: NodeLookup): FileNode | undefined {
  const parent = node.parent ? api.getNode(node.parent) : undefined
  return parent?.internal.type === "File" ? (parent as FileNode) : undefined
}

/** The kind whose folder holds this content file (any Markdown under content/blog/ is the blog's), or undefined. */
export function articleKindOf(relativePath: string | undefined): ArticleKind | undefined {
  const normal = (relativePath ?? "").split("\\").join("/")
  return ARTICLE_KINDS.find((kind) => normal.startsWith(`${kind.dir}/`))
}

/**
 * "blog/fair-rotas/index.md" -> "fair-rotas", "changelog/shift-templates.md" -> "shift-templates"; null when the
 * file is not where the kind's files go.
 */
export function articleSlugOf(kind: ArticleKind, relativePath: string): string | null {
  const file = kind.layout === "bundle" ? "/index\\.md" : "\\.md"
  const match = new RegExp(`^${kind.dir}/([^/]+)${file}$`).exec(relativePath.split("\\").join("/"))
  return match?.[1] ?? null
}

/** Where a kind's article goes, in words for messages: "content/blog/<address>/index.md". */
export const articleFileOf = (kind: ArticleKind, slug = "<address>") =>
  kind.layout === "bundle" ? `content/${kind.dir}/${slug}/index.md` : `content/${kind.dir}/${slug}.md`

/** Whether a MarkdownRemark node is an article's (and so not a page of content/pages). */
export function isArticleMarkdown(node: Node, api: NodeLookup): boolean {
  const file = parentFile(node, api)
  return !!file && !!articleKindOf(file.relativePath)
}

/** The GraphQL type gatsby-transformer-yaml gives an author's, tag's or series' file ("ArticleAuthorYaml"). */
export const rawTypeOf = (name: ArticleDataName) => `${ARTICLE_DATA[name].nodeType}Yaml`

/** For gatsby-config's YAML type names: content/authors/x.yaml -> "ArticleAuthorYaml"; other files undefined. */
export function articleYamlTypeName(file: { relativeDirectory?: string }): string | undefined {
  const entry = (Object.keys(ARTICLE_DATA) as ArticleDataName[]).find(
    (name) => ARTICLE_DATA[name].dir === file.relativeDirectory,
  )
  return entry ? rawTypeOf(entry) : undefined
}
