/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../../components/responsive-image"
import { theme } from "../../../contracts/theme"
import { formatDate } from "../dates"
import { Card, CardGrid, CardTitle } from "./card"

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
  return (
    <Card css={card}>
      {article.cover && <ResponsiveImage image={article.cover} alt={article.coverAlt} sizes={CARD_SIZES} css={cover} />}
      <div css={text}>
        <CardTitle to={article.path} level={headingLevel} css={title}>
          {article.title}
        </CardTitle>
        <p css={meta}>
          <time dateTime={article.date}>{formatDate(article.date, timeZone)}</time> ·{" "}
          {article.authors.map((author) => author.name).join(", ")} · {article.timeToRead} min read
        </p>
        <p css={description}>{article.description}</p>
      </div>
    </Card>
  )
}

/** Article cards in the lists' grid (card.tsx). */
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
    <CardGrid
      items={articles}
      render={(article) => <ArticleCard article={article} timeZone={timeZone} headingLevel={headingLevel} />}
    />
  )
}

// The cover runs to the card's edges; only the text is padded.
const card = css`
  overflow: hidden;
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
  margin-bottom: ${theme.space[2]};
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
