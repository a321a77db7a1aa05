// Renders one 1200x630 Open Graph image per page (title on the brand background) with sharp. An image whose drawing
// (the SVG below: title, product name, tagline, colours) is what the last build drew from is left as it is
// (gatsby/build-manifests.ts); images of pages that are gone are removed.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { SOCIAL_IMAGE, SOCIAL_IMAGE_PNG, socialImagePath } from "../config/social-image"
import { theme } from "../contracts/theme"
import { hashMap, readManifest, sha256, writeManifest } from "./build-manifests"

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Breaks a title into lines of at most `max` characters, at spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && (last + " " + word).length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

export function socialImageSvg(title: string, productName: string, tagline: string): string {
  const { width, height } = SOCIAL_IMAGE
  const lines = wrap(title, 26).slice(0, 3)
  const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
  // The site's palette (contracts/theme.ts): the floating contact card's gradient, the logo's mark.
  const { primary, violet, accent, onDark, highlight, onDarkSubtle } = theme.colors
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${primary}"/><stop offset="0.6" stop-color="${violet}"/><stop offset="1" stop-color="${accent}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="220" fill="${onDark}" opacity="0.06"/>
  <circle cx="1150" cy="560" r="160" fill="${onDark}" opacity="0.05"/>
  <g transform="translate(80 72)">
    <rect width="64" height="64" rx="16" fill="${onDark}"/>
    <path d="M18 23h19a7 7 0 0 1 0 14H27a7 7 0 0 0 0 14h19" fill="none" stroke="${primary}" stroke-width="5.2" stroke-linecap="round"/>
    <circle cx="46" cy="23" r="4.4" fill="${highlight}"/>
    <text x="88" y="45" font-family="${font}" font-size="38" font-weight="700" fill="${onDark}">${escape(productName)}</text>
  </g>
  ${lines
    .map(
      (line, i) =>
        `<text x="80" y="${300 + i * 78 - (lines.length - 1) * 30}" font-family="${font}" font-size="66" font-weight="700" fill="${onDark}">${escape(line)}</text>`,
    )
    .join("\n  ")}
  <text x="80" y="560" font-family="${font}" font-size="28" fill="${onDarkSubtle}">${escape(tagline)}</text>
</svg>`
}

const STEP = "social-images"

/** Draws the image of every page whose drawing changed; returns how many it drew and how many it left. */
export async function writeSocialImages(
  publicDir: string,
  root: string,
  pages: Array<{ slug: string; title: string }>,
  brand: { productName: string; tagline: string },
): Promise<{ drawn: number; unchanged: number; removed: number }> {
  fs.mkdirSync(path.join(publicDir, "og"), { recursive: true })
  const before = readManifest(root, STEP, hashMap, {})
  const after: Record<string, string> = {}
  let drawn = 0
  await Promise.all(
    pages.map(async ({ slug, title }) => {
      const svg = socialImageSvg(slug === "/" ? brand.productName : title, brand.productName, brand.tagline)
      const image = socialImagePath(slug)
      const file = path.join(publicDir, image)
      // sharp's and libvips' versions and the PNG's options too: another renderer or encoder may write it differently.
      const hash = sha256(JSON.stringify([sharp.versions, SOCIAL_IMAGE_PNG]) + svg)
      after[image] = hash
      if (before[image] === hash && fs.existsSync(file)) return
      await sharp(Buffer.from(svg)).png(SOCIAL_IMAGE_PNG).toFile(file)
      drawn++
    }),
  )
  const gone = Object.keys(before).filter((image) => !(image in after))
  for (const image of gone) fs.rmSync(path.join(publicDir, image), { force: true })
  writeManifest(root, STEP, after)
  return { drawn, unchanged: pages.length - drawn, removed: gone.length }
}
