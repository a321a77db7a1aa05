// The sample team and week the drawings show, and how one shift cell is drawn.
import { C, TONES, type Tone } from "./palette"
import { rect, text } from "./svg"

export interface Shift {
  kind: "shift"
  start: string
  end: string
  role: string
  tone: Tone
}
export type Cell = Shift | { kind: "off" } | { kind: "leave" } | { kind: "open"; start: string; end: string }

export const shift = (start: string, end: string, role: string, tone: Tone): Shift => ({
  kind: "shift",
  start,
  end,
  role,
  tone,
})
export const OFF: Cell = { kind: "off" }
export const LEAVE: Cell = { kind: "leave" }

export const ROLE_TONE = {
  Supervisor: "primary",
  Checkout: "primary",
  "Sales floor": "accent",
  Stockroom: "highlight",
} as const

export interface Person {
  name: string
  role: keyof typeof ROLE_TONE
  hours: number
  week: Cell[]
}

export const sh = (start: string, end: string, role: keyof typeof ROLE_TONE): Shift =>
  shift(start, end, role, ROLE_TONE[role])

export const TEAM: Person[] = [
  {
    name: "Priya Nair",
    role: "Supervisor",
    hours: 40,
    week: [
      sh("08:00", "16:00", "Supervisor"),
      sh("08:00", "16:00", "Supervisor"),
      OFF,
      sh("08:00", "16:00", "Supervisor"),
      sh("12:00", "20:00", "Supervisor"),
      sh("10:00", "18:00", "Supervisor"),
      OFF,
    ],
  },
  {
    name: "Arjun Mehta",
    role: "Checkout",
    hours: 36,
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
    role: "Checkout",
    hours: 32,
    week: [
      sh("14:00", "22:00", "Checkout"),
      sh("14:00", "22:00", "Checkout"),
      OFF,
      OFF,
      sh("09:00", "17:00", "Checkout"),
      { kind: "open", start: "14:00", end: "22:00" },
      sh("08:00", "16:00", "Checkout"),
    ],
  },
  {
    name: "Rahul Verma",
    role: "Sales floor",
    hours: 40,
    week: [
      sh("10:00", "18:00", "Sales floor"),
      sh("10:00", "18:00", "Sales floor"),
      sh("12:00", "20:00", "Sales floor"),
      OFF,
      sh("10:00", "18:00", "Sales floor"),
      sh("10:00", "18:00", "Sales floor"),
      OFF,
    ],
  },
  {
    name: "Sneha Kulkarni",
    role: "Sales floor",
    hours: 24,
    week: [
      LEAVE,
      LEAVE,
      sh("10:00", "18:00", "Sales floor"),
      sh("12:00", "20:00", "Sales floor"),
      OFF,
      OFF,
      sh("12:00", "20:00", "Sales floor"),
    ],
  },
  {
    name: "Vikram Singh",
    role: "Stockroom",
    hours: 40,
    week: [
      sh("06:00", "14:00", "Stockroom"),
      sh("06:00", "14:00", "Stockroom"),
      sh("06:00", "14:00", "Stockroom"),
      sh("06:00", "14:00", "Stockroom"),
      OFF,
      OFF,
      sh("07:00", "15:00", "Stockroom"),
    ],
  },
  {
    name: "Ananya Rao",
    role: "Sales floor",
    hours: 32,
    week: [
      OFF,
      sh("16:00", "22:00", "Sales floor"),
      sh("16:00", "22:00", "Sales floor"),
      sh("10:00", "18:00", "Sales floor"),
      sh("16:00", "22:00", "Sales floor"),
      OFF,
      sh("16:00", "22:00", "Sales floor"),
    ],
  },
  {
    name: "Kabir Das",
    role: "Stockroom",
    hours: 24,
    week: [
      OFF,
      OFF,
      sh("14:00", "22:00", "Stockroom"),
      OFF,
      sh("06:00", "14:00", "Stockroom"),
      sh("06:00", "14:00", "Stockroom"),
      { kind: "open", start: "08:00", end: "14:00" },
    ],
  },
]

export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
export const DATES = [13, 14, 15, 16, 17, 18, 19]

/** Draw one schedule cell (shift block, leave, open shift) in the given box. */
export function shiftBlock(cell: Cell, x: number, y: number, w: number, h: number, size = 16): string {
  switch (cell.kind) {
    case "off":
      return ""
    case "leave":
      return (
        rect(x, y, w, h, 10, "url(#stripes)") +
        text(x + w / 2, y + h / 2 + size * 0.36, "On leave", {
          size: size - 1,
          weight: "bold",
          fill: C.ink500,
          anchor: "middle",
        })
      )
    case "open":
      return (
        rect(x + 1, y + 1, w - 2, h - 2, 10, C.highlight50, {
          stroke: C.highlight,
          "stroke-width": 2,
          "stroke-dasharray": "6 5",
        }) +
        text(x + 14, y + h / 2 - 4, "Open shift", { size: size - 1, weight: "bold", fill: C.highlightDark }) +
        text(x + 14, y + h / 2 + size + 2, `${cell.start}–${cell.end}`, {
          size: size - 2,
          fill: C.highlightDark,
          opacity: 0.85,
        })
      )
    case "shift": {
      const t = TONES[cell.tone]
      return (
        `<g>` +
        rect(x, y, w, h, 10, t.fill) +
        rect(x + 6, y + 10, 4, h - 20, 2, t.bar) +
        text(x + 16, y + h / 2 - 4, `${cell.start}–${cell.end}`, { size, weight: "bold", fill: t.text }) +
        text(x + 16, y + h / 2 + size + 2, cell.role, { size: size - 2, fill: t.text, opacity: 0.8 }) +
        `</g>`
      )
    }
  }
}
