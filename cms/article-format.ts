// How the editor reads and writes articles of every kind (content/<kind dir>/<slug>/index.md, or
// content/changelog/<slug>.md) and their authors, tags and series (content/<dir>/<id>.yaml), registered with Decap
// in cms/admin.tsx, one format per kind (its schema's defaults); pure, so unit tests, the check before saving
// (cms/validate-entry.ts) and the browser share them. What Decap gives, made into what the build reads:
// - a picture uploaded beside the entry is named by Decap without "./" ("cover.png": its public_folder "" is joined
//   away); the agreed format names it "./cover.png", in the cover, a story's logos and its quotes' photos, an
//   entry's media, an author's photo and the Markdown's images;
// - a related post is known to Decap's relation widget by its entry slug, "fair-weekly-rota/index" (the page
//   bundle's path); the file holds the folder alone, "fair-weekly-rota";
// - the schema's defaults (draft false, no related posts) are filled in on reading and left out on writing;
// - saving a post the editor read rewrites only the front matter fields whose values changed: every other line stays
//   as the writer typed it (a folded description, `tags: [a, b]`, an unquoted date), so a pull request's diff shows
//   the change and nothing else. A field written anew is written as writers type them: lists of ids on one line,
//   dates unquoted.
import YAML from "yaml"
import { blog, type ArticleKind } from "../src/articles/kinds"
import { ARTICLE_SCHEMAS } from "../src/articles/schemas"
import { fieldBlocks, isRecord, readFrontmatter, withoutEmpty } from "./formats"
import { fromEntrySlug, toEntrySlug } from "./paths"

export const ARTICLE_FORMAT = "shiftwise-article"
export const ARTICLE_DATA_FORMAT = "shiftwise-article-data"

/** Each kind's format's name: the blog's is ARTICLE_FORMAT, another kind's "shiftwise-article-<kind id>". */
export const articleFormatName = (kind: Pick<ArticleKind, "id">) =>
  kind.id === blog.id ? ARTICLE_FORMAT : `${ARTICLE_FORMAT}-${kind.id}`

type Data = Record<string, unknown>

/** The defaults a kind's schema gives missing front matter fields. */
export function articleDefaults(kind: Pick<ArticleKind, "id">): Readonly<Data> {
  return Object.fromEntries(
    Object.entries(ARTICLE_SCHEMAS[kind.id].shape).flatMap(([key, schema]) => {
      const def = (schema as { def: { type: string; defaultValue?: unknown } }).def
      return def.type === "default" ? [[key, def.defaultValue]] : []
    }),
  )
}

/** Fields that name a picture beside the entry, at any depth (a quote's photo, a media item's image). */
const PICTURE_FIELDS = new Set(["cover", "logo", "logoDark", "photo", "image"])

/** Every picture field's value, at any depth, as "./file" when it names a file beside the entry. */
function picturesBeside(value: unknown, key = ""): unknown {
  if (PICTURE_FIELDS.has(key)) return besideEntry(value)
  if (Array.isArray(value)) return value.map((item) => picturesBeside(item))
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, picturesBeside(item, inner)]))
  return value
}

