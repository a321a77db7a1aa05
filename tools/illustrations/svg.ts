// SVG building blocks the drawings share: shapes, text, avatars, pills, the common <defs> (shadows,
// patterns, gradients) and the soft backdrop.
import { C, FONT, AVATAR_COLOURS } from "./palette"

export const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export type Attrs = Record<string, string | number | undefined>
export const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "string" ? esc(v) : v}"`)
    .join(" ")

export function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<rect ${attrs({ x, y, width: w, height: h, rx: r, fill, ...extra })}/>`
}

export interface TextOpts {
  size?: number
  weight?: number | "bold" | "normal"
  fill?: string
  anchor?: "start" | "middle" | "end"
  spacing?: number
  opacity?: number
}
export function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  return `<text ${attrs({
    x,
    y,
    "font-family": FONT,
    "font-size": o.size ?? 16,
    "font-weight": o.weight ?? "normal",
    fill: o.fill ?? C.ink800,
    "text-anchor": o.anchor ?? "start",
    "letter-spacing": o.spacing,
    opacity: o.opacity,
  })}>${esc(s)}</text>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra: Attrs = {},
): string {
  return `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, ...extra })}/>`
}

export function avatar(cx: number, cy: number, r: number, name: string, colourIndex: number): string {
  const initials = name
    .split(" ")
    .map((p) => p[0] ?? "")
    .join("")
    .slice(0, 2)
  const fill = AVATAR_COLOURS[colourIndex % AVATAR_COLOURS.length] ?? C.primary
  return (
    circle(cx, cy, r, fill) +
    text(cx, cy + r * 0.36, initials, { size: Math.round(r * 0.9), weight: "bold", fill: C.white, anchor: "middle" })
  )
}

export function pill(
  x: number,
  y: number,
  label: string,
  bg: string,
  fg: string,
  size = 14,
  padX = 12,
  h = 28,
): string {
  const w = Math.round(label.length * size * 0.62 + padX * 2)
  return (
    rect(x, y, w, h, h / 2, bg) +
    text(x + w / 2, y + h / 2 + size * 0.36, label, { size, weight: "bold", fill: fg, anchor: "middle" })
  )
}
export const pillWidth = (label: string, size = 14, padX = 12): number =>
  Math.round(label.length * size * 0.62 + padX * 2)

/** Shared <defs>: drop shadows and patterns. */
export function defs(extra = ""): string {
  return `<defs>
    <filter id="shadow-sm" x="-10%" y="-10%" width="120%" height="140%">
      <feDropShadow dx="0" dy="2" stdDeviation="3" flood-color="${C.ink900}" flood-opacity="0.06"/>
    </filter>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%">
      <feDropShadow dx="0" dy="10" stdDeviation="16" flood-color="${C.ink900}" flood-opacity="0.10"/>
    </filter>
    <filter id="shadow-lg" x="-20%" y="-20%" width="140%" height="150%">
      <feDropShadow dx="0" dy="24" stdDeviation="30" flood-color="${C.shadowDeep}" flood-opacity="0.18"/>
    </filter>
    <filter id="lift" x="-30%" y="-30%" width="160%" height="180%">
      <feDropShadow dx="0" dy="14" stdDeviation="14" flood-color="${C.shadowLift}" flood-opacity="0.28"/>
    </filter>
    <pattern id="stripes" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="12" height="12" fill="${C.ink100}"/>
      <rect width="5" height="12" fill="${C.ink200}"/>
    </pattern>
    <linearGradient id="bg-soft" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.primary50}"/>
      <stop offset="0.55" stop-color="${C.ink50}"/>
      <stop offset="1" stop-color="${C.accent50}"/>
    </linearGradient>
    <linearGradient id="primary-grad" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.primaryLight}"/>
      <stop offset="1" stop-color="${C.primaryHover}"/>
    </linearGradient>
    ${extra}
  </defs>`
}

export function svgDoc(w: number, h: number, body: string, extraDefs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(extraDefs)}${body}</svg>`
}

/** Soft background with a couple of blurred brand-coloured blobs. */
export function backdrop(w: number, h: number): string {
  return (
    `<rect width="${w}" height="${h}" fill="url(#bg-soft)"/>` +
    `<g filter="url(#blur-xl)" opacity="0.55">` +
    circle(w * 0.12, h * 0.1, Math.min(w, h) * 0.28, C.primary200) +
    circle(w * 0.92, h * 0.95, Math.min(w, h) * 0.3, C.accent100) +
    circle(w * 0.85, h * 0.05, Math.min(w, h) * 0.16, C.highlight100) +
    `</g>`
  )
}
export const BLUR_DEF = `<filter id="blur-xl" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="80"/></filter>`
