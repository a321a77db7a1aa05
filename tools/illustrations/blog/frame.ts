// What the blog's drawings share: the canvas of a cover (1920 x 1080) and of a body figure (1200 x 750) on the
// site's soft backdrop, and the small pieces several of them draw (a check row, a floating chip).
import { C } from "../palette"
import { rect, text, circle, svgDoc, backdrop, BLUR_DEF } from "../svg"
import { type IconName, icon, iconTile } from "../icons"

export const COVER_W = 1920
export const COVER_H = 1080
export const FIGURE_W = 1200
export const FIGURE_H = 750

/** A cover: the backdrop, then the drawing. */
export function coverDoc(body: string): string {
  return svgDoc(COVER_W, COVER_H, backdrop(COVER_W, COVER_H) + body, BLUR_DEF)
}

/** A body figure: a plain white ground (it sits in the text column), a title and a subtitle, then the drawing. */
export function figureDoc(title: string, subtitle: string, body: string): string {
  const head =
    rect(0, 0, FIGURE_W, FIGURE_H, 0, C.white) +
    rect(0, 0, FIGURE_W, FIGURE_H, 0, "none", { stroke: C.ink200, "stroke-width": 2 }) +
    text(48, 64, title, { size: 28, weight: "bold", fill: C.ink900, spacing: -0.3 }) +
    text(48, 98, subtitle, { size: 17, fill: C.ink500 })
  return svgDoc(FIGURE_W, FIGURE_H, head + body)
}

/** A row with a green tick (or an amber warning) and a label, as in a list of checks. */
export function checkRow(x: number, y: number, label: string, detail = "", ok = true, size = 19): string {
  const r = size * 0.82
  const fg = ok ? C.accent : C.highlightDark
  let s = circle(x + r, y, r, ok ? C.accent50 : C.highlight100)
  s += icon(ok ? "check" : "alert", x + r - size * 0.5, y - size * 0.5, size, fg, 2.6)
  s += text(x + r * 2 + 16, y + size * 0.36, label, { size, weight: "bold", fill: C.ink800 })
  if (detail) s += text(x + r * 2 + 16, y + size * 0.36 + size * 1.25, detail, { size: size - 3, fill: C.ink500 })
  return s
}

/** A floating white chip with an icon tile, a bold line and a quieter line under it. */
export function chip(
  x: number,
  y: number,
  w: number,
  iconName: IconName,
  bg: string,
  fg: string,
  title: string,
  sub: string,
): string {
  return (
    rect(x, y, w, 96, 20, C.white, { filter: "url(#shadow)", stroke: C.ink200 }) +
    iconTile(iconName, x + 20, y + 20, 56, bg, fg) +
    text(x + 96, y + 43, title, { size: 20, weight: "bold", fill: C.ink900 }) +
    text(x + 96, y + 71, sub, { size: 16, fill: C.ink500 })
  )
}
