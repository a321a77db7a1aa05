// The feeds, written after the pages are built (by hand rather than with the `feed` package: its 6.0 writes JSON
// Feed 1.0, an RSS <author> without the email RSS requires, and a guid that is not the permalink): RSS 2.0, Atom 1.0
// and JSON Feed 1.1 for each kind (/blog/rss.xml, /customers/atom.xml, /changelog/feed.json) and for each value of a
// facet with feeds (a blog tag: /blog/tags/<tag>/…; a changelog type: /changelog/security/…), with the kind's newest
// published articles in full (feed-html.ts: from the built page, every URL absolute), the cover as an enclosure,
// the permalink as guid. Only published articles (publication.ts), in a preview build too. Nothing in a feed
// depends on the build's time (its updated date is the newest article's), so an unchanged feed is not rewritten,
// and an article's rewritten body is reused while its built page is unchanged (build-manifests.ts).
import fs from "fs"
import path from "path"
import { z } from "zod"
import { fileHash, readManifest, writeManifest } from "../../../gatsby/build-manifests"
import { articlePaths, type FacetValue, type FeedFormat } from "../kinds"
import { kindDescription } from "../kind-descriptions"
import { BODY_ATTRIBUTE } from "../markers"
import type { CheckedArticle, ArticleSet } from "./check"
import type { ArticlePlan } from "./plan"
import { coverOf, feedHtml, markedHtml } from "./feed-html"

const STEP = "article-feeds"

type Site = { siteUrl: string; productName: string; language: string }
type Item = {
  title: string
  url: string
  description: string
  content: string
  published: Date
  updated: Date
  authors: Array<{ name: string; url: string }>
  tags: string[]
  cover: { url: string; length: number; type: string } | null
}

/** The built HTML of a route: public/x/index.html during the build (the adapter moves it to x.html afterwards). */
export function builtPage(publicDir: string, route: string): string | null {
  for (const file of [path.join(publicDir, route, "index.html"), path.join(publicDir, `${route}.html`)])
    if (fs.existsSync(file)) return file
  return null
}

