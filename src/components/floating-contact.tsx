/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { below, theme } from "../../contracts/theme"

/** The card's copy: contactCard in content/site.yaml. */
export type ContactCardCopy = {
  readonly heading: string
  readonly text: string
  readonly button: { readonly label: string; readonly to: string }
}

/** The contact card that floats over the top edge of the footer; hidden below 768 px. */
export function FloatingContact({ heading: headingText, text: bodyText, button: cta }: ContactCardCopy) {
  return (
    <aside css={card} aria-labelledby="floating-contact-heading" data-testid="floating-contact">
      <div>
        <p id="floating-contact-heading" css={heading}>
          {headingText}
        </p>
        <p css={text}>{bodyText}</p>
      </div>
      <Link to={cta.to} css={button}>
        {cta.label}
      </Link>
    </aside>
  )
}

const card = css`
  box-sizing: border-box;
  height: ${theme.sizes.floatingCard};
  max-width: ${theme.sizes.content};
  margin: calc(-${theme.sizes.floatingCard} / 2) auto ${theme.space[7]};
  padding: ${theme.space[6]} ${theme.space[7]};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.onDark};
  /* Brand to violet only: the teal stop it once ran into put the card's right side under 4.5:1 for its text. */
  background: linear-gradient(120deg, ${theme.colors.primary} 0%, ${theme.colors.violet} 100%);
  box-shadow: ${theme.shadows.card};
  position: relative;
  ${below.md} {
    display: none;
  }
`
const heading = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.xxl};
  font-weight: 750;
  line-height: ${theme.lineHeights.tight};
`
const text = css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.onDarkMuted};
`
const button = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${theme.space[6]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.primary};
  font-weight: 750;
  letter-spacing: 0.06em;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surfaceAlt};
  }
`
