import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../../theme"
import { metricFigure } from "../metric"
import { CompanyLogo, type LogoData } from "./company-logo"
import { ExampleLabel } from "./example-label"
import type { MetricData } from "./story-metrics"

export type CardStory = {
  id: string
  path: string
  title: string
  company: string
  logo: LogoData
  /** The story's first metric. */
  metric: MetricData
  /** "Retail · 201–1,000 employees" */
  facts: string
  example: boolean
}

/** One story in a list: the logo, the lead metric, the title (the link) and where the company works. */
export function StoryCard({ story, headingLevel = 2 }: { story: CardStory; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <article css={card}>
      <div css={top}>
        <CompanyLogo logo={story.logo} company={story.company} height={40} css={logo} />
        {story.example && <ExampleLabel />}
      </div>
      <p css={figure}>
        <strong css={value}>{metricFigure(story.metric)}</strong> {story.metric.label}
      </p>
      <Heading css={title}>
        <Link to={story.path} css={link}>
          {story.title}
        </Link>
      </Heading>
      <p css={facts}>{story.facts}</p>
    </article>
  )
}

/** Story cards in a grid: one column on a phone, two on a tablet, three on a laptop. */
export function StoryGrid({ stories, headingLevel }: { stories: ReadonlyArray<CardStory>; headingLevel?: 2 | 3 }) {
  return (
    <ul css={grid}>
      {stories.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} headingLevel={headingLevel} />
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
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`
const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  min-height: 44px;
  padding-bottom: ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
`
const logo = css`
  height: 40px;
  width: auto;
  max-width: 70%;
  object-fit: contain;
`
const figure = css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.muted};
`
const value = css`
  display: block;
  font-size: ${theme.fontSizes.display};
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: ${theme.lineHeights.tight};
  color: ${theme.colors.primary};
`
const title = css`
  margin: 0;
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
const facts = css`
  margin: auto 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
