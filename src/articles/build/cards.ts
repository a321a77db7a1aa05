// A social card (Open Graph image, 1200x630 PNG) for every article page in the build: the article's title, its
// authors' pictures and names, the brand; a list's, a tag's or an author's name. Drawn as SVG and rendered with
// sharp, like the pages' cards (gatsby/social-images.ts), at the path the Seo component names for the page
// (config/social-image.ts). A card whose drawing is unchanged since the last build is left as it is; cards of pages
// no longer built (a post turned back into a draft) are removed.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { SOCIAL_IMAGE, SOCIAL_IMAGE_PNG, socialImagePath } from "../../../config/social-image"
import { theme } from "../../../contracts/theme"
import { hashMap, readManifest, sha256, writeManifest } from "../../../gatsby/build-manifests"
import { wrap } from "../../../gatsby/social-images"
import { changeTypeName } from "../changelog/vocabulary"
import { metricFigure } from "../customers/metric"
import type { Metric } from "../customers/schema"
import { formatDate } from "../dates"
import type { ArticleSet, CheckedArticle } from "./check"
import type { ArticlePlan } from "./plan"

const STEP = "article-cards"
const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

export type Card = {
  eyebrow: string
  title: string
  /** Pictures (PNG/JPEG bytes as data URLs) and names of the people shown at the foot. */
  people: Array<{ name: string; photo: string | null }>
  /** A word in a pill beside the eyebrow ("Example", "Breaking"). */
  badge?: string
  /** A customer's logo (its light-on-dark version, as a PNG data URL) and its proportions. */
  logo?: { href: string; width: number; height: number }
  /** A headline figure in a panel on the right: "−38%" over "overtime hours". */
  figure?: { value: string; label: string }
  /** A line at the foot ("14 November 2026 · Scheduling"). */
  footnote?: string
}

