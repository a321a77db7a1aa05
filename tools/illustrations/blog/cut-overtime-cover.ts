// content/blog/cut-overtime-keep-coverage/cover.png (1920 x 1080): weekly hours trimmed back under the limit
// while every hour of the day stays covered, and the week's overtime budget by source.
import { C } from "../palette"
import { rect, text, line, avatar } from "../svg"
import { iconTile } from "../icons"
import { card } from "../parts"
import { coverDoc } from "./frame"

/** Name, avatar colour, hours on the draft, hours after moving the excess to open shifts. */
const HOURS: [string, number, number, number][] = [
  ["Priya Nair", 0, 46, 46],
  ["Arjun Mehta", 1, 54, 46],
  ["Meera Iyer", 2, 32, 38],
  ["Rahul Verma", 3, 52, 44],
  ["Sneha Kulkarni", 4, 24, 28],
  ["Vikram Singh", 5, 44, 44],
  ["Ananya Rao", 6, 30, 34],
  ["Kabir Das", 7, 28, 30],
]

export function cutOvertimeCover(): string {
  let b = ""

  // Weekly hours against the limit
  const kx = 120
  const ky = 130
  const kw = 1000
  const kh = 820
  b += card(kx, ky, kw, kh, 28, "shadow-lg")
  b += text(kx + 44, ky + 76, "Scheduled hours this week", { size: 32, weight: "bold", fill: C.ink900, spacing: -0.4 })
  b += text(kx + 44, ky + 110, "Excess hours moved to people below their contract", { size: 19, fill: C.ink500 })
  const cx = kx + 110
  const cy = ky + 190
  const cw = kw - 160
  const ch = 470
  const max = 60
  const yOf = (h: number) => cy + ch - (h / max) * ch
  for (const v of [0, 20, 40, 60]) {
    b += line(cx, yOf(v), cx + cw, yOf(v), C.ink100, 2)
    b += text(cx - 16, yOf(v) + 6, `${v}h`, { size: 16, fill: C.ink400, anchor: "end" })
  }
  const slot = cw / HOURS.length
  const bw = slot * 0.52
  HOURS.forEach(([name, idx, before, after], i) => {
    const x = cx + i * slot + (slot - bw) / 2
    if (before > after) {
      b += rect(x, yOf(before), bw, yOf(after) - yOf(before) + 12, 10, "url(#stripes)", { opacity: 0.9 })
    }
    if (after > before) b += rect(x, yOf(after), bw, yOf(0) - yOf(after), 10, C.accentLight)
    b += rect(x, yOf(Math.min(before, after)), bw, yOf(0) - yOf(Math.min(before, after)), 10, C.primary)
    b += avatar(x + bw / 2, cy + ch + 46, 24, name, idx)
  })
  const ly = yOf(48)
  b += line(cx, ly, cx + cw, ly, C.danger, 3, { "stroke-dasharray": "12 8" })
  b += rect(cx + cw - 196, ly - 44, 196, 34, 17, C.danger50)
  b += text(cx + cw - 98, ly - 21, "Weekly limit 48h", { size: 16, weight: "bold", fill: C.danger, anchor: "middle" })
  // Legend
  const lgY = ky + kh - 56
  b += rect(kx + 44, lgY - 16, 20, 20, 5, C.primary)
  b += text(kx + 74, lgY, "Scheduled", { size: 17, fill: C.ink600 })
  b += rect(kx + 210, lgY - 16, 20, 20, 5, "url(#stripes)")
  b += text(kx + 240, lgY, "Trimmed", { size: 17, fill: C.ink600 })
  b += rect(kx + 360, lgY - 16, 20, 20, 5, C.accentLight)
  b += text(kx + 390, lgY, "Picked up as open shifts", { size: 17, fill: C.ink600 })

  // Coverage by hour stays met
  const vx = 1170
  const vy = 130
  const vw = 630
  const vh = 400
  b += card(vx, vy, vw, vh, 28, "shadow-lg")
  b += text(vx + 40, vy + 64, "Coverage by hour", { size: 26, weight: "bold", fill: C.ink900 })
  b += text(vx + 40, vy + 94, "Tuesday · dashed line needed, bars scheduled", { size: 17, fill: C.ink500 })
  const need = [2, 3, 4, 6, 7, 5, 4, 4, 5, 6, 6, 4, 3]
  const gx = vx + 40
  const gy = vy + 140
  const gw = vw - 80
  const gh = 190
  const step = gw / need.length
  const hy = (n: number) => gy + gh - (n / 8) * gh
  need.forEach((n, i) => {
    b += rect(gx + i * step + 3, hy(n), step - 6, gy + gh - hy(n), 6, C.primary100)
  })
  let path = `M${gx} ${hy(need[0] ?? 0)}`
  need.forEach((n, i) => {
    path += ` L${gx + i * step} ${hy(n)} L${gx + (i + 1) * step} ${hy(n)}`
  })
  b += `<path d="${path}" fill="none" stroke="${C.primary}" stroke-width="3.5" stroke-dasharray="8 6"/>`
  b += line(gx, gy + gh, gx + gw, gy + gh, C.ink200, 2)
  ;["09", "12", "15", "18", "21"].forEach((t, i) => {
    b += text(gx + i * 3 * step, gy + gh + 26, `${t}:00`, {
      size: 14,
      fill: C.ink500,
      anchor: i === 0 ? "start" : "middle",
    })
  })

  // The week's overtime budget, by source
  const ox = 1170
  const oy = 580
  const ow = 630
  const oh = 370
  b += card(ox, oy, ow, oh, 28, "shadow-lg")
  b += iconTile("clock", ox + 36, oy + 34, 60, C.highlight50, C.highlightDark)
  b += text(ox + 116, oy + 66, "Overtime budget", { size: 26, weight: "bold", fill: C.ink900 })
  b += text(ox + 116, oy + 96, "This week · 12 of 20 hours used", { size: 17, fill: C.ink500 })
  const sources: [string, number, string][] = [
    ["Absence cover", 6, C.highlight],
    ["Late clock-outs", 4, C.primary],
    ["Swaps", 2, C.accent],
  ]
  const barX = ox + 40
  const barW = ow - 80
  let acc = 0
  for (const [, h, col] of sources) {
    b += rect(barX + (acc / 20) * barW, oy + 132, (h / 20) * barW, 24, 0, col)
    acc += h
  }
  b += rect(barX + (acc / 20) * barW, oy + 132, ((20 - acc) / 20) * barW, 24, 0, C.ink100)
  sources.forEach(([label, h, col], i) => {
    const y = oy + 206 + i * 46
    b += rect(barX, y - 16, 18, 18, 5, col)
    b += text(barX + 32, y, label, { size: 18, fill: C.ink700 })
    b += text(ox + ow - 40, y, `${h} h`, { size: 18, weight: "bold", fill: C.ink800, anchor: "end" })
  })

  return coverDoc(b)
}
