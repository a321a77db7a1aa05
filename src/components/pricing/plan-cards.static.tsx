/** @jsxImportSource @emotion/react */
// The plans on /pricing (one card per plan, and the small print) as a static part: every price variant is in the HTML,
// and the <html> attributes the switches set decide which one shows (price-variants.tsx).
import { css } from "@emotion/react"
import { staticPart } from "../../static-parts/static-part"
import { PlanCard } from "./plan-card"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { mq, theme } from "../../../contracts/theme"

function PlanCards({ content }: { content: PricingContent }) {
  return (
    <>
      <div css={[grid, columns(content.plans.length)]}>
        {content.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} words={content.words} highlightLabel={content.highlightLabel} />
        ))}
      </div>
      <p css={note}>{content.note}</p>
    </>
  )
}

export default staticPart("plan-cards", PlanCards)

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
