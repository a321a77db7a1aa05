/** @jsxImportSource @emotion/react */
// The editor's preview of an article, drawn by the article page's own components (src/articles/components/) in the
// order src/articles/templates/article-page.tsx renders them: the Draft or Scheduled banner the pull request's
// preview shows, the intro with its tags, byline, date and reading time, the cover, the series' parts and the table
// of contents, the text (the editor's rendering of the Markdown, in the article's type) and the closing call to
// action. The authors', tags' and series' names come from their entries (Decap's getCollection); author photos and
// related posts are left to the built page.
import { useEffect, useState } from "react"
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { z } from "zod"
import { ResponsiveImage } from "../../src/components/responsive-image"
import { theme } from "../../contracts/theme"
import { articlePaths, type ArticleKind } from "../../src/articles/kinds"
import { publicationState } from "../../src/articles/publication"
import { headingSlugger } from "../../src/articles/build/body"
import type { Author, Series, Tag } from "../../src/articles/schema"
import type { siteSchema } from "../../schema/content"
import { StatusBanner } from "../../src/articles/components/status-banner"
import { ArticleIntro } from "../../src/articles/components/article-intro"
import { ArticleMeta } from "../../src/articles/components/article-meta"
import { ArticleBody } from "../../src/articles/components/article-body"
import { SeriesParts, TableOfContents } from "../../src/articles/components/article-aside"
import { ArticleCta } from "../../src/articles/components/article-cta"
import { ArticleColumn } from "../../src/articles/components/article-frame"
import { articleInstant } from "../article-date/article-date"
import { PreviewFrame } from "./preview-frame"
import { entryData, plainData, type PreviewProps } from "./preview-props"

type Post = {
  title: string
  description: string
  date: string
  updated: string
  authors: string[]
  tags: string[]
  series: string
  cover: string
  coverAlt: string
  draft: boolean
  canonical: string
  body: string
}
type Site = z.infer<typeof siteSchema>
type Loaded = { slug?: unknown; data?: unknown }

const plain = (value: unknown): Record<string, unknown> => plainData(value) ?? {}
const loaded = (entry: unknown): Loaded =>
  entry && typeof entry === "object" && "get" in entry
    ? {
        slug: (entry as { get: (key: string) => unknown }).get("slug"),
        data: (entry as { get: (key: string) => unknown }).get("data"),
      }
    : {}

/** Entries of another collection by slug ("authors" -> { "rohan-mathur": {...} }), loaded once per list of slugs. */
export function useEntries<T>(props: PreviewProps, collection: string | null): Map<string, Partial<T>> {
  const [entries, setEntries] = useState(new Map<string, Partial<T>>())
  const { getCollection } = props
  useEffect(() => {
    if (collection === null) {
      // None to load: empty, without a render more when it already is.
      setEntries((now) => (now.size ? new Map() : now))
      return
    }
    let live = true
    getCollection(collection).then(
      (list) => {
        const all: unknown = list
        if (!Array.isArray(all)) return
        const byId = new Map<string, Partial<T>>()
        for (const item of all as unknown[]) {
          const { slug, data } = loaded(item)
          if (typeof slug === "string") byId.set(slug, plain(data) as Partial<T>)
        }
        if (live) setEntries(byId)
      },
      () => live && setEntries(new Map()),
    )
    return () => {
      live = false
    }
  }, [getCollection, collection])
  return entries
}

