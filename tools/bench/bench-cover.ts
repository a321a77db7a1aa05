// A generated post's cover for the build benchmark (tools/bench/article-corpus.ts): a 1920 × 1080 drawing like the
// site's own covers (content/blog/*/cover.png, drawn by tools/illustrations/), made from the same parts (the soft
// backdrop, a week's rota of shift blocks, a tally card, a card of rules, a floating chip) with what they show chosen
// by a seeded generator, so every post's cover is a distinct picture of the same kind and cost to encode, and the same
// seed always draws the same cover.
import sharp from "sharp"
import { C } from "../illustrations/palette"
import { rect, text, line, avatar, circle, svgDoc, BLUR_DEF } from "../illustrations/svg"
import { icon, iconTile } from "../illustrations/icons"
import { btn, card } from "../illustrations/parts"
import { type Cell, OFF, LEAVE, sh, shiftBlock, DAYS, ROLE_TONE } from "../illustrations/roster"
import { COVER_H, COVER_W, checkRow } from "../illustrations/blog/frame"

/** mulberry32: a small, fast seeded generator of numbers in [0, 1). */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIRST = ["Arjun", "Meera", "Rahul", "Sneha", "Vikram", "Ananya", "Priya", "Kabir", "Divya", "Farhan", "Ishita"]
const LAST = ["Mehta", "Iyer", "Verma", "Kulkarni", "Singh", "Rao", "Nair", "Das", "Menon", "Qureshi", "Bose"]
const TEAMS = ["Checkout and sales floor", "Warehouse, early shifts", "Front desk and lobby", "Kitchen and service"]
const RULES = [
  "At most 2 closes a week",
  "No close followed by an open",
  "1 full weekend off in 4",
  "Public holidays rotate",
  "11 hours between shifts",
  "Swaps approved in a day",
  "Overtime offered in turn",
  "Breaks after 5 hours",
]
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "September", "October", "November"]
const ROLES = Object.keys(ROLE_TONE) as Array<keyof typeof ROLE_TONE>
const STARTS = ["06:00", "07:00", "08:00", "09:00", "10:00", "12:00", "13:00", "14:00"]

