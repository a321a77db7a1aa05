// content/blog/payroll-ready-timesheets/cover.png (1920 x 1080): a month's timesheet with every row approved and
// the period locked, flowing into the payroll export.
import { C } from "../palette"
import { rect, text, line, circle, avatar, pill, pillWidth } from "../svg"
import { icon, iconTile } from "../icons"
import { card } from "../parts"
import { coverDoc } from "./frame"

const ROWS: [string, number, string, string, string][] = [
  ["Priya Nair", 0, "176h", "4h", "Night ×2"],
  ["Arjun Mehta", 1, "168h", "6h", "—"],
  ["Meera Iyer", 2, "152h", "—", "Holiday ×1"],
  ["Rahul Verma", 3, "176h", "2h", "—"],
  ["Sneha Kulkarni", 4, "120h", "—", "Leave 3d"],
  ["Vikram Singh", 5, "176h", "8h", "Night ×4"],
  ["Ananya Rao", 6, "136h", "—", "—"],
]

export function payrollTimesheetsCover(): string {
  let b = ""

  // The timesheet
  const tx = 110
  const ty = 130
  const tw = 1060
  const th = 820
  b += card(tx, ty, tw, th, 28, "shadow-lg")
  b += text(tx + 44, ty + 78, "Timesheets · October", { size: 32, weight: "bold", fill: C.ink900, spacing: -0.4 })
  b += text(tx + 44, ty + 112, "Koramangala · pay period 1 to 31 October", { size: 19, fill: C.ink500 })
  const lw = 232
  b += rect(tx + tw - 44 - lw, ty + 58, lw, 52, 26, C.ink900)
  b += icon("lock", tx + tw - 44 - lw + 22, ty + 71, 26, C.white, 2.4)
  b += text(tx + tw - 44 - lw + 60, ty + 92, "Period locked", { size: 19, weight: "bold", fill: C.white })

  const cols = [tx + 44, tx + 380, tx + 520, tx + 660, tx + tw - 44]
  const hy = ty + 150
  b += rect(tx + 24, hy, tw - 48, 50, 12, C.ink50)
  b += text(cols[0] ?? 0, hy + 32, "Team member", { size: 16, weight: "bold", fill: C.ink500 })
  b += text(cols[1] ?? 0, hy + 32, "Regular", { size: 16, weight: "bold", fill: C.ink500 })
  b += text(cols[2] ?? 0, hy + 32, "Overtime", { size: 16, weight: "bold", fill: C.ink500 })
  b += text(cols[3] ?? 0, hy + 32, "Allowances and leave", { size: 16, weight: "bold", fill: C.ink500 })
  b += text(cols[4] ?? 0, hy + 32, "Status", { size: 16, weight: "bold", fill: C.ink500, anchor: "end" })
  const rh = 84
  ROWS.forEach(([name, idx, reg, ot, extra], i) => {
    const y = hy + 62 + i * rh
    if (i > 0) b += line(tx + 36, y, tx + tw - 36, y, C.ink100, 1.5)
    b += avatar((cols[0] ?? 0) + 22, y + rh / 2, 22, name, idx)
    b += text((cols[0] ?? 0) + 56, y + rh / 2 + 6, name, { size: 18, weight: "bold", fill: C.ink800 })
    b += text(cols[1] ?? 0, y + rh / 2 + 6, reg, { size: 18, fill: C.ink700 })
    b += text(cols[2] ?? 0, y + rh / 2 + 6, ot, {
      size: 18,
      weight: ot === "—" ? "normal" : "bold",
      fill: ot === "—" ? C.ink400 : C.highlightDark,
    })
    b += text(cols[3] ?? 0, y + rh / 2 + 6, extra, { size: 18, fill: extra === "—" ? C.ink400 : C.ink700 })
    const pw = pillWidth("Approved", 15, 14)
    b += pill((cols[4] ?? 0) - pw, y + rh / 2 - 16, "Approved", C.accent50, C.accentDark, 15, 14, 32)
  })

  // Flow into the export
  b += circle(1205, 540, 44, C.white, { filter: "url(#lift)" })
  b += icon("arrowRight", 1181, 516, 48, C.primary, 3.2)

  // The export
  const ex = 1260
  const ey = 220
  const ew = 550
  const eh = 640
  b += card(ex, ey, ew, eh, 28, "shadow-lg")
  b += iconTile("sheet", ex + 40, ey + 40, 76, C.primary50, C.primary)
  b += text(ex + 140, ey + 76, "Payroll export", { size: 30, weight: "bold", fill: C.ink900, spacing: -0.3 })
  b += text(ex + 140, ey + 108, "CSV · ready to import", { size: 19, fill: C.ink500 })
  const facts: [string, string][] = [
    ["Pay period", "1 to 31 October"],
    ["Open exceptions", "0"],
    ["Pay codes", "Regular, overtime, night, leave"],
  ]
  facts.forEach(([k, v], i) => {
    const y = ey + 180 + i * 76
    b += line(ex + 40, y - 26, ex + ew - 40, y - 26, C.ink100, 1.5)
    b += text(ex + 40, y + 8, k, { size: 18, fill: C.ink500 })
    b += text(ex + ew - 40, y + 8, v, { size: 18, weight: "bold", fill: C.ink800, anchor: "end" })
  })
  // Currencies
  const cy = ey + 430
  b += circle(ex + 100, cy + 40, 48, C.highlight100)
  b += icon("rupee", ex + 72, cy + 12, 56, C.highlightDark, 3)
  b += circle(ex + 200, cy + 40, 48, C.accent50)
  b += icon("dollar", ex + 172, cy + 12, 56, C.accentDark, 3)
  b += text(ex + 270, cy + 34, "INR and USD sites,", { size: 18, fill: C.ink600 })
  b += text(ex + 270, cy + 60, "one export each", { size: 18, fill: C.ink600 })
  b += rect(ex + 40, ey + eh - 88, ew - 80, 52, 26, C.accent50)
  b += icon("calendar", ex + 62, ey + eh - 74, 24, C.accent, 2.4)
  b += text(ex + 100, ey + eh - 55, "Wages paid by 7 November", { size: 19, weight: "bold", fill: C.accentDark })

  return coverDoc(b)
}
