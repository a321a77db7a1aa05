// The kinds of article the site publishes. Each kind is a folder of posts (content/<dir>/<slug>/index.md), a route
// base, a GraphQL node type and the words its lists and feeds are titled with; everything else (schema, pages, feeds,
// cards, sitemap) is shared and takes the kind as a parameter. Customer stories and a changelog (issue 31) become
// entries here, with their own front matter schema where they need one.

export type ArticleKind = {
  /** The kind's name in code and in the editor ("blog"). */
  id: string
  /** content/<dir>/<slug>/index.md */
  dir: string
  /** Where its pages live: "/blog", "/blog/<slug>", "/blog/page/2", "/blog/tags/<tag>", "/blog/authors/<author>". */
  base: string
  /** The GraphQL node type of one article (created from its MarkdownRemark, src/articles/build/nodes.ts). */
  nodeType: string
  /** The list page's heading and the feeds' title ("{productName} blog"). */
  title: string
  /** The list page's meta description and the feeds' description: 120 to 160 characters. */
  description: string
  /** The word for one article, in banners and counts. */
  noun: string
  /** Articles per list page. */
  perPage: number
}

export const blog: ArticleKind = {
  id: "blog",
  dir: "blog",
  base: "/blog",
  nodeType: "BlogPost",
  title: "Blog",
  description:
    "Guides for shift managers, labour-law explainers and product news from Shiftwise: scheduling, attendance and timesheets for teams that work in shifts.",
  noun: "post",
  perPage: 10,
}

/** Every kind the build knows; a new kind is one entry here. */
export const ARTICLE_KINDS: ReadonlyArray<ArticleKind> = [blog]

/** The routes of a kind, written once. */
export const articlePaths = (kind: Pick<ArticleKind, "base">) => ({
  list: (page = 1) => (page <= 1 ? kind.base : `${kind.base}/page/${page}`),
  article: (slug: string) => `${kind.base}/${slug}`,
  tag: (tag: string, page = 1) => (page <= 1 ? `${kind.base}/tags/${tag}` : `${kind.base}/tags/${tag}/page/${page}`),
  author: (author: string, page = 1) =>
    page <= 1 ? `${kind.base}/authors/${author}` : `${kind.base}/authors/${author}/page/${page}`,
  /** Feeds: "/blog/rss.xml", "/blog/tags/scheduling/atom.xml" … */
  feed: (format: FeedFormat, tag?: string) => `${tag ? `${kind.base}/tags/${tag}` : kind.base}/${FEED_FILES[format]}`,
})

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
