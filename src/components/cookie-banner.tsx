import type { Ref } from "react"
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { buttonBase } from "./button-link"
import { below, mq, theme } from "../theme"
import { CONSENT_BANNER_ATTRIBUTE } from "../telemetry/consent-banner-boot"

type Props = {
  onAccept: () => void
  onReject: () => void
  /** The banner itself, for moving focus to it when Cookie settings opens it. */
  ref?: Ref<HTMLElement>
}

/**
 * The cookie banner: fixed to the bottom of the viewport, so it never moves the page, and first in the
 * document, so the first Tab reaches it. Accept and Reject are equally easy: same size, same style. Shown only
 * while <html> has data-consent-banner="open" (cookie-consent.tsx says who sets it). On a phone it is a compact bar
 * (tight spacing, the buttons side by side), so that the first screen's primary action stays in sight above it.
 */
export default function CookieBanner({ onAccept, onReject, ref }: Props) {
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="cookie-banner-title" css={banner} data-testid="cookie-banner">
      <div css={text}>
        {/* Not a heading: the banner comes first in the document, and a heading there would precede the
            page's h1. The region is still named by it, so the landmark list finds it. */}
        <p id="cookie-banner-title" css={title}>
          Analytics cookies
        </p>
        <p>
          May we use analytics cookies to see how this site is used across visits? Without them we only count page views
          anonymously and store nothing in your browser. <Link to="/cookie">Cookie Policy</Link>
        </p>
      </div>
      <div css={actions}>
        <button type="button" css={[buttonBase, choice]} onClick={onReject}>
          Reject
        </button>
        <button type="button" css={[buttonBase, choice]} onClick={onAccept}>
          Accept
        </button>
      </div>
    </section>
  )
}

// Shown once the parser has reached its last button (its words are all there): a busy phone paints what it has
// parsed so far, and the banner, anchored to the bottom, would grow upwards in sight as they arrived (a layout shift).
// A browser without :has() drops that rule and shows it at once.
const banner = css`
  display: none;
  html[${CONSENT_BANNER_ATTRIBUTE}="open"] & {
    display: grid;
  }
  html[${CONSENT_BANNER_ATTRIBUTE}="open"] &:not(:has(button + button)) {
    display: none;
  }
  position: fixed;
  z-index: ${theme.zIndices.cookieBanner};
  left: 0;
  right: 0;
  bottom: 0;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom, 0px));
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.menu};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
  a {
    font-weight: 600;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
  ${mq.md} {
    left: 50%;
    right: auto;
    bottom: ${theme.space[4]};
    width: calc(100% - 2 * ${theme.space[5]});
    max-width: ${theme.sizes.content};
    transform: translateX(-50%);
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${theme.space[6]};
    padding: ${theme.space[4]} ${theme.space[5]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    font-size: ${theme.fontSizes.md};
  }
`
const text = css`
  display: grid;
  gap: ${theme.space[1]};
`
const title = css`
  && {
    margin: 0;
    color: ${theme.colors.text};
  }
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
`
const actions = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[2]};
  ${mq.md} {
    grid-template-columns: auto auto;
  }
`
const choice = css`
  min-width: 8rem;
  ${below.md} {
    min-height: ${theme.sizes.controlCompact};
  }
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  border: 1px solid ${theme.colors.primary};
  &:hover {
    background: ${theme.colors.primaryHover};
  }
`
