/** @jsxImportSource @emotion/react */
// The home page's pricing heading and lead, as a static part above the switches (pricing-preview.tsx).
import { css } from "@emotion/react"
import { staticPart } from "../../static-parts/static-part"
import { theme } from "../../../contracts/theme"

function PricingPreviewIntro({ heading, text }: { heading: string; text: string }) {
  return (
    <div css={intro}>
      <h2 id="pricing-preview-heading" css={title}>
        {heading}
      </h2>
      <p css={lead}>{text}</p>
    </div>
  )
}

export default staticPart("pricing-preview-intro", PricingPreviewIntro)

const intro = css`
  text-align: center;
  & > * {
    margin-left: auto;
    margin-right: auto;
  }
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
