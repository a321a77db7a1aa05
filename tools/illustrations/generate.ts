/**
 * Draws the site's illustrations from SVG, one file per drawing beside this one (the blog's in blog/, the authors'
 * avatars in authors/), in the theme's colours (palette.ts), and writes each PNG to its own place in content/:
 * the product illustrations to content/images/, a post's cover and figures beside the post
 * (content/blog/<slug>/), an author's photo beside the author (content/authors/<id>.png), a changelog entry's media
 * beside the entry (content/changelog/).
 *
 *   npm run illustrations [-- hero.png blog/fair-weekly-rota/cover.png cover.png ...]
 *
 * With no arguments every image is drawn. An argument picks the images whose path under content/ is that path, or
 * whose file name is that name (so `cover.png` redraws every post's cover).
 *
 * Each drawing is an SVG string rendered to PNG with sharp (librsvg), so the output is deterministic and needs no
 * design tool. Re-run after editing a drawing or the theme's colours, look at the PNGs, and commit them.
 */
import { mkdir, stat } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { attendance } from "./attendance"
import { authorAvatar } from "./authors/avatar"
import { complianceAlertsCover } from "./blog/compliance-alerts-cover"
import { cutOvertimeCover } from "./blog/cut-overtime-cover"
import { fairRotaCover } from "./blog/fair-rota-cover"
import { fairRotaTally } from "./blog/fair-rota-tally"
import { fairWorkweekCover } from "./blog/fair-workweek-cover"
import { geofenceCover } from "./blog/geofence-cover"
import { geofenceMoments } from "./blog/geofence-moments"
import { labourCodesCover } from "./blog/labour-codes-cover"
import { monthEndCalendar } from "./blog/month-end-calendar"
import { payrollTimesheetsCover } from "./blog/payroll-timesheets-cover"
import { swapFlow } from "./blog/swap-flow"
import { swapsCover } from "./blog/swaps-cover"
import { compliance } from "./compliance"
import { hero } from "./hero"
import { scheduling } from "./scheduling"

const CONTENT_DIR = path.resolve(__dirname, "..", "..", "content")

/**
 * Covers are 16:9 at a width the site already generates (config/images.ts); body figures 1200 wide. A cover's
 * large soft shadows and blurred backdrop cost most of its bytes when dithered fully: half dithering keeps them
 * smooth and the file under 150 KB.
 */
const COVER = { width: 1920, height: 1080, dither: 0.5 }
const FIGURE = { width: 1200, height: 750 }
const AVATAR = { width: 400, height: 400 }

/** `out` is the image's path under content/; `dither` is sharp's palette dithering, 0 to 1 (default 1). */
const IMAGES: { out: string; width: number; height: number; dither?: number; svg: () => string }[] = [
  { out: "images/hero.png", width: 2048, height: 1280, svg: hero },
  { out: "images/scheduling.png", width: 1200, height: 900, svg: scheduling },
  { out: "images/attendance.png", width: 1200, height: 900, svg: attendance },
  { out: "images/compliance.png", width: 1200, height: 900, svg: compliance },

  { out: "blog/fair-weekly-rota/cover.png", ...COVER, svg: fairRotaCover },
  { out: "blog/fair-weekly-rota/figure-1.png", ...FIGURE, svg: fairRotaTally },
  { out: "blog/shift-swaps-without-chaos/cover.png", ...COVER, svg: swapsCover },
  { out: "blog/shift-swaps-without-chaos/figure-1.png", ...FIGURE, svg: swapFlow },
  { out: "blog/india-labour-codes-rotas/cover.png", ...COVER, svg: labourCodesCover },
  { out: "blog/us-fair-workweek-laws/cover.png", ...COVER, svg: fairWorkweekCover },
  { out: "blog/cut-overtime-keep-coverage/cover.png", ...COVER, svg: cutOvertimeCover },
  { out: "blog/geofenced-clock-in-respectfully/cover.png", ...COVER, svg: geofenceCover },
  { out: "blog/geofenced-clock-in-respectfully/figure-1.png", ...FIGURE, svg: geofenceMoments },
  { out: "blog/payroll-ready-timesheets/cover.png", ...COVER, svg: payrollTimesheetsCover },
  { out: "blog/payroll-ready-timesheets/figure-1.png", ...FIGURE, svg: monthEndCalendar },
  { out: "blog/compliance-alerts-before-publish/cover.png", ...COVER, svg: complianceAlertsCover },

  // A changelog entry's media: the screen it announces.
  { out: "changelog/compliance-alerts-before-publish.png", width: 1200, height: 900, svg: compliance },

  { out: "authors/anjali-deshpande.png", ...AVATAR, svg: () => authorAvatar("Anjali Deshpande", "circle", "primary") },
  { out: "authors/rohan-mathur.png", ...AVATAR, svg: () => authorAvatar("Rohan Mathur", "squircle", "accent") },
  {
    out: "authors/lakshmi-venkatesh.png",
    ...AVATAR,
    svg: () => authorAvatar("Lakshmi Venkatesh", "hexagon", "highlight"),
  },
]

async function main(): Promise<void> {
  const only = process.argv.slice(2)
  const chosen = IMAGES.filter(
    (img) => only.length === 0 || only.some((a) => a === img.out || a === path.basename(img.out)),
  )
  if (chosen.length === 0)
    throw new Error(`No image matches ${only.join(", ")}; known: ${IMAGES.map((i) => i.out).join(", ")}`)
  for (const img of chosen) {
    const out = path.join(CONTENT_DIR, img.out)
    await mkdir(path.dirname(out), { recursive: true })
    await sharp(Buffer.from(img.svg()))
      .resize(img.width, img.height)
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10, dither: img.dither ?? 1 })
      .toFile(out)
    const { size } = await stat(out)
    console.log(`${path.relative(process.cwd(), out)}  ${img.width}x${img.height}  ${(size / 1024).toFixed(0)} KB`)
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
