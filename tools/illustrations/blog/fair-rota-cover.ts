// content/blog/fair-weekly-rota/cover.png (1920 x 1080): a week's rota beside a four-week tally of unpopular
// shifts shared evenly, and the team's fairness rules.
import { C } from "../palette"
import { rect, text, line, avatar } from "../svg"
import { icon, iconTile } from "../icons"
import { btn, card } from "../parts"
import { type Cell, OFF, LEAVE, sh, shiftBlock, DAYS } from "../roster"
import { coverDoc, checkRow } from "./frame"

const TEAM: { name: string; idx: number; week: Cell[] }[] = [
  {
    name: "Arjun Mehta",
    idx: 1,
    week: [
      sh("09:00", "15:00", "Checkout"),
      OFF,
      sh("09:00", "17:00", "Checkout"),
      sh("14:00", "22:00", "Checkout"),
      OFF,
      sh("14:00", "22:00", "Checkout"),
      sh("10:00", "16:00", "Checkout"),
    ],
  },
  {
    name: "Meera Iyer",
    idx: 2,
    week: [
      sh("14:00", "22:00", "Checkout"),
      sh("12:00", "20:00", "Checkout"),
      OFF,
      OFF,
      sh("09:00", "17:00", "Checkout"),
      sh("08:00", "16:00", "Checkout"),
      sh("14:00", "22:00", "Checkout"),
    ],
  },
  {
    name: "Rahul Verma",
    idx: 3,
    week: [
      sh("10:00", "18:00", "Sales floor"),
      sh("10:00", "18:00", "Sales floor"),
      sh("12:00", "20:00", "Sales floor"),
      OFF,
      sh("10:00", "18:00", "Sales floor"),
      OFF,
      sh("12:00", "20:00", "Sales floor"),
    ],
  },
  {
    name: "Sneha Kulkarni",
    idx: 4,
    week: [
      LEAVE,
      LEAVE,
      sh("14:00", "22:00", "Sales floor"),
      sh("12:00", "20:00", "Sales floor"),
      sh("10:00", "18:00", "Sales floor"),
      OFF,
      OFF,
    ],
  },
  {
    name: "Vikram Singh",
    idx: 5,
    week: [
      sh("06:00", "14:00", "Stockroom"),
      sh("14:00", "22:00", "Stockroom"),
      OFF,
      sh("06:00", "14:00", "Stockroom"),
      sh("06:00", "14:00", "Stockroom"),
      sh("14:00", "22:00", "Stockroom"),
      OFF,
    ],
  },
  {
    name: "Ananya Rao",
    idx: 6,
    week: [
      OFF,
      sh("12:00", "20:00", "Sales floor"),
      sh("10:00", "18:00", "Sales floor"),
      sh("14:00", "22:00", "Sales floor"),
      OFF,
      sh("10:00", "18:00", "Sales floor"),
      sh("10:00", "18:00", "Sales floor"),
    ],
  },
]

/** Closes and weekend shifts over four weeks, after the rota was balanced. */
const TALLY: [string, number, number, number][] = [
  ["Arjun", 1, 4, 3],
  ["Meera", 2, 3, 4],
  ["Rahul", 3, 4, 4],
  ["Sneha", 4, 4, 3],
  ["Vikram", 5, 4, 4],
  ["Ananya", 6, 3, 3],
]

