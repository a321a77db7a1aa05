// What one image encode costs, in isolation, for `npm run bench:build -- --encodes`: a cover (1920 × 1080, the site's
// own and a generated one) resized to each width and written in each format the way gatsby-plugin-sharp's job does it
// (process-file.js: the file read into a buffer, `rotate()`, `resize(w, h, { fit: cover, position: attention })`,
// then PNG with `compressionLevel: 9, adaptiveFiltering: false, quality` (which makes sharp quantise to a palette),
// WebP or AVIF at `quality` with sharp's default effort), one at a time on one libvips thread as the plugin sets it.
// Each figure is the median of a few runs, as wall time and as CPU time (user + system of this process, libuv's
// threads included), with the bytes written.
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { DEVICE_WIDTHS, IMAGE_QUALITY } from "../../config/images"
import { ROOT } from "../../harness/temp-site"
import { cardSvg } from "../../src/articles/build/cards"
import { drawBenchCover } from "./bench-cover"
import { median } from "./median"

export type EncodeRow = {
  source: string
  width: number
  format: string
  wallMs: number
  cpuMs: number
  bytes: number
}

type Format = { name: string; apply: (image: sharp.Sharp, quality: number) => sharp.Sharp }

export const FORMATS: Format[] = [
  { name: "none (read, decode, resize)", apply: (image) => image.raw() },
  {
    name: "png (palette, level 9)",
    apply: (image, quality) => image.png({ compressionLevel: 9, adaptiveFiltering: false, quality }),
  },
  { name: "webp", apply: (image, quality) => image.webp({ quality }) },
  { name: "avif (effort 4, sharp's default)", apply: (image, quality) => image.avif({ quality }) },
  { name: "avif (effort 2)", apply: (image, quality) => image.avif({ quality, effort: 2 }) },
  { name: "avif (effort 0)", apply: (image, quality) => image.avif({ quality, effort: 0 }) },
  { name: "jpeg", apply: (image, quality) => image.jpeg({ quality, progressive: true }) },
]

async function once(file: string, width: number, format: Format, quality: number) {
  const wall = performance.now()
  const cpu = process.cpuUsage()
  const input = await fs.promises.readFile(file)
  const { width: w = 1, height: h = 1 } = await sharp(input).metadata()
  const output = await format
    .apply(
      sharp(input)
        .rotate()
        .resize(width, Math.round((width * h) / w), { fit: "cover", position: sharp.strategy.attention }),
      quality,
    )
    .toBuffer()
  const used = process.cpuUsage(cpu)
  return { wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000, bytes: output.length }
}

/** gatsby-plugin-sharp's getImageMetadata with a dominantColor placeholder: the size, then a 200 px copy's stats. */
async function metadataCost(file: string) {
  const samples = []
  for (let run = 0; run < 3; run++) {
    const wall = performance.now()
    const cpu = process.cpuUsage()
    const image = sharp(await fs.promises.readFile(file))
    await image.metadata()
    const small = await image.resize(200, 200, { fit: "inside", withoutEnlargement: true }).toBuffer()
    await sharp(small).stats()
    const used = process.cpuUsage(cpu)
    samples.push({ wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 })
  }
  return { wallMs: median(samples.map((s) => s.wallMs)), cpuMs: median(samples.map((s) => s.cpuMs)) }
}

/** Every width × format of each source, `runs` times each, medians. */
export async function encodeCosts(
  sources: Array<{ name: string; file: string }>,
  widths: readonly number[],
  quality: number,
  runs = 3,
): Promise<EncodeRow[]> {
  sharp.concurrency(1)
  const rows: EncodeRow[] = []
  for (const source of sources)
    for (const format of FORMATS)
      for (const width of widths) {
        const samples = []
        for (let run = 0; run < runs; run++) samples.push(await once(source.file, width, format, quality))
        rows.push({
          source: source.name,
          width,
          format: format.name,
          wallMs: median(samples.map((s) => s.wallMs)),
          cpuMs: median(samples.map((s) => s.cpuMs)),
          bytes: samples[0]!.bytes,
        })
      }
  return rows
}

