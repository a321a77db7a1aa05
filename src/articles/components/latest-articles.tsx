/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { container, section } from "../../components/container"
import { theme } from "../../../contracts/theme"

type Props = {
  heading: string
  text?: string | null
  link?: { label: string; to: string } | null
  /** The query's articles (any kind), and the build's order of them (src/sections/build/plan.ts, newest first). */
  nodes: ReadonlyArray<{ id: string; path: string; title: string; description: string }>
  order: ReadonlyArray<string>
}

/**
 * A page's newest articles (an "articles" section: the home page's blog posts, a landing page's stories): titles
 * and summaries, no pictures or dates. Static HTML (src/sections/), none of its code in the browser.
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
      {link && <Link to={link.to}>{link.label}</Link>}
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
