// A social card (Open Graph image, 1200x630 PNG) for every article page in the build: the article's title, its
// authors' pictures and names, the brand; a list's, a tag's or an author's name. Drawn as SVG and rendered with
// sharp, like the pages' cards (gatsby/social-images.ts), at the path the Seo component names for the page
// (config/social-image.ts). A card whose drawing is unchanged since the last build is left as it is; cards of pages
// no longer built (a post turned back into a draft) are removed.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { SOCIAL_IMAGE, socialImagePath } from "../../../config/social-image"
import { theme } from "../../theme"
import { hashMap, readManifest, sha256, writeManifest } from "../../../gatsby/build-manifests"
import { wrap } from "../../../gatsby/social-images"
import { kindById } from "../kinds"
import type { ArticleSet } from "./check"
import type { ArticlePlan } from "./plan"

const STEP = "article-cards"
const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

export type Card = {
  eyebrow: string
  title: string
  /** Pictures (PNG/JPEG bytes as data URLs) and names of the people shown at the foot. */
  people: Array<{ name: string; photo: string | null }>
}

export function cardSvg(card: Card, brand: { productName: string }): string {
  const { width, height } = SOCIAL_IMAGE
  const { primary, violet, accent, onDark, highlight, onDarkSubtle } = theme.colors
  const lines = wrap(card.title, 30).slice(0, 3)
  const people = card.people.slice(0, 3)
  const top = 250 - (lines.length - 1) * 28
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
  <text x="72" y="${top - 62}" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="3" fill="${onDarkSubtle}">${escape(card.eyebrow.toUpperCase())}</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="72" y="${top + i * 72}" font-family="${FONT}" font-size="60" font-weight="700" fill="${onDark}">${escape(line)}</text>`,
    )
    .join("\n  ")}
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
  brand: { productName: string },
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
  const articles = new Map([...plan.shown.values()].flat().map((article) => [article.id, article]))
  let drawn = 0
  await Promise.all(
    plan.pages.map(async (page) => {
      const context = page.context as {
        id?: string
        kind?: string
        tagId?: string
        authorId?: string
        currentPage?: number
      }
      let card: Card
      if (page.template === "article") {
        const article = articles.get(context.id ?? "")!
        const kind = [...plan.shown].find(([, list]) => list.includes(article))![0]
        card = {
          eyebrow: kind.title,
          title: article.title,
          people: await Promise.all(
            article.authors.map(async (id) => ({ name: set.data.authors.get(id)?.name ?? id, photo: await photo(id) })),
          ),
        }
      } else {
        const kind = kindById(context.kind ?? "")
        const suffix = (context.currentPage ?? 1) > 1 ? `, page ${context.currentPage}` : ""
        if (page.template === "tag")
          card = {
            eyebrow: `${kind.title} tag`,
            title: `${set.data.tags.get(context.tagId ?? "")?.name ?? ""}${suffix}`,
            people: [],
          }
        else if (page.template === "author") {
          const id = context.authorId ?? ""
          const name = set.data.authors.get(id)?.name ?? id
          card = { eyebrow: kind.title, title: `${name}${suffix}`, people: [{ name, photo: await photo(id) }] }
        } else card = { eyebrow: brand.productName, title: `${kind.title}${suffix}`, people: [] }
      }
      const svg = cardSvg(card, brand)
      const image = socialImagePath(page.path)
      const file = path.join(publicDir, image)
      const hash = sha256(JSON.stringify(sharp.versions) + svg)
      after[image] = hash
      if (before[image] === hash && fs.existsSync(file)) return
      await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file)
      drawn++
    }),
  )
  const gone = Object.keys(before).filter((image) => !(image in after))
  for (const image of gone) fs.rmSync(path.join(publicDir, image), { force: true })
  writeManifest(root, STEP, after)
  return { drawn, unchanged: plan.pages.length - drawn, removed: gone.length }
}
