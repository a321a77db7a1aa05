// App pieces drawn in more than one illustration: the Shiftwise logo, buttons and cards.
import { C } from "./palette"
import { rect, text, circle } from "./svg"
import { type IconName, icon } from "./icons"

export function logo(x: number, y: number, size: number, wordSize: number, wordColour: string = C.ink900): string {
  // A rounded primary-coloured tile with two stacked "shift" bars and an accent tick.
  const s = size
  return (
    rect(x, y, s, s, s * 0.28, "url(#primary-grad)") +
    rect(x + s * 0.2, y + s * 0.26, s * 0.44, s * 0.16, s * 0.08, C.white) +
    rect(x + s * 0.36, y + s * 0.5, s * 0.44, s * 0.16, s * 0.08, C.white, { opacity: 0.75 }) +
    circle(x + s * 0.78, y + s * 0.3, s * 0.1, C.accentLight) +
    text(x + s + s * 0.35, y + s * 0.5 + wordSize * 0.36, "Shiftwise", {
      size: wordSize,
      weight: "bold",
      fill: wordColour,
      spacing: -0.3,
    })
  )
}

export function btn(
  x: number,
  y: number,
  label: string,
  kind: "primary" | "secondary" | "accent" | "ghost",
  size = 16,
  h = 44,
  iconName?: IconName,
): { svg: string; w: number } {
  const iconSpace = iconName ? size + 10 : 0
  const w = Math.round(label.length * size * 0.6 + 40 + iconSpace)
  const styles = {
    primary: { bg: C.primary, fg: C.white, border: undefined },
    accent: { bg: C.accent, fg: C.white, border: undefined },
    secondary: { bg: C.white, fg: C.ink700, border: C.ink300 },
    ghost: { bg: C.ink100, fg: C.ink700, border: undefined },
  }[kind]
  let svg = rect(x, y, w, h, 10, styles.bg, styles.border ? { stroke: styles.border, "stroke-width": 1.5 } : {})
  if (iconName) svg += icon(iconName, x + 18, y + (h - size - 2) / 2, size + 2, styles.fg, 2.2)
  svg += text(x + 20 + iconSpace + (w - 40 - iconSpace) / 2, y + h / 2 + size * 0.36, label, {
    size,
    weight: "bold",
    fill: styles.fg,
    anchor: "middle",
  })
  return { svg, w }
}

/** A white card with soft shadow. */
export function card(x: number, y: number, w: number, h: number, r = 18, filter = "shadow"): string {
  return rect(x, y, w, h, r, C.white, { filter: `url(#${filter})`, stroke: C.ink200, "stroke-width": 1 })
}
