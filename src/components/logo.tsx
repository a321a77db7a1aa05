/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../contracts/theme"

type Props = { productName: string; inverted?: boolean }

/** The brand mark (SVG) and the product name beside it. */
export function Logo({ productName, inverted = false }: Props) {
  return (
    <span css={wrap} style={{ color: inverted ? theme.colors.onDark : theme.colors.text }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={theme.colors.primary} />
        <path
          d="M9 11.5h9.5a3.5 3.5 0 0 1 0 7H13.5a3.5 3.5 0 0 0 0 7H23"
          fill="none"
          stroke={theme.colors.onDark}
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="23" cy="11.5" r="2.2" fill={theme.colors.highlight} />
      </svg>
      <span css={name}>{productName}</span>
    </span>
  )
}

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
`
// The product's name is Latin on every page: drawn in the site's own fonts, so it sits level with the mark in every
// language (a Hindi page's first font, Devanagari's, has taller metrics and would lift it; content/languages.yaml).
const name = css`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.xl};
  font-weight: 750;
  letter-spacing: -0.02em;
`
