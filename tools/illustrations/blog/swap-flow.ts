// content/blog/shift-swaps-without-chaos/figure-1.png (1200 x 750): the path of a swap request, from the ask
// through the checks and the manager's approval to both rotas updating.
import { C } from "../palette"
import { rect, text, circle, avatar } from "../svg"
import { icon } from "../icons"
import { btn } from "../parts"
import { checkRow, figureDoc } from "./frame"

const CARD_W = 246
const GAP = 38
const TOP = 150
const CARD_H = 440

function step(i: number, title: string, body: string): string {
  const x = 51 + i * (CARD_W + GAP)
  let s = rect(x, TOP, CARD_W, CARD_H, 20, C.ink50, { stroke: C.ink200, "stroke-width": 1.5 })
  s += circle(x + 36, TOP + 40, 18, C.primary)
  s += text(x + 36, TOP + 47, String(i + 1), { size: 18, weight: "bold", fill: C.white, anchor: "middle" })
  s += text(x + 66, TOP + 47, title, { size: 20, weight: "bold", fill: C.ink900 })
  if (i < 3) {
    const ax = x + CARD_W + 4
    s += icon("arrowRight", ax, TOP + CARD_H / 2 - 15, 30, C.primaryLight, 3)
  }
  return s + `<g transform="translate(${x} ${TOP})">${body}</g>`
}

export function swapFlow(): string {
  let b = ""
  // 1. The request
  let s1 = avatar(44, 116, 26, "Meera Iyer", 2)
  s1 += text(82, 112, "Meera", { size: 17, weight: "bold", fill: C.ink800 })
  s1 += text(82, 134, "Checkout", { size: 14, fill: C.ink500 })
  s1 += rect(18, 168, CARD_W - 36, 74, 12, C.white, { stroke: C.ink200 })
  s1 += text(32, 196, "Swap my shift", { size: 15, fill: C.ink600 })
  s1 += text(32, 222, "Sat 14:00–22:00", { size: 17, weight: "bold", fill: C.ink900 })
  s1 += text(18, 286, "Suggested colleagues", { size: 14, weight: "bold", fill: C.ink500 })
  s1 += avatar(38, 322, 18, "Arjun Mehta", 1) + text(64, 328, "Arjun · Checkout", { size: 15, fill: C.ink700 })
  s1 += avatar(38, 366, 18, "Priya Nair", 0) + text(64, 372, "Priya · Checkout", { size: 15, fill: C.ink700 })
  b += step(0, "Request", s1)

  // 2. The checks
  let s2 = text(18, 104, "For Arjun, if he", { size: 15, fill: C.ink600 })
  s2 += text(18, 124, "takes the shift:", { size: 15, fill: C.ink600 })
  const checks: [string, string][] = [
    ["Role and skills", "Checkout"],
    ["Weekly hours", "38 of 48"],
    ["Rest", "13 h, minimum 11"],
    ["Coverage", "3 on checkout"],
  ]
  checks.forEach(([l, d], i) => {
    s2 += checkRow(18, 172 + i * 66, l, d, true, 17)
  })
  b += step(1, "Checks", s2)

  // 3. The approval
  let s3 = rect(18, 86, CARD_W - 36, 150, 14, C.white, { filter: "url(#shadow-sm)", stroke: C.ink200 })
  s3 += icon("bell", 32, 102, 22, C.primary, 2.2)
  s3 += text(64, 119, "Swap request", { size: 15, weight: "bold", fill: C.ink900 })
  s3 += text(32, 152, "Meera → Arjun", { size: 15, fill: C.ink700 })
  s3 += text(32, 174, "Sat 14:00–22:00", { size: 15, fill: C.ink700 })
  s3 += btn(32, 190, "Approve", "accent", 12, 34).svg
  s3 += btn(130, 190, "Decline", "secondary", 12, 34).svg
  s3 += text(18, 290, "The manager answers", { size: 15, fill: C.ink600 })
  s3 += text(18, 312, "from the notification,", { size: 15, fill: C.ink600 })
  s3 += text(18, 334, "the same day.", { size: 15, fill: C.ink600 })
  b += step(2, "Approval", s3)

  // 4. The rotas
  let s4 = text(18, 104, "Saturday 21", { size: 15, weight: "bold", fill: C.ink500 })
  s4 += avatar(38, 146, 18, "Meera Iyer", 2) + text(64, 152, "Meera", { size: 15, weight: "bold", fill: C.ink800 })
  s4 += rect(130, 128, 98, 38, 10, C.ink100)
  s4 += text(179, 152, "Off", { size: 14, weight: "bold", fill: C.ink500, anchor: "middle" })
  s4 += avatar(38, 206, 18, "Arjun Mehta", 1) + text(64, 212, "Arjun", { size: 15, weight: "bold", fill: C.ink800 })
  s4 += rect(130, 188, 98, 38, 10, C.primary50)
  s4 += rect(136, 196, 4, 22, 2, C.primary)
  s4 += text(146, 212, "14–22", { size: 14, weight: "bold", fill: C.primaryDark })
  s4 += rect(18, 262, CARD_W - 36, 118, 14, C.accent50)
  s4 += icon("check", 34, 280, 22, C.accent, 2.6)
  s4 += text(66, 297, "Both phones", { size: 15, weight: "bold", fill: C.accentDark })
  s4 += text(66, 319, "notified; hours", { size: 15, fill: C.accentDark })
  s4 += text(66, 341, "move to Arjun's", { size: 15, fill: C.accentDark })
  s4 += text(66, 363, "timesheet", { size: 15, fill: C.accentDark })
  b += step(3, "Rotas update", s4)

  // What happens when a check fails
  b += rect(51, 630, 1098, 76, 16, C.highlight50, { stroke: C.highlight100 })
  b += icon("alert", 75, 653, 28, C.highlightDark, 2.4)
  b += text(120, 675, "If a check fails, the request is flagged before anyone approves it, with the reason.", {
    size: 17,
    fill: C.highlightDark,
  })

  return figureDoc("How a swap request travels", "Request, checks, approval, updated rotas", b)
}
