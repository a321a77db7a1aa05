// How the editor reads and writes a page (content/pages/*.md: front matter, then Markdown), registered with Decap in
// cms/admin.tsx; pure, so unit tests, the check before saving (cms/validate-entry.ts) and the browser share it.
// - The front matter gets the content schema's defaults on loading (template "prose", floatingContact true, a
//   hero's layout "split": the values the templates get), stories by entry slug (cms/schema-values.ts), and a
//   value equal to its default, an empty field and an empty optional group are left out again on saving.
// - Saving a page the editor read changes only what the writer changed: a top-level field whose value is the same
//   keeps its lines as typed, and inside a changed one (the sections) every part whose value is the same keeps its
//   text, comments and one-line `{ label: …, to: … }` style; a section moved whole keeps its own. So the pull
//   request's diff shows the change and nothing else, and a page read and written unchanged is byte for byte the
//   file.
import YAML, { type Document, isMap, isScalar, isSeq } from "yaml"
import { pageFrontmatterSchema } from "../schema/content"
import { fieldBlocks, isRecord, readFrontmatter, withoutEmpty, writeFrontmatter } from "./formats"
import { valuesFromFile, valuesToFile } from "./schema-values"

type Data = Record<string, unknown>

export const FRONTMATTER_FORMAT = "shiftwise-frontmatter"

/** The defaults the schema gives missing front matter fields. */
export const FRONTMATTER_DEFAULTS: Readonly<Data> = Object.fromEntries(
  Object.entries(pageFrontmatterSchema.shape).flatMap(([key, schema]) => {
    const def = schema.def as { type: string; defaultValue?: unknown }
    return def.type === "default" ? [[key, def.defaultValue]] : []
  }),
)

/**
 * A page's front matter and text as the file holds them, from the editor's data: empty and default values left out, at
 * any depth (a section's), stories by folder. The check before saving reads the same.
 */
export function pageFromEditor(data: Data): { front: Data; body: unknown } {
  const { body, ...front } = withoutEmpty(data)
  return { front: valuesToFile(pageFrontmatterSchema, front) as Data, body }
}

/** The front matter as the editor holds it: every default in, stories by entry slug. */
const editorValues = (front: Data) => valuesFromFile(pageFrontmatterSchema, front) as Data
/** One form for both sides of a comparison: what the file would hold, read back as the editor holds it. */
const canonical = (front: Data) => editorValues(valuesToFile(pageFrontmatterSchema, withoutEmpty(front)) as Data)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

// The pages as read (their front matter's text and values), so a save can keep what did not change. Decap hands
// toFile only the data: the page is found again by its address, else as the one sharing the most values.
const read: Array<{ frontText: string; values: Data }> = []
const READ_LIMIT = 500

function originalOf(values: Data): { frontText: string; values: Data } | undefined {
  // The newest reading of the page at this address.
  const bySlug = [...read].reverse().find((page) => page.values.slug === values.slug)
  if (bySlug) return bySlug
  let best: { score: number; page: (typeof read)[number] } | undefined
  for (const page of read) {
    const score = Object.keys(values).filter((key) => same(values[key], page.values[key])).length
    if (score > 0 && (!best || score > best.score)) best = { score, page }
  }
  return best?.page
}

/**
 * Writes `value` (as the file holds it) into `node`, where `before` and `after` are the editor's values there before
 * and after the change: an unchanged part keeps its node (text, comments, style), a changed one is written in place.
 */
