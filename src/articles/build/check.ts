// Every article of every kind, and every author, tag and series, checked on every build (cached nodes included), at
// the start of createPages with the pages' own checks, so all problems are reported together (gatsby/pages.ts). Each
// message names the file and the field: `content/blog/x/index.md: front matter field "tags" names "rotas", which is
// not a tag (no content/tags/rotas.yaml)`. The shared checks are here (the file's place, the schema, the text's
// images, tables and links, one owner per address); what a kind's front matter refers to is its spec's
// (kind-specs.ts). What passes comes back parsed, for the page planner (plan.ts).
import fs from "fs"
import path from "path"
import type { Node } from "gatsby"
import type { z } from "zod"
import { validateData } from "../../../schema/validate"
import { uncaptionedTables } from "../../../schema/table-captions"
import { ARTICLE_KINDS, articlePaths, type ArticleKind } from "../kinds"
import { ARTICLE_DATA, ID_PATTERN, type ArticleDataName } from "../schema"
import { specOf, type FacetEntry, type References } from "./kind-specs"
import { articleFileOf, articleKindOf, articleSlugOf, parentFile, rawTypeOf, type FileNode } from "./sources"

type NodeApi = { getNodesByType: (type: string) => Node[]; getNode: (id: string) => Node | undefined | null }

/** An article that passed its checks: the fields every kind has, its facets, and its kind's own front matter. */
export type CheckedArticle = {
  kind: ArticleKind
  /** The article's own node (BlogPost, CustomerStory …), which its template queries. */
  id: string
  slug: string
  file: string
  markdown: string
  title: string
  description: string
  date: Date
  updated?: Date | undefined
  draft: boolean
  /** Its value(s) of each of the kind's facets: { tags: ["scheduling"], authors: ["asha"] }. */
  facets: Readonly<Record<string, ReadonlyArray<string>>>
  /** Slugs its front matter puts first among related articles (the blog's `related`). */
  related: ReadonlyArray<string>
  series: string | null
  /** Where it was first published, when that is elsewhere. */
  canonical: string | null
  /** Kept out of search engines even when published (an example story). */
  noindex: boolean
  /** The kind's front matter as parsed (defaults applied). */
  front: Readonly<Record<string, unknown>>
}
export type CheckedData = { id: string; nodeId: string; file: string; name: string }
export type ArticleSet = {
  byKind: Map<ArticleKind, CheckedArticle[]>
  data: Record<ArticleDataName, Map<string, CheckedData>>
  /** Per kind, the facet values that have pages (kind-specs.ts catalogue), in order. */
  facets: Map<ArticleKind, Record<string, FacetEntry[]>>
}

const NODE_KEYS = new Set(["id", "parent", "children", "internal", "fields", "__gatsby_resolved"])
const shown = (file: FileNode) => path.relative(process.cwd(), file.absolutePath)

