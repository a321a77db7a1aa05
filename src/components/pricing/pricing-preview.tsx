import { css } from "@emotion/react"
import { ButtonLink } from "../button-link"
import { container, section } from "../container"
import { PlanPrice } from "./plan-price"
import { PricingToggles } from "./pricing-toggles"
import { badge, cardSurface, highlighted } from "./plan-card"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { mq, theme } from "../../theme"

/** The compact pricing on the home page: the same switches and prices, and a link to the full page. */
export function PricingPreview({ content }: { content: PricingContent }) {
  return (
    <section css={[container, section]} aria-labelledby="pricing-preview-heading">
      <div css={intro}>
        <h2 id="pricing-preview-heading" css={title}>
          {content.heading}
        </h2>
        <p css={lead}>{content.text}</p>
        <PricingToggles />
      </div>
      <div css={[grid, columns(content.plans.length)]}>
        {content.plans.map((plan) => (
          <article key={plan.name} css={[cardSurface, card, plan.highlighted && highlighted]} data-plan={plan.name}>
            {plan.highlighted && <p css={badge}>{content.highlightLabel}</p>}
            <h3 css={name}>{plan.name}</h3>
            <PlanPrice views={plan.views} compact />
            <p css={pitch}>{plan.pitch}</p>
          </article>
        ))}
      </div>
      <div css={actions}>
        <ButtonLink to="/pricing" variant="secondary">
          Compare plans and features
        </ButtonLink>
      </div>
    </section>
  )
}

const intro = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
`
const title = css`
  font-size: ${theme.fontSizes.xxl};
`
const lead = css`
  max-width: 40rem;
  margin-bottom: ${theme.space[5]};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lg};
`
const grid = css`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[7]};
`
// A fixed column count (not auto-flow), so the first card does not fill the row until the rest parse.
const columns = (count: number) => css`
  ${mq.md} {
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
  }
`
const card = css`
  display: grid;
  gap: ${theme.space[3]};
  align-content: start;
`
const name = css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`
const pitch = css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`
const actions = css`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space[6]};
`
