import { Link } from "gatsby"
import { css } from "@emotion/react"
import { container, section } from "../../../components/container"
import { theme } from "../../../theme"

export type WallStory = {
  id: string
  path: string
  company: string
  logo: { url: string; width: number; height: number }
  example: boolean
}
export type WallQuote = { text: string; name: string; role: string }

type Props = {
  heading: string
  text?: string | null
  link: { label: string; to: string }
  stories: ReadonlyArray<WallStory>
  /** The quote the writers chose (content/home.yaml customers.quote), with its story. */
  quote?: { story: WallStory; quote: WallQuote } | null
}

/** "Example", on an invented story's logo and quote (the story pages have ExampleLabel, in the same look). */
const example = <span className="example">Example</span>

/**
 * The home page's customers (content/home.yaml `customers`): a wall of their logos, each linking to its story, and
 * one customer's words. Static markup below the fold; each logo's box is kept by its width and height (from the
 * SVG's viewBox), so nothing moves when the files arrive. Written small on purpose, with none of the story pages'
 * components: the home page's JavaScript budget carries every byte of it.
 */
export function CustomerLogos({ heading, text, link, stories, quote }: Props) {
  if (!stories.length) return null
  return (
    <section css={[container, section, wall]} aria-labelledby="customers-heading">
      <h2 id="customers-heading">{heading}</h2>
      {text && <p>{text}</p>}
      <ul>
        {stories.map((story) => (
          <li key={story.id}>
            <Link to={story.path}>
              <img
                src={story.logo.url}
                alt={story.company}
                width={Math.round((40 * story.logo.width) / story.logo.height)}
                height={40}
                loading="lazy"
              />
              {story.example && example}
            </Link>
          </li>
        ))}
      </ul>
      {quote && (
        <div className="quote">
          <figure>
            {quote.story.example && example}
            <blockquote>
              <p>“{quote.quote.text}”</p>
            </blockquote>
            <figcaption>
              <b>{quote.quote.name}</b> {quote.quote.role}, {quote.story.company}
            </figcaption>
          </figure>
          <p>
            <Link to={quote.story.path}>Read {quote.story.company}&rsquo;s story</Link> ·{" "}
            <Link to={link.to}>{link.label}</Link>
          </p>
        </div>
      )}
    </section>
  )
}

const wall = css`
  text-align: center;
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
    gap: ${theme.space[4]};
    margin: ${theme.space[6]} 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: grid;
    justify-items: center;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    text-decoration: none;
  }
  img {
    height: 40px;
    width: auto;
    max-width: 100%;
  }
  .example {
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.colors.highlight};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.highlightSoft};
    color: ${theme.colors.warningText};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    text-transform: uppercase;
  }
  .quote {
    max-width: 48rem;
    margin: 0 auto;
    padding: ${theme.space[6]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surfaceAlt};
    text-align: left;
  }
  figure {
    margin: 0;
  }
  blockquote {
    margin: ${theme.space[3]} 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: 600;
  }
  figcaption {
    color: ${theme.colors.muted};
  }
  figcaption b {
    display: block;
    color: ${theme.colors.text};
  }
`
