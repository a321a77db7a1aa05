import { css } from "@emotion/react"
import { Link } from "gatsby"
import { container, section } from "../../components/container"
import { theme } from "../../theme"
import { ArticleGrid, type CardArticle } from "./article-card"

type Props = {
  heading: string
  text?: string | null
  link: { label: string; to: string }
  articles: ReadonlyArray<CardArticle>
  timeZone: string
}

/** The home page's newest articles (content/home.yaml latestArticles; the build picks them, plan.ts HOME_LATEST). */
export function LatestArticles({ heading, text, link, articles, timeZone }: Props) {
  if (!articles.length) return null
  return (
    <section css={[container, section]} aria-labelledby="latest-articles-heading">
      <div css={head}>
        <div>
          <h2 id="latest-articles-heading" css={title}>
            {heading}
          </h2>
          {text && <p css={copy}>{text}</p>}
        </div>
        <Link to={link.to} css={more}>
          {link.label}
        </Link>
      </div>
      <ArticleGrid articles={articles} timeZone={timeZone} headingLevel={3} />
    </section>
  )
}

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[5]};
`
const title = css`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
`
const copy = css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.muted};
`
const more = css`
  display: inline-block;
  padding: ${theme.space[2]} 0;
  font-weight: 600;
`
