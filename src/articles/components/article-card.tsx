import { Link } from "gatsby"
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../../components/responsive-image"
import { theme } from "../../theme"
import { formatDate } from "../dates"

export type CardArticle = {
  id: string
  title: string
  description: string
  date: string
  timeToRead: number
  path: string
  cover: IGatsbyImageData | null | undefined
  coverAlt: string
  authors: ReadonlyArray<{ name: string }>
}

const CARD_SIZES = "(min-width: 1152px) 352px, (min-width: 768px) 45vw, calc(100vw - 48px)"

/** One article in a list: its cover, title (the link), date, authors and description. */
export function ArticleCard({
  article,
  timeZone,
  headingLevel = 2,
}: {
  article: CardArticle
  timeZone: string
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article css={card}>
      {article.cover && <ResponsiveImage image={article.cover} alt={article.coverAlt} sizes={CARD_SIZES} css={cover} />}
      <div css={text}>
        <Heading css={title}>
          <Link to={article.path} css={link}>
            {article.title}
          </Link>
        </Heading>
        <p css={meta}>
          <time dateTime={article.date}>{formatDate(article.date, timeZone)}</time> ·{" "}
          {article.authors.map((author) => author.name).join(", ")} · {article.timeToRead} min read
        </p>
        <p css={description}>{article.description}</p>
      </div>
    </article>
  )
}

/** Cards in a grid: one column on a phone, two on a tablet, three on a laptop. */
export function ArticleGrid({
  articles,
  timeZone,
  headingLevel,
}: {
  articles: ReadonlyArray<CardArticle>
  timeZone: string
  headingLevel?: 2 | 3
}) {
  return (
    <ul css={grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} timeZone={timeZone} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`
const card = css`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`
const cover = css`
  aspect-ratio: 1200 / 630;
  & > img {
    height: 100%;
    object-fit: cover;
  }
`
const text = css`
  padding: ${theme.space[4]} ${theme.space[5]} ${theme.space[5]};
`
const title = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
`
// The title's link covers the whole card, so the card is one target.
const link = css`
  color: ${theme.colors.text};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${theme.radii.md};
  }
`
const meta = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
const description = css`
  margin: 0;
  color: ${theme.colors.proseText};
`
