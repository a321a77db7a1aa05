/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { container, section } from "../../../components/container"
import { mq, theme } from "../../../../contracts/theme"
import { CompanyLogo, type LogoData } from "./company-logo"
import { ExampleLabel } from "./example-label"
import { StoryQuote, type QuoteData } from "./story-quote"

export type WallStory = { id: string; path: string; company: string; logo: LogoData; example: boolean }

type Props = {
  heading: string
  text?: string | null
  link?: { label: string; to: string } | null
  stories: ReadonlyArray<WallStory>
  /** The quote the writers chose (content/home.yaml customers.quote), with its story. */
  quote?: { story: WallStory; quote: QuoteData } | null
}

/**
 * A page's customers (a "customers" section, src/sections/): a wall of their logos, each linking to its story and
 * labelled "Example" when the story is invented, and one customer's words. Static HTML: plain links. Each logo's box is kept by its width and height (from the SVG's viewBox), so nothing
 * moves when the files arrive.
 */
export function CustomerLogos({ heading, text, link, stories, quote }: Props) {
  if (!stories.length) return null
  return (
    <section css={[container, section]} aria-labelledby="customers-heading">
      <div css={head}>
        <h2 id="customers-heading" css={title}>
          {heading}
        </h2>
        {text && <p css={copy}>{text}</p>}
      </div>
      <ul css={wall}>
        {stories.map((story) => (
          <li key={story.id}>
            <a href={story.path} css={tile}>
              <CompanyLogo logo={story.logo} company={story.company} height={40} css={logo} />
              {story.example && <ExampleLabel />}
            </a>
          </li>
        ))}
      </ul>
      {quote && (
        <div css={box}>
          {quote.story.example && <ExampleLabel css={boxLabel} />}
          <StoryQuote quote={quote.quote} company={quote.story.company} size="lg" />
          <p css={more}>
            <a href={quote.story.path}>Read {quote.story.company}&rsquo;s story</a>
            {link && <a href={link.to}>{link.label}</a>}
          </p>
        </div>
      )}
    </section>
  )
}

const head = css`
  max-width: 48rem;
  margin: 0 auto ${theme.space[6]};
  text-align: center;
`
const title = css`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
`
const copy = css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.muted};
`
const wall = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`
const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  height: 100%;
  min-height: 6.5rem;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.primary};
  }
`
const logo = css`
  height: 40px;
  width: auto;
  max-width: 100%;
  object-fit: contain;
`
const box = css`
  max-width: 48rem;
  margin: ${theme.space[7]} auto 0;
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  ${mq.md} {
    padding: ${theme.space[7]};
  }
`
const boxLabel = css`
  display: inline-block;
  margin-bottom: ${theme.space[3]};
`
const more = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[5]};
  margin: ${theme.space[5]} 0 0;
  font-weight: 600;
  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
  }
`
