// Which article pages a build makes, from the checked articles (check.ts), the build's clock and whether it is a
// preview: pure, so the page creation, the feeds and the social cards (post-build) and the unit tests all ask the
// same function. Each page carries only ids and what its <head> and the sitemap need (noindex, lastmod).
import path from "path"
import { articlePaths, type ArticleKind } from "../kinds"
import { inBuild, isPublished, publicationState, type PublicationState } from "../publication"
import { relatedArticles } from "../related"
import type { ArticleSet, CheckedArticle } from "./check"

/** Tag pages with fewer posts than this are noindex and out of the sitemap (thin pages). */
export const MIN_INDEXED_TAG_POSTS = 3
export const RELATED_COUNT = 3
export const HOME_LATEST = 3

/** What the sitemap (gatsby/sitemap.ts) and the page's <head> read from a page's context. */
export type SeoContext = { noindex: boolean; lastmod: string | null; sitemap: boolean }

export type PlannedPage = {
  path: string
  template: "article" | "list" | "tag" | "author"
  context: SeoContext & Record<string, unknown>
}

export type ArticlePlan = {
  pages: PlannedPage[]
  /** Per kind: the published articles, newest first (feeds, cards, the home page). */
  published: Map<ArticleKind, CheckedArticle[]>
  /** Every article in the build (published, and in a preview the drafts and scheduled ones), newest first. */
  shown: Map<ArticleKind, CheckedArticle[]>
  /** The home page's latest articles (the blog's). */
  homeLatestIds: string[]
}

const lastChange = (article: CheckedArticle) => (article.updated ?? article.date).getTime()
const newest = (articles: ReadonlyArray<CheckedArticle>) =>
  articles.length ? new Date(Math.max(...articles.map(lastChange))).toISOString() : null

export const templateFile = (template: PlannedPage["template"]) =>
  path.resolve(__dirname, `../templates/article-${template === "article" ? "page" : `${template}-page`}.tsx`)

/** Pages of `perPage` items: [[a, b], [c]]; one empty page for an empty list. */
export function paginate<T>(items: ReadonlyArray<T>, perPage: number): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage))
  return pages.length ? pages : [[]]
}

export function planArticles(set: ArticleSet, { now, preview }: { now: Date; preview: boolean }): ArticlePlan {
  const pages: PlannedPage[] = []
  const published = new Map<ArticleKind, CheckedArticle[]>()
  const shownByKind = new Map<ArticleKind, CheckedArticle[]>()
  let homeLatestIds: string[] = []
  for (const [kind, all] of set.byKind) {
    const paths = articlePaths(kind)
    const byDate = [...all].sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug))
    const shown = byDate.filter((article) => inBuild(article, { now, preview }))
    const live = byDate.filter((article) => isPublished(article, now))
    published.set(kind, live)
    shownByKind.set(kind, shown)
    if (kind.id === "blog") homeLatestIds = live.slice(0, HOME_LATEST).map((article) => article.id)

    for (const article of shown) {
      const status: PublicationState = publicationState(article, now)
      const candidates = status === "published" ? live : shown
      const series = article.series
        ? [...shown]
            .filter((other) => other.series === article.series)
            .sort((a, b) => a.date.getTime() - b.date.getTime())
        : []
      const seriesIds = series.map((other) => other.id)
      const relatedIds = relatedArticles(article, candidates, RELATED_COUNT).map((other) => other.id)
      pages.push({
        path: paths.article(article.slug),
        template: "article",
        context: {
          id: article.id,
          relatedIds,
          // One variable per related article: the template looks each up by id, which makes the page depend on
          // those three nodes alone (a list filter, id "in", makes it depend on every article: any article's
          // change re-ran every article page's query on a warm build). "" when there is none.
          ...Object.fromEntries(Array.from({ length: RELATED_COUNT }, (_, i) => [`related${i}`, relatedIds[i] ?? ""])),
          seriesIds,
          seriesId: article.series ?? "",
          status,
          // A draft or a scheduled post (a preview build) is never indexed; a post first published elsewhere
          // credits that address (its canonical) and stays out of the sitemap.
          noindex: status !== "published",
          lastmod: (article.updated ?? article.date).toISOString(),
          sitemap: status === "published" && !article.canonical,
        },
      })
    }

    const listed = (
      articles: CheckedArticle[],
      route: (page: number) => string,
      extra: Record<string, unknown>,
      indexable: boolean,
      template: PlannedPage["template"],
    ) => {
      const chunks = paginate(articles, kind.perPage)
      chunks.forEach((chunk, index) => {
        pages.push({
          path: route(index + 1),
          template,
          context: {
            ...extra,
            kind: kind.id,
            ids: chunk.map((article) => article.id),
            currentPage: index + 1,
            pageCount: chunks.length,
            noindex: !indexable,
            lastmod: newest(articles.slice(0, (index + 1) * kind.perPage)),
            sitemap: indexable,
          },
        })
      })
    }
    listed(shown, paths.list, {}, true, "list")
    for (const tag of set.data.tags.values()) {
      const tagged = shown.filter((article) => article.tags.includes(tag.id))
      const publishedCount = tagged.filter((article) => isPublished(article, now)).length
      listed(
        tagged,
        (page) => paths.tag(tag.id, page),
        { tagId: tag.id },
        publishedCount >= MIN_INDEXED_TAG_POSTS,
        "tag",
      )
    }
    for (const author of set.data.authors.values()) {
      const theirs = shown.filter((article) => article.authors.includes(author.id))
      listed(theirs, (page) => paths.author(author.id, page), { authorId: author.id }, theirs.length > 0, "author")
    }
  }
  return { pages, published, shown: shownByKind, homeLatestIds }
}
