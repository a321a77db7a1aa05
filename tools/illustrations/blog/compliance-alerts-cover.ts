// content/blog/compliance-alerts-before-publish/cover.png (1920 x 1080): the rule set a draft rota is checked
// against, the alerts it raised with their fix buttons, and publishing paused until they are fixed.
import { C } from "../palette"
import { rect, text, line, pill, pillWidth } from "../svg"
import { type IconName, icon, iconTile } from "../icons"
import { btn, card } from "../parts"
import { coverDoc } from "./frame"

export function complianceAlertsCover(): string {
  let b = ""

  // The rule set
  const rx = 110
  const ry = 200
  const rw = 560
  const rh = 680
  b += card(rx, ry, rw, rh, 28, "shadow-lg")
  b += `<clipPath id="rules-top"><rect x="${rx}" y="${ry}" width="${rw}" height="${rh}" rx="28"/></clipPath>`
  b += `<g clip-path="url(#rules-top)">` + rect(rx, ry, rw, 180, 0, "url(#primary-grad)") + `</g>`
  b += iconTile("shield", rx + 40, ry + 44, 84, C.white, C.primary)
  b += text(rx + 150, ry + 82, "Rule set", { size: 20, fill: C.white, opacity: 0.88 })
  b += text(rx + 150, ry + 118, "Store staff · Bengaluru", { size: 28, weight: "bold", fill: C.white })
  const rules: [IconName, string, string][] = [
    ["clock", "Hours in a day", "8 h"],
    ["calendar", "Hours in a week", "48 h"],
    ["moon", "Rest between shifts", "11 h"],
    ["coffee", "Break after", "5 h"],
  ]
  rules.forEach(([ic, label, value], i) => {
    const y = ry + 226 + i * 96
    if (i > 0) b += line(rx + 40, y - 20, rx + rw - 40, y - 20, C.ink100, 1.5)
    b += iconTile(ic, rx + 40, y, 56, C.primary50, C.primary)
    b += text(rx + 118, y + 36, label, { size: 21, fill: C.ink700 })
    b += text(rx + rw - 40, y + 36, value, { size: 24, weight: "bold", fill: C.ink900, anchor: "end" })
  })
  b += text(rx + 40, ry + rh - 40, "Set per state and contract type", { size: 17, fill: C.ink500 })

  // The alerts
  const ax = 730
  const ay = 110
  const aw = 1080
  const ah = 860
  b += card(ax, ay, aw, ah, 28, "shadow-lg")
  b += text(ax + 48, ay + 78, "Compliance alerts", { size: 34, weight: "bold", fill: C.ink900, spacing: -0.4 })
  b += text(ax + 48, ay + 114, "Draft rota · week of 19 October", { size: 20, fill: C.ink500 })
  const pw = pillWidth("3 to fix", 17, 16)
  b += pill(ax + aw - 48 - pw, ay + 56, "3 to fix", C.danger50, C.danger, 17, 16, 40)

  const alerts: {
    icon: IconName
    tone: "danger" | "highlight" | "accent"
    title: string
    detail: string
    action: string
  }[] = [
    {
      icon: "clock",
      tone: "danger",
      title: "Weekly hours over limit",
      detail: "Rahul Verma · 52 h scheduled, limit 48 h",
      action: "Fix",
    },
    {
      icon: "moon",
      tone: "highlight",
      title: "Short rest between shifts",
      detail: "Meera Iyer · 9 h rest, minimum 11 h",
      action: "Fix",
    },
    {
      icon: "coffee",
      tone: "highlight",
      title: "Break not scheduled",
      detail: "Vikram Singh · 6 h shift without a break",
      action: "Add break",
    },
    {
      icon: "check",
      tone: "accent",
      title: "Spread-over within limits",
      detail: "Every shift ends within the day's spread-over",
      action: "",
    },
  ]
  const tones = {
    danger: [C.danger50, C.danger],
    highlight: [C.highlight50, C.highlightDark],
    accent: [C.white, C.accent],
  } as const
  alerts.forEach((a, i) => {
    const [bg, fg] = tones[a.tone]
    const x = ax + 36
    const y = ay + 156 + i * 138
    const w = aw - 72
    b += rect(x, y, w, 120, 20, bg, a.tone === "accent" ? { stroke: C.ink200 } : {})
    b += iconTile(a.icon, x + 26, y + 28, 64, a.tone === "accent" ? C.accent50 : C.white, fg)
    b += text(x + 114, y + 52, a.title, { size: 23, weight: "bold", fill: C.ink900 })
    b += text(x + 114, y + 86, a.detail, { size: 19, fill: C.ink600 })
    if (a.action) {
      const bw = btn(0, 0, a.action, "secondary", 18, 50).w
      b += btn(x + w - 28 - bw, y + 35, a.action, "secondary", 18, 50).svg
    }
  })

  // Publishing waits
  const py = ay + ah - 140
  b += line(ax + 36, py, ax + aw - 36, py, C.ink100, 2)
  b += icon("lock", ax + 52, py + 44, 30, C.ink500, 2.4)
  b += text(ax + 100, py + 67, "Publishing is paused until the alerts are fixed", { size: 20, fill: C.ink600 })
  const pub = btn(0, 0, "Publish", "ghost", 20, 56)
  b += btn(ax + aw - 48 - pub.w, py + 34, "Publish", "ghost", 20, 56).svg

  return coverDoc(b)
}
