// attendance.png (1200 x 900): geofenced clock-in and the timesheet.
import { C } from "./palette"
import { rect, text, circle, line, avatar, pill, pillWidth, svgDoc, backdrop, BLUR_DEF } from "./svg"
import { icon } from "./icons"
import { btn, card } from "./parts"

export function attendance(): string {
  const W = 1200
  const H = 900
  let b = backdrop(W, H)

  // Timesheet card (behind, right)
  const tx = 400
  const ty = 150
  const tw = 740
  const th = 600
  b += card(tx, ty, tw, th, 24, "shadow-lg")
  const inner = tx + 116 // content left edge (the phone overlaps the left part)
  b += text(inner, ty + 56, "Timesheets", { size: 24, weight: "bold", fill: C.ink900, spacing: -0.3 })
  b += text(inner, ty + 84, "Indiranagar · Wed 15 January", { size: 15, fill: C.ink500 })
  const ap = btn(0, 0, "Approve all", "accent", 15, 42, "check")
  b += btn(tx + tw - 32 - ap.w, ty + 40, "Approve all", "accent", 15, 42, "check").svg

  const rows: [string, number, string, string, "Approved" | "Late" | "On shift" | "Pending"][] = [
    ["Rahul Verma", 3, "09:58 – 18:02", "8h 04m", "Approved"],
    ["Sneha Kulkarni", 4, "10:14 – 18:00", "7h 46m", "Late"],
    ["Kabir Das", 7, "13:56 – 22:01", "8h 05m", "Approved"],
    ["Meera Iyer", 2, "14:02 – now", "2h 31m", "On shift"],
    ["Ananya Rao", 6, "16:00 – 22:04", "6h 04m", "Pending"],
  ]
  const statusStyle = {
    Approved: [C.accent50, C.accent],
    Late: [C.highlight100, C.highlightDark],
    "On shift": [C.primary50, C.primary],
    Pending: [C.ink100, C.ink600],
  } as const
  let ry = ty + 124
  b += rect(inner - 16, ry, tx + tw - 24 - (inner - 16), 40, 10, C.ink50)
  b += text(inner, ry + 26, "Team member", { size: 13, weight: "bold", fill: C.ink500 })
  b += text(inner + 200, ry + 26, "In – out", { size: 13, weight: "bold", fill: C.ink500 })
  b += text(inner + 356, ry + 26, "Hours", { size: 13, weight: "bold", fill: C.ink500 })
  b += text(tx + tw - 32, ry + 26, "Status", { size: 13, weight: "bold", fill: C.ink500, anchor: "end" })
  ry += 52
  const rh = 82
  rows.forEach(([name, idx, inout, hrs, status], i) => {
    const y = ry + i * rh
    if (i > 0) b += line(inner - 16, y, tx + tw - 24, y, C.ink100, 1.5)
    b += avatar(inner + 14, y + rh / 2, 19, name, idx)
    b += text(inner + 44, y + rh / 2 + 6, name.split(" ")[0] ?? name, { size: 16, weight: "bold", fill: C.ink800 })
    b += text(inner + 200, y + rh / 2 + 6, inout, { size: 15, fill: C.ink600 })
    b += text(inner + 356, y + rh / 2 + 6, hrs, { size: 15, weight: "bold", fill: C.ink800 })
    const [bg, fg] = statusStyle[status]
    const pw = pillWidth(status, 13, 12)
    b += pill(tx + tw - 32 - pw, y + rh / 2 - 14, status, bg, fg, 13, 12, 28)
  })

  // Phone (front, left)
  const px = 90
  const py = 70
  const pw = 380
  const ph = 770
  b += rect(px, py, pw, ph, 56, C.ink900, { filter: "url(#shadow-lg)" })
  const sx = px + 14
  const sy = py + 14
  const sw = pw - 28
  const shh = ph - 28
  b += `<clipPath id="screen"><rect x="${sx}" y="${sy}" width="${sw}" height="${shh}" rx="44"/></clipPath>`
  b += `<g clip-path="url(#screen)">`
  b += rect(sx, sy, sw, shh, 0, C.white)

  // Map
  const mapH = 390
  b += rect(sx, sy, sw, mapH, 0, C.mapGround)
  // park & water
  b += `<path d="M${sx} ${sy + 250} q70 -30 130 10 t140 -10 v${mapH - 250} h-${sw}z" fill="${C.mapPark}"/>`
  b += rect(sx + 230, sy + 40, 140, 110, 18, C.mapPark)
  b += `<path d="M${sx + 260} ${sy + mapH} q20 -60 90 -90 v90z" fill="${C.mapWater}"/>`
  // streets
  const streets = [
    `M${sx - 10} ${sy + 120} L${sx + sw + 10} ${sy + 160}`,
    `M${sx - 10} ${sy + 300} L${sx + sw + 10} ${sy + 250}`,
    `M${sx + 110} ${sy - 10} L${sx + 140} ${sy + mapH + 10}`,
    `M${sx + 260} ${sy - 10} L${sx + 220} ${sy + mapH + 10}`,
  ]
  for (const d of streets) {
    b += `<path d="${d}" stroke="${C.white}" stroke-width="18" fill="none" stroke-linecap="round"/>`
  }
  b += `<path d="M${sx - 10} ${sy + 210} L${sx + sw + 10} ${sy + 215}" stroke="${C.mapMainRoad}" stroke-width="12" fill="none"/>`
  // buildings
  const blocks: [number, number, number, number][] = [
    [20, 30, 70, 64],
    [160, 20, 56, 80],
    [30, 150, 60, 44],
    [280, 180, 50, 48],
    [170, 260, 36, 30],
    [30, 320, 80, 40],
  ]
  for (const [bx2, by2, w2, h2] of blocks) b += rect(sx + bx2, sy + by2, w2, h2, 6, C.mapBuilding)
  // Geofence
  const gcx = sx + sw / 2 + 6
  const gcy = sy + 205
  b += circle(gcx, gcy, 112, C.accent, { opacity: 0.14 })
  b += circle(gcx, gcy, 112, "none", { stroke: C.accent, "stroke-width": 3, "stroke-dasharray": "10 7" })
  // Store pin
  b += `<g transform="translate(${gcx - 22} ${gcy - 58})" filter="url(#shadow-sm)"><path d="M22 56s-20-18-20-32a20 20 0 0 1 40 0c0 14-20 32-20 32z" fill="${C.primary}"/><circle cx="22" cy="23" r="8" fill="${C.white}"/></g>`
  // User location dot
  b += circle(gcx + 48, gcy + 42, 20, C.primary, { opacity: 0.18 })
  b += circle(gcx + 48, gcy + 42, 10, C.primary, { stroke: C.white, "stroke-width": 4 })

  // Status bar
  b += text(sx + 36, sy + 38, "08:57", { size: 16, weight: "bold", fill: C.ink900 })
  b += rect(sx + sw / 2 - 56, sy + 12, 112, 30, 15, C.ink900)
  b += rect(sx + sw - 70, sy + 24, 30, 14, 4, "none", { stroke: C.ink900, "stroke-width": 2 })
  b += rect(sx + sw - 67, sy + 27, 20, 8, 2, C.ink900)

  // Location chip on map
  b += rect(sx + 24, sy + 62, sw - 48, 52, 26, C.white, { filter: "url(#shadow-sm)" })
  b += circle(sx + 50, sy + 88, 7, C.accent)
  b += circle(sx + 50, sy + 88, 13, C.accent, { opacity: 0.2 })
  b += text(sx + 70, sy + 94, "Inside Indiranagar store", { size: 16, weight: "bold", fill: C.ink800 })

  // Bottom sheet
  const bsY = sy + mapH - 28
  b += rect(sx, bsY, sw, shh - mapH + 28, 28, C.white, { filter: "url(#shadow)" })
  b += rect(sx + sw / 2 - 24, bsY + 12, 48, 5, 2.5, C.ink200)
  b += text(sx + 28, bsY + 62, "Good morning, Arjun", { size: 21, weight: "bold", fill: C.ink900 })
  b += text(sx + 28, bsY + 90, "Checkout · 09:00–15:00", { size: 15, fill: C.ink500 })
  // Shift info tiles
  const tileY = bsY + 122
  const tileW = (sw - 56 - 14) / 2
  b += rect(sx + 28, tileY, tileW, 70, 14, C.ink50)
  b += text(sx + 44, tileY + 28, "Shift starts", { size: 13, fill: C.ink500 })
  b += text(sx + 44, tileY + 54, "in 3 min", { size: 18, weight: "bold", fill: C.ink900 })
  b += rect(sx + 28 + tileW + 14, tileY, tileW, 70, 14, C.ink50)
  b += text(sx + 44 + tileW + 14, tileY + 28, "Distance", { size: 13, fill: C.ink500 })
  b += text(sx + 44 + tileW + 14, tileY + 54, "24 m", { size: 18, weight: "bold", fill: C.ink900 })
  // Clock-in button
  const cbY = tileY + 100
  b += rect(sx + 28, cbY, sw - 56, 64, 18, C.accent, { filter: "url(#shadow-sm)" })
  b += icon("clock", sx + sw / 2 - 70, cbY + 19, 26, C.white, 2.4)
  b += text(sx + sw / 2 + 16, cbY + 40, "Clock in", { size: 21, weight: "bold", fill: C.white, anchor: "middle" })
  b += icon("shield", sx + sw / 2 - 128, cbY + 91, 16, C.accent, 2)
  b += text(sx + sw / 2 + 10, cbY + 104, "Location verified · Selfie check on", {
    size: 13,
    fill: C.ink500,
    anchor: "middle",
  })
  b += rect(sx + sw / 2 - 60, sy + shh - 18, 120, 5, 2.5, C.ink300)
  b += `</g>`

  return svgDoc(W, H, b, BLUR_DEF)
}