export function cardSvg(card: Card, brand: { productName: string }): string {
  const { width, height } = SOCIAL_IMAGE
  const { primary, violet, accent, onDark, highlight, onDarkSubtle } = theme.colors
  // A card with a logo (a story's) keeps the title beside the figure's panel, in a smaller size, under the logo.
  const withLogo = Boolean(card.logo)
  const size = withLogo ? 52 : 60
  const step = withLogo ? 62 : 72
  const lines = wrap(card.title, card.figure ? 22 : 30).slice(0, withLogo ? 4 : 3)
  const people = card.people.slice(0, 3)
  const top = withLogo ? 352 : 250 - (lines.length - 1) * 28
  const eyebrowY = withLogo ? 190 : top - 62
  const eyebrow = card.eyebrow.toUpperCase()
  const logoHeight = card.logo ? Math.min(64, (320 * card.logo.height) / card.logo.width) : 0
  const logoWidth = card.logo ? (logoHeight * card.logo.width) / card.logo.height : 0
  const figureLines = card.figure ? wrap(card.figure.label, 18).slice(0, 3) : []
  // The badge ("Example", "Breaking") at the top right, where nothing else is.
  const badgeWidth = card.badge ? card.badge.length * 19 + 44 : 0
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${primary}"/><stop offset="0.6" stop-color="${violet}"/><stop offset="1" stop-color="${accent}"/>
    </linearGradient>
    ${people.map((_, i) => `<clipPath id="p${i}"><circle cx="${112 + i * 300}" cy="532" r="40"/></clipPath>`).join("")}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="220" fill="${onDark}" opacity="0.06"/>
  <g transform="translate(72 56)">
    <rect width="56" height="56" rx="14" fill="${onDark}"/>
    <path d="M16 20h17a6 6 0 0 1 0 12H24a6 6 0 0 0 0 12h17" fill="none" stroke="${primary}" stroke-width="4.6" stroke-linecap="round"/>
    <circle cx="41" cy="20" r="3.9" fill="${highlight}"/>
    <text x="76" y="39" font-family="${FONT}" font-size="32" font-weight="700" fill="${onDark}">${escape(brand.productName)}</text>
  </g>
  <text x="72" y="${eyebrowY}" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="3" fill="${onDarkSubtle}">${escape(eyebrow)}</text>
  ${
    card.badge
      ? `<rect x="${width - 72 - badgeWidth}" y="62" width="${badgeWidth}" height="46" rx="23" fill="${highlight}"/>
  <text x="${width - 72 - badgeWidth / 2}" y="94" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="2" fill="${theme.colors.text}">${escape(card.badge.toUpperCase())}</text>`
      : ""
  }
  ${
    card.logo
      ? `<image x="72" y="218" width="${logoWidth.toFixed(1)}" height="${logoHeight.toFixed(1)}" href="${card.logo.href}" xlink:href="${card.logo.href}"/>`
      : ""
  }
  ${lines
    .map(
      (line, i) =>
        `<text x="72" y="${top + i * step}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${onDark}">${escape(line)}</text>`,
    )
    .join("\n  ")}
  ${
    card.figure
      ? `<rect x="808" y="170" width="320" height="380" rx="28" fill="${onDark}" opacity="0.14"/>
  <text x="968" y="300" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="700" fill="${onDark}">${escape(card.figure.value)}</text>
  ${figureLines
    .map(
      (line, i) =>
        `<text x="968" y="${370 + i * 40}" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="600" fill="${onDarkSubtle}">${escape(line)}</text>`,
    )
    .join("\n  ")}`
      : ""
  }
  ${card.footnote ? `<text x="72" y="548" font-family="${FONT}" font-size="28" font-weight="600" fill="${onDarkSubtle}">${escape(card.footnote)}</text>` : ""}
  ${people
    .map((person, i) => {
      const x = 112 + i * 300
      const picture = person.photo
        ? `<image x="${x - 40}" y="492" width="80" height="80" href="${person.photo}" xlink:href="${person.photo}" clip-path="url(#p${i})" preserveAspectRatio="xMidYMid slice"/>`
        : ""
      return `<circle cx="${x}" cy="532" r="43" fill="${onDark}"/>${picture}<text x="${x + 56}" y="542" font-family="${FONT}" font-size="26" font-weight="600" fill="${onDark}">${escape(person.name)}</text>`
    })
    .join("\n  ")}
</svg>`
}

/** Draws the card of every page of the plan whose drawing changed; removes cards of pages gone. */
export async function writeArticleCards(
  publicDir: string,
  root: string,
  plan: ArticlePlan,
  set: ArticleSet,
  brand: { productName: string; timeZone: string },
  photoFile: (authorId: string) => string | null,
): Promise<{ drawn: number; unchanged: number; removed: number }> {
  fs.mkdirSync(path.join(publicDir, "og"), { recursive: true })
  const before = readManifest(root, STEP, hashMap, {})
  const after: Record<string, string> = {}
  const photos = new Map<string, Promise<string | null>>()
  const photo = (id: string) => {
    if (!photos.has(id)) {
      const file = photoFile(id)
      photos.set(
        id,
        file
          ? sharp(file)
              .resize(160, 160, { fit: "cover" })
              .png()
              .toBuffer()
              .then((png) => `data:image/png;base64,${png.toString("base64")}`)
          : Promise.resolve(null),
      )
    }
    return photos.get(id)!
  }
  const logos = new Map<string, Promise<Card["logo"]>>()
  /** A story's logo for dark backgrounds, drawn to a PNG 96 pixels high (sharp reads the SVG). */
  const logo = (article: CheckedArticle) => {
    const file = path.resolve(path.dirname(path.resolve(article.file)), String(article.front.logoDark))
    if (!logos.has(file))
      logos.set(
        file,
        sharp(file, { density: 300 })
          .resize({ height: 128 })
          .png()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({
            href: `data:image/png;base64,${data.toString("base64")}`,
            width: info.width,
            height: info.height,
          })),
      )
    return logos.get(file)!
  }
  const articleCard = async (article: CheckedArticle): Promise<Card> => {
    const kind = article.kind
    if (kind.id === "customers") {
      const metric = (article.front.metrics as Metric[])[0]!
      return {
        eyebrow: "Customer story",
        ...(article.front.example === true ? { badge: "Example" } : {}),
        title: article.title,
        people: [],
        logo: await logo(article),
        figure: { value: metricFigure(metric), label: metric.label },
      }
    }
    if (kind.id === "changelog")
      return {
        eyebrow: `${kind.title} · ${changeTypeName(String(article.front.type))}`,
        ...(article.front.breaking === true ? { badge: "Breaking" } : {}),
        title: article.title,
        people: [],
        footnote: `${formatDate(article.date.toISOString(), brand.timeZone)} · ${String(article.front.area)}`,
      }
    return {
      eyebrow: kind.title,
      title: article.title,
      people: await Promise.all(
        (article.facets.authors ?? []).map(async (id) => ({
          name: set.data.authors.get(id)?.name ?? id,
          photo: await photo(id),
        })),
      ),
    }
  }
  const articles = new Map([...plan.shown.values()].flat().map((article) => [article.id, article]))
  let drawn = 0
  await Promise.all(
    plan.pages.map(async (page) => {
      const context = page.context as { id?: string; currentPage?: number }
      const kind = page.kind
      const suffix = (context.currentPage ?? 1) > 1 ? `, page ${context.currentPage}` : ""
      let card: Card
      if (page.template === "article") card = await articleCard(articles.get(context.id ?? "")!)
      else if (page.facet?.facet.id === "authors") {
        const { id, name } = page.facet.entry
        card = { eyebrow: kind.title, title: `${name}${suffix}`, people: [{ name, photo: await photo(id) }] }
      } else if (page.facet)
        card = {
          eyebrow: `${kind.title} ${page.facet.facet.noun}`,
          title: `${page.facet.entry.name}${suffix}`,
          people: [],
        }
      else card = { eyebrow: brand.productName, title: `${kind.title}${suffix}`, people: [] }
      const svg = cardSvg(card, brand)
      const image = socialImagePath(page.path)
      const file = path.join(publicDir, image)
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
  return { drawn, unchanged: plan.pages.length - drawn, removed: gone.length }
}
