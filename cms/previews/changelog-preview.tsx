/** @jsxImportSource @emotion/react */
// The editor's preview of a changelog entry, drawn by the entry page's own components
// (src/articles/changelog/templates/entry-page.tsx): the Draft or Scheduled banner a pull request's preview shows,
// the title and summary with the entry's type, date, area, version and plans, its media and its text (the editor's
// rendering of the Markdown).
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { z } from "zod"
import { Prose } from "../../src/components/prose"
import { theme } from "../../contracts/theme"
import { changelog } from "../../src/articles/kinds"
import { publicationState } from "../../src/articles/publication"
import type { siteSchema } from "../../schema/content"
import { StatusBanner } from "../../src/articles/components/status-banner"
import { ArticleIntro } from "../../src/articles/components/article-intro"
import { EntryMeta } from "../../src/articles/changelog/components/entry-meta"
import { EntryBody } from "../../src/articles/changelog/components/entry-body"
import { ArticleColumn } from "../../src/articles/components/article-frame"
import { articleInstant } from "../article-date/article-date"
import { PreviewFrame } from "./preview-frame"
import { entryData, type PreviewProps } from "./preview-props"
import { useEntries } from "./article-preview"

type Entry = {
  title: string
  description: string
  date: string
  updated: string
  type: string
  area: string
  plans: string[]
  breaking: boolean
  version: string
  media: Array<{ image?: string; alt?: string }>
  draft: boolean
}
type Site = z.infer<typeof siteSchema>

/** A picture the editor holds, as the site's image component takes it, at the build's largest width. */
function mediaImage(props: PreviewProps, path: unknown): IGatsbyImageData | null {
  const src = typeof path === "string" && path ? props.getAsset(path)?.toString() : undefined
  return src ? { layout: "constrained", width: 1200, height: 750, images: { fallback: { src } } } : null
}

export function ChangelogPreview(props: PreviewProps) {
  const entry = entryData<Entry>(props)
  const site = useEntries<Site>(props, "site").get("site") ?? {}
  const timeZone = site.timeZone ?? "UTC"
  const date = articleInstant(entry.date)
  const updated = articleInstant(entry.updated)
  const status = date ? publicationState({ draft: entry.draft === true, date }, new Date()) : "draft"
  return (
    <PreviewFrame document={props.document}>
      {status !== "published" && date && (
        <StatusBanner status={status} date={date.toISOString()} timeZone={timeZone} noun={changelog.noun} />
      )}
      <ArticleIntro
        title={entry.title ?? ""}
        lead={entry.description ? <p>{entry.description}</p> : undefined}
        eyebrow={changelog.title}
      >
        {date && (
          <EntryMeta
            type={entry.type ?? "new"}
            breaking={entry.breaking === true}
            date={date.toISOString()}
            updated={updated?.toISOString() ?? null}
            area={entry.area ?? ""}
            version={entry.version ?? null}
            plans={entry.plans ?? []}
            timeZone={timeZone}
          />
        )}
      </ArticleIntro>
      <ArticleColumn css={space}>
        <EntryBody
          media={(entry.media ?? []).map((media) => ({ image: mediaImage(props, media.image), alt: media.alt ?? "" }))}
        >
          <Prose>{props.widgetFor("body")}</Prose>
        </EntryBody>
      </ArticleColumn>
    </PreviewFrame>
  )
}

// The entry page's own layout (src/articles/changelog/templates/entry-page.tsx).
const space = css`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[8]};
`
