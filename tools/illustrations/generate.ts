/**
 * Draws the product illustrations in content/images/ (hero, scheduling, attendance, compliance) from SVG,
 * one file per drawing beside this one, in the theme's colours (palette.ts):
 *
 *   npm run illustrations [-- hero.png ...]
 *
 * Each drawing is an SVG string rendered to PNG with sharp (librsvg), so the output is deterministic and needs no
 * design tool. Re-run after editing a drawing or the theme's colours, look at the PNGs, and commit them.
 */
import { mkdir, stat } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { attendance } from "./attendance"
import { compliance } from "./compliance"
import { hero } from "./hero"
import { scheduling } from "./scheduling"

const OUT_DIR = path.resolve(__dirname, "..", "..", "content", "images")

const IMAGES: { file: string; width: number; height: number; svg: () => string }[] = [
  { file: "hero.png", width: 2048, height: 1280, svg: hero },
  { file: "scheduling.png", width: 1200, height: 900, svg: scheduling },
  { file: "attendance.png", width: 1200, height: 900, svg: attendance },
  { file: "compliance.png", width: 1200, height: 900, svg: compliance },
]

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true })
  const only = process.argv.slice(2)
  for (const img of IMAGES) {
    if (only.length > 0 && !only.includes(img.file)) continue
    const out = path.join(OUT_DIR, img.file)
    await sharp(Buffer.from(img.svg()))
      .resize(img.width, img.height)
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
      .toFile(out)
    const { size } = await stat(out)
    console.log(`${path.relative(process.cwd(), out)}  ${img.width}x${img.height}  ${(size / 1024).toFixed(0)} KB`)
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
