// scheduling.png (1200 x 900): the drag-and-drop scheduling board.
import { C } from "./palette"
import { rect, text, line, avatar, svgDoc, backdrop, BLUR_DEF } from "./svg"
import { icon, iconTile } from "./icons"
import { btn, card } from "./parts"
import { type Cell, OFF, LEAVE, sh, shiftBlock } from "./roster"

function cursor(x: number, y: number, scale = 1): string {
  // A hand/arrow pointer
  return `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#shadow-sm)"><path d="M0 0 L0 30 L8 23 L13 35 L19 32 L14 21 L24 21 Z" fill="${C.ink900}" stroke="${C.white}" stroke-width="2.5" stroke-linejoin="round"/></g>`
}

export function scheduling(): string {
  const W = 1200
  const H = 900
  let b = backdrop(W, H)

  // Board card
  const bx = 70
  const by = 84
  const bw = 1060
  const bh = 720
  b += card(bx, by, bw, bh, 24, "shadow-lg")

  // Header
  b += text(bx + 36, by + 74, "Sales floor · Indiranagar", { size: 24, weight: "bold", fill: C.ink900, spacing: -0.3 })
  b += text(bx + 36, by + 102, "Drag shifts to reassign. Conflicts are checked as you drop.", {
    size: 15,
    fill: C.ink500,
  })
  const pub = btn(0, 0, "Publish", "primary", 15, 42)
  b += btn(bx + bw - 36 - pub.w, by + 52, "Publish", "primary", 15, 42).svg

  // Columns: four days
  const days = ["Mon 13", "Tue 14", "Wed 15", "Thu 16"]
  const nameW = 214
  const gx = bx + 24
  const gy = by + 136
  const gw = bw - 48
  const colW = (gw - nameW) / days.length
  b += rect(gx, gy, gw, 48, 12, C.ink50)
  b += text(gx + 20, gy + 30, "Team member", { size: 14, weight: "bold", fill: C.ink500 })
  days.forEach((d, i) => {
    b += text(gx + nameW + i * colW + colW / 2, gy + 30, d, {
      size: 15,
      weight: "bold",
      fill: i === 2 ? C.primary : C.ink600,
      anchor: "middle",
    })
  })

  const people: { name: string; idx: number; cells: (Cell | null)[] }[] = [
    {
      name: "Rahul Verma",
      idx: 3,
      cells: [
        sh("10:00", "18:00", "Sales floor"),
        sh("10:00", "18:00", "Sales floor"),
        sh("12:00", "20:00", "Sales floor"),
        OFF,
      ],
    },
    {
      name: "Sneha Kulkarni",
      idx: 4,
      cells: [LEAVE, LEAVE, sh("10:00", "18:00", "Sales floor"), sh("12:00", "20:00", "Sales floor")],
    },
    {
      name: "Ananya Rao",
      idx: 6,
      cells: [OFF, sh("16:00", "22:00", "Sales floor"), OFF, sh("10:00", "18:00", "Sales floor")],
    },
    {
      name: "Arjun Mehta",
      idx: 1,
      cells: [
        sh("09:00", "15:00", "Checkout"),
        OFF,
        sh("09:00", "17:00", "Checkout"),
        sh("14:00", "22:00", "Checkout"),
      ],
    },
    {
      name: "Kabir Das",
      idx: 7,
      cells: [OFF, sh("06:00", "14:00", "Stockroom"), sh("14:00", "22:00", "Stockroom"), OFF],
    },
  ]
  const rowTop = gy + 60
  const rowH = 96
  people.forEach((p, r) => {
    const ry = rowTop + r * rowH
    if (r > 0) b += line(gx + 12, ry, gx + gw - 12, ry, C.ink100, 1.5)
    b += avatar(gx + 38, ry + rowH / 2, 22, p.name, p.idx)
    b += text(gx + 72, ry + rowH / 2 + 6, p.name, { size: 15, weight: "bold", fill: C.ink800 })
    p.cells.forEach((c, d) => {
      if (!c) return
      b += shiftBlock(c, gx + nameW + d * colW + 8, ry + 10, colW - 16, rowH - 20, 16)
    })
  })

  // Drop target on Ananya / Wed
  const tx = gx + nameW + 2 * colW + 8
  const ty = rowTop + 2 * rowH + 10
  const tw = colW - 16
  const th = rowH - 20
  b += rect(tx, ty, tw, th, 12, C.primary50, { stroke: C.primary, "stroke-width": 2.5, "stroke-dasharray": "8 6" })
  b += icon("plus", tx + tw / 2 - 12, ty + th / 2 - 12, 24, C.primary, 2.5)

  // Dragged card (lifted, rotated) between Rahul/Wed and the target
  const dx = tx + 34
  const dy = ty - 52
  b += `<g transform="rotate(-4 ${dx + tw / 2} ${dy + th / 2})" filter="url(#lift)">`
  b += rect(dx, dy, tw, th, 12, C.white, { stroke: C.accent, "stroke-width": 2.5 })
  b += rect(dx + 8, dy + 8, tw - 16, th - 16, 8, C.accent50)
  b += rect(dx + 8, dy + 8, 5, th - 16, 2.5, C.accent)
  b += text(dx + 24, dy + th / 2 - 2, "16:00–22:00", { size: 16, weight: "bold", fill: C.accentDark })
  b += text(dx + 24, dy + th / 2 + 20, "Sales floor", { size: 14, fill: C.accentDark, opacity: 0.8 })
  b += `</g>`
  b += cursor(dx + tw - 40, dy + th - 24, 1.1)

  // Check tooltip under board (all clear)
  const ttx = bx + bw - 400
  const tty = by + bh - 22
  b += rect(ttx, tty, 370, 92, 16, C.white, { filter: "url(#shadow)", stroke: C.ink200 })
  b += iconTile("check", ttx + 20, tty + 20, 52, C.accent50, C.accent)
  b += text(ttx + 90, tty + 42, "No conflicts found", { size: 17, weight: "bold", fill: C.ink900 })
  b += text(ttx + 90, tty + 66, "Ananya · 38h this week · 11h rest", { size: 14, fill: C.ink500 })

  // Legend / swap toast on the left
  const lx = bx - 10
  const ly = by + bh - 22
  b += rect(lx, ly, 400, 92, 16, C.white, { filter: "url(#shadow)", stroke: C.ink200 })
  b += iconTile("swap", lx + 20, ly + 20, 52, C.primary50, C.primary)
  b += text(lx + 90, ly + 42, "Swap approved", { size: 17, weight: "bold", fill: C.ink900 })
  b += text(lx + 90, ly + 66, "Meera → Ananya · Sat 14:00–22:00", { size: 14, fill: C.ink500 })

  // Floating header chip
  b += rect(bx + 36, by - 30, 300, 56, 28, C.ink900, { filter: "url(#shadow)" })
  b += icon("calendar", bx + 56, by - 14, 24, C.primaryLight, 2.2)
  b += text(bx + 92, by + 5, "Week of 13 January", { size: 17, weight: "bold", fill: C.white })

  return svgDoc(W, H, b, BLUR_DEF)
}
