// The header's navigation: Radix NavigationMenu (inline links on wide screens, the Menu dropdown on
// small ones). Its code is not part of the first load: DeferredNav fetches this chunk as soon as the
// page has hydrated (sooner if the visitor reaches for the header), and the server-rendered markup
// stands in until then. A tap on Menu that arrived before the code is honoured here.
import { useCallback, useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import { Link } from "gatsby"
import * as NavigationMenu from "@radix-ui/react-navigation-menu"
import type { NavLink } from "./nav-links"
import { takePendingOpen } from "./deferred-nav-intent"
import { below, mq, theme } from "../theme"

// Radix's own close delay after the pointer leaves is 150 ms; these two are the open delays.
export const MENU_OPEN_DELAY_MS = 200
export const MENU_SKIP_DELAY_MS = 300
export const MENU_VALUE = "menu"

/** Set once the navigation has hydrated: the browser tests wait for it (tests/helpers/hydration.ts). */
export const MENU_READY_MARK = "site:menu-ready"

let marked = false

export default function MainNav({ links }: { links: ReadonlyArray<NavLink> }) {
  const [value, setValue] = useState("")
  // Radix schedules an open 200 ms after the pointer arrives on Menu and does not cancel it when the
  // visitor opens the menu sooner by clicking: a close (Escape, a second click) inside those 200 ms
  // was undone by that timer. An open is only taken from a click/key on Menu, or from the hover
  // timer when the menu has not been closed since the pointer arrived.
  const closedSincePointerArrived = useRef(false)
  const triggerPressed = useRef(false)
  const onValueChange = useCallback((next: string) => {
    const pressed = triggerPressed.current
    triggerPressed.current = false
    if (next === "") closedSincePointerArrived.current = true
    else if (closedSincePointerArrived.current && !pressed) return
    setValue(next)
  }, [])
  useEffect(() => {
    if (!marked) {
      marked = true
      performance.mark?.(MENU_READY_MARK)
    }
    // A tap on Menu before this code arrived is replayed once it has hydrated: opening on the first render
    // instead would not match the server's closed markup.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one-off replay of an intent from outside React
    if (takePendingOpen()) setValue(MENU_VALUE)
  }, [])
  return (
    <NavigationMenu.Root
      aria-label="Main"
      value={value}
      onValueChange={onValueChange}
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
        <NavigationMenu.Item value={MENU_VALUE} css={narrowOnly}>
          <NavigationMenu.Trigger
            css={trigger}
            data-menu-trigger=""
            onPointerEnter={() => (closedSincePointerArrived.current = false)}
            onClick={() => (triggerPressed.current = true)}
          >
            Menu
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
  )
}

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
