import { css } from "@emotion/react"
import { PlanCard } from "./plan-card"
import { PricingToggles } from "./pricing-toggles"
import { container } from "../container"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { mq, theme } from "../../theme"

/** The full pricing display on /pricing: the switches, one card per plan, and the small print. */
export function PricingPlans({ content }: { content: PricingContent }) {
  return (
    <section css={[container, wrap]} aria-label="Plans and prices">
      <PricingToggles />
      <div css={[grid, columns(content.plans.length)]}>
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
    gap: ${theme.space[5]};
  }
`
// A fixed column count (not auto-flow), so the first card does not fill the row until the rest parse.
const columns = (count: number) => css`
  ${mq.lg} {
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
  }
`
const note = css`
  max-width: ${theme.sizes.prose};
  margin: ${theme.space[6]} auto 0;
  text-align: center;
  color: ${theme.colors.subtle};
  font-size: ${theme.fontSizes.sm};
`
