import { css } from "@emotion/react"
import { Link } from "gatsby"
import { container, section } from "../../components/container"
import { ResponsiveImage } from "../../components/responsive-image"
import { theme } from "../../theme"
import { formatDate } from "../dates"

type Props = {
  heading: string
  text?: string | null
  link: { label: string; to: string }
  /** The query's cards (ArticleCardFields), and the build's order of them (plan.ts HOME_LATEST). */
  nodes: ReadonlyArray<Queries.ArticleCardFieldsFragment>
  order: ReadonlyArray<string>
  timeZone: string
}

/**
 * The home page's newest articles (content/home.yaml latestArticles). Deliberately its own small markup, sharing no
 * component with the article templates: whatever the home page shares with other templates goes into the chunk
 * every first visit loads (gatsby/split-chunks.ts), and the home page's JavaScript has a budget
 * (tests/e2e/budget.test.ts).
 */
export function LatestArticles({ heading, text, link, nodes, order, timeZone }: Props) {
  const articles = order.flatMap((id) => nodes.filter((node) => node.id === id))
  if (!articles.length) return null
  return (
    <section css={[container, section]} aria-labelledby="latest-articles-heading">
      <div css={head}>
        <div>
          <h2 id="latest-articles-heading" css={title}>
            {heading}
          </h2>
          {text && <p css={muted}>{text}</p>}
        </div>
        <Link to={link.to} css={more}>
          {link.label}
        </Link>
      </div>
      <ul css={grid}>
        {articles.map((article) => {
          const cover = article.cover.childImageSharp?.gatsbyImageData
          return (
            <li key={article.id} css={card}>
              {cover && (
                <ResponsiveImage
                  image={cover}
                  alt={article.coverAlt}
                  sizes="(min-width: 768px) 352px, 100vw"
                  css={image}
                />
              )}
              <h3 css={cardTitle}>
                <Link to={article.path}>{article.title}</Link>
              </h3>
              <p css={muted}>
                <time dateTime={article.date}>{formatDate(article.date, timeZone)}</time> · {article.timeToRead} min
                read
              </p>
            </li>
          )
        })}
      </ul>
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
const muted = css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.muted};
`
const more = css`
  display: inline-block;
  padding: ${theme.space[2]} 0;
  font-weight: 600;
`
const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`
const card = css`
  padding-bottom: ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
`
const image = css`
  aspect-ratio: 1200 / 630;
  border-radius: ${theme.radii.md};
  margin-bottom: ${theme.space[3]};
  & > img {
    height: 100%;
    object-fit: cover;
  }
`
const cardTitle = css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
  a {
    color: ${theme.colors.text};
  }
`
