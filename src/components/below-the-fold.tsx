// A part of a page below the first screen, which the browser skips (style, layout, paint) until the visitor scrolls
// near it: `content-visibility: auto`. While skipped it takes the height given here, so that the page is as long as
// it will be: no layout shift, no scroll jump and no scrollbar that changes length when it renders. Once rendered,
// the browser remembers its real height (`contain-intrinsic-block-size: auto …`). Its content stays in the document
// for in-page links, find-in-page, the keyboard's tab order, copying and assistive technology; the browser renders it
// when one of them reaches it. (Only `innerText` has no text for it until it renders.)
//
// The heights are what the part's content measures (inside its padding: the browser adds padding and border to it)
// with the site's content at a phone's width (412 px, Lighthouse's) and from each breakpoint up (at the breakpoint
// itself, and at 1280 px for `xl`, the widest layout). They are checked by tests/e2e/below-the-fold.test.ts, which
// names the new heights when content or styles change them.
//
// Chromium renders such a part once it comes within 150 % of the viewport's height of the screen, so at load it skips
// only what starts further down (on the home page: the pricing, the call to action and the footer's content); the
// rest is skipped again, at its remembered height, once the visitor has scrolled far from it, which makes every
// later style recalculation (opening the Menu, switching a price) cheaper.
//
// content-visibility contains the part's layout and paint: nothing inside may draw outside its box (a card that
// floats over its top edge, a shadow past its padding), and margins do not collapse through it. Give it a part
// whose content stays within its padding.
import type { CSSProperties, ReactNode } from "react"
import type { Breakpoint } from "../../contracts/theme"
import { GLOBAL_CLASSES } from "./global-classes"

/** The part's height in px while skipped: below the first breakpoint (`base`), and from each breakpoint up. */
export type SkippedHeight = { base: number } & Partial<Record<Breakpoint, number>>

/**
 * The custom property holding a part's height from a breakpoint up. One class for every skipped part
 * (GLOBAL_CLASSES.belowTheFold, its rule in global-class-styles.ts; a class per part would repeat each rule with only
 * the heights changed): each breakpoint's height is a custom property, which falls back to the one below it.
 */
export const skippedVariable = (name: "base" | Breakpoint) => `--skipped-${name}`

/** The custom properties that give one part its heights (its `style`). */
export function skippedHeight(height: SkippedHeight): CSSProperties {
  return Object.fromEntries(
    Object.entries(height).map(([name, px]) => [skippedVariable(name as "base" | Breakpoint), `${px}px`]),
  )
}

/** A part below the first screen: skipped by the browser until the visitor scrolls near it, at this height. */
export function BelowTheFold({ height, children }: { height: SkippedHeight; children: ReactNode }) {
  return (
    <div className={GLOBAL_CLASSES.belowTheFold} style={skippedHeight(height)}>
      {children}
    </div>
  )
}
