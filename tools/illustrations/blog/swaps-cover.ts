// content/blog/shift-swaps-without-chaos/cover.png (1920 x 1080): one shift moving between two colleagues, the
// checks it passes, and the manager's approval arriving as a notification.
import { C } from "../palette"
import { rect, text, circle, avatar } from "../svg"
import { icon, iconTile } from "../icons"
import { btn, card } from "../parts"
import { checkRow, coverDoc } from "./frame"

function personCard(
  x: number,
  y: number,
  name: string,
  idx: number,
  role: string,
  tag: string,
  giving: boolean,
): string {
  const w = 600
  const h = 290
  let s = card(x, y, w, h, 26, "shadow-lg")
  s += avatar(x + 70, y + 78, 38, name, idx)
  s += text(x + 126, y + 72, name, { size: 28, weight: "bold", fill: C.ink900 })
  s += text(x + 126, y + 102, role, { size: 18, fill: C.ink500 })
  const tw = tag.length * 11 + 36
  s += rect(x + w - 36 - tw, y + 54, tw, 36, 18, giving ? C.highlight100 : C.accent50)
  s += text(x + w - 36 - tw / 2, y + 78, tag, {
    size: 16,
    weight: "bold",
    fill: giving ? C.highlightDark : C.accentDark,
    anchor: "middle",
  })
  // The shift that moves
  const bx = x + 36
  const by = y + 146
  const bw = w - 72
  const bh = 104
  if (giving) {
    s += rect(bx, by, bw, bh, 16, C.ink50, { stroke: C.ink300, "stroke-width": 2, "stroke-dasharray": "9 7" })
    s += text(bx + bw / 2, by + 48, "Sat 21 · 14:00–22:00", {
      size: 24,
      weight: "bold",
      fill: C.ink400,
      anchor: "middle",
    })
    s += text(bx + bw / 2, by + 78, "Moves to Arjun once approved", { size: 17, fill: C.ink400, anchor: "middle" })
  } else {
    s += rect(bx, by, bw, bh, 16, C.primary50)
    s += rect(bx + 10, by + 16, 6, bh - 32, 3, C.primary)
    s += text(bx + 36, by + 48, "Sat 21 · 14:00–22:00", { size: 24, weight: "bold", fill: C.primaryDark })
    s += text(bx + 36, by + 78, "Checkout · Koramangala", { size: 17, fill: C.primaryDark, opacity: 0.8 })
  }
  return s
}

export function swapsCover(): string {
  let b = ""
  b += personCard(120, 130, "Meera Iyer", 2, "Checkout", "Gives away", true)
  b += personCard(1200, 130, "Arjun Mehta", 1, "Checkout", "Takes the shift", false)

  // The swap between them
  b += circle(960, 275, 92, C.white, { filter: "url(#lift)" })
  b += circle(960, 275, 74, "url(#primary-grad)")
  b += icon("swap", 918, 233, 84, C.white, 3)

  // The checks
  const kx = 120
  const ky = 500
  const kw = 1000
  const kh = 460
  b += card(kx, ky, kw, kh, 26, "shadow-lg")
  b += iconTile("shield", kx + 36, ky + 34, 60, C.accent50, C.accent)
  b += text(kx + 116, ky + 64, "Checked before anyone approves", { size: 28, weight: "bold", fill: C.ink900 })
  b += text(kx + 116, ky + 96, "The same rules as the rota itself", { size: 18, fill: C.ink500 })
  const checks: [string, string][] = [
    ["Same role and skills", "Checkout, till trained"],
    ["Within weekly hours", "Arjun: 38 of 48 hours after the swap"],
    ["Enough rest between shifts", "13 hours before his Sunday shift"],
    ["Coverage kept", "3 people on checkout, Sat 14:00–22:00"],
  ]
  checks.forEach(([label, detail], i) => {
    b += checkRow(kx + 44, ky + 168 + i * 74, label, detail, true, 22)
  })
  // Arjun's week after the swap: hours against the limit, and the rest before his next shift
  const px = kx + 590
  const pw = kw - 590 - 44
  b += rect(px, ky + 140, pw, 280, 18, C.ink50)
  b += text(px + 24, ky + 178, "Arjun's week after the swap", { size: 17, weight: "bold", fill: C.ink700 })
  b += text(px + 24, ky + 218, "Hours", { size: 15, fill: C.ink500 })
  b += text(px + pw - 24, ky + 218, "38 / 48", { size: 15, weight: "bold", fill: C.ink700, anchor: "end" })
  b += rect(px + 24, ky + 230, pw - 48, 16, 8, C.ink200)
  b += rect(px + 24, ky + 230, ((pw - 48) * 38) / 48, 16, 8, C.accent)
  b += text(px + 24, ky + 292, "Rest before Sunday", { size: 15, fill: C.ink500 })
  b += text(px + pw - 24, ky + 292, "13 h", { size: 15, weight: "bold", fill: C.ink700, anchor: "end" })
  const rx = px + 24
  const rw = pw - 48
  b += rect(rx, ky + 306, rw * 0.3, 30, 8, C.primary100)
  b += text(rx + (rw * 0.3) / 2, ky + 326, "Sat", { size: 14, weight: "bold", fill: C.primaryDark, anchor: "middle" })
  b += rect(rx + rw * 0.7, ky + 306, rw * 0.3, 30, 8, C.primary100)
  b += text(rx + rw * 0.85, ky + 326, "Sun", { size: 14, weight: "bold", fill: C.primaryDark, anchor: "middle" })
  b += rect(rx + rw * 0.3 + 8, ky + 318, rw * 0.4 - 16, 6, 3, C.accent)
  b += text(px + 24, ky + 378, "22:00 to 11:00 · minimum 11 h", { size: 15, fill: C.ink500 })

  // The request, and the approval as it arrives
  const nx = 1200
  const ny = 500
  const nw = 600
  const nh = 300
  b += card(nx, ny, nw, nh, 26, "shadow-lg")
  b += iconTile("bell", nx + 36, ny + 34, 60, C.primary50, C.primary)
  b += text(nx + 116, ny + 64, "Swap request", { size: 28, weight: "bold", fill: C.ink900 })
  b += text(nx + 116, ny + 96, "Sent to Priya, store manager", { size: 18, fill: C.ink500 })
  b += text(nx + 36, ny + 160, "Meera asks Arjun to take", { size: 20, fill: C.ink700 })
  b += text(nx + 36, ny + 190, "Sat 21 · 14:00–22:00", { size: 20, weight: "bold", fill: C.ink900 })
  const ok = btn(0, 0, "Approve", "accent", 18, 50, "check")
  b += btn(nx + 36, ny + 220, "Approve", "accent", 18, 50, "check").svg
  b += btn(nx + 36 + ok.w + 14, ny + 220, "Decline", "secondary", 18, 50).svg

  const tx = 1260
  const ty = 850
  b += rect(tx, ty, 560, 116, 22, C.ink900, { filter: "url(#lift)" })
  b += iconTile("check", tx + 24, ty + 26, 64, C.accent, C.white)
  b += text(tx + 110, ty + 52, "Swap approved", { size: 24, weight: "bold", fill: C.white })
  b += text(tx + 110, ty + 84, "Both rotas and phones updated", { size: 18, fill: C.ink300 })

  return coverDoc(b)
}
