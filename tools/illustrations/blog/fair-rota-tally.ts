// content/blog/fair-weekly-rota/figure-1.png (1200 x 750): the post's four-week tally of unpopular shifts, drawn
// from the same numbers as its table, with the one person carrying too many closes flagged.
import { C } from "../palette"
import { rect, text, line, avatar } from "../svg"
import { icon } from "../icons"
import { figureDoc } from "./frame"

/** Name, avatar colour, closes, weekend shifts, early starts: the table in the post. */
const TALLY: [string, number, number, number, number][] = [
  ["Arjun", 1, 4, 3, 2],
  ["Meera", 2, 3, 4, 3],
  ["Rahul", 3, 9, 4, 0],
  ["Sneha", 4, 3, 3, 4],
  ["Vikram", 5, 2, 4, 5],
  ["Ananya", 6, 4, 3, 2],
]

export function fairRotaTally(): string {
  let b = ""
  const series = [
    { label: "Closes", fill: C.primary },
    { label: "Weekend shifts", fill: C.accent },
    { label: "Early starts", fill: C.highlight },
  ]
  let lx = 640
  for (const s of series) {
    b += rect(lx, 48, 18, 18, 5, s.fill)
    b += text(lx + 28, 63, s.label, { size: 16, fill: C.ink600 })
    lx += 28 + s.label.length * 9.5 + 34
  }

  const x0 = 230
  const unit = 62
  const top = 140
  const rowH = 96
  // Scale
  for (let v = 0; v <= 10; v += 2) {
    const x = x0 + v * unit
    b += line(x, top - 8, x, top + TALLY.length * rowH - 8, C.ink100, 1.5)
    b += text(x, top + TALLY.length * rowH + 18, String(v), { size: 14, fill: C.ink400, anchor: "middle" })
  }
  const mean = TALLY.reduce((sum, r) => sum + r[2], 0) / TALLY.length
  const mx = x0 + mean * unit
  b += line(mx, top - 14, mx, top + TALLY.length * rowH - 8, C.primaryLight, 2, { "stroke-dasharray": "5 7" })
  b += text(mx + 8, top - 18, `Average closes ${mean.toFixed(1)}`, { size: 14, weight: "bold", fill: C.primary })

  TALLY.forEach(([name, idx, closes, weekends, early], i) => {
    const y = top + i * rowH
    const flagged = closes > 2 * mean
    if (flagged) b += rect(40, y - 10, 1120, rowH - 4, 16, C.danger50)
    b += avatar(80, y + 36, 24, name, idx)
    b += text(116, y + 42, name, { size: 19, weight: "bold", fill: C.ink800 })
    ;[closes, weekends, early].forEach((v, k) => {
      const by = y + 8 + k * 22
      const fill = flagged && k === 0 ? C.danger : (series[k]?.fill ?? C.primary)
      if (v > 0) b += rect(x0, by, v * unit, 16, 8, fill)
      b += text(x0 + v * unit + (v > 0 ? 16 : 4), by + 14, String(v), { size: 15, weight: "bold", fill: C.ink600 })
    })
    if (flagged) {
      const cx = x0 + closes * unit + 50
      b += icon("alert", cx, y + 6, 26, C.danger, 2.4)
      b += text(cx + 38, y + 26, "9 closes in 4 weeks", { size: 18, weight: "bold", fill: C.danger })
      b += text(cx + 38, y + 50, "More than twice the average", { size: 15, fill: C.ink600 })
    }
  })
  return figureDoc("Unpopular shifts, last 4 weeks", "One location · six team members", b)
}
