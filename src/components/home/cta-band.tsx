/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { ButtonLink } from "../button-link"
import { container } from "../container"
import { theme } from "../../../contracts/theme"

type Props = { heading: string; text: string; button: { label: string; to: string } }

export function CtaBand({ heading, text, button }: Props) {
  return (
    <section css={container} aria-labelledby="cta-heading">
      <div css={band}>
        <h2 id="cta-heading" css={title}>
          {heading}
        </h2>
        <p css={copy}>{text}</p>
        <ButtonLink to={button.to}>{button.label}</ButtonLink>
      </div>
    </section>
  )
}

const band = css`
  padding: ${theme.space[7]} ${theme.space[5]};
  text-align: center;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
`
const title = css`
  font-size: ${theme.fontSizes.xxl};
`
const copy = css`
  max-width: 36rem;
  margin: 0 auto ${theme.space[5]};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lg};
`
