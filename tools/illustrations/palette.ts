// Every colour the illustrations use, taken from the site's theme (contracts/theme.ts) so the drawings match the
// pages around them and follow a change of brand colour when re-generated. Where the theme has the colour,
// it is used as is; the lighter and darker steps a drawing needs (tinted backgrounds, dark text on a tint,
// shadows) are mixed from theme colours, never typed in. Names say the role: primary, accent, highlight and
// danger as in the theme, and ink for the neutral scale (ink900 is the text colour, ink50 the surface).
import { theme } from "../../contracts/theme"

const t = theme.colors

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** `from` moved `amount` (0-1) of the way to `to`, as #RRGGBB. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from)
  const b = channels(to)
  return `#${a
    .map((channel, i) =>
      Math.round(channel + (b[i]! - channel) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase()}`
}
const WHITE = "#FFFFFF"
const BLACK = "#000000"
/** `amount` (0-1) of `hex` on white. */
const tint = (hex: string, amount: number) => mix(WHITE, hex, amount)
/** `hex` darkened `amount` (0-1) of the way to black. */
const shade = (hex: string, amount: number) => mix(hex, BLACK, amount)

export const FONT = "DejaVu Sans, Arial, sans-serif"

export const C = {
  white: t.background,

  primary: t.primary,
  primaryHover: t.primaryHover,
  primaryDark: shade(t.primary, 0.3),
  primaryLight: tint(t.primary, 0.45),
  primary50: t.surfaceAlt,
  primary100: mix(t.surfaceAlt, t.primary, 0.08),
  primary200: mix(t.surfaceAlt, t.primary, 0.25),

  accent: t.accent,
  accentDark: shade(t.accent, 0.37),
  accentLight: tint(t.accent, 0.65),
  accent50: tint(t.accent, 0.06),
  accent100: tint(t.accent, 0.2),

  highlight: t.highlight,
  /** Dark text on a highlight tint: the highlight darkened toward the theme's red, so it stays warm. */
  highlightDark: shade(mix(t.highlight, t.danger, 0.5), 0.32),
  highlight50: tint(t.highlight, 0.08),
  highlight100: tint(t.highlight, 0.22),

  danger: t.danger,
  danger50: t.dangerSoft,
  danger100: mix(t.dangerSoft, t.danger, 0.08),

  ink900: t.text,
  ink800: mix(t.text, t.muted, 0.25),
  ink700: mix(t.text, t.muted, 0.6),
  ink600: t.muted,
  ink500: t.subtle,
  ink400: t.footerMuted,
  ink300: t.footerText,
  ink200: t.border,
  ink100: mix(t.border, t.surface, 0.5),
  ink50: t.surface,

  /** Flood colours of the large and the lifted drop shadows. */
  shadowDeep: shade(t.primary, 0.7),
  shadowLift: shade(t.primary, 0.45),

  /** A browser window's three buttons. */
  windowClose: tint(t.danger, 0.65),
  windowMinimise: tint(t.highlight, 0.85),
  windowZoom: tint(t.success, 0.7),

  /** The clock-in map: ground, park, water, main road and buildings. */
  mapGround: mix(t.surface, t.success, 0.06),
  mapPark: mix(t.surface, t.success, 0.14),
  mapWater: mix(t.surface, t.accent, 0.15),
  mapMainRoad: tint(t.highlight, 0.35),
  mapBuilding: mix(t.border, t.success, 0.05),
} as const

/** Background colours of the team's avatars, in turn. */
export const AVATAR_COLOURS = [
  C.primary,
  C.accent,
  C.highlight,
  t.success,
  C.primaryDark,
  C.danger,
  C.ink500,
  C.accentDark,
]

export type Tone = "primary" | "accent" | "highlight"
export const TONES: Record<Tone, { fill: string; bar: string; text: string; soft: string }> = {
  primary: { fill: C.primary50, bar: C.primary, text: C.primaryDark, soft: C.primary100 },
  accent: { fill: C.accent50, bar: C.accent, text: C.accentDark, soft: C.accent100 },
  highlight: { fill: C.highlight50, bar: C.highlight, text: C.highlightDark, soft: C.highlight100 },
}