/** Site paths a Markdown text links to ("/pricing", "/blog/x#part"), outside code, each with the link's text. */
export function sitePathsLinked(markdown: string): Array<{ href: string; text: string }> {
  const text = markdown.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~/g, "").replace(/`[^`\n]*`/g, "")
  const inline = [...text.matchAll(/\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?(\/[^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => ({ href: m[2]!, text: m[1]! }),
  )
  const references = [...text.matchAll(/^\s*\[([^\]]+)\]:\s*<?(\/\S*?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => ({
    href: m[2]!,
    text: m[1]!,
  }))
  const html = [...text.matchAll(/\bhref="(\/[^"]*)"[^>]*>([^<]*)/g)].map((m) => ({ href: m[1]!, text: m[2]! }))
  return [...inline, ...references, ...html]
    .filter(({ href }) => !href.startsWith("//"))
    .map(({ href, text }) => ({ href, text: text.replace(/\s+/g, " ").trim() }))
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

/** The plan names of content/pricing.yaml and the feature titles of content/features.yaml, as sourced. */
function yamlNames(api: NodeApi): Pick<References, "plans" | "features"> {
  const list = (type: string, field: string, key: string) => {
    const node = api.getNodesByType(type)[0]
    const items = node?.[field]
    return new Set(
      Array.isArray(items)
        ? items.flatMap((item: unknown) =>
            item && typeof item === "object" && typeof Reflect.get(item, key) === "string"
              ? [String(Reflect.get(item, key)).trim()]
              : [],
          )
        : [],
    )
  }
  return { plans: list("PricingYaml", "plans", "name"), features: list("FeaturesYaml", "features", "title") }
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
  const references: References = { data, ...yamlNames(api) }
  const byKind = new Map<ArticleKind, CheckedArticle[]>(ARTICLE_KINDS.map((kind) => [kind, []]))
  for (const node of api.getNodesByType("MarkdownRemark")) {
    const file = parentFile(node, api)
    const kind = file && articleKindOf(file.relativePath)
    if (!file || !kind) continue
    const spec = specOf(kind)
    const where = shown(file)
    const slug = articleSlugOf(kind, file.relativePath)
    if (slug === null) {
      errors.push(
        kind.layout === "bundle"
          ? `${where}: a ${kind.noun} is a folder with an index.md in it (${articleFileOf(kind)}, its images beside it)`
          : `${where}: a ${kind.noun} is one Markdown file directly in content/${kind.dir}/ (${articleFileOf(kind)})`,
      )
      continue
    }
    if (!ID_PATTERN.test(slug)) {
      errors.push(
        `${where}: the ${kind.layout === "bundle" ? "folder" : "file"} name "${slug}" is the ${kind.noun}'s address and must be lower-case letters and digits joined by hyphens`,
      )
      continue
    }
    const raw = { ...(node as Node & { frontmatter?: Record<string, unknown> }).frontmatter }
    // gatsby-transformer-remark fills in title: "" when front matter has none.
    if (raw.title === "") delete raw.title
    const result = validateData(where, spec.schema, raw, "front matter")
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
    const front = result.data
    const problems = spec.check(front, { where, dir: file.dir, markdown, references })
    errors.push(...problems)
    const id = node.children.find((child) => api.getNode(child)?.internal.type === kind.nodeType) ?? ""
    byKind.get(kind)!.push({
      kind,
      id,
      slug,
      file: where,
      markdown,
      title: front.title,
      description: front.description,
      date: front.date,
      updated: front.updated,
      draft: front.draft,
      facets: spec.facets(front),
      ...spec.related(front),
      noindex: spec.noindex(front),
      front,
    })
  }

  // The facet values with pages, from what the articles of this build have.
  const facets = new Map<ArticleKind, Record<string, FacetEntry[]>>()
  for (const [kind, articles] of byKind) {
    const present = Object.fromEntries(
      kind.facets.map((facet) => [
        facet.id,
        new Set(articles.filter((article) => options.shown(article)).flatMap((a) => a.facets[facet.id] ?? [])),
      ]),
    )
    facets.set(kind, specOf(kind).catalogue(references, present))
  }

  // Every address has one owner: a page, an article, a list or a facet's page (the first page of each list).
  const owners = new Map<string, string>()
  const pageBySlug = new Map(options.pages.map((page) => [page.slug, page.file]))
  for (const [slug, file] of pageBySlug) owners.set(slug, file)
  for (const [kind, articles] of byKind) {
    const paths = articlePaths(kind)
    const lists: Array<[string, string]> = [[paths.list(), `the ${kind.title.toLowerCase()}'s own address`]]
    for (const facet of kind.facets)
      for (const entry of facets.get(kind)?.[facet.id] ?? [])
        lists.push([
          paths.facet({ facet: facet.id, value: entry.id }),
          `the ${kind.title.toLowerCase()}'s page of the ${facet.noun} "${entry.name}"`,
        ])
    for (const [route, what] of lists) {
      const page = pageBySlug.get(route)
      if (page) errors.push(`${page}: front matter field "slug" is "${route}", which is ${what}`)
      else owners.set(route, what)
    }
    for (const article of articles) {
      const route = paths.article(article.slug)
      const owner = owners.get(route)
      const rename = kind.layout === "bundle" ? "rename its folder" : "rename the file"
      if (owner && pageBySlug.get(route) === owner)
        errors.push(
          `${article.file}: the ${kind.noun}'s address ${route} is also the address of ${owner} (front matter field "slug")`,
        )
      else if (owner)
        errors.push(
          `${article.file}: the ${kind.noun}'s address ${route} is also ${owner.startsWith("content/") ? `the address of ${owner}` : owner} (the ${kind.layout === "bundle" ? "folder" : "file"} name is its address: ${rename})`,
        )
      else owners.set(route, article.file)
    }
  }

  for (const [kind, articles] of byKind) {
    const slugs = new Map(articles.map((article) => [article.slug, article]))
    for (const article of articles) {
      for (const slug of article.related) {
        if (slug === article.slug)
          errors.push(`${article.file}: front matter field "related" names the ${kind.noun} itself`)
        else if (!slugs.has(slug))
          errors.push(
            `${article.file}: front matter field "related" names "${slug}", which is not a ${kind.noun} (no ${articleFileOf(kind, slug)})`,
          )
      }
    }
    // Links to site paths (in the text, and in front matter such as an entry's docs link) must lead to a page, an
    // article in this build, a list or a file.
    const articleAt = (target: string) =>
      [...byKind].flatMap(([other, list]) =>
        list.filter((candidate) => articlePaths(other).article(candidate.slug) === target),
      )[0]
    for (const article of articles) {
      // Named as the check after the build names a link (gatsby/addresses/check-site.ts): the page, the link's text
      // and address, and where it was written.
      const page = articlePaths(kind).article(article.slug)
      const links = [
        ...sitePathsLinked(article.markdown).map(({ href, text }) => ({
          href,
          what: `the link${text ? ` "${text}"` : ""} to ${href}`,
          where: "in the text",
        })),
        ...specOf(kind)
          .links(article.front)
          .map(({ field, href }) => ({ href, what: `the link to ${href}`, where: `front matter field "${field}"` })),
      ]
      for (const { href, what, where } of links) {
        const target = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1") || "/"
        const linked = articleAt(target)
        const written = `written in ${article.file}: ${where}`
        if (!linked) {
          if (owners.has(target) || options.isStaticFile(target)) continue
          errors.push(`${page}: ${what} leads to no page of the site; ${written}`)
          continue
        }
        if (options.shown(article) && !options.shown(linked))
          errors.push(
            `${page}: ${what} leads to a ${linked.kind.noun} that is not published yet (a draft or dated later); link to it once it is; ${written}`,
          )
      }
    }
  }
  return { set: { byKind, data, facets }, errors }
}
