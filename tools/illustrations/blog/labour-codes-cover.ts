// content/blog/india-labour-codes-rotas/cover.png (1920 x 1080): the labour codes' rules a rota plans around, as a
// rulebook card, a week with its day off, an eight-hour clock and the overtime rate.
import { C } from "../palette"
import { rect, text, circle, line } from "../svg"
import { type IconName, icon, iconTile } from "../icons"
import { card } from "../parts"
import { coverDoc } from "./frame"

/** An arc of a circle from `from` to `to` hours on a 12-hour dial, as an SVG path. */
function dialArc(cx: number, cy: number, r: number, from: number, to: number): string {
  const pt = (h: number) => {
    const a = (h / 12) * 2 * Math.PI - Math.PI / 2
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const
  }
  const [x1, y1] = pt(from)
  const [x2, y2] = pt(to)
  const large = (to - from + 12) % 12 > 6 ? 1 : 0
  return `M${x1.toFixed(1)} ${y1.toFixed(1)} A${r} ${r} 0 ${large} 1 ${x2.toFixed(1)} ${y2.toFixed(1)}`
}

export function labourCodesCover(): string {
  let b = ""

  // The rulebook
  const rx = 130
  const ry = 130
  const rw = 840
  const rh = 790
  b += card(rx, ry, rw, rh, 28, "shadow-lg")
  b += `<clipPath id="book-top"><rect x="${rx}" y="${ry}" width="${rw}" height="${rh}" rx="28"/></clipPath>`
  b += `<g clip-path="url(#book-top)">` + rect(rx, ry, rw, 170, 0, "url(#primary-grad)") + `</g>`
  b += iconTile("book", rx + 44, ry + 46, 78, C.white, C.primary)
  b += text(rx + 146, ry + 82, "Working hours", { size: 34, weight: "bold", fill: C.white, spacing: -0.4 })
  b += text(rx + 146, ry + 120, "What India's labour codes set for a rota", { size: 20, fill: C.white, opacity: 0.88 })

  const rules: [IconName, string, string, string, string][] = [
    ["clock", "8 hours in a day", "OSH Code, 2020 · section 25", C.primary50, C.primary],
    ["calendar", "No more than 6 days in a week", "OSH Code, 2020 · section 26", C.accent50, C.accent],
    ["rupee", "Overtime at twice the rate of wages", "OSH Code, 2020 · section 27", C.highlight50, C.highlightDark],
    ["sheet", "Monthly wages by the 7th", "Code on Wages, 2019 · section 17", C.primary50, C.primary],
  ]
  rules.forEach(([ic, title, source, bg, fg], i) => {
    const y = ry + 214 + i * 146
    if (i > 0) b += line(rx + 44, y - 22, rx + rw - 44, y - 22, C.ink100, 2)
    b += iconTile(ic, rx + 44, y, 76, bg, fg)
    b += text(rx + 148, y + 34, title, { size: 27, weight: "bold", fill: C.ink900 })
    b += text(rx + 148, y + 66, source, { size: 18, fill: C.ink500 })
  })

  // A week with its day off
  const wx = 1040
  const wy = 160
  const ww = 750
  const wh = 330
  b += card(wx, wy, ww, wh, 26, "shadow-lg")
  b += text(wx + 36, wy + 60, "A day off every week", { size: 26, weight: "bold", fill: C.ink900 })
  b += text(wx + 36, wy + 92, "Built into the pattern, not left to chance", { size: 17, fill: C.ink500 })
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  const dw = (ww - 72 - 6 * 12) / 7
  days.forEach((d, i) => {
    const x = wx + 36 + i * (dw + 12)
    const y = wy + 128
    const off = i === 6
    b += text(x + dw / 2, y + 22, d, { size: 17, weight: "bold", fill: off ? C.accent : C.ink600, anchor: "middle" })
    if (off) {
      b += rect(x, y + 40, dw, 130, 14, C.accent50, { stroke: C.accent, "stroke-width": 2.5 })
      b += icon("coffee", x + dw / 2 - 16, y + 66, 32, C.accent, 2.4)
      b += text(x + dw / 2, y + 140, "Off", { size: 17, weight: "bold", fill: C.accentDark, anchor: "middle" })
    } else {
      b += rect(x, y + 40, dw, 130, 14, C.primary50)
      b += rect(x + 8, y + 56, 5, 98, 2.5, C.primary)
      b += text(x + dw / 2 + 4, y + 100, "8h", { size: 22, weight: "bold", fill: C.primaryDark, anchor: "middle" })
      b += text(x + dw / 2 + 4, y + 128, "shift", { size: 14, fill: C.primaryDark, anchor: "middle", opacity: 0.8 })
    }
  })

  // An eight-hour day on a clock
  const cx0 = 1040
  const cy0 = 540
  const cw = 370
  const ch = 380
  b += card(cx0, cy0, cw, ch, 26, "shadow-lg")
  const ccx = cx0 + cw / 2
  const ccy = cy0 + 178
  const r = 120
  b += circle(ccx, ccy, r + 18, C.ink50)
  b += circle(ccx, ccy, r, C.white, { stroke: C.ink200, "stroke-width": 3 })
  b += `<path d="${dialArc(ccx, ccy, r - 16, 9, 5)}" fill="none" stroke="${C.primary}" stroke-width="20" stroke-linecap="round"/>`
  for (let h = 0; h < 12; h++) {
    const a = (h / 12) * 2 * Math.PI - Math.PI / 2
    b += line(
      ccx + (r - 40) * Math.cos(a),
      ccy + (r - 40) * Math.sin(a),
      ccx + (r - 32) * Math.cos(a),
      ccy + (r - 32) * Math.sin(a),
      C.ink300,
      3,
    )
  }
  b += line(ccx, ccy, ccx, ccy - 62, C.ink800, 6, { "stroke-linecap": "round" })
  b += line(ccx, ccy, ccx + 44, ccy + 26, C.ink800, 6, { "stroke-linecap": "round" })
  b += circle(ccx, ccy, 9, C.ink800)
  b += text(ccx, cy0 + 350, "09:00 to 17:00", { size: 20, weight: "bold", fill: C.ink800, anchor: "middle" })

  // Overtime at twice the rate
  const ox = 1440
  const oy = 540
  const ow = 350
  const oh = 380
  b += card(ox, oy, ow, oh, 26, "shadow-lg")
  b += iconTile("rupee", ox + 36, oy + 36, 64, C.highlight50, C.highlightDark)
  b += text(ox + 36, oy + 224, "2×", { size: 120, weight: "bold", fill: C.highlightDark, spacing: -4 })
  b += text(ox + 36, oy + 284, "Overtime rate", { size: 24, weight: "bold", fill: C.ink900 })
  b += text(ox + 36, oy + 316, "for hours beyond", { size: 18, fill: C.ink500 })
  b += text(ox + 36, oy + 342, "the normal working day", { size: 18, fill: C.ink500 })

  return coverDoc(b)
}
