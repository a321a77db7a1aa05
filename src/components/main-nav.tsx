/** @jsxImportSource @emotion/react */
// The header's navigation: the links inline on wide screens; on small ones a Menu button that discloses the same
// links (the WAI-ARIA Authoring Practices' disclosure navigation: a button whose expanded state says whether the
// links are shown, aria-controls naming them, links in a list). The panel is an HTML popover (popover="auto", opened
// by the button's popovertarget), so the browser itself opens it on a click or tap, closes it on Escape or a click
// elsewhere, keeps it above the page and exposes the button as expanded or collapsed (HTML-AAM maps a popover
// invoker's state to aria-expanded; the W3C checker refuses an aria-expanded attribute beside popovertarget, which
// could only fall out of step with it), before any JavaScript has run and without it. What the browser does not do
// (the 200/300/150 ms hover timings, arrow keys, Escape returning focus to the button, closing when focus leaves or
// a link is followed) is src/components/disclosure-nav.ts, a listener on the document from the first chunk: it works
// whether or not React has hydrated the header yet, and React never re-renders anything for it.
import { css } from "@emotion/react"
import { Link } from "gatsby"
import type { NavLink } from "./nav-links"
import { MENU_PANEL_ID } from "./disclosure-nav"
import { below, mq, theme, withHover } from "../../contracts/theme"

/** `menu` is the Menu button's word and `label` the navigation's name, in the page's language (site.yaml's words). */
export function MainNav({ links, menu, label }: { links: ReadonlyArray<NavLink>; menu: string; label: string }) {
  return (
    <nav aria-label={label} css={root}>
      <ul css={[list, wideOnly]}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} css={wideLink} activeClassName="active">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div css={narrowOnly}>
        <button
          type="button"
          css={trigger}
          popoverTarget={MENU_PANEL_ID}
          aria-controls={MENU_PANEL_ID}
          data-menu-trigger=""
        >
          {menu}
          <svg css={chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path
              d="M2.5 4.5 6 8l3.5-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <div id={MENU_PANEL_ID} popover="auto" css={panel}>
          <ul css={panelList}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} css={panelLink} activeClassName="active">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  )
}

const root = css`
  display: flex;
  align-items: center;
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
/** The Menu button's height (a comfortable touch target); the panel opens just below it. */
const TRIGGER_HEIGHT = "44px"
const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${TRIGGER_HEIGHT};
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  /* Open: the panel right after the button is showing. */
  &:has(+ :popover-open) {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
`
const chevron = css`
  ${withHover} {
    transition: transform 150ms ease;
  }
`
// A popover is in the top layer, positioned against the viewport: the header is sticky at the top, so just below
// the button (centred in it) and at its right edge.
const panel = css`
  position: fixed;
  inset: auto;
  top: calc((${theme.sizes.header} + ${TRIGGER_HEIGHT}) / 2 + ${theme.space[2]});
  right: ${theme.space[5]};
  margin: 0;
  min-width: 13rem;
  padding: ${theme.space[2]};
  color: ${theme.colors.text};
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
