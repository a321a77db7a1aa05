// Every article, author, tag and series checked on every build (cached nodes included), at the start of createPages
// with the pages' own checks, so all problems are reported together (gatsby/pages.ts). Each message names the file
// and the field: `content/blog/x/index.md: front matter field "tags" names "rotas", which is not a tag (no
// content/tags/rotas.yaml)`. What passes comes back parsed, for the page planner (plan.ts).
import fs from "fs"
import path from "path"
import type { Node } from "gatsby"
import type { z } from "zod"
import { validateData } from "../../../gatsby/validate-content"
import { uncaptionedTables } from "../../../gatsby/table-captions"
import { ARTICLE_KINDS, articlePaths, type ArticleKind } from "../kinds"
import {
  ARTICLE_DATA,
  articleFrontmatterSchema,
  ID_PATTERN,
  type ArticleDataName,
  type ArticleFrontmatter,
} from "../schema"
import { articleKindOf, articleSlugOf, parentFile, rawTypeOf, type FileNode } from "./sources"

type NodeApi = { getNodesByType: (type: string) => Node[]; getNode: (id: string) => Node | undefined | null }

export type CheckedArticle = ArticleFrontmatter & {
  /** The article's own node (BlogPost …), which its template queries. */
  id: string
  slug: string
  file: string
  markdown: string
}
export type CheckedData = { id: string; nodeId: string; file: string; name: string }
export type ArticleSet = {
  byKind: Map<ArticleKind, CheckedArticle[]>
  data: Record<ArticleDataName, Map<string, CheckedData>>
}

const A_NOUN: Record<ArticleDataName, string> = { authors: "an author", tags: "a tag", series: "a series" }
const NODE_KEYS = new Set(["id", "parent", "children", "internal", "fields", "__gatsby_resolved"])
const shown = (file: FileNode) => path.relative(process.cwd(), file.absolutePath)

/** Site paths a Markdown text links to ("/pricing", "/blog/x#part"), outside code. */
export function sitePathsLinked(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~/g, "").replace(/`[^`\n]*`/g, "")
  const inline = [...text.matchAll(/\]\(\s*<?(\/[^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!)
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\/\S*?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!)
  const html = [...text.matchAll(/\bhref="(\/[^"]*)"/g)].map((m) => m[1]!)
  return [...inline, ...references, ...html].filter((href) => !href.startsWith("//"))
}

/** The images of a Markdown text: ![alt](src). */
export function imagesIn(markdown: string): Array<{ alt: string; src: string }> {
  const text = markdown.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~/g, "")
  return [...text.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({
    alt: m[1]!.trim(),
    src: m[2]!,
  }))
}

function dataFiles(api: NodeApi, name: ArticleDataName, errors: string[]): Map<string, CheckedData> {
  const entry = ARTICLE_DATA[name]
  const found = new Map<string, CheckedData>()
  for (const node of api.getNodesByType(rawTypeOf(name))) {
    const file = parentFile(node, api)
    if (!file) continue
    const where = shown(file)
    if (!ID_PATTERN.test(file.name)) {
      errors.push(
        `${where}: the file name "${file.name}" is the ${entry.noun}'s id and must be lower-case letters and digits joined by hyphens`,
      )
      continue
    }
    const values = Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_KEYS.has(key)))
    const result = validateData<Record<string, unknown>>(
      where,
      entry.schema as z.ZodType<Record<string, unknown>>,
      values,
      "YAML",
    )
    if (!result.ok) {
      errors.push(...result.errors)
      continue
    }
    const photo = (result.data as { photo?: string }).photo
    if (photo && !fs.existsSync(path.resolve(file.dir, photo)))
      errors.push(`${where}: YAML field "photo" points to ${photo}, which does not exist`)
    const nodeId = node.children.find((id) => api.getNode(id)?.internal.type === entry.nodeType) ?? ""
    const label = result.data as { name?: string; title?: string }
    found.set(file.name, { id: file.name, nodeId, file: where, name: label.name ?? label.title ?? file.name })
  }
  return found
}

export type CheckOptions = {
  /** The content pages' slugs and files (gatsby/content-check.ts): an article route must not take one. */
  pages: ReadonlyArray<{ slug: string; file: string }>
  /** Whether a path is a file the site serves from static/ (favicon.svg …). */
  isStaticFile: (sitePath: string) => boolean
  /** Which articles this build shows (publication.ts): a shown article may only link to shown ones. */
  shown: (article: { draft: boolean; date: Date }) => boolean
}