/** The drawing of generated post number `seed`: its backdrop and what stands on it, as SVG elements. */
export function benchCoverDrawing(seed: number): { backdrop: string; body: string } {
  const rnd = random(seed * 2654435761)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!
  const between = (low: number, high: number) => low + rnd() * (high - low)

  // The backdrop: the site's soft gradient, its three blurred blobs placed by the seed.
  const backdrop =
    `<rect width="${COVER_W}" height="${COVER_H}" fill="url(#bg-soft)"/><g filter="url(#blur-xl)" opacity="0.55">` +
    circle(between(0, 600), between(0, 400), between(220, 340), C.primary200) +
    circle(between(1300, 1920), between(700, 1080), between(240, 360), C.accent100) +
    circle(between(1200, 1900), between(0, 300), between(120, 220), C.highlight100) +
    `</g>`
  let b = ""

  // A week's rota: six to seven people, each day a shift, a day off or leave.
  const rows = 6 + Math.floor(rnd() * 2)
  const rx = Math.round(between(60, 120))
  const ry = Math.round(between(110, 150))
  const rw = 1210
  const rowH = Math.floor(620 / rows)
  const rh = 244 + rows * rowH
  b += card(rx, ry, rw, rh, 26, "shadow-lg")
  b += text(rx + 40, ry + 92, pick(TEAMS), { size: 30, weight: "bold", fill: C.ink900, spacing: -0.4 })
  b += text(rx + 40, ry + 126, `Draft · ${rows} people · checked against the team's rules`, {
    size: 18,
    fill: C.ink500,
  })
  const publish = btn(0, 0, "Publish", "primary", 18, 50)
  b += btn(rx + rw - 40 - publish.w, ry + 72, "Publish", "primary", 18, 50).svg
  const gx = rx + 24
  const gy = ry + 160
  const gw = rw - 48
  const nameW = 214
  const colW = (gw - nameW) / 7
  const firstDate = 1 + Math.floor(rnd() * 20)
  b += rect(gx, gy, gw, 52, 14, C.ink50)
  b += text(gx + 22, gy + 33, "Team member", { size: 16, weight: "bold", fill: C.ink500 })
  DAYS.forEach((day, i) => {
    b += text(gx + nameW + i * colW + colW / 2, gy + 33, `${day} ${firstDate + i}`, {
      size: 17,
      weight: "bold",
      fill: i >= 5 ? C.primary : C.ink600,
      anchor: "middle",
    })
  })
  const people: Array<{ name: string; colour: number }> = []
  for (let r = 0; r < rows; r++) {
    const name = `${pick(FIRST)} ${pick(LAST)}`
    const colour = Math.floor(rnd() * 8)
    people.push({ name, colour })
    const role = pick(ROLES)
    const y = gy + 64 + r * rowH
    if (r > 0) b += line(gx + 12, y, gx + gw - 12, y, C.ink100, 1.5)
    b += avatar(gx + 40, y + rowH / 2, 24, name, colour)
    b += text(gx + 74, y + rowH / 2 + 6, name, { size: 15, weight: "bold", fill: C.ink800 })
    for (let d = 0; d < 7; d++) {
      const roll = rnd()
      const start = pick(STARTS)
      const end = `${String(Number(start.slice(0, 2)) + 8).padStart(2, "0")}:00`
      const cell: Cell = roll < 0.3 ? OFF : roll < 0.36 ? LEAVE : sh(start, end, role)
      b += shiftBlock(cell, gx + nameW + d * colW + 5, y + 10, colW - 10, rowH - 20, 14)
    }
  }
  b += rect(rx + 40, ry - 34, 330, 64, 32, C.ink900, { filter: "url(#shadow)" })
  b += icon("calendar", rx + 64, ry - 16, 28, C.primaryLight, 2.2)
  b += text(rx + 106, ry + 8, `Week of ${firstDate} ${pick(MONTHS)}`, { size: 21, weight: "bold", fill: C.white })

  // The tally of unpopular shifts, one pair of bars per person.
  const tx = 1360
  const ty = Math.round(between(80, 120))
  const tw = 470
  const th = 220 + rows * 52
  b += card(tx, ty, tw, th, 26, "shadow-lg")
  b += text(tx + 32, ty + 58, "Unpopular shifts", { size: 26, weight: "bold", fill: C.ink900, spacing: -0.3 })
  b += text(tx + 32, ty + 88, `Last ${2 + Math.floor(rnd() * 5)} weeks`, { size: 17, fill: C.ink500 })
  b += rect(tx + 32, ty + 112, 14, 14, 4, C.primary)
  b += text(tx + 54, ty + 125, "Closes", { size: 15, fill: C.ink600 })
  b += rect(tx + 140, ty + 112, 14, 14, 4, C.accent)
  b += text(tx + 162, ty + 125, "Weekend shifts", { size: 15, fill: C.ink600 })
  people.forEach(({ name, colour }, i) => {
    const y = ty + 150 + i * 52
    const closes = 1 + Math.floor(rnd() * 4)
    const weekends = 1 + Math.floor(rnd() * 4)
    const first = name.split(" ")[0]!
    b += avatar(tx + 50, y + 20, 17, first, colour)
    b += text(tx + 76, y + 26, first, { size: 16, weight: "bold", fill: C.ink800 })
    b += rect(tx + 160, y + 6, closes * 52, 12, 6, C.primary)
    b += rect(tx + 160, y + 24, weekends * 52, 12, 6, C.accent)
    b += text(tx + 160 + Math.max(closes, weekends) * 52 + 12, y + 28, String(closes + weekends), {
      size: 15,
      weight: "bold",
      fill: C.ink600,
    })
  })
  b += rect(tx + 32, ty + th - 58, tw - 64, 38, 19, C.accent50)
  b += icon("check", tx + 50, ty + th - 50, 22, C.accent, 2.6)
  b += text(tx + 82, ty + th - 33, "Shared evenly across the team", { size: 16, weight: "bold", fill: C.accentDark })

  // The team's rules: four of them, in the seed's order.
  const fy = ty + th + 40
  const fh = Math.min(COVER_H - 40 - fy, 320)
  if (fh > 200) {
    b += card(tx, fy, tw, fh, 24, "shadow-lg")
    b += iconTile("shield", tx + 30, fy + 30, 56, C.primary50, C.primary)
    b += text(tx + 104, fy + 56, "Team rules", { size: 24, weight: "bold", fill: C.ink900 })
    b += text(tx + 104, fy + 84, "Written down, shared with the team", { size: 16, fill: C.ink500 })
    const rules = [...RULES]
    for (let i = rules.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1))
      ;[rules[i], rules[j]] = [rules[j]!, rules[i]!]
    }
    rules.length = Math.floor((fh - 120) / 46)
    rules.forEach((rule, i) => (b += checkRow(tx + 34, fy + 138 + i * 46, rule, "", rnd() > 0.2, 18)))
  }
  return { backdrop, body: b }
}

/** The whole cover as one SVG document, as tools/illustrations/ would draw it. */
export function benchCoverSvg(seed: number): string {
  const { backdrop, body } = benchCoverDrawing(seed)
  return svgDoc(COVER_W, COVER_H, backdrop + body, BLUR_DEF)
}

/**
 * The cover as a palette PNG like the site's (tools/illustrations/generate.ts). librsvg spends most of a cover's
 * second on its blurs (the backdrop's blobs, the cards' drop shadows), which are smooth by nature: they are drawn at
 * a quarter of the size and enlarged, and everything else is drawn sharp over them at full size. The result differs
 * from the one-pass drawing only in the soft parts, in a third of the time.
 */
export async function drawBenchCover(seed: number, file: string): Promise<void> {
  const { backdrop, body } = benchCoverDrawing(seed)
  const small = await sharp(Buffer.from(svgDoc(COVER_W, COVER_H, backdrop + body, BLUR_DEF)), { density: 72 / 4 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const soft = await sharp(small.data, { raw: small.info })
    .resize(COVER_W, COVER_H, { kernel: "cubic" })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const sharpParts = svgDoc(COVER_W, COVER_H, body.replace(/ filter="url\(#[\w-]+\)"/g, ""))
  await sharp(soft.data, { raw: soft.info })
    .composite([{ input: Buffer.from(sharpParts) }])
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 1, dither: 0.5 })
    .toFile(file)
}
