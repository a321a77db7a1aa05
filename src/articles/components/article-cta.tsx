/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { ButtonLink } from "../../components/button-link"
import { theme } from "../../../contracts/theme"

/** The closing call to action under every article: request early access (/invite). */
export function ArticleCta({ productName }: { productName: string }) {
  return (
    <aside css={band} aria-labelledby="article-cta-heading">
      <h2 id="article-cta-heading" css={heading}>
        Try {productName} with your team
      </h2>
      <p css={text}>Build fair rotas, approve timesheets and keep every shift within the rules, from one place.</p>
      <ButtonLink to="/invite">Request early access</ButtonLink>
    </aside>
  )
}

const band = css`
  margin-top: ${theme.space[7]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  max-width: ${theme.sizes.prose};
`
const heading = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.xl};
`
const text = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.colors.proseText};
`