/**
 * `npm run bench:build -- --encodes`: the table for the site's cover of fair-weekly-rota and a generated one, at every
 * device width up to the covers' own 1920, at the site's quality.
 */
export async function printEncodeCosts(): Promise<void> {
  const generated = path.join(os.tmpdir(), `bench-cover-${process.pid}.png`)
  await drawBenchCover(7, generated)
  const sources = [
    {
      name: "content/blog/fair-weekly-rota/cover.png",
      file: path.join(ROOT, "content/blog/fair-weekly-rota/cover.png"),
    },
    { name: "a generated cover (seed 7)", file: generated },
  ]
  const widths = DEVICE_WIDTHS.filter((width) => width <= 1920)
  try {
    console.log(
      `One encode at a time, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}) on one thread, quality ` +
        `${IMAGE_QUALITY}, median of 3; load ${os.loadavg()[0]!.toFixed(2)} before`,
    )
    const rows = await encodeCosts(sources, widths, IMAGE_QUALITY)
    for (const source of sources) {
      const metadata = await metadataCost(source.file)
      console.log(
        `\n${source.name}: read at build with no encode at all (the size, and the dominant colour as ` +
          `gatsby-plugin-sharp's placeholder takes it): ${metadata.cpuMs.toFixed(0)} ms CPU (${metadata.wallMs.toFixed(0)} ms wall)`,
      )
      console.log(`${source.name}: CPU ms (wall ms) / KB at each width`)
      console.log(`  ${"format".padEnd(34)} ${widths.map((w) => String(w).padStart(18)).join("")}`)
      for (const format of FORMATS) {
        const cells = widths.map((width) => {
          const row = rows.find((r) => r.source === source.name && r.format === format.name && r.width === width)!
          return `${row.cpuMs.toFixed(0)} (${row.wallMs.toFixed(0)}) / ${(row.bytes / 1024).toFixed(0)}`.padStart(18)
        })
        console.log(`  ${format.name.padEnd(34)} ${cells.join("")}`)
      }
    }
    await printCardCosts()
    console.log(`\nload ${os.loadavg()[0]!.toFixed(2)} after`)
  } finally {
    fs.rmSync(generated, { force: true })
  }
}

/** A post's social card (src/articles/build/cards.ts: an SVG drawn by librsvg, written as a palette PNG), each way. */
async function printCardCosts(): Promise<void> {
  const photo = await sharp(path.join(ROOT, "content/authors/rohan-mathur.png")).resize(160, 160).png().toBuffer()
  const svg = Buffer.from(
    cardSvg(
      {
        eyebrow: "Blog",
        title: "Generated post 123: how to share weekend shifts",
        people: [{ name: "Rohan Mathur", photo: `data:image/png;base64,${photo.toString("base64")}` }],
      },
      { productName: "Shiftwise" },
    ),
  )
  console.log("\nA post's social card, 1200 × 630: CPU ms (wall ms) / KB")
  for (const [name, options] of Object.entries(CARD_PNG)) {
    const samples = []
    for (let run = 0; run < 3; run++) {
      const wall = performance.now()
      const cpu = process.cpuUsage()
      const output = await sharp(svg).png(options).toBuffer()
      const used = process.cpuUsage(cpu)
      samples.push({ wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000, bytes: output.length })
    }
    console.log(
      `  ${name.padEnd(48)} ${median(samples.map((x) => x.cpuMs)).toFixed(0)} (${median(samples.map((x) => x.wallMs)).toFixed(0)}) / ${(samples[0]!.bytes / 1024).toFixed(0)}`,
    )
  }
}

const CARD_PNG: Record<string, sharp.PngOptions> = {
  "palette, quality 90, full dithering (until issue 40)": { compressionLevel: 9, palette: true, quality: 90 },
  "palette, quality 75, full dithering": { compressionLevel: 9, palette: true, quality: 75 },
  "palette, quality 75, half dithering": { compressionLevel: 9, palette: true, quality: 75, dither: 0.5 },
  "palette, quality 75, no dithering (bands)": { compressionLevel: 9, palette: true, quality: 75, dither: 0 },
  "true colour, level 6": { compressionLevel: 6 },
}
