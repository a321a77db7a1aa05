/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { ButtonLink } from "../button-link"
import { CheckList } from "../check-list"
import { PlanPrice } from "./plan-price"
import type { Plan, PriceWords } from "../../pricing/pricing-fragment"
import { mq, theme } from "../../../contracts/theme"

type Props = { plan: Plan; words: PriceWords; highlightLabel: string }

/** One plan on the pricing page: name, pitch, price, call to action and what it includes. */
export function PlanCard({ plan, words, highlightLabel }: Props) {
  return (
    <article css={[card, plan.highlighted && highlighted]} data-plan={plan.name}>
      {plan.highlighted && <p css={badge}>{highlightLabel}</p>}
      <h2 css={name}>{plan.name}</h2>
      <p css={pitch}>{plan.pitch}</p>
      <PlanPrice views={plan.views} words={words} />
      <ButtonLink to={plan.cta.to} variant={plan.highlighted ? "primary" : "secondary"}>
        {plan.cta.label}
      </ButtonLink>
      <div css={features}>
        <CheckList items={plan.features} />
      </div>
    </article>
  )
}

export const cardSurface = css`
  position: relative;
  padding: ${theme.space[6]} ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
`
export const highlighted = css`
  border-color: ${theme.colors.primary};
  box-shadow:
    0 0 0 1px ${theme.colors.primary},
    ${theme.shadows.card};
`
export const badge = css`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  margin: 0;
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  white-space: nowrap;
`
// Each card lays out on its own (no subgrid): while the page is still parsing, a later card must not
// be able to move anything in an earlier one.
const card = css`
  ${cardSurface};
  display: grid;
  gap: ${theme.space[4]};
  align-content: start;
`
const name = css`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`
// Two lines reserved, so side-by-side prices and buttons line up when pitches are one or two lines.
const pitch = css`
  margin: 0;
  color: ${theme.colors.muted};
  ${mq.lg} {
    min-height: 2lh;
  }
`
const features = css`
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};
`
