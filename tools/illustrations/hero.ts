// hero.png (2048 x 1280): the weekly schedule dashboard.
import { C, TONES } from "./palette"
import { rect, text, circle, line, avatar, pill, pillWidth, svgDoc, backdrop, BLUR_DEF } from "./svg"
import { type IconName, icon, iconTile } from "./icons"
import { logo, btn, card } from "./parts"
import { TEAM, DAYS, DATES, shiftBlock } from "./roster"

export function hero(): string {
  const W = 2048
  const H = 1280
  const wx = 48
  const wy = 44
  const ww = W - 96
  const wh = H - 88
  const chromeH = 52
  const sideW = 280
  let b = ""

  b += backdrop(W, H)

  // App window
  b += rect(wx, wy, ww, wh, 24, C.white, { filter: "url(#shadow-lg)" })
  b += `<clipPath id="win"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="24"/></clipPath>`
  b += `<g clip-path="url(#win)">`
  // Browser chrome
  b += rect(wx, wy, ww, chromeH, 0, C.ink100)
  b += line(wx, wy + chromeH, wx + ww, wy + chromeH, C.ink200, 1.5)
  b +=
    circle(wx + 30, wy + 26, 7, C.windowClose) +
    circle(wx + 54, wy + 26, 7, C.windowMinimise) +
    circle(wx + 78, wy + 26, 7, C.windowZoom)
  b += rect(wx + ww / 2 - 240, wy + 11, 480, 30, 15, C.white, { stroke: C.ink200 })
  b += icon("shield", wx + ww / 2 - 222, wy + 17, 18, C.ink400, 2)
  b += text(wx + ww / 2, wy + 32, "app.shiftwise.app/schedule", { size: 15, fill: C.ink500, anchor: "middle" })

  // Sidebar
  const top = wy + chromeH
  b += rect(wx, top, sideW, wh - chromeH, 0, C.ink50)
  b += line(wx + sideW, top, wx + sideW, wy + wh, C.ink200, 1.5)
  b += logo(wx + 28, top + 30, 40, 24)

  const nav: [IconName, string, boolean][] = [
    ["grid", "Dashboard", false],
    ["calendar", "Schedule", true],
    ["clock", "Time & attendance", false],
    ["leave", "Leave", false],
    ["sheet", "Timesheets", false],
    ["shield", "Compliance", false],
    ["chart", "Reports", false],
  ]
  let ny = top + 118
  for (const [ic, label, active] of nav) {
    if (active) b += rect(wx + 16, ny - 6, sideW - 32, 48, 12, C.primary50)
    if (active) b += rect(wx + 16, ny + 6, 4, 24, 2, C.primary)
    b += icon(ic, wx + 36, ny + 6, 22, active ? C.primary : C.ink500, 2)
    b += text(wx + 72, ny + 25, label, {
      size: 17,
      weight: active ? "bold" : "normal",
      fill: active ? C.primaryDark : C.ink600,
    })
    if (label === "Compliance") b += pill(wx + sideW - 62, ny + 4, "2", C.danger100, C.danger, 13, 8, 24)
    ny += 56
  }
  b += text(wx + 36, ny + 30, "LOCATIONS", { size: 13, weight: "bold", fill: C.ink400, spacing: 1.2 })
  const locs: [string, string][] = [
    ["Koramangala", C.primary],
    ["Indiranagar", C.accent],
    ["Whitefield", C.highlight],
  ]
  ny += 52
  for (const [name, col] of locs) {
    b += circle(wx + 44, ny + 12, 6, col)
    b += text(wx + 66, ny + 18, name, { size: 16, fill: C.ink600 })
    ny += 40
  }
  // Sidebar promo card: payroll export
  const py2 = wy + wh - 96 - 36 - 150
  b += rect(wx + 20, py2, sideW - 40, 150, 16, C.white, { stroke: C.ink200, filter: "url(#shadow-sm)" })
  b += iconTile("sheet", wx + 38, py2 + 18, 40, C.accent50, C.accent)
  b += text(wx + 90, py2 + 36, "Pay period", { size: 14, fill: C.ink500 })
  b += text(wx + 90, py2 + 57, "Closes Fri 17", { size: 16, weight: "bold", fill: C.ink800 })
  b += rect(wx + 38, py2 + 78, sideW - 76, 8, 4, C.ink100)
  b += rect(wx + 38, py2 + 78, (sideW - 76) * 0.82, 8, 4, C.accent)
  b += text(wx + 38, py2 + 116, "82% of timesheets approved", { size: 13, fill: C.ink500 })
  // Sidebar footer user
  const fy = wy + wh - 96
  b += line(wx + 20, fy - 16, wx + sideW - 20, fy - 16, C.ink200, 1.5)
  b += avatar(wx + 52, fy + 28, 22, "Priya Nair", 0)
  b += text(wx + 86, fy + 23, "Priya Nair", { size: 16, weight: "bold", fill: C.ink800 })
  b += text(wx + 86, fy + 45, "Store manager", { size: 14, fill: C.ink500 })

  // Main area
  const mx = wx + sideW + 36
  const mw = wx + ww - 36 - mx
  let y = top + 34

  b += text(mx, y + 30, "Weekly schedule", { size: 32, weight: "bold", fill: C.ink900, spacing: -0.5 })
  b += text(mx, y + 62, "Koramangala store · 13–19 January 2025", { size: 17, fill: C.ink500 })

  // Week switcher + actions on the right
  const pub = btn(0, 0, "Publish schedule", "primary", 16, 46)
  const auto = btn(0, 0, "Auto-fill", "secondary", 16, 46, "sparkle")
  const right = mx + mw
  b += btn(right - pub.w, y + 6, "Publish schedule", "primary", 16, 46).svg
  b += btn(right - pub.w - 14 - auto.w, y + 6, "Auto-fill", "secondary", 16, 46, "sparkle").svg
  const swx = right - pub.w - 14 - auto.w - 24 - 250
  b += rect(swx, y + 6, 250, 46, 10, C.white, { stroke: C.ink300, "stroke-width": 1.5 })
  b += icon("chevronLeft", swx + 12, y + 17, 24, C.ink500, 2.2)
  b += icon("chevronRight", swx + 214, y + 17, 24, C.ink500, 2.2)
  b += text(swx + 125, y + 35, "This week", { size: 16, weight: "bold", fill: C.ink700, anchor: "middle" })

  // KPI cards
  y += 100
  const kpis: {
    icon: IconName
    label: string
    value: string
    delta: string
    tone: "primary" | "accent" | "highlight" | "danger"
  }[] = [
    { icon: "clock", label: "Scheduled hours", value: "1,248", delta: "−3% vs forecast", tone: "primary" },
    { icon: "rupee", label: "Labour cost", value: "₹4.82L", delta: "Within budget", tone: "accent" },
    { icon: "users", label: "Open shifts", value: "3", delta: "2 claimed today", tone: "highlight" },
    { icon: "shield", label: "Compliance", value: "2 alerts", delta: "Review before publishing", tone: "danger" },
  ]
  const kGap = 24
  const kW = (mw - kGap * 3) / 4
  const kH = 112
  kpis.forEach((k, i) => {
    const kx = mx + i * (kW + kGap)
    b += card(kx, y, kW, kH, 16, "shadow-sm")
    const bg = k.tone === "danger" ? C.danger50 : TONES[k.tone].fill
    const fg = k.tone === "danger" ? C.danger : TONES[k.tone].bar
    b += iconTile(k.icon, kx + 22, y + 24, 52, bg, fg)
    b += text(kx + 94, y + 42, k.label, { size: 15, fill: C.ink500 })
    b += text(kx + 94, y + 76, k.value, { size: 28, weight: "bold", fill: C.ink900, spacing: -0.5 })
    b += text(kx + 94, y + 99, k.delta, { size: 13, fill: k.tone === "danger" ? C.danger : C.ink500 })
  })

  // Schedule grid card
  y += kH + 26
  const rightColW = 410
  const gx = mx
  const gw = mw - rightColW - 24
  const gh = wy + wh - 32 - y
  b += card(gx, y, gw, gh, 18, "shadow-sm")

  // Grid header
  const nameW = 214
  const headH = 64
  const dayW = (gw - nameW - 12) / 7
  b += `<path d="M${gx + 18} ${y}h${gw - 36}a18 18 0 0 1 18 18v${headH - 18}h-${gw}v-${headH - 18}a18 18 0 0 1 18 -18z" fill="${C.ink50}"/>`
  b += line(gx, y + headH, gx + gw, y + headH, C.ink200, 1.5)
  b += text(gx + 24, y + 39, "Team member", { size: 15, weight: "bold", fill: C.ink500 })
  DAYS.forEach((d, i) => {
    const dx = gx + nameW + i * dayW
    const today = i === 2
    if (today) b += rect(dx + 6, y + 10, dayW - 12, headH - 20, 10, C.primary50)
    b += text(dx + dayW / 2, y + 30, d, {
      size: 14,
      weight: "bold",
      fill: today ? C.primary : C.ink500,
      anchor: "middle",
    })
    b += text(dx + dayW / 2, y + 51, String(DATES[i]), {
      size: 17,
      weight: "bold",
      fill: today ? C.primaryDark : C.ink800,
      anchor: "middle",
    })
  })

  const rowsTop = y + headH
  const rowH = (gh - headH - 8) / TEAM.length
  // vertical day separators
  for (let i = 0; i <= 7; i++) {
    const dx = gx + nameW + i * dayW
    if (i < 7) b += line(dx, rowsTop, dx, y + gh - 8, C.ink100, 1.5)
  }
  TEAM.forEach((p, r) => {
    const ry = rowsTop + r * rowH
    if (r > 0) b += line(gx, ry, gx + gw, ry, C.ink100, 1.5)
    b += avatar(gx + 42, ry + rowH / 2, 20, p.name, r)
    b += text(gx + 74, ry + rowH / 2 - 3, p.name, { size: 15, weight: "bold", fill: C.ink800 })
    b += text(gx + 74, ry + rowH / 2 + 20, `${p.role} · ${p.hours}h`, { size: 14, fill: C.ink500 })
    p.week.forEach((cell, d) => {
      const cx = gx + nameW + d * dayW + 6
      b += shiftBlock(cell, cx, ry + 8, dayW - 12, rowH - 16, 14)
    })
  })
  // Highlight a selected shift (being edited)
  {
    const r = 3
    const d = 2
    const cx = gx + nameW + d * dayW + 6
    const ry = rowsTop + r * rowH + 8
    b += rect(cx - 3, ry - 3, dayW - 6, rowH - 10, 12, "none", { stroke: C.accent, "stroke-width": 2.5 })
  }

  // Right column: coverage chart
  const rx = gx + gw + 24
  const cH = 420
  b += card(rx, y, rightColW, cH, 18, "shadow-sm")
  b += text(rx + 26, y + 42, "Coverage vs demand", { size: 19, weight: "bold", fill: C.ink900 })
  b += text(rx + 26, y + 68, "Staff on the floor, this week", { size: 14, fill: C.ink500 })
  b += pill(rx + rightColW - 26 - pillWidth("96%", 15, 12), y + 24, "96%", C.accent50, C.accent, 15, 12, 30)

  const chX = rx + 56
  const chY = y + 100
  const chW = rightColW - 56 - 26
  const chH = 230
  const maxV = 24
  ;[0, 8, 16, 24].forEach((v) => {
    const ly = chY + chH - (v / maxV) * chH
    b += line(chX, ly, chX + chW, ly, C.ink100, 1.5)
    b += text(chX - 12, ly + 5, String(v), { size: 13, fill: C.ink400, anchor: "end" })
  })
  const scheduled = [17, 16, 18, 15, 19, 22, 18]
  const demand = [16, 15, 17, 17, 20, 23, 19]
  const bw = chW / 7
  scheduled.forEach((v, i) => {
    const bh = (v / maxV) * chH
    const under = v < (demand[i] ?? 0) - 1
    b += rect(chX + i * bw + bw * 0.2, chY + chH - bh, bw * 0.6, bh, 7, under ? C.highlight : C.primary, {
      opacity: under ? 0.9 : 0.85,
    })
    b += text(chX + i * bw + bw / 2, chY + chH + 24, (DAYS[i] ?? "").slice(0, 1), {
      size: 14,
      fill: C.ink500,
      anchor: "middle",
    })
  })
  const pts = demand.map((v, i) => `${chX + i * bw + bw / 2},${chY + chH - (v / maxV) * chH}`)
  b += `<polyline points="${pts.join(" ")}" fill="none" stroke="${C.accent}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`
  demand.forEach((v, i) => {
    b += circle(chX + i * bw + bw / 2, chY + chH - (v / maxV) * chH, 5, C.white, {
      stroke: C.accent,
      "stroke-width": 3,
    })
  })
  const lgY = y + cH - 30
  b += rect(rx + 26, lgY - 11, 14, 14, 4, C.primary) + text(rx + 48, lgY + 1, "Scheduled", { size: 14, fill: C.ink600 })
  b += rect(rx + 150, lgY - 11, 14, 14, 4, C.highlight) + text(rx + 172, lgY + 1, "Short", { size: 14, fill: C.ink600 })
  b +=
    line(rx + 240, lgY - 4, rx + 262, lgY - 4, C.accent, 3) +
    text(rx + 270, lgY + 1, "Forecast demand", { size: 14, fill: C.ink600 })

  // Right column: swap requests
  const sy = y + cH + 24
  const sH = gh - cH - 24
  b += card(rx, sy, rightColW, sH, 18, "shadow-sm")
  b += text(rx + 26, sy + 42, "Swap requests", { size: 19, weight: "bold", fill: C.ink900 })
  b += pill(rx + rightColW - 26 - pillWidth("3 new", 13, 10), sy + 22, "3 new", C.primary50, C.primary, 13, 10, 28)
  const swaps: [string, string, string, number, number][] = [
    ["Meera Iyer", "Ananya Rao", "Sat 18 · 14:00–22:00", 2, 6],
    ["Vikram Singh", "Kabir Das", "Thu 16 · 06:00–14:00", 5, 7],
    ["Arjun Mehta", "Rahul Verma", "Sun 19 · 10:00–16:00", 1, 3],
  ]
  let iy = sy + 70
  const itemH = (sH - 70 - 16) / swaps.length
  swaps.forEach(([a, bName, when, ai, bi], i) => {
    if (i > 0) b += line(rx + 26, iy, rx + rightColW - 26, iy, C.ink100, 1.5)
    const ay2 = iy + itemH / 2 - 2
    b += avatar(rx + 44, ay2, 18, a, ai)
    b += icon("swap", rx + 66, ay2 - 9, 18, C.ink400, 2)
    b += avatar(rx + 106, ay2, 18, bName, bi)
    b += text(rx + 136, iy + itemH / 2 - 8, `${a.split(" ")[0]} → ${bName.split(" ")[0]}`, {
      size: 16,
      weight: "bold",
      fill: C.ink800,
    })
    b += text(rx + 136, iy + itemH / 2 + 15, when, { size: 14, fill: C.ink500 })
    if (i === 0) {
      b += rect(rx + rightColW - 26 - 40, iy + itemH / 2 - 22, 40, 40, 10, C.accent)
      b += icon("check", rx + rightColW - 26 - 31, iy + itemH / 2 - 13, 22, C.white, 2.6)
    } else {
      b += rect(rx + rightColW - 26 - 40, iy + itemH / 2 - 22, 40, 40, 10, C.accent50)
      b += icon("check", rx + rightColW - 26 - 31, iy + itemH / 2 - 13, 22, C.accent, 2.6)
    }
    iy += itemH
  })

  b += `</g>`
  return svgDoc(W, H, b, BLUR_DEF)
}
