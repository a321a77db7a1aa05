// content/authors/<id>.png (400 x 400): an author's drawn avatar, never a photo: the initials in white on a
// brand colour, with one large shape and the logo's two "shift" bars behind them. Everything that matters sits
// inside the middle circle, so the picture survives being cropped round or square.
import { C } from "../palette"
import { rect, text, circle, svgDoc } from "../svg"

export type AvatarShape = "circle" | "squircle" | "hexagon"
export type AvatarTone = "primary" | "accent" | "highlight"

const TONES: Record<AvatarTone, { base: string; shape: string }> = {
  primary: { base: C.primary, shape: C.primaryLight },
  accent: { base: C.accentDark, shape: C.accent },
  highlight: { base: C.highlightDark, shape: C.highlight },
}

function shape(kind: AvatarShape, fill: string): string {
  switch (kind) {
    case "circle":
      return circle(330, 70, 150, fill, { opacity: 0.45 })
    case "squircle":
      return rect(230, -70, 240, 240, 80, fill, { opacity: 0.5, transform: "rotate(18 350 50)" })
    case "hexagon": {
      const cx = 340
      const cy = 60
      const r = 160
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`
      }).join(" ")
      return `<polygon points="${pts}" fill="${fill}" opacity="0.5"/>`
    }
  }
}

export function authorAvatar(name: string, kind: AvatarShape, tone: AvatarTone): string {
  const t = TONES[tone]
  const initials = name
    .split(" ")
    .map((p) => p[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase()
  let b = rect(0, 0, 400, 400, 0, t.base)
  b += shape(kind, t.shape)
  b += rect(-40, 300, 190, 44, 22, C.white, { opacity: 0.16 })
  b += rect(10, 356, 190, 44, 22, C.white, { opacity: 0.1 })
  b += text(200, 200 + 128 * 0.36, initials, {
    size: 128,
    weight: "bold",
    fill: C.white,
    anchor: "middle",
    spacing: -2,
  })
  return svgDoc(400, 400, b)
}
