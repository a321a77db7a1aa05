// content/blog/payroll-ready-timesheets/figure-1.png (1200 x 750): the month-end calendar in the post, from the
// October pay period closing on the 31st to wages paid by 7 November.
import { C } from "../palette"
import { rect, text } from "../svg"
import { icon } from "../icons"
import { figureDoc } from "./frame"

/** 29 October to 7 November 2026. */
const DAYS: [string, number, string][] = [
  ["Thu", 29, "Oct"],
  ["Fri", 30, "Oct"],
  ["Sat", 31, "Oct"],
  ["Sun", 1, "Nov"],
  ["Mon", 2, "Nov"],
  ["Tue", 3, "Nov"],
  ["Wed", 4, "Nov"],
  ["Thu", 5, "Nov"],
  ["Fri", 6, "Nov"],
  ["Sat", 7, "Nov"],
]

export function monthEndCalendar(): string {
  let b = ""
  const x0 = 48
  const cw = 110.4
  const top = 140
  DAYS.forEach(([wd, d, m], i) => {
    const x = x0 + i * cw
    const nov = m === "Nov"
    b += rect(x + 4, top, cw - 8, 84, 12, nov ? C.primary50 : C.ink50)
    b += text(x + cw / 2, top + 30, wd, { size: 15, fill: C.ink500, anchor: "middle" })
    b += text(x + cw / 2, top + 62, `${d} ${m}`, {
      size: 19,
      weight: "bold",
      fill: nov ? C.primaryDark : C.ink700,
      anchor: "middle",
    })
  })

  /** A bar across days `from` to `to` (indexes into DAYS) in its own lane, labelled inside it or beside it. */
  const bar = (
    lane: number,
    from: number,
    to: number,
    label: string,
    sub: string,
    bg: string,
    fg: string,
    side: "inside" | "right" | "left" = "inside",
  ) => {
    const y = top + 112 + lane * 80
    const x = x0 + from * cw + 4
    const w = (to - from + 1) * cw - 8
    let s = rect(x, y, w, 62, 14, bg)
    const lx = side === "inside" ? x + 18 : side === "right" ? x + w + 16 : x - 16
    const anchor = side === "left" ? "end" : "start"
    s += text(lx, y + 27, label, { size: 17, weight: "bold", fill: side === "inside" ? fg : C.ink800, anchor })
    s += text(lx, y + 50, sub, { size: 14, fill: side === "inside" ? fg : C.ink500, anchor, opacity: 0.9 })
    return s
  }
  b += bar(0, 0, 2, "October pay period", "Closes on 31 October", C.ink100, C.ink700)
  b += bar(1, 3, 4, "Managers approve", "Due on 2 November", C.primary100, C.primaryDark)
  b += bar(2, 5, 5, "Lock the period and export", "3 November", C.highlight100, C.highlightDark, "right")
  b += bar(3, 6, 8, "Payroll runs and checks", "4 to 6 November", C.primary100, C.primaryDark)
  b += bar(4, 9, 9, "Wages paid", "By 7 November", C.accent, C.white, "left")
  b += icon("check", x0 + 9 * cw + 40, top + 112 + 4 * 80 + 18, 26, C.white, 3.2)
  b += icon("lock", x0 + 5 * cw + 40, top + 112 + 2 * 80 + 18, 26, C.highlightDark, 2.4)

  b += rect(x0, 690 - 34, 1104, 2, 1, C.ink100)
  b += text(
    x0,
    690,
    "Monthly wages are due before the end of the seventh day of the next month (Code on Wages, 2019, section 17).",
    {
      size: 15,
      fill: C.ink500,
    },
  )
  return figureDoc("Month-end calendar", "Working back from the pay date, with time for payroll to run and check", b)
}
