// The rules of GLOBAL_CLASSES (global-classes.ts), in the global stylesheet (global-styles.tsx renders them on the
// server): the layout's elements, the cookie banner, the pricing switches and the frames the home and pricing pages
// hydrate around them. Written with Emotion like every style of the site, but only the server reads this module: the
// browser gets the class names alone.
import { css } from "@emotion/react"
import { buttonBase } from "./button-link"
import { container, section } from "./container"
import { skippedVariable } from "./below-the-fold"
import { below, mq, theme, withHover, type Breakpoint } from "../../contracts/theme"
import { CONSENT_BANNER_ATTRIBUTE } from "../telemetry/consent-banner-boot"
import { PREFERENCE_GROUP_ATTRIBUTE } from "../state/preference-radios"
import { BILLINGS, CURRENCIES, ROOT_ATTRIBUTES } from "../state/preferences"
import { GLOBAL_CLASSES as C } from "./global-classes"

const BREAKPOINTS = Object.keys(theme.breakpoints) as Breakpoint[]

// below-the-fold.tsx: content-visibility, with the part's height while skipped from its custom properties.
const belowTheFold = css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto var(${skippedVariable("base")});
  ${BREAKPOINTS.map((breakpoint, i) => {
    const fallback = [...BREAKPOINTS.slice(0, i + 1).reverse(), "base" as const].reduceRight<string>(
      (inner, name) => (inner ? `var(${skippedVariable(name)}, ${inner})` : `var(${skippedVariable(name)})`),
      "",
    )
    return `${mq[breakpoint]} { contain-intrinsic-block-size: auto ${fallback}; }`
  }).join("\n")}
`

const layout = css`
  .${C.page} {
    min-height: 100vh;
    display: flex;
    flex-direction: column;
  }
  .${C.main} {
    flex: 1;
  }
  .${C.container} {
    ${container}
  }
  .${C.section} {
    ${section}
  }
  .${C.belowTheFold} {
    ${belowTheFold}
  }
`

// --- The cookie banner (cookie-banner.tsx) ---------------------------------------------------------------------
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

const cookieBanner = css`
  .${C.cookieBanner} {
    ${banner}
  }
  .${C.cookieBannerText} {
    ${text}
  }
  .${C.cookieBannerTitle} {
    ${title}
  }
  .${C.cookieBannerActions} {
    ${actions}
  }
  .${C.cookieBannerChoice} {
    ${buttonBase}
    ${choice}
  }
`

// --- The pricing switches (pricing/pricing-toggles.tsx, pricing/preference-toggle.tsx) ---------------------------
const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
`
const group = css`
  display: inline-flex;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
`
const button = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.muted};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: 650;
  cursor: pointer;
  ${withHover} {
    transition:
      background-color 120ms ease,
      color 120ms ease,
      box-shadow 120ms ease;
  }
  &:hover {
    color: ${theme.colors.text};
  }
`
const symbol = css`
  color: ${theme.colors.subtle};
`
// The selected look follows <html>, not aria-checked, so it is right before React hydrates.
const selected = [
  [ROOT_ATTRIBUTES.currency, CURRENCIES],
  [ROOT_ATTRIBUTES.billing, BILLINGS],
] as const
const selectedOption = selected
  .flatMap(([attribute, values]) =>
    values.map(
      (value) =>
        `html[${attribute}="${value}"] .${C.priceSwitch}[${PREFERENCE_GROUP_ATTRIBUTE}="${attribute}"] > [data-option="${value}"]`,
    ),
  )
  .join(",\n")

const pricing = css`
  .${C.priceSwitches} {
    ${row}
  }
  .${C.priceSwitch} {
    ${group}
  }
  .${C.priceSwitchOption} {
    ${button}
  }
  .${C.priceSwitchSymbol} {
    ${symbol}
  }
  ${selectedOption} {
    background: ${theme.colors.background};
    color: ${theme.colors.primary};
    box-shadow: ${theme.shadows.card};
  }
  .${C.pricingPlans} {
    padding-top: ${theme.space[7]};
    padding-bottom: ${theme.space[8]};
  }
`

// --- The hero's band (home/hero.tsx), and the frames of a landing page's form (src/sections/sections.tsx) ------------
const heroBand = css`
  padding: ${theme.space[8]} 0 ${theme.space[7]};
  ${below.sm} {
    padding-top: ${theme.space[6]};
  }
  background:
    radial-gradient(60rem 30rem at 50% -10%, ${theme.colors.primaryGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.background} 65%);
`

const frames = css`
  .${C.heroBand} {
    ${heroBand}
  }
  .${C.heroWithForm} {
    ${container}
    display: grid;
    gap: ${theme.space[6]};
    ${mq.lg} {
      grid-template-columns: minmax(0, 1fr) ${theme.sizes.introAside};
      gap: ${theme.space[7]};
      align-items: start;
    }
  }
  .${C.formSection} {
    ${container}
    ${section}
    display: grid;
    gap: ${theme.space[6]};
    ${mq.lg} {
      grid-template-columns: minmax(0, 1fr) ${theme.sizes.introAside};
      gap: ${theme.space[7]};
      align-items: start;
    }
  }
`

export const globalClassStyles = [layout, cookieBanner, pricing, frames]
