// compliance.png (1200 x 900): compliance alerts and the overtime chart.
import { C } from "./palette"
import { rect, text, line, pill, pillWidth, svgDoc, backdrop, BLUR_DEF } from "./svg"
import { type IconName, icon, iconTile } from "./icons"
import { btn, card } from "./parts"

export function compliance(): string {
  const W = 1200
  const H = 900
  let b = backdrop(W, H)

  // Alerts card (left, front)
  const ax = 60
  const ay = 100
  const aw = 610
  const ah = 720
  // Chart card (right, behind)
  const cx = 600
  const cy = 70
  const cw = 540
  const ch = 470
  b += card(cx, cy, cw, ch, 24, "shadow-lg")
  const chLeft = cx + 130
  b += text(chLeft, cy + 52, "Overtime hours", { size: 22, weight: "bold", fill: C.ink900, spacing: -0.3 })
  b += text(chLeft, cy + 78, "All locations · last 6 weeks", { size: 14, fill: C.ink500 })
  const chartX = chLeft + 30
  const chartY = cy + 120
  const chartW = cx + cw - 36 - chartX
  const chartH = 260
  const max = 120
  ;[0, 40, 80, 120].forEach((v) => {
    const ly = chartY + chartH - (v / max) * chartH
    b += line(chartX, ly, chartX + chartW, ly, C.ink100, 1.5)
    b += text(chartX - 10, ly + 5, String(v), { size: 13, fill: C.ink400, anchor: "end" })
  })
  const weeks = ["W48", "W49", "W50", "W51", "W52", "W1"]
  const ot = [96, 88, 104, 72, 54, 38]
  const limit = 80
  const bw = chartW / weeks.length
  ot.forEach((v, i) => {
    const bh = (v / max) * chartH
    const over = v > limit
    b += rect(chartX + i * bw + bw * 0.22, chartY + chartH - bh, bw * 0.56, bh, 8, over ? C.highlight : C.accent, {
      opacity: 0.9,
    })
    b += text(chartX + i * bw + bw / 2, chartY + chartH + 26, weeks[i] ?? "", {
      size: 13,
      fill: C.ink500,
      anchor: "middle",
    })
  })
  const limY = chartY + chartH - (limit / max) * chartH
  b += line(chartX, limY, chartX + chartW, limY, C.danger, 2.5, { "stroke-dasharray": "8 6" })
  b += rect(chartX + chartW - 96, limY - 34, 96, 26, 13, C.danger50)
  b += text(chartX + chartW - 48, limY - 16, "Budget 80h", {
    size: 12,
    weight: "bold",
    fill: C.danger,
    anchor: "middle",
  })
  b += rect(chLeft, cy + ch - 58, 230, 34, 17, C.accent50)
  b += text(chLeft + 115, cy + ch - 36, "−60% since alerts went live", {
    size: 13,
    weight: "bold",
    fill: C.accent,
    anchor: "middle",
  })

  // Rule set card (bottom right)
  const rx = 700
  const ry = 590
  const rw = 440
  const rh = 210
  b += card(rx, ry, rw, rh, 20, "shadow")
  b += iconTile("shield", rx + 24, ry + 24, 44, C.primary50, C.primary)
  b += text(rx + 84, ry + 44, "Active rule set", { size: 14, fill: C.ink500 })
  b += text(rx + 84, ry + 66, "Store staff · Bengaluru", { size: 17, weight: "bold", fill: C.ink900 })
  const chips = ["9h per day", "48h per week", "Break after 5h", "11h rest"]
  let chx = rx + 24
  let chy = ry + 96
  for (const c of chips) {
    const w = pillWidth(c, 14, 14)
    if (chx + w > rx + rw - 24) {
      chx = rx + 24
      chy += 46
    }
    b += rect(chx, chy, w, 34, 17, C.ink50, { stroke: C.ink200 })
    b += text(chx + w / 2, chy + 22, c, { size: 14, weight: "bold", fill: C.ink700, anchor: "middle" })
    chx += w + 10
  }

  // Alerts card
  b += card(ax, ay, aw, ah, 24, "shadow-lg")
  b += text(ax + 36, ay + 58, "Compliance alerts", { size: 24, weight: "bold", fill: C.ink900, spacing: -0.3 })
  b += text(ax + 36, ay + 86, "Draft schedule · Week of 20 January", { size: 15, fill: C.ink500 })
  b += pill(ax + aw - 36 - pillWidth("3 to review", 13, 12), ay + 38, "3 to review", C.danger50, C.danger, 13, 12, 30)

  const alerts: {
    icon: IconName
    tone: "danger" | "highlight" | "accent"
    title: string
    detail: string
    meta: string
    action: string
  }[] = [
    {
      icon: "clock",
      tone: "danger",
      title: "Weekly hours over limit",
      detail: "Rahul Verma · 52h scheduled, limit 48h",
      meta: "Sales floor · Koramangala",
      action: "Fix",
    },
    {
      icon: "moon",
      tone: "highlight",
      title: "Short rest between shifts",
      detail: "Meera Iyer · 9h rest, minimum 11h",
      meta: "Fri 22:00 → Sat 07:00",
      action: "Fix",
    },
    {
      icon: "coffee",
      tone: "highlight",
      title: "Break not scheduled",
      detail: "Vikram Singh · 6h shift without break",
      meta: "Tue 06:00–12:00 · Whitefield",
      action: "Add break",
    },
    {
      icon: "check",
      tone: "accent",
      title: "Spread-over within limits",
      detail: "All shifts end within 10.5 hours of start",
      meta: "Checked 2 minutes ago",
      action: "",
    },
  ]
  const toneCol = {
    danger: [C.danger50, C.danger],
    highlight: [C.highlight50, C.highlight],
    accent: [C.accent50, C.accent],
  } as const
  let y = ay + 120
  const itemH = 124
  alerts.forEach((a) => {
    const [bg, fg] = toneCol[a.tone]
    const ix = ax + 24
    const iw = aw - 48
    b += rect(ix, y, iw, itemH - 16, 16, a.tone === "accent" ? C.white : bg, {
      stroke: a.tone === "accent" ? C.ink200 : "none",
    })
    b += iconTile(a.icon, ix + 22, y + 24, 56, a.tone === "accent" ? C.accent50 : C.white, fg)
    b += text(ix + 96, y + 40, a.title, { size: 18, weight: "bold", fill: C.ink900 })
    b += text(ix + 96, y + 66, a.detail, { size: 15, fill: C.ink600 })
    b += text(ix + 96, y + 90, a.meta, { size: 13, fill: C.ink500 })
    if (a.action) {
      const bw2 = btn(0, 0, a.action, "secondary", 14, 38).w
      b += btn(ix + iw - 20 - bw2, y + 37, a.action, "secondary", 14, 38).svg
    }
    y += itemH
  })

  // Publish bar at the bottom of the alerts card
  const pbY = ay + ah - 78
  b += line(ax + 24, pbY - 10, ax + aw - 24, pbY - 10, C.ink100, 1.5)
  b += icon("shield", ax + 36, pbY + 14, 24, C.ink500, 2)
  b += text(ax + 70, pbY + 32, "Publishing is paused until alerts are fixed", { size: 14, fill: C.ink600 })

  return svgDoc(W, H, b, BLUR_DEF)
}
