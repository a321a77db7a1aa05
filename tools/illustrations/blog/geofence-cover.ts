// content/blog/geofenced-clock-in-respectfully/cover.png (1920 x 1080): a store, its car park and staff entrance
// inside a geofence drawn around where people really arrive, and the phone that checks location only at clock-in.
import { C } from "../palette"
import { rect, text, circle, line } from "../svg"
import { icon } from "../icons"
import { coverDoc } from "./frame"

function map(x: number, y: number, w: number, h: number): string {
  let s = `<clipPath id="map"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28"/></clipPath>`
  s += rect(x, y, w, h, 28, C.white, { filter: "url(#shadow-lg)" })
  s += `<g clip-path="url(#map)">`
  s += rect(x, y, w, h, 0, C.mapGround)
  // Park and water
  s += `<path d="M${x} ${y + h - 220} q160 -60 300 0 t280 30 v190 h-580z" fill="${C.mapPark}"/>`
  s += `<path d="M${x + w - 260} ${y} h260 v230 q-120 10 -180 -60 t-80 -170z" fill="${C.mapWater}"/>`
  // Streets
  const streets = [
    `M${x - 20} ${y + 170} L${x + w + 20} ${y + 210}`,
    `M${x - 20} ${y + 800} L${x + w + 20} ${y + 770}`,
    `M${x + 250} ${y - 20} L${x + 300} ${y + h + 20}`,
    `M${x + 930} ${y - 20} L${x + 880} ${y + h + 20}`,
  ]
  for (const d of streets)
    s += `<path d="${d}" stroke="${C.white}" stroke-width="34" fill="none" stroke-linecap="round"/>`
  s += `<path d="M${x - 20} ${y + 690} L${x + w + 20} ${y + 670}" stroke="${C.mapMainRoad}" stroke-width="24" fill="none"/>`
  // Other buildings
  const blocks: [number, number, number, number][] = [
    [40, 30, 160, 100],
    [340, 40, 140, 96],
    [520, 30, 120, 110],
    [700, 60, 150, 90],
    [40, 230, 150, 140],
    [1000, 250, 160, 110],
    [990, 470, 170, 130],
    [40, 460, 170, 150],
    [960, 720, 180, 40],
  ]
  for (const [bx, by, bw, bh] of blocks) s += rect(x + bx, y + by, bw, bh, 10, C.mapBuilding)
  // The store and its car park
  const sx = x + 360
  const sy = y + 250
  s += rect(sx, sy, 300, 130, 12, C.primary100, { stroke: C.primaryLight, "stroke-width": 3 })
  s += text(sx + 150, sy + 74, "Store", { size: 26, weight: "bold", fill: C.primaryDark, anchor: "middle" })
  const px = x + 350
  const py = y + 440
  s += rect(px, py, 420, 150, 12, C.ink200)
  for (let i = 0; i <= 7; i++) s += line(px + 20 + i * 54, py + 12, px + 20 + i * 54, py + 60, C.white, 4)
  for (let i = 0; i <= 7; i++) s += line(px + 20 + i * 54, py + 90, px + 20 + i * 54, py + 138, C.white, 4)
  s += text(px + 210, py + 83, "Car park", { size: 18, weight: "bold", fill: C.ink500, anchor: "middle" })
  // Staff entrance at the back of the store
  s += rect(sx + 230, sy + 118, 52, 14, 4, C.accent)
  s += text(sx + 256, sy + 160, "Staff entrance", { size: 16, weight: "bold", fill: C.accentDark, anchor: "middle" })
  // The geofence around all of it
  const gcx = x + 560
  const gcy = y + 420
  const gr = 300
  s += circle(gcx, gcy, gr, C.accent, { opacity: 0.12 })
  s += circle(gcx, gcy, gr, "none", { stroke: C.accent, "stroke-width": 5, "stroke-dasharray": "16 12" })
  // Someone arriving at the staff entrance
  s += circle(sx + 256, sy + 196, 34, C.primary, { opacity: 0.18 })
  s += circle(sx + 256, sy + 196, 14, C.primary, { stroke: C.white, "stroke-width": 5 })
  s += `</g>`
  // The fence's label
  s += rect(gcx - 150, gcy - gr - 28, 300, 52, 26, C.white, { filter: "url(#shadow)", stroke: C.ink200 })
  s += circle(gcx - 118, gcy - gr - 2, 9, C.accent)
  s += text(gcx - 98, gcy - gr + 5, "Geofence · 150 m", { size: 19, weight: "bold", fill: C.ink800 })
  return s
}

