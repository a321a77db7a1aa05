/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { CheckList } from "./check-list"
import { mq, theme } from "../../contracts/theme"

type Feature = { title: string; summary: string; points: ReadonlyArray<string> }

/** Features as cards, three to a row on a wide screen: the features page's compact ones, a landing page's grid. */
export function FeatureCards({
  features,
  headingLevel = 2,
  className,
}: {
  features: ReadonlyArray<Feature>
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <div css={grid} className={className}>
      {features.map((feature) => (
        <section key={feature.title} css={card}>
          <Heading css={cardHeading}>{feature.title}</Heading>
          <p css={summary}>{feature.summary}</p>
          <CheckList items={feature.points} />
        </section>
      ))}
    </div>
  )
}

const grid = css`
  display: grid;
  gap: ${theme.space[5]};
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`
const card = css`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`
const cardHeading = css`
  font-size: ${theme.fontSizes.lg};
`
const summary = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lg};
`