export function fairRotaCover(): string {
  let b = ""

  // The rota
  const rx = 90
  const ry = 130
  const rw = 1210
  const rh = 800
  b += card(rx, ry, rw, rh, 26, "shadow-lg")
  b += text(rx + 40, ry + 92, "Checkout and sales floor", { size: 30, weight: "bold", fill: C.ink900, spacing: -0.4 })
  b += text(rx + 40, ry + 126, "Draft · 6 people · checked against the team's fairness rules", {
    size: 18,
    fill: C.ink500,
  })
  const pub = btn(0, 0, "Publish", "primary", 18, 50)
  b += btn(rx + rw - 40 - pub.w, ry + 72, "Publish", "primary", 18, 50).svg

  const gx = rx + 24
  const gy = ry + 160
  const gw = rw - 48
  const nameW = 214
  const colW = (gw - nameW) / 7
  b += rect(gx, gy, gw, 52, 14, C.ink50)
  b += text(gx + 22, gy + 33, "Team member", { size: 16, weight: "bold", fill: C.ink500 })
  DAYS.forEach((d, i) => {
    b += text(gx + nameW + i * colW + colW / 2, gy + 33, `${d} ${16 + i}`, {
      size: 17,
      weight: "bold",
      fill: i >= 5 ? C.primary : C.ink600,
      anchor: "middle",
    })
  })
  const rowTop = gy + 64
  const rowH = 92
  TEAM.forEach((p, r) => {
    const y = rowTop + r * rowH
    if (r > 0) b += line(gx + 12, y, gx + gw - 12, y, C.ink100, 1.5)
    b += avatar(gx + 40, y + rowH / 2, 24, p.name, p.idx)
    b += text(gx + 74, y + rowH / 2 + 6, p.name, { size: 15, weight: "bold", fill: C.ink800 })
    p.week.forEach((c, d) => {
      b += shiftBlock(c, gx + nameW + d * colW + 5, y + 10, colW - 10, rowH - 20, 14)
    })
  })

  // Floating chip over the rota's corner
  b += rect(rx + 40, ry - 34, 330, 64, 32, C.ink900, { filter: "url(#shadow)" })
  b += icon("calendar", rx + 64, ry - 16, 28, C.primaryLight, 2.2)
  b += text(rx + 106, ry + 8, "Week of 16 March", { size: 21, weight: "bold", fill: C.white })

  // The four-week tally
  const tx = 1360
  const ty = 100
  const tw = 470
  const th = 540
  b += card(tx, ty, tw, th, 26, "shadow-lg")
  b += text(tx + 32, ty + 58, "Unpopular shifts", { size: 26, weight: "bold", fill: C.ink900, spacing: -0.3 })
  b += text(tx + 32, ty + 88, "Last 4 weeks", { size: 17, fill: C.ink500 })
  b += rect(tx + 32, ty + 112, 14, 14, 4, C.primary)
  b += text(tx + 54, ty + 125, "Closes", { size: 15, fill: C.ink600 })
  b += rect(tx + 140, ty + 112, 14, 14, 4, C.accent)
  b += text(tx + 162, ty + 125, "Weekend shifts", { size: 15, fill: C.ink600 })
  const barX = tx + 160
  const unit = 52
  TALLY.forEach(([name, idx, closes, weekends], i) => {
    const y = ty + 150 + i * 52
    b += avatar(tx + 50, y + 20, 17, name, idx)
    b += text(tx + 76, y + 26, name, { size: 16, weight: "bold", fill: C.ink800 })
    b += rect(barX, y + 6, closes * unit, 12, 6, C.primary)
    b += rect(barX, y + 24, weekends * unit, 12, 6, C.accent)
    b += text(barX + Math.max(closes, weekends) * unit + 12, y + 28, String(closes + weekends), {
      size: 15,
      weight: "bold",
      fill: C.ink600,
    })
  })
  b += rect(tx + 32, ty + th - 58, tw - 64, 38, 19, C.accent50)
  b += icon("check", tx + 50, ty + th - 50, 22, C.accent, 2.6)
  b += text(tx + 82, ty + th - 33, "Shared evenly across the team", { size: 16, weight: "bold", fill: C.accentDark })

  // The fairness rules
  const fx = 1360
  const fy = 680
  const fw = 470
  const fh = 320
  b += card(fx, fy, fw, fh, 24, "shadow-lg")
  b += iconTile("shield", fx + 30, fy + 30, 56, C.primary50, C.primary)
  b += text(fx + 104, fy + 56, "Fairness rules", { size: 24, weight: "bold", fill: C.ink900 })
  b += text(fx + 104, fy + 84, "Written down, shared with the team", { size: 16, fill: C.ink500 })
  const rules = [
    "At most 2 closes a week",
    "No close followed by an open",
    "1 full weekend off in 4",
    "Public holidays rotate",
  ]
  rules.forEach((r, i) => {
    b += checkRow(fx + 34, fy + 138 + i * 46, r, "", true, 18)
  })

  return coverDoc(b)
}
