// content/blog/geofenced-clock-in-respectfully/figure-1.png (1200 x 750): the two moments a geofence reads a phone's
// location (clock-in and clock-out) on a shift's timeline, nothing in between, beside the site plan it checks.
import { C } from "../palette"
import { rect, text, circle, line } from "../svg"
import { icon } from "../icons"
import { figureDoc } from "./frame"

function sitePlan(x: number, y: number): string {
  const w = 380
  const h = 520
  let s = rect(x, y, w, h, 18, C.mapGround, { stroke: C.ink200, "stroke-width": 1.5 })
  s += text(x + 24, y + 40, "Site plan", { size: 18, weight: "bold", fill: C.ink700 })
  s += rect(x + 80, y + 140, 220, 100, 10, C.primary100, { stroke: C.primaryLight, "stroke-width": 2.5 })
  s += text(x + 190, y + 198, "Store", { size: 20, weight: "bold", fill: C.primaryDark, anchor: "middle" })
  s += rect(x + 210, y + 232, 44, 12, 3, C.accent)
  s += rect(x + 80, y + 290, 220, 100, 10, C.ink200)
  for (let i = 0; i <= 5; i++) s += line(x + 100 + i * 36, y + 298, x + 100 + i * 36, y + 330, C.white, 3)
  for (let i = 0; i <= 5; i++) s += line(x + 100 + i * 36, y + 350, x + 100 + i * 36, y + 382, C.white, 3)
  s += text(x + 190, y + 345, "Car park", { size: 15, weight: "bold", fill: C.ink500, anchor: "middle" })
  s += circle(x + 190, y + 265, 172, C.accent, { opacity: 0.1 })
  s += circle(x + 190, y + 265, 172, "none", { stroke: C.accent, "stroke-width": 3.5, "stroke-dasharray": "12 9" })
  s += text(x + 190, y + h - 26, "Geofence around store, entrance and car park", {
    size: 14,
    fill: C.ink600,
    anchor: "middle",
  })
  return s
}

export function geofenceMoments(): string {
  let b = sitePlan(48, 150)

  // The shift's timeline, 08:00 to 18:00
  const tx = 500
  const tw = 650
  const ty = 330
  const at = (h: number) => tx + ((h - 8) / 10) * tw
  b += text(tx, 190, "What is recorded during a shift", { size: 20, weight: "bold", fill: C.ink800 })
  b += text(tx, 220, "Meera · Checkout · 09:00–17:00", { size: 16, fill: C.ink500 })
  b += line(tx, ty + 90, tx + tw, ty + 90, C.ink200, 3)
  for (let h = 8; h <= 18; h += 2) {
    b += line(at(h), ty + 84, at(h), ty + 96, C.ink300, 2)
    b += text(at(h), ty + 122, `${String(h).padStart(2, "0")}:00`, { size: 14, fill: C.ink500, anchor: "middle" })
  }
  // Shift and break
  b += rect(at(9), ty + 40, at(17) - at(9), 34, 10, C.primary50)
  b += rect(at(13), ty + 40, at(13.5) - at(13), 34, 0, "url(#stripes)")
  b += text(at(13.25), ty + 30, "Break", { size: 13, fill: C.ink500, anchor: "middle" })
  // Nothing recorded in between
  b += rect(at(9) + 26, ty - 44, at(17) - at(9) - 52, 40, 20, C.ink50, { stroke: C.ink200 })
  b += text((at(9) + at(17)) / 2, ty - 18, "No location recorded", {
    size: 16,
    weight: "bold",
    fill: C.ink500,
    anchor: "middle",
  })
  // The two moments
  const moments: [number, string, string][] = [
    [8 + 58 / 60, "Clock in 08:58", "Location read once: inside"],
    [17 + 3 / 60, "Clock out 17:03", "Location read once: inside"],
  ]
  moments.forEach(([h, title, sub], i) => {
    const x = at(h)
    b += line(x, ty + 40, x, ty + 160, C.accent, 3)
    b += circle(x, ty + 57, 13, C.accent, { stroke: C.white, "stroke-width": 4 })
    const bx = i === 0 ? x - 20 : x - 250
    b += rect(bx, ty + 164, 270, 84, 14, C.accent50, { stroke: C.accent, "stroke-width": 1.5 })
    b += icon("pin", bx + 16, ty + 180, 24, C.accent, 2.2)
    b += text(bx + 50, ty + 198, title, { size: 17, weight: "bold", fill: C.accentDark })
    b += text(bx + 50, ty + 226, sub, { size: 15, fill: C.accentDark })
  })

  b += rect(tx, 606, tw, 64, 14, C.ink50, { stroke: C.ink200 })
  b += icon("users", tx + 20, 624, 28, C.primary, 2.2)
  b += text(tx + 64, 645, "Check failed? Use the kiosk, or a supervisor records the punch", {
    size: 16,
    fill: C.ink700,
  })

  return figureDoc("Two moments, not a trail", "A geofence reads location only when someone clocks in or out", b)
}