function merge(document: Document, node: unknown, value: unknown, before: unknown, after: unknown): unknown {
  if (node !== undefined && same(before, after)) return node
  if (isMap(node) && isRecord(value)) {
    const was = isRecord(before) ? before : {}
    const now = isRecord(after) ? after : {}
    for (const item of [...node.items]) {
      const key: unknown = isScalar(item.key) ? item.key.value : item.key
      if (typeof key !== "string" || same(was[key], now[key])) continue
      if (key in value) node.set(key, merge(document, node.get(key, true), value[key], was[key], now[key]))
      else node.delete(key)
    }
    for (const [key, child] of Object.entries(value)) if (!node.has(key)) node.set(key, document.createNode(child))
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    const was = Array.isArray(before) ? before : []
    const now = Array.isArray(after) ? after : []
    const used = new Set<number>()
    // An item moved whole is found by its value and kept as it was; anything else is written over the item it
    // replaces.
    const moved = now.map((item) => {
      const at = was.findIndex((old, index) => !used.has(index) && same(old, item))
      if (at >= 0) used.add(at)
      return at
    })
    node.items = value.map((child: unknown, index): unknown => {
      const from = moved[index]!
      if (from >= 0) return node.items[from]
      if (index < node.items.length && !used.has(index)) {
        used.add(index)
        return merge(document, node.items[index], child, was[index], now[index])
      }
      return document.createNode(child)
    })
    return node
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value
    return node
  }
  return document.createNode(value)
}

export const frontmatterFormat = {
  fromFile(content: string): Data {
    const { body, ...front } = readFrontmatter(content)
    const frontText = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(content)?.[1]
    if (frontText !== undefined) {
      read.push({ frontText, values: canonical(front) })
      if (read.length > READ_LIMIT) read.shift()
    }
    return { ...editorValues(front), body }
  },
  toFile(given: Data): string {
    const { body: _given, ...typed } = given
    const original = originalOf(canonical(typed))
    // A changed address: the old one joins the page's former addresses, which the build turns into a permanent
    // redirect to the new one, in the same commit (gatsby/addresses/content-redirects.ts).
    // Only a page found again by its title is the same page renamed; a new page shares no title with another.
    const renamed = original && original.values.title === canonical(typed).title ? original.values.slug : undefined
    const data = withFormerSlug(given, renamed)
    const { front, body } = pageFromEditor(data)
    const { body: _body, ...edited } = data
    const after = canonical(edited)
    if (!original) return writeFrontmatter(front, body)
    // YAML 1.1, as the build reads front matter: a new text that 1.1 would read as a date or a boolean is quoted.
    const document = YAML.parseDocument(original.frontText, { version: "1.1" })
    document.contents = merge(document, document.contents, front, original.values, after) as typeof document.contents
    const written = new Map(
      fieldBlocks(asWritersWrite(document.toString({ lineWidth: 0 }))).flatMap((block) =>
        block.key ? [[block.key, block.text]] : [],
      ),
    )
    let text = ""
    const kept = new Set<string>()
    for (const block of fieldBlocks(original.frontText)) {
      if (block.key === null) text += block.text
      else if (same(original.values[block.key], after[block.key])) text += block.text
      else text += written.get(block.key) ?? ""
      if (block.key) kept.add(block.key)
    }
    for (const [key, block] of written) if (!kept.has(key)) text += block
    return writeFrontmatterText(text, body)
  },
}

/** The editor's data with `was` (the address the page was read at) among its former addresses, when it changed. */
export function withFormerSlug(data: Data, was: unknown): Data {
  const slug = typeof data.slug === "string" ? data.slug.trim().replace(/(.)\/+$/, "$1") : undefined
  if (typeof was !== "string" || !slug || was === slug) return data
  const listed: unknown[] = Array.isArray(data.formerSlugs) ? data.formerSlugs : []
  const former = listed.filter((item): item is string => typeof item === "string" && item !== slug)
  return { ...data, formerSlugs: former.includes(was) ? former : [...former, was] }
}

/**
 * Flow lists as writers type them, `[a, b]`, beside flow groups as they type them, `{ label: …, to: … }` (the YAML
 * writer pads both or neither). A line whose value starts with "[" holds a flow list: text that starts so is quoted.
 */
function asWritersWrite(yaml: string): string {
  return yaml.replace(/\n$/, "").replace(/^(\s*(?:- )?(?:[\w-]+: )?)\[ (.*) \]$/gm, "$1[$2]")
}

/** Front matter already written as text, then the page's text. */
function writeFrontmatterText(frontText: string, body: unknown): string {
  const text = typeof body === "string" ? body.trim() : ""
  return `---\n${frontText}---\n${text ? `\n${text}\n` : ""}`
}
