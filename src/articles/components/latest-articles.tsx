/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { container, section } from "../../components/container"
import { theme } from "../../../contracts/theme"

type Props = {
  heading: string
  text?: string | null
  link: { label: string; to: string }
  /** The query's cards (ArticleCardFields), and the build's order of them (plan.ts HOME_LATEST). */
  nodes: ReadonlyArray<Queries.ArticleCardFieldsFragment>
  order: ReadonlyArray<string>
}

/**
 * The home page's newest articles (content/home.yaml latestArticles): titles and summaries, no pictures or dates.
 * Deliberately small and sharing no component with the article templates: what the home page shares with other
 * templates goes into the chunk every first visit loads (gatsby/split-chunks.ts), and the home page's JavaScript has
 * a budget (tests/e2e/budget.test.ts).
 */
export function LatestArticles({ heading, text, link, nodes, order }: Props) {
  const articles = order.flatMap((id) => nodes.filter((node) => node.id === id))
  if (!articles.length) return null
  return (
    <section css={[container, section, style]} aria-labelledby="latest-articles-heading">
      <h2 id="latest-articles-heading">{heading}</h2>
      {text && <p>{text}</p>}
      <ul>
        {articles.map((article) => (
          <li key={article.id}>
            <h3>
              <Link to={article.path}>{article.title}</Link>
            </h3>
            <p>{article.description}</p>
          </li>
        ))}
      </ul>
      <Link to={link.to}>{link.label}</Link>
    </section>
  )
}

const style = css`
  h2 {
    font-size: ${theme.fontSizes.xxl};
  }
  p {
    color: ${theme.colors.muted};
  }
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${theme.space[5]};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  }
  h3 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
    font-weight: 600;
  }
`
