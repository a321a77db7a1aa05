import { css } from "@emotion/react"
import { PlanCard } from "./plan-card"
import { PricingToggles } from "./pricing-toggles"
import { container } from "../container"
import type { PricingContent } from "../../pricing/plan"
import { mq, theme } from "../../theme"

/** The full pricing display on /pricing: the switches, one card per plan, and the small print. */
export function PricingPlans({ content }: { content: PricingContent }) {
  return (
    <section css={[container, wrap]} aria-label="Plans and prices">
      <PricingToggles />
      <div css={grid}>
        {content.plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} highlightLabel={content.highlightLabel} />
        ))}
      </div>
      <p css={note}>{content.note}</p>
    </section>
  )
}

const wrap = css`
  padding-top: ${theme.space[7]};
  padding-bottom: ${theme.space[8]};
`
const grid = css`
  display: grid;
  gap: ${theme.space[6]};
  max-width: ${theme.sizes.prose};
  margin: ${theme.space[7]} auto 0;
  ${mq.lg} {
    max-width: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    column-gap: ${theme.space[5]};
    row-gap: 0;
  }
`
const note = css`
  max-width: ${theme.sizes.prose};
  margin: ${theme.space[6]} auto 0;
  text-align: center;
  color: ${theme.colors.subtle};
  font-size: ${theme.fontSizes.sm};
`
