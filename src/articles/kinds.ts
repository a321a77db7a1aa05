// The kinds of article the site publishes: the blog's posts, customer stories and the changelog (issue 31). Each kind
// is a folder of Markdown files (a page bundle content/<dir>/<slug>/index.md, or one file content/<dir>/<slug>.md),
// a route base, a GraphQL node type, the words its lists and feeds are titled with, and its facets: the values its
// articles are grouped by, each with a list page per value (a blog tag, a story's industry, a changelog entry's
// type). Everything else (pages, lists, feeds, cards, the sitemap, publication, previews' banner, structured data) is
// shared and takes the kind as a parameter; a kind's own front matter schema is in build/kind-specs.ts.
// Plain data: page components import this file, so nothing of the build comes with it into the browser.

export type ArticleKindId = "blog" | "customers" | "changelog"

/** A way a kind's articles are grouped, with a list page for each value (and feeds, when `feeds`). */
export type Facet = {
  /** The facet's name in code and page contexts ("tags"). */
  id: string
  /**
   * The route segment before the value: "/blog/tags/<tag>"; null puts the value right under the kind's base
   * ("/changelog/<type>"), so an article's slug must not be one of the values (the build checks every route once).
   */
  segment: string | null
  /** The word for one value, in headings and messages ("tag", "industry"). */
  noun: string
  /** Whether each value has its own RSS, Atom and JSON feeds. */
  feeds: boolean
  /**
   * Fewer published articles than this with a value: its page is noindex and out of the sitemap (a thin page).
   * 1 means any page with an article is indexed.
   */
  minIndexed: number
}

export type ArticleKind = {
  /** The kind's name in code and in the editor ("blog"). */
  id: ArticleKindId
  /** Where its files are: content/<dir>/… */
  dir: string
  /** "bundle": content/<dir>/<slug>/index.md with its images beside it; "file": content/<dir>/<slug>.md. */
  layout: "bundle" | "file"
  /** Where its pages live: "/blog", "/blog/<slug>", "/blog/page/2", "/blog/tags/<tag>" … */
  base: string
  /** The GraphQL node type of one article (created from its MarkdownRemark, src/articles/build/nodes.ts). */
  nodeType: string
  /** The list page's heading and the feeds' title ("{productName} blog"). */
  title: string
  /** The word for one article, in banners and counts, and for several. */
  noun: string
  plural: string
  /** Articles per list page. */
  perPage: number
  /** Items per feed: the newest n, or every published article (null). */
  feedItems: number | null
  facets: ReadonlyArray<Facet>
}

export const blog: ArticleKind = {
  id: "blog",
  dir: "blog",
  layout: "bundle",
  base: "/blog",
  nodeType: "BlogPost",
  title: "Blog",
  noun: "post",
  plural: "posts",
  perPage: 10,
  feedItems: 20,
  facets: [
    { id: "tags", segment: "tags", noun: "tag", feeds: true, minIndexed: 3 },
    { id: "authors", segment: "authors", noun: "author", feeds: false, minIndexed: 1 },
  ],
}

export const customers: ArticleKind = {
  id: "customers",
  dir: "customers",
  layout: "bundle",
  base: "/customers",
  nodeType: "CustomerStory",
  title: "Customer stories",
  noun: "story",
  plural: "stories",
  perPage: 12,
  feedItems: 20,
  facets: [
    { id: "industry", segment: "industry", noun: "industry", feeds: false, minIndexed: 3 },
    { id: "size", segment: "size", noun: "company size", feeds: false, minIndexed: 3 },
  ],
}

export const changelog: ArticleKind = {
  id: "changelog",
  dir: "changelog",
  layout: "file",
  base: "/changelog",
  nodeType: "ChangelogEntry",
  title: "Changelog",
  noun: "entry",
  plural: "entries",
  perPage: 20,
  // Every entry: the product's "What's new" readers and feed readers see the whole history, and entries are short.
  feedItems: null,
  facets: [{ id: "type", segment: null, noun: "type", feeds: true, minIndexed: 1 }],
}

/** Every kind the build knows; a new kind is one entry here (and its spec in build/kind-specs.ts). */
export const ARTICLE_KINDS: ReadonlyArray<ArticleKind> = [blog, customers, changelog]

/** A facet's value: /blog/tags/scheduling is { facet: "tags", value: "scheduling" }. */
export type FacetValue = { facet: string; value: string }

export function facetOf(kind: Pick<ArticleKind, "facets" | "id">, id: string): Facet {
  const facet = kind.facets.find((candidate) => candidate.id === id)
  if (!facet) throw new Error(`src/articles/kinds.ts: the kind "${kind.id}" has no facet "${id}"`)
  return facet
}

/** The routes of a kind, written once. */
export const articlePaths = (kind: Pick<ArticleKind, "base" | "facets" | "id">) => {
  const paged = (route: string, page: number) => (page <= 1 ? route : `${route}/page/${page}`)
  const facetRoute = ({ facet, value }: FacetValue) => {
    const segment = facetOf(kind, facet).segment
    return segment === null ? `${kind.base}/${value}` : `${kind.base}/${segment}/${value}`
  }
  return {
    list: (page = 1) => paged(kind.base, page),
    article: (slug: string) => `${kind.base}/${slug}`,
    facet: (value: FacetValue, page = 1) => paged(facetRoute(value), page),
    tag: (tag: string, page = 1) => paged(facetRoute({ facet: "tags", value: tag }), page),
    author: (author: string, page = 1) => paged(facetRoute({ facet: "authors", value: author }), page),
    /** Feeds: "/blog/rss.xml", "/blog/tags/scheduling/atom.xml", "/changelog/security/feed.json" … */
    feed: (format: FeedFormat, value?: FacetValue) => `${value ? facetRoute(value) : kind.base}/${FEED_FILES[format]}`,
  }
}

export const FEED_FILES = { rss: "rss.xml", atom: "atom.xml", json: "feed.json" } as const
export type FeedFormat = keyof typeof FEED_FILES
export const FEED_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
  json: "application/feed+json",
}

export function kindById(id: string): ArticleKind {
  const kind = ARTICLE_KINDS.find((candidate) => candidate.id === id)
  if (!kind) throw new Error(`src/articles/kinds.ts: no article kind "${id}"`)
  return kind
}
