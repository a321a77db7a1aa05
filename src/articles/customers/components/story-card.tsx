/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../../../contracts/theme"
import { metricFigure } from "../metric"
import { CompanyLogo, type LogoData } from "./company-logo"
import { ExampleLabel } from "./example-label"
import { Card, CardGrid, CardTitle } from "../../components/card"
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
  return (
    <Card css={card}>
      <div css={top}>
        <CompanyLogo logo={story.logo} company={story.company} height={40} css={logo} />
        {story.example && <ExampleLabel />}
      </div>
      <p css={figure}>
        <strong css={value}>{metricFigure(story.metric)}</strong> {story.metric.label}
      </p>
      <CardTitle to={story.path} level={headingLevel}>
        {story.title}
      </CardTitle>
      <p css={facts}>{story.facts}</p>
    </Card>
  )
}

/** Story cards in the lists' grid (card.tsx). */
export function StoryGrid({ stories, headingLevel }: { stories: ReadonlyArray<CardStory>; headingLevel?: 2 | 3 }) {
  return <CardGrid items={stories} render={(story) => <StoryCard story={story} headingLevel={headingLevel} />} />
}

const card = css`
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
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
const facts = css`
  margin: auto 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
