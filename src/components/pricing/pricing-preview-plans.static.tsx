/** @jsxImportSource @emotion/react */
// The home page's compact plans and the link to /pricing, as a static part under the switches (pricing-preview.tsx).
import { css } from "@emotion/react"
import { staticPart } from "../../static-parts/static-part"
import { ButtonLink } from "../button-link"
import { PlanPrice } from "./plan-price"
import { badge, cardSurface, highlighted } from "./plan-card"
import type { PricingPreviewContent } from "../../pricing/pricing-fragment"
import { mq, theme } from "../../../contracts/theme"
import { translatedPath } from "../../../contracts/languages"
import { useShell } from "../../languages/use-shell"

function PricingPreviewPlans({
  content,
  link: own,
}: {
  content: PricingPreviewContent
  /** A page's own link under the plans; else pricing.yaml's `words.compare` to the pricing page in the page's language. */
  link?: { label: string; to: string } | null
}) {
  // Read on the server only (a static part): the page's language, so a Hindi page links to /hi/pricing.
  const { languages, language } = useShell()
  const link = own ?? { label: content.words.compare, to: translatedPath(languages, language, "/pricing") }
  return (
    <>
      <div css={[grid, columns(content.plans.length)]}>
        {content.plans.map((plan) => (
          <article key={plan.id} css={[cardSurface, card, plan.highlighted && highlighted]} data-plan={plan.name}>
            {plan.highlighted && <p css={badge}>{content.highlightLabel}</p>}
            <h3 css={name}>{plan.name}</h3>
            <PlanPrice views={plan.views} words={content.words} compact />
            <p css={pitch}>{plan.pitch}</p>
          </article>
        ))}
      </div>
      <div css={actions}>
        <ButtonLink to={link.to} variant="secondary">
          {link.label}
        </ButtonLink>
      </div>
    </>
  )
}

export default staticPart("pricing-preview-plans", PricingPreviewPlans)

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