export function checkArticles(api: NodeApi, options: CheckOptions): { set: ArticleSet; errors: string[] } {
  const errors: string[] = []
  const data = {
    authors: dataFiles(api, "authors", errors),
    tags: dataFiles(api, "tags", errors),
    series: dataFiles(api, "series", errors),
  }
  const byKind = new Map<ArticleKind, CheckedArticle[]>(ARTICLE_KINDS.map((kind) => [kind, []]))
  for (const node of api.getNodesByType("MarkdownRemark")) {
    const file = parentFile(node, api)
    const kind = file && articleKindOf(file.relativePath)
    if (!file || !kind) continue
    const where = shown(file)
    const slug = articleSlugOf(kind, file.relativePath)
    if (slug === null) {
      errors.push(
        `${where}: a ${kind.noun} is a folder with an index.md in it (content/${kind.dir}/<address>/index.md, its images beside it)`,
      )
      continue
    }
    if (!ID_PATTERN.test(slug)) {
      errors.push(
        `${where}: the folder name "${slug}" is the ${kind.noun}'s address and must be lower-case letters and digits joined by hyphens`,
      )
      continue
    }
    const raw = { ...(node as Node & { frontmatter?: Record<string, unknown> }).frontmatter }
    // gatsby-transformer-remark fills in title: "" when front matter has none.
    if (raw.title === "") delete raw.title
    const result = validateData(where, articleFrontmatterSchema, raw, "front matter")
    const markdown = (node as Node & { rawMarkdownBody?: string }).rawMarkdownBody ?? ""
    errors.push(...uncaptionedTables(where, markdown))
    for (const image of imagesIn(markdown)) {
      if (/^[a-z]+:|^\//i.test(image.src)) {
        errors.push(
          `${where}: the image ${image.src} in the text must be a file beside the ${kind.noun}, such as ./figure-1.png`,
        )
        continue
      }
      if (!fs.existsSync(path.resolve(file.dir, decodeURI(image.src))))
        errors.push(`${where}: the image ${image.src} in the text does not exist`)
      if (!image.alt)
        errors.push(
          `${where}: the image ${image.src} in the text has no description: write ![what it shows](${image.src})`,
        )
    }
    if (!result.ok) {
      errors.push(...result.errors)
      continue
    }
    const post = result.data
    if (!fs.existsSync(path.resolve(file.dir, post.cover)))
      errors.push(`${where}: front matter field "cover" points to ${post.cover}, which does not exist`)
    for (const [field, ids] of [
      ["authors", post.authors],
      ["tags", post.tags],
      ["series", post.series ? [post.series] : []],
    ] as const) {
      for (const id of ids) {
        if (!data[field].has(id))
          errors.push(
            `${where}: front matter field "${field}" names "${id}", which is not ${A_NOUN[field]} (no content/${ARTICLE_DATA[field].dir}/${id}.yaml)`,
          )
      }
    }
    const id = node.children.find((child) => api.getNode(child)?.internal.type === kind.nodeType) ?? ""
    byKind.get(kind)!.push({ ...post, id, slug, file: where, markdown })
  }

  const pageBySlug = new Map(options.pages.map((page) => [page.slug, page.file]))
  for (const [kind, articles] of byKind) {
    const paths = articlePaths(kind)
    const slugs = new Map(articles.map((article) => [article.slug, article]))
    for (const article of articles) {
      const route = paths.article(article.slug)
      const page = pageBySlug.get(route)
      if (page)
        errors.push(
          `${article.file}: the ${kind.noun}'s address ${route} is also the address of ${page} (front matter field "slug")`,
        )
      for (const slug of article.related) {
        if (slug === article.slug)
          errors.push(`${article.file}: front matter field "related" names the ${kind.noun} itself`)
        else if (!slugs.has(slug))
          errors.push(
            `${article.file}: front matter field "related" names "${slug}", which is not a ${kind.noun} (no content/${kind.dir}/${slug}/index.md)`,
          )
      }
    }
    // The list's own addresses (the first page of each list) must not be a page's either.
    const listRoutes = [
      paths.list(),
      ...[...data.tags.keys()].map((tag) => paths.tag(tag)),
      ...[...data.authors.keys()].map((a) => paths.author(a)),
    ]
    for (const route of listRoutes) {
      const page = pageBySlug.get(route)
      if (page)
        errors.push(
          `${page}: front matter field "slug" is "${route}", which is the ${kind.title.toLowerCase()}'s own address`,
        )
    }
    // Links in the text to site paths must lead to a page, an article in this build, a list or a file.
    const routes = new Set<string>([...pageBySlug.keys(), ...listRoutes])
    for (const article of articles) {
      for (const href of sitePathsLinked(article.markdown)) {
        const target = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1") || "/"
        if (routes.has(target) || options.isStaticFile(target)) continue
        const linked = [...byKind].flatMap(([other, list]) =>
          list.filter((candidate) => articlePaths(other).article(candidate.slug) === target),
        )[0]
        if (!linked) {
          errors.push(`${article.file}: the link ${href} in the text leads to no page of the site`)
          continue
        }
        if (options.shown(article) && !options.shown(linked))
          errors.push(
            `${article.file}: the link ${href} in the text leads to a ${kind.noun} that is not published yet (a draft or dated later); link to it once it is`,
          )
      }
    }
  }
  return { set: { byKind, data }, errors }
}
