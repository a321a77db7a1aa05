// Which article pages a build makes, from the checked articles (check.ts), the build's clock and whether it is a
// preview: pure, so the page creation, the feeds and the social cards (post-build) and the unit tests all ask the
// same function. For every kind alike: a page per article, its list (paginated) and a list per value of each of its
// facets (a blog tag, a story's industry, a changelog type), each page with the template its kind names
// (kind-specs.ts). Each page carries only ids and what its <head> and the sitemap need (noindex, lastmod).
import { articlePaths, blog, facetOf, type ArticleKind, type Facet } from "../kinds"
import { inBuild, isPublished, publicationState, type PublicationState } from "../publication"
import { relatedArticles } from "../related"
import type { ArticleSet, CheckedArticle } from "./check"
import { specOf, type FacetEntry } from "./kind-specs"

/** Blog tag pages with fewer posts than this are noindex and out of the sitemap (thin pages): the facet's minIndexed. */
export const MIN_INDEXED_TAG_POSTS = facetOf(blog, "tags").minIndexed
/** At most this many related articles per page (a kind's relatedCount); the templates look each one up by id. */
export const RELATED_COUNT = 3

/** What the sitemap (gatsby/sitemap.ts) and the page's <head> read from a page's context. */
export type SeoContext = { noindex: boolean; lastmod: string | null; sitemap: boolean }

export type PlannedPage = {
  path: string
  kind: ArticleKind
  /** An article's page, its kind's list, or a facet value's list. */
  template: "article" | "list" | "facet"
  /** The template's file (kind-specs.ts). */
  component: string
  /** A facet value's page: which facet and value. */
  facet?: { facet: Facet; entry: FacetEntry }
  context: SeoContext & Record<string, unknown>
}

export type ArticlePlan = {
  pages: PlannedPage[]
  /** Per kind: the published articles, newest first (feeds, cards, a page's articles section). */
  published: Map<ArticleKind, CheckedArticle[]>
  /** Every article in the build (published, and in a preview the drafts and scheduled ones), newest first. */
  shown: Map<ArticleKind, CheckedArticle[]>
}

const lastChange = (article: CheckedArticle) => (article.updated ?? article.date).getTime()
const newest = (articles: ReadonlyArray<CheckedArticle>) =>
  articles.length ? new Date(Math.max(...articles.map(lastChange))).toISOString() : null

/** Pages of `perPage` items: [[a, b], [c]]; one empty page for an empty list. */
export function paginate<T>(items: ReadonlyArray<T>, perPage: number): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage))
  return pages.length ? pages : [[]]
}

/** What related articles are scored on: a post's tags and series, a story's industry and features. */
const relatedCandidate = (article: CheckedArticle) => ({
  ...article,
  tags: specOf(article.kind).relatedOn(article.front),
})

export function planArticles(set: ArticleSet, { now, preview }: { now: Date; preview: boolean }): ArticlePlan {
  const pages: PlannedPage[] = []
  const published = new Map<ArticleKind, CheckedArticle[]>()
  const shownByKind = new Map<ArticleKind, CheckedArticle[]>()
  for (const [kind, all] of set.byKind) {
    const spec = specOf(kind)
    const paths = articlePaths(kind)
    const byDate = [...all].sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug))
    const shown = byDate.filter((article) => inBuild(article, { now, preview }))
    const live = byDate.filter((article) => isPublished(article, now))
    published.set(kind, live)
    shownByKind.set(kind, shown)
    const allIds = shown.map((article) => article.id)

    for (const article of shown) {
      const status: PublicationState = publicationState(article, now)
      const candidates = (status === "published" ? live : shown).map(relatedCandidate)
      const series = article.series
        ? [...shown]
            .filter((other) => other.series === article.series)
            .sort((a, b) => a.date.getTime() - b.date.getTime())
        : []
      // Newer and older in the list this article is on (a changelog entry's neighbours).
      const list = status === "published" ? live : shown
      const at = list.indexOf(article)
      const relatedIds = relatedArticles(relatedCandidate(article), candidates, spec.relatedCount).map(
        (other) => other.id,
      )
      pages.push({
        path: paths.article(article.slug),
        kind,
        template: "article",
        component: spec.templates.article,
        context: {
          id: article.id,
          relatedIds,
          // One variable per related article: the template looks each up by id, which makes the page depend on
          // those three nodes alone (a list filter, id "in", makes it depend on every article: any article's
          // change re-ran every article page's query on a warm build). "" when there is none.
          ...Object.fromEntries(Array.from({ length: RELATED_COUNT }, (_, i) => [`related${i}`, relatedIds[i] ?? ""])),
          seriesIds: series.map((other) => other.id),
          seriesId: article.series ?? "",
          newerId: list[at - 1]?.id ?? "",
          olderId: list[at + 1]?.id ?? "",
          status,
          // A draft or a scheduled article (a preview build) is never indexed, nor an example story; an article first
          // published elsewhere credits that address (its canonical) and stays out of the sitemap.
          noindex: status !== "published" || article.noindex,
          lastmod: (article.updated ?? article.date).toISOString(),
          sitemap: status === "published" && !article.noindex && !article.canonical,
        },
      })
    }

    const listed = (
      articles: CheckedArticle[],
      route: (page: number) => string,
      extra: Record<string, unknown>,
      indexable: boolean,
      page: Pick<PlannedPage, "template" | "component" | "facet">,
    ) => {
      const chunks = paginate(articles, kind.perPage)
      chunks.forEach((chunk, index) => {
        pages.push({
          ...page,
          path: route(index + 1),
          kind,
          context: {
            ...extra,
            kind: kind.id,
            ids: chunk.map((article) => article.id),
            allIds,
            currentPage: index + 1,
            pageCount: chunks.length,
            noindex: !indexable,
            lastmod: newest(articles.slice(0, (index + 1) * kind.perPage)),
            sitemap: indexable,
          },
        })
      })
    }
    listed(shown, paths.list, { facet: "", value: "" }, true, { template: "list", component: spec.templates.list })
    for (const facet of kind.facets) {
      for (const entry of set.facets.get(kind)?.[facet.id] ?? []) {
        const tagged = shown.filter((article) => article.facets[facet.id]?.includes(entry.id))
        const publishedCount = tagged.filter((article) => isPublished(article, now)).length
        listed(
          tagged,
          (page) => paths.facet({ facet: facet.id, value: entry.id }, page),
          { facet: facet.id, value: entry.id },
          publishedCount >= facet.minIndexed,
          { template: "facet", component: spec.templates.facets[facet.id]!, facet: { facet, entry } },
        )
      }
    }
  }
  return { pages, published, shown: shownByKind }
}