function phone(x: number, y: number): string {
  const w = 400
  const h = 860
  let s = rect(x, y, w, h, 58, C.ink900, { filter: "url(#shadow-lg)" })
  const sx = x + 14
  const sy = y + 14
  const sw = w - 28
  const sh = h - 28
  s += `<clipPath id="screen"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="46"/></clipPath>`
  s += `<g clip-path="url(#screen)">`
  s += rect(sx, sy, sw, sh, 0, C.white)
  s += rect(sx + sw / 2 - 58, sy + 12, 116, 32, 16, C.ink900)
  s += text(sx + 36, sy + 38, "08:56", { size: 17, weight: "bold", fill: C.ink900 })
  s += text(sx + 32, sy + 118, "Good morning, Meera", { size: 24, weight: "bold", fill: C.ink900 })
  s += text(sx + 32, sy + 150, "Checkout · 09:00–17:00", { size: 17, fill: C.ink500 })
  // Location status
  s += rect(sx + 24, sy + 190, sw - 48, 92, 20, C.accent50)
  s += circle(sx + 64, sy + 236, 20, C.accent, { opacity: 0.2 })
  s += circle(sx + 64, sy + 236, 10, C.accent)
  s += text(sx + 98, sy + 230, "Inside the geofence", { size: 18, weight: "bold", fill: C.accentDark })
  s += text(sx + 98, sy + 256, "Koramangala store", { size: 16, fill: C.accentDark })
  // Shift tiles
  const tw = (sw - 48 - 14) / 2
  s += rect(sx + 24, sy + 306, tw, 84, 16, C.ink50)
  s += text(sx + 42, sy + 340, "Shift starts", { size: 15, fill: C.ink500 })
  s += text(sx + 42, sy + 370, "in 4 min", { size: 20, weight: "bold", fill: C.ink900 })
  s += rect(sx + 24 + tw + 14, sy + 306, tw, 84, 16, C.ink50)
  s += text(sx + 42 + tw + 14, sy + 340, "Break", { size: 15, fill: C.ink500 })
  s += text(sx + 42 + tw + 14, sy + 370, "13:00", { size: 20, weight: "bold", fill: C.ink900 })
  // Clock in
  s += rect(sx + 24, sy + 420, sw - 48, 76, 20, C.accent, { filter: "url(#shadow-sm)" })
  s += icon("clock", sx + sw / 2 - 82, sy + 443, 30, C.white, 2.6)
  s += text(sx + sw / 2 + 18, sy + 468, "Clock in", { size: 24, weight: "bold", fill: C.white, anchor: "middle" })
  // What the check is
  s += rect(sx + 24, sy + 526, sw - 48, 240, 20, C.white, { stroke: C.ink200 })
  s += icon("shield", sx + 44, sy + 548, 26, C.primary, 2.2)
  s += text(sx + 82, sy + 568, "About your location", { size: 17, weight: "bold", fill: C.ink900 })
  const lines = [
    "Checked only when you clock",
    "in or out, to confirm you are",
    "on site. Never tracked during",
    "your shift or after it.",
  ]
  lines.forEach((l, i) => {
    s += text(sx + 44, sy + 610 + i * 28, l, { size: 16, fill: C.ink600 })
  })
  s += text(sx + 44, sy + 740, "Kiosk or supervisor if it fails", { size: 15, weight: "bold", fill: C.primary })
  s += rect(sx + sw / 2 - 64, sy + sh - 20, 128, 6, 3, C.ink300)
  s += `</g>`
  return s
}

export function geofenceCover(): string {
  return coverDoc(map(110, 110, 1250, 860) + phone(1400, 110))
}
