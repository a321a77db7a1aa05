import { css } from "@emotion/react"
import { Link } from "gatsby"
import * as NavigationMenu from "@radix-ui/react-navigation-menu"
import { Logo } from "./logo"
import { headerLinks, type NavLink } from "./nav-links"
import { below, mq, theme } from "../theme"

type Props = { productName: string; links?: NavLink[] }

// Radix's own close delay after the pointer leaves is 150 ms; these two are the open delays.
export const MENU_OPEN_DELAY_MS = 200
export const MENU_SKIP_DELAY_MS = 300

export function Header({ productName, links = headerLinks }: Props) {
  return (
    <header css={bar}>
      <div css={inner}>
        <Link to="/" css={home} aria-label={`${productName} home`}>
          <Logo productName={productName} />
        </Link>
        <NavigationMenu.Root
          aria-label="Main"
          delayDuration={MENU_OPEN_DELAY_MS}
          skipDelayDuration={MENU_SKIP_DELAY_MS}
          css={root}
        >
          <NavigationMenu.List css={list}>
            {links.map((link) => (
              <NavigationMenu.Item key={link.to} css={wideOnly}>
                <NavigationMenu.Link asChild>
                  <Link to={link.to} css={wideLink} activeClassName="active">
                    {link.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
            <NavigationMenu.Item value="menu" css={narrowOnly}>
              <NavigationMenu.Trigger css={trigger}>
                Menu
                <svg css={chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                  <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content css={panel}>
                <ul css={panelList}>
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavigationMenu.Link asChild>
                        <Link to={link.to} css={panelLink} activeClassName="active">
                          {link.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>
      </div>
    </header>
  )
}

const bar = css`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${theme.colors.border};
`
const inner = css`
  max-width: ${theme.sizes.content};
  height: ${theme.sizes.header};
  margin: 0 auto;
  padding: 0 ${theme.space[5]};
  display: flex;
  align-items: center;
  justify-content: space-between;
`
const home = css`
  text-decoration: none;
  border-radius: ${theme.radii.sm};
`
const root = css`
  position: relative;
`
const list = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`
const wideOnly = css`
  ${below.md} {
    display: none;
  }
`
const narrowOnly = css`
  position: relative;
  ${mq.md} {
    display: none;
  }
`
const wideLink = css`
  display: inline-block;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  &:hover,
  &.active {
    color: ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
`
const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[data-state="open"] {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &[data-state="open"] svg {
    transform: rotate(180deg);
  }
`
const chevron = css`
  transition: transform 150ms ease;
`
const panel = css`
  position: absolute;
  top: calc(100% + ${theme.space[2]});
  right: 0;
  min-width: 13rem;
  padding: ${theme.space[2]};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.menu};
`
const panelList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`
const panelLink = css`
  display: block;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  &:hover,
  &:focus-visible,
  &.active {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primary};
  }
`
