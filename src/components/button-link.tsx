/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { Link } from "gatsby"
import { theme, withHover } from "../../contracts/theme"
import { useLinkLanguage } from "../languages/use-link-language"

type Props = {
  to: string
  children: ReactNode
  variant?: "primary" | "secondary"
  /** The page's primary call to action (a hero's first button): marked so the browser tests find it on any page. */
  pagePrimary?: boolean
}

export function ButtonLink({ to, children, variant = "primary", pagePrimary = false }: Props) {
  // A button to a page in another language says so (hreflang): a Hindi landing page's to an English comparison.
  const hrefLang = useLinkLanguage()(to)
  return (
    <Link
      to={to}
      hrefLang={hrefLang}
      css={[base, variant === "primary" ? primary : secondary]}
      {...(pagePrimary ? { "data-primary-action": "" } : {})}
    >
      {children}
    </Link>
  )
}

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.sizes.control};
  padding: 0 ${theme.space[5]};
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-weight: 650;
  text-decoration: none;
  cursor: pointer;
  ${withHover} {
    transition:
      background-color 120ms ease,
      border-color 120ms ease;
  }
`
const base = buttonBase
export const primary = css`
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  border: 1px solid ${theme.colors.primary};
  &:hover {
    background: ${theme.colors.primaryHover};
  }
`
export const secondary = css`
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`
