// content/blog/us-fair-workweek-laws/cover.png (1920 x 1080): a schedule published fourteen days before its week
// starts, ten hours of rest between a close and the next open, and changes logged with who asked for them.
import { C } from "../palette"
import { rect, text, line, circle } from "../svg"
import { icon, iconTile } from "../icons"
import { card } from "../parts"
import { coverDoc } from "./frame"

export function fairWorkweekCover(): string {
  let b = ""

  // Three weeks of June: published on the 1st, the schedule's week starts on the 15th
  const kx = 120
  const ky = 130
  const kw = 930
  const kh = 820
  b += card(kx, ky, kw, kh, 28, "shadow-lg")
  b += iconTile("calendar", kx + 40, ky + 40, 64, C.primary50, C.primary)
  b += text(kx + 124, ky + 76, "June 2026", { size: 32, weight: "bold", fill: C.ink900, spacing: -0.4 })
  b += text(kx + 124, ky + 108, "Schedule posted 14 days before its first shift", { size: 19, fill: C.ink500 })
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  const gx = kx + 40
  const gy = ky + 170
  const cw = (kw - 80 - 6 * 12) / 7
  const chh = 150
  days.forEach((d, i) => {
    b += text(gx + i * (cw + 12) + cw / 2, gy + 18, d, { size: 18, weight: "bold", fill: C.ink500, anchor: "middle" })
  })
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 7; c++) {
      const n = r * 7 + c + 1
      const x = gx + c * (cw + 12)
      const y = gy + 40 + r * (chh + 14)
      const week = r === 2
      const published = n === 1
      b += rect(
        x,
        y,
        cw,
        chh,
        14,
        week ? C.primary50 : C.ink50,
        published ? { stroke: C.accent, "stroke-width": 3 } : {},
      )
      b += text(x + 16, y + 34, String(n), { size: 22, weight: "bold", fill: week ? C.primaryDark : C.ink700 })
      if (week && (c === 2 || c === 6)) {
        b += text(x + cw / 2, y + 100, "Off", { size: 17, weight: "bold", fill: C.ink400, anchor: "middle" })
      } else if (week) {
        b += rect(x + 12, y + 60, cw - 24, 64, 10, C.white)
        b += rect(x + 12, y + 60, 5, 64, 2.5, C.primary)
        b += text(x + 28, y + 88, c < 5 ? "09–17" : "12–20", { size: 17, weight: "bold", fill: C.primaryDark })
        b += text(x + 28, y + 111, "Floor", { size: 14, fill: C.primaryDark, opacity: 0.8 })
      }
      if (published) {
        b += icon("check", x + cw - 42, y + 14, 26, C.accent, 3)
        b += text(x + 16, y + 124, "Posted", { size: 17, weight: "bold", fill: C.accentDark })
      }
    }
  }
  // The notice, as a bar from the 1st to the 15th
  const by = gy + 40 + 3 * (chh + 14) + 14
  b += rect(gx, by, kw - 80, 48, 24, C.accent50)
  b += circle(gx + 24, by + 24, 10, C.accent)
  b += text(gx + 46, by + 31, "14 days' notice before the week of 15 June", {
    size: 19,
    weight: "bold",
    fill: C.accentDark,
  })

  // Rest between a close and the next open
  const rx = 1110
  const ry = 130
  const rw = 690
  const rh = 380
  b += card(rx, ry, rw, rh, 28, "shadow-lg")
  b += iconTile("moon", rx + 36, ry + 36, 60, C.primary50, C.primary)
  b += text(rx + 116, ry + 68, "Rest between shifts", { size: 27, weight: "bold", fill: C.ink900 })
  b += text(rx + 116, ry + 98, "A close, then the next day's open", { size: 18, fill: C.ink500 })
  const tx0 = rx + 40
  const tw = rw - 80
  const hour = tw / 24 // 14:00 to 14:00 the next day
  const at = (h: number) => tx0 + (h - 14) * hour
  const ty = ry + 190
  b += line(tx0, ty + 60, tx0 + tw, ty + 60, C.ink200, 3)
  for (const h of [14, 18, 22, 26, 30, 34, 38]) {
    b += line(at(h), ty + 54, at(h), ty + 66, C.ink300, 2)
    b += text(at(h), ty + 92, `${String(h % 24).padStart(2, "0")}:00`, { size: 15, fill: C.ink500, anchor: "middle" })
  }
  b += rect(at(15), ty, at(23) - at(15), 44, 10, C.highlight100)
  b += text(at(15) + 14, ty + 29, "Close 15–23", { size: 17, weight: "bold", fill: C.highlightDark })
  b += rect(at(33), ty, at(37) - at(33), 44, 10, C.primary100)
  b += text(at(33) + 14, ty + 29, "Open 09", { size: 17, weight: "bold", fill: C.primaryDark })
  b += line(at(23) + 6, ty + 22, at(33) - 6, ty + 22, C.accent, 3, { "stroke-dasharray": "8 6" })
  b += rect((at(23) + at(33)) / 2 - 62, ty - 50, 124, 38, 19, C.accent)
  b += text((at(23) + at(33)) / 2, ty - 24, "10 hours", { size: 18, weight: "bold", fill: C.white, anchor: "middle" })
  b += text(tx0, ry + rh - 36, "Tuesday", { size: 16, weight: "bold", fill: C.ink400 })
  b += text(at(24) + 4, ry + rh - 36, "Wednesday", { size: 16, weight: "bold", fill: C.ink400 })

  // Changes after publishing, with who asked for them
  const lx = 1110
  const ly = 560
  const lw = 690
  const lh = 390
  b += card(lx, ly, lw, lh, 28, "shadow-lg")
  b += iconTile("sheet", lx + 36, ly + 36, 60, C.highlight50, C.highlightDark)
  b += text(lx + 116, ly + 68, "Changes after posting", { size: 27, weight: "bold", fill: C.ink900 })
  b += text(lx + 116, ly + 98, "Each one logged with who asked for it", { size: 18, fill: C.ink500 })
  const changes: [string, string, string, boolean][] = [
    ["Thu 18 · shift moved two hours later", "Asked by the employer", "Premium may be due", true],
    ["Sat 20 · swap with a colleague", "Asked by the employee", "Consent recorded", false],
  ]
  changes.forEach(([what, who, note, employer], i) => {
    const y = ly + 140 + i * 116
    b += rect(lx + 36, y, lw - 72, 100, 16, employer ? C.highlight50 : C.ink50)
    b += icon(employer ? "dollar" : "swap", lx + 60, y + 22, 28, employer ? C.highlightDark : C.ink500, 2.4)
    b += text(lx + 106, y + 42, what, { size: 19, weight: "bold", fill: C.ink900 })
    b += text(lx + 106, y + 74, `${who} · ${note}`, { size: 17, fill: employer ? C.highlightDark : C.ink600 })
  })

  return coverDoc(b)
}
