/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../../../components/responsive-image"
import { mq, theme } from "../../../../contracts/theme"
import { formatDate } from "../../dates"
import { BreakingBadge, PlanBadges, TypeBadge } from "./change-badges"

export type ListedEntry = {
  id: string
  slug: string
  path: string
  title: string
  description: string
  date: string
  type: string
  area: string
  plans: ReadonlyArray<string>
  breaking: boolean
  version?: string | null
  image?: { data: IGatsbyImageData; alt: string } | null
}

/** The attribute that marks each entry in the list with its slug (the tests count entries by it). */
export const ENTRY_ATTRIBUTE = "data-changelog-entry"

const IMAGE_SIZES = "(min-width: 1024px) 540px, calc(100vw - 48px)"

/** One entry in the changelog's list: its date, type, title (the link to its page), summary, area and plans. */
export function ChangelogEntryItem({ entry, timeZone }: { entry: ListedEntry; timeZone: string }) {
  return (
    <article css={item} {...{ [ENTRY_ATTRIBUTE]: entry.slug }}>
      <p css={when}>
        <time dateTime={entry.date}>{formatDate(entry.date, timeZone)}</time>
      </p>
      <div css={content}>
        <p css={badges}>
          <TypeBadge type={entry.type} />
          {entry.breaking && <BreakingBadge />}
          {entry.version && <span css={version}>Version {entry.version}</span>}
        </p>
        <h3 css={title}>
          <Link to={entry.path}>{entry.title}</Link>
        </h3>
        <p css={summary}>{entry.description}</p>
        {entry.image && (
          <ResponsiveImage image={entry.image.data} alt={entry.image.alt} sizes={IMAGE_SIZES} css={image} />
        )}
        <p css={facts}>
          <span>{entry.area}</span>
          <PlanBadges plans={entry.plans} />
        </p>
      </div>
    </article>
  )
}

const item = css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]} 0;
  border-top: 1px solid ${theme.colors.border};
  ${mq.md} {
    grid-template-columns: 10rem minmax(0, 1fr);
    gap: ${theme.space[6]};
  }
`
const when = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
  ${mq.md} {
    padding-top: ${theme.space[1]};
  }
`
const content = css`
  max-width: ${theme.sizes.prose};
`
const badges = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[2]};
`
const version = css`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
`
const title = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.xl};
  line-height: ${theme.lineHeights.snug};
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`
const summary = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.colors.proseText};
`
const image = css`
  display: block;
  margin: 0 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  & > img {
    display: block;
    width: 100%;
    height: auto;
  }
`
const facts = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