/** A file name with no folder: a picture beside the entry. */
const BESIDE = /^[^/\\:?#\s]+\.(?:png|jpe?g|webp|gif|avif|svg)$/i

/** "cover.png" -> "./cover.png"; anything else as it is. */
export function besideEntry(value: unknown): unknown {
  return typeof value === "string" && BESIDE.test(value) ? `./${value}` : value
}

/** Markdown images of files beside the post get "./": ![A rota](figure.png "x") -> ![A rota](./figure.png "x"). */
export function bodyImagesBeside(body: string): string {
  return body.replace(
    /(!\[[^\]]*\]\()(<?)([^)\s>]+)(>?(?:\s+"[^"]*")?\))/g,
    (all, open: string, lt: string, src: string, close: string) =>
      BESIDE.test(src) ? `${open}${lt}./${src}${close}` : all,
  )
}

const isDefault = (value: unknown, fallback: unknown) =>
  value === fallback || (Array.isArray(value) && Array.isArray(fallback) && value.length === 0 && fallback.length === 0)

/**
 * The front matter and text of an article of `kind` as the file holds them, from the editor's data: pictures beside
 * the entry with "./", related posts by folder, empty and default values left out. The check before saving reads the
 * same.
 */
export function articleFromEditor(data: Data, kind: Pick<ArticleKind, "id"> = blog): { front: Data; body: string } {
  const { body, ...rest } = withoutEmpty(data)
  const defaults = articleDefaults(kind)
  const front: Data = {}
  for (const [key, value] of Object.entries(rest)) {
    const written = key === "related" && Array.isArray(value) ? value.map(fromEntrySlug) : picturesBeside(value, key)
    if (key in defaults && isDefault(written, defaults[key])) continue
    front[key] = written
  }
  return { front, body: bodyImagesBeside(typeof body === "string" ? body : "") }
}

/** An article's date, quoted by YAML 1.1 ("2026-10-14T09:00:00+05:30"), written plain as writers type it. */
const QUOTED_DATE = /^(date|updated): "(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))?)"$/gm

/** One top-level field as writers write it: a list of ids on one line, a date unquoted. */
function fieldText(key: string, value: unknown): string {
  const document = new YAML.Document({ [key]: value }, { version: "1.1" })
  YAML.visit(document, {
    Seq(_key, node) {
      if (node.items.every((item) => YAML.isScalar(item))) node.flow = true
    },
  })
  return document.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(QUOTED_DATE, "$1: $2")
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

// The posts as read (their front matter's text and values), so a save can keep the lines of what did not change.
// Decap hands toFile only the data: the file is found again as the one sharing the most values with it. Any file
// would do: a kept line is one whose value is the same.
const read: Array<{ frontText: string; front: Data }> = []
const READ_LIMIT = 2000

/** The format of one kind's articles (registered in cms/admin.tsx under articleFormatName(kind)). */
export const articleFormatFor = (kind: Pick<ArticleKind, "id">) => ({
  fromFile(content: string): Data {
    const data = readFrontmatter(content)
    const frontText = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(content)?.[1]
    for (const [key, value] of Object.entries(articleDefaults(kind))) if (!(key in data)) data[key] = value
    // A date the front matter reader typed as a date (unquoted) is text here (YAML 1.2): as written.
    if (Array.isArray(data.related)) data.related = data.related.map(toEntrySlug)
    if (frontText !== undefined) {
      read.push({ frontText, front: articleFromEditor(data, kind).front })
      if (read.length > READ_LIMIT) read.shift()
    }
    return data
  },
  toFile(data: Data): string {
    const { front, body } = articleFromEditor(data, kind)
    let best: { score: number; frontText: string; front: Data } | undefined
    for (const original of read) {
      const score = Object.keys(front).filter((key) => same(front[key], original.front[key])).length
      if (score > 0 && (!best || score > best.score)) best = { score, ...original }
    }
    if (!best)
      return `---\n${Object.entries(front)
        .map(([key, value]) => fieldText(key, value))
        .join("")}---\n${bodyText(body)}`
    const original = best
    const kept = new Set<string>()
    let text = ""
    for (const block of fieldBlocks(original.frontText)) {
      if (block.key === null) text += block.text
      else if (!(block.key in front)) continue
      else if (same(front[block.key], original.front[block.key])) text += block.text
      else text += fieldText(block.key, front[block.key])
      if (block.key) kept.add(block.key)
    }
    for (const [key, value] of Object.entries(front)) if (!kept.has(key)) text += fieldText(key, value)
    return `---\n${text}---\n${bodyText(body)}`
  },
})
/** The blog's posts' format. */
export const articleFormat = articleFormatFor(blog)

const bodyText = (body: string) => (body.trim() ? `\n${body.trim()}\n` : "")

/** An author, tag or series as the file holds it, from the editor's data. */
export function articleDataFromEditor(data: Data): Data {
  const written: Data = {}
  for (const [key, value] of Object.entries(withoutEmpty(data))) {
    if (Array.isArray(value) && value.length === 0) continue
    written[key] = key === "photo" ? besideEntry(value) : value
  }
  return written
}

export const articleDataFormat = {
  fromFile(content: string): Data {
    const data: unknown = YAML.parse(content)
    return isRecord(data) ? data : {}
  },
  toFile(data: Data): string {
    return YAML.stringify(articleDataFromEditor(data), { version: "1.1", lineWidth: 0 })
  },
}
