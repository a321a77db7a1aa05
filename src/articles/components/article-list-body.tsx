/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { container, section } from "../../components/container"
import { theme } from "../../../contracts/theme"
import { ArticleGrid, type CardArticle } from "./article-card"
import { Pagination } from "./pagination"
import { ArticleIntro } from "./article-intro"

type Props = {
  title: string
  eyebrow?: string
  lead?: ReactNode
  /** What the intro adds under the lead (an author's links). */
  introExtra?: ReactNode
  /** A picture beside the title (an author's avatar). */
  media?: ReactNode
  articles: ReadonlyArray<CardArticle>
  timeZone: string
  currentPage: number
  pageCount: number
  pagePath: (page: number) => string
  empty: string
}

/** A list of articles (the kind's, a tag's, an author's): its intro, its cards and its pages. */
export function ArticleListBody({
  media,
  title,
  eyebrow,
  lead,
  introExtra,
  articles,
  timeZone,
  currentPage,
  pageCount,
  pagePath,
  empty,
}: Props) {
  const heading = currentPage > 1 ? `${title}, page ${currentPage} of ${pageCount}` : title
  return (
    <>
      <ArticleIntro title={heading} eyebrow={eyebrow} lead={lead} wide media={media}>
        {introExtra}
      </ArticleIntro>
      <div css={[container, section]}>
        {articles.length ? <ArticleGrid articles={articles} timeZone={timeZone} /> : <p css={nothing}>{empty}</p>}
        <Pagination currentPage={currentPage} pageCount={pageCount} pagePath={pagePath} label={`${title}: pages`} />
      </div>
    </>
  )
}

const nothing = css`
  color: ${theme.colors.muted};
`