const bodyCache = z.record(
  z.string(),
  z.object({ hash: z.string(), content: z.string(), cover: z.string().nullable() }),
)

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`

export function rss(
  feed: { title: string; description: string; home: string; self: string; language: string },
  items: Item[],
): string {
  const updated = items[0]?.updated ?? new Date(0)
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.home)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${escapeXml(feed.language)}</language>`,
    `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) =>
      [
        "<item>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(item.url)}</link>`,
        `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
        `<pubDate>${item.published.toUTCString()}</pubDate>`,
        ...item.authors.map((author) => `<dc:creator>${escapeXml(author.name)}</dc:creator>`),
        ...item.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
        `<description>${escapeXml(item.description)}</description>`,
        `<content:encoded>${cdata(item.content)}</content:encoded>`,
        ...(item.cover
          ? [`<enclosure url="${escapeXml(item.cover.url)}" length="${item.cover.length}" type="${item.cover.type}"/>`]
          : []),
        "</item>",
      ].join("\n"),
    ),
    "</channel>",
    "</rss>",
    "",
  ].join("\n")
}

export function atom(
  feed: { title: string; description: string; home: string; self: string; language: string; author: string },
  items: Item[],
): string {
  const updated = items[0]?.updated ?? new Date(0)
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `<id>${escapeXml(feed.self)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<subtitle>${escapeXml(feed.description)}</subtitle>`,
    `<updated>${updated.toISOString()}</updated>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.home)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    // Atom wants an author for every entry: the feed's stands in for entries without their own (a story, a change).
    `<author><name>${escapeXml(feed.author)}</name><uri>${escapeXml(feed.home)}</uri></author>`,
    ...items.map((item) =>
      [
        "<entry>",
        `<id>${escapeXml(item.url)}</id>`,
        `<title>${escapeXml(item.title)}</title>`,
        `<link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
        `<published>${item.published.toISOString()}</published>`,
        `<updated>${item.updated.toISOString()}</updated>`,
        ...item.authors.map(
          (author) => `<author><name>${escapeXml(author.name)}</name><uri>${escapeXml(author.url)}</uri></author>`,
        ),
        ...item.tags.map((tag) => `<category term="${escapeXml(tag)}"/>`),
        `<summary>${escapeXml(item.description)}</summary>`,
        `<content type="html">${escapeXml(item.content)}</content>`,
        ...(item.cover
          ? [
              `<link rel="enclosure" type="${item.cover.type}" length="${item.cover.length}" href="${escapeXml(item.cover.url)}"/>`,
            ]
          : []),
        "</entry>",
      ].join("\n"),
    ),
    "</feed>",
    "",
  ].join("\n")
}

export function jsonFeed(
  feed: { title: string; description: string; home: string; self: string; language: string; icon: string },
  items: Item[],
): string {
  return `${JSON.stringify(
    {
      version: "https://jsonfeed.org/version/1.1",
      title: feed.title,
      home_page_url: feed.home,
      feed_url: feed.self,
      description: feed.description,
      icon: feed.icon,
      language: feed.language,
      items: items.map((item) => ({
        id: item.url,
        url: item.url,
        title: item.title,
        summary: item.description,
        content_html: item.content,
        ...(item.cover
          ? {
              image: item.cover.url,
              attachments: [{ url: item.cover.url, mime_type: item.cover.type, size_in_bytes: item.cover.length }],
            }
          : {}),
        date_published: item.published.toISOString(),
        date_modified: item.updated.toISOString(),
        ...(item.authors.length ? { authors: item.authors } : {}),
        tags: item.tags,
      })),
    },
    null,
    2,
  )}\n`
}

const MIME: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
}

/** Writes every feed of every kind; returns how many files were written and how many were already so. */
export function writeArticleFeeds(
  publicDir: string,
  root: string,
  plan: ArticlePlan,
  set: ArticleSet,
  site: Site,
): { written: number; unchanged: number; articles: number } {
  const before = readManifest(root, STEP, bodyCache, {})
  const after: z.infer<typeof bodyCache> = {}
  const at = (route: string) => new URL(route, site.siteUrl).toString()
  let written = 0
  let unchanged = 0
  let articles = 0
  const write = (route: string, text: string) => {
    const file = path.join(publicDir, route)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) unchanged++
    else {
      fs.writeFileSync(file, text)
      written++
    }
  }
  for (const [kind, published] of plan.published) {
    const paths = articlePaths(kind)
    const entries = set.facets.get(kind) ?? {}
    const nameOf = (facet: string, value: string) => entries[facet]?.find((entry) => entry.id === value)?.name ?? value
    const itemOf = (article: CheckedArticle): Item => {
      const route = paths.article(article.slug)
      const url = at(route)
      const file = builtPage(publicDir, route)
      if (!file) throw new Error(`src/articles/build/feeds.ts: ${route} has no built page in public/`)
      const hash = fileHash(file) ?? ""
      let cached = before[route]
      if (!cached || cached.hash !== hash) {
        const html = fs.readFileSync(file, "utf8")
        const body = markedHtml(html, BODY_ATTRIBUTE)
        if (body === null)
          throw new Error(`src/articles/build/feeds.ts: ${route}'s page has no element with ${BODY_ATTRIBUTE}`)
        cached = { hash, content: feedHtml(body, url), cover: coverOf(html, url)?.url ?? null }
      }
      after[route] = cached
      const coverFile = cached.cover ? path.join(publicDir, new URL(cached.cover).pathname) : null
      return {
        title: article.title,
        url,
        description: article.description,
        content: cached.content,
        published: article.date,
        updated: article.updated ?? article.date,
        authors: (article.facets.authors ?? []).map((id) => ({
          name: set.data.authors.get(id)?.name ?? id,
          url: at(paths.author(id)),
        })),
        // Categories: its values of the kind's facets other than its authors (a post's tags, an entry's type).
        tags: kind.facets
          .filter((facet) => facet.id !== "authors")
          .flatMap((facet) => (article.facets[facet.id] ?? []).map((value) => nameOf(facet.id, value))),
        cover:
          cached.cover && coverFile && fs.existsSync(coverFile)
            ? {
                url: cached.cover,
                length: fs.statSync(coverFile).size,
                type: MIME[path.extname(coverFile).toLowerCase()] ?? "image/png",
              }
            : null,
      }
    }
    const items = new Map<string, Item>()
    const itemsOf = (list: CheckedArticle[]) =>
      list.slice(0, kind.feedItems ?? list.length).map((article) => {
        const known = items.get(article.slug)
        if (known) return known
        const item = itemOf(article)
        items.set(article.slug, item)
        return item
      })
    const feedsFor = (title: string, description: string, home: string, list: CheckedArticle[], value?: FacetValue) => {
      const feedItems = itemsOf(list)
      const self = (format: FeedFormat) => at(paths.feed(format, value))
      const base = { title, description, home: at(home), language: site.language }
      write(paths.feed("rss", value), rss({ ...base, self: self("rss") }, feedItems))
      write(paths.feed("atom", value), atom({ ...base, self: self("atom"), author: site.productName }, feedItems))
      write(paths.feed("json", value), jsonFeed({ ...base, self: self("json"), icon: at("/favicon.svg") }, feedItems))
    }
    const name = `${site.productName} ${kind.title.toLowerCase()}`
    feedsFor(name, kindDescription(kind), paths.list(), published)
    for (const facet of kind.facets.filter((candidate) => candidate.feeds)) {
      for (const entry of entries[facet.id] ?? []) {
        const value = { facet: facet.id, value: entry.id }
        feedsFor(
          `${name}: ${entry.name}`,
          entry.description || `The ${kind.plural} tagged ${entry.name} on the ${name}.`,
          paths.facet(value),
          published.filter((article) => article.facets[facet.id]?.includes(entry.id)),
          value,
        )
      }
    }
    articles += items.size
  }
  writeManifest(root, STEP, after)
  return { written, unchanged, articles }
}