/** The post's second-level headings, with the ids the build gives them (src/articles/build/body.ts). */
export function markdownHeadings(body: string): Array<{ id: string; text: string }> {
  const slug = headingSlugger()
  let fenced = false
  const headings: Array<{ id: string; text: string }> = []
  for (const line of body.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const match = fenced ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line)
    if (match?.[1]) {
      const text = match[1].replace(/[*_`]/g, "")
      headings.push({ id: slug(text), text })
    }
  }
  return headings
}

/** About how long the text takes to read, as the build counts it (265 words a minute, at least one). */
export const minutesToRead = (body: string) =>
  Math.max(1, Math.round(body.split(/\s+/).filter((word) => /\w/.test(word)).length / 265))

/** The cover as the site's image component takes it: the file the editor holds, at the build's largest width. */
function coverImage(props: PreviewProps, path: unknown): IGatsbyImageData | null {
  if (typeof path !== "string" || !path) return null
  const src = props.getAsset(path)?.toString()
  if (!src) return null
  return { layout: "constrained", width: 1200, height: 630, images: { fallback: { src } } }
}

const COVER_SIZES = "(min-width: 784px) 736px, calc(100vw - 48px)"

/** The preview template for one kind's collection (registered in cms/admin.tsx under the kind's id). */
export function articlePreview(kind: ArticleKind) {
  const paths = articlePaths(kind)
  function ArticlePreview(props: PreviewProps) {
    const post = entryData<Post>(props)
    const authors = useEntries<Author>(props, "authors")
    const tags = useEntries<Tag>(props, "tags")
    const series = useEntries<Series>(props, "series")
    const posts = useEntries<Post>(props, kind.id)
    const sites = useEntries<Site>(props, "site")
    const site = sites.get("site") ?? {}
    const timeZone = site.timeZone ?? "UTC"
    const date = articleInstant(post.date)
    const updated = articleInstant(post.updated)
    const body = typeof post.body === "string" ? post.body : ""
    const cover = coverImage(props, post.cover)
    const seriesId = post.series ?? ""
    // The other parts as saved, and this one as it is being edited, in date order.
    const parts = seriesId
      ? [
          ...[...posts.entries()]
            .filter(([, other]) => other.series === seriesId && other.title !== post.title)
            .map(([slug, other]) => ({ slug, title: other.title ?? slug, at: articleInstant(other.date) })),
          { slug: "", title: post.title ?? "", at: date },
        ].sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0))
      : []
    const status = date ? publicationState({ draft: post.draft === true, date }, new Date()) : "draft"
    return (
      <PreviewFrame document={props.document}>
        {status !== "published" && date && (
          <StatusBanner status={status} date={date.toISOString()} timeZone={timeZone} noun={kind.noun} />
        )}
        <ArticleIntro
          title={post.title ?? ""}
          lead={post.description ? <p>{post.description}</p> : undefined}
          eyebrow={(post.tags ?? []).map((id) => ({ label: tags.get(id)?.name ?? id, to: paths.tag(id) }))}
        >
          {date && (
            <ArticleMeta
              authors={(post.authors ?? []).map((id) => ({
                authorId: id,
                name: authors.get(id)?.name ?? id,
                role: authors.get(id)?.role ?? "",
                photo: null,
              }))}
              authorPath={(id) => paths.author(id)}
              date={date.toISOString()}
              updated={updated?.toISOString() ?? null}
              timeToRead={minutesToRead(body)}
              timeZone={timeZone}
            />
          )}
        </ArticleIntro>
        <ArticleColumn css={coverSpace}>
          {cover && (
            <ResponsiveImage image={cover} alt={post.coverAlt ?? ""} sizes={COVER_SIZES} priority css={coverStyle} />
          )}
        </ArticleColumn>
        <ArticleColumn>
          {seriesId && (
            <SeriesParts
              title={series.get(seriesId)?.title ?? seriesId}
              parts={parts.map((part) => ({ id: part.slug, title: part.title, path: paths.article(part.slug) }))}
              currentId=""
            />
          )}
          <TableOfContents headings={markdownHeadings(body)} />
        </ArticleColumn>
        <ArticleColumn>
          <ArticleBody>{props.widgetFor("body")}</ArticleBody>
        </ArticleColumn>
        <ArticleColumn>
          <ArticleCta productName={site.productName ?? ""} />
        </ArticleColumn>
      </PreviewFrame>
    )
  }
  return ArticlePreview
}

// The article page's own layout (src/articles/templates/article-page.tsx): the cover's space.
const coverSpace = css`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[6]};
`
const coverStyle = css`
  border-radius: ${theme.radii.lg};
`
