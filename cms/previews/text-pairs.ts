// A translation's words beside the English they translate, for the editor's "Beside English" view
// (cms/previews/beside-english.tsx): every text of the English entry and of its translation, paired by where it sits.
// A list's items are paired by the key the build finds them by (a plan's or a feature's id, a channel's value, a
// comparison fact's source, src/languages/data-words.ts), any other list's by position; a Markdown body by paragraph.
// Nothing here reads a file: the editor hands both entries' data.

/** One text of the page, in both languages: either may be missing (not translated yet, or only in the translation). */
export type TextPair = { path: string; english?: string; translated?: string }

/** Keys the build finds a list's items by (DATA_ITEMS in src/languages/data-words.ts, a comparison's facts). */
const ITEM_KEYS = ["id", "value", "source"] as const
/** Values that are the translation's own bookkeeping, not words a reader sees. */
const SKIPPED_KEYS = new Set(["translatedFrom", "template", "publishAt", "type"])
/** Not words: a date, a picture's file, an address of a page or a file. */
const NOT_WORDS = [/^\d{4}-\d{2}-\d{2}/, /\.(avif|gif|jpe?g|png|svg|webp)$/i]

/** A section's type, a variant, a reference to a shared entry: lowercase, digits and hyphens. */
const IDENTIFIER = /^[a-z0-9]+(-[a-z0-9]+)*$/
type Value = unknown
type Item = Record<string, unknown>

const isItem = (value: Value): value is Item => !!value && typeof value === "object" && !Array.isArray(value)
const isWords = (value: Value): value is string =>
  typeof value === "string" && value.trim() !== "" && !NOT_WORDS.some((pattern) => pattern.test(value.trim()))

/** "Body" split at blank lines: its paragraphs, headings, lists and quotes, as a writer translates them. */
export function paragraphs(markdown: string): string[] {
  return markdown
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
}

/** A section's position and type ("2 (features)"), any other item's position ("2"). */
function itemName(at: number, english: Value, translated: Value): string {
  const type = [english, translated].map((item) => (isItem(item) ? item.type : undefined)).find(isWords)
  return type ? `${at + 1} (${type})` : String(at + 1)
}

/** The key a list's items are paired by, if every item on both sides has one. */
function itemKey(english: Value[], translated: Value[]): (typeof ITEM_KEYS)[number] | undefined {
  const items = [...english, ...translated]
  return ITEM_KEYS.find((key) => items.length > 0 && items.every((item) => isItem(item) && item[key] !== undefined))
}

/** What a list's item is called in a path: "2" for the second, or its key's value ("growth"). */
function pairedItems(english: Value[], translated: Value[]): { key?: string; items: Array<[string, Value, Value]> } {
  const key = itemKey(english, translated)
  if (!key) {
    const length = Math.max(english.length, translated.length)
    return {
      items: Array.from({ length }, (_, at) => [
        itemName(at, english[at], translated[at]),
        english[at],
        translated[at],
      ]),
    }
  }
  const byKey = new Map(translated.map((item) => [String((item as Item)[key]), item]))
  // Named by its key where that is a name ("growth"), by its position where it is not (a fact's source, a URL).
  const named = (value: string, at: number) => (IDENTIFIER.test(value) ? value : String(at + 1))
  const pairs: Array<[string, Value, Value]> = english.map((item, at) => {
    const value = String((item as Item)[key])
    const over = byKey.get(value)
    byKey.delete(value)
    return [named(value, at), item, over]
  })
  for (const [value, item] of byKey) pairs.push([named(value, pairs.length), undefined, item])
  return { key, items: pairs }
}

/**
 * What a translation may hold, as JSON Schema (z.toJSONSchema of its zod schema): a text its schema has no place for
 * (site.yaml's legal name, its email address) stays English by design, so it gets no row. `undefined`: anything (a
 * page's translation is a whole page).
 */
export type Shape = {
  properties?: Record<string, Shape>
  items?: Shape
  anyOf?: Shape[]
  oneOf?: Shape[]
  additionalProperties?: boolean | Shape
}

/** The part of `shape` under an object's key (or a list's item, `null` key); `null` where it has none. */
function under(shape: Shape | null | undefined, key: string | null): Shape | null | undefined {
  if (shape === undefined || shape === null) return shape
  for (const branch of [shape, ...(shape.anyOf ?? []), ...(shape.oneOf ?? [])]) {
    if (key === null && branch.items) return branch.items
    if (key !== null && branch.properties?.[key]) return branch.properties[key]
    if (key !== null && typeof branch.additionalProperties === "object") return branch.additionalProperties
    if (key !== null && branch.additionalProperties === true) return undefined
  }
  return null
}

type Walk = { path: string[]; out: TextPair[]; shape: Shape | null | undefined; itemKey?: string | undefined }

/** `itemKey`: the key an item of a list was paired by (its id), not words, so no row of its own. */
function walk(english: Value, translated: Value, { path, out, shape, itemKey }: Walk): void {
  if (shape === null) return
  if (Array.isArray(english) || Array.isArray(translated)) {
    const { key, items } = pairedItems(
      Array.isArray(english) ? english : [],
      Array.isArray(translated) ? translated : [],
    )
    for (const [name, a, b] of items)
      walk(a, b, { path: [...path, name], out, shape: under(shape, null), itemKey: key })
    return
  }
  if (isItem(english) || isItem(translated)) {
    const a = isItem(english) ? english : {}
    const b = isItem(translated) ? translated : {}
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (key) => key !== itemKey && !SKIPPED_KEYS.has(key),
    )
    for (const key of keys) {
      if (key === "body" && (typeof a[key] === "string" || typeof b[key] === "string")) {
        const ours = paragraphs(typeof a[key] === "string" ? a[key] : "")
        const theirs = paragraphs(typeof b[key] === "string" ? b[key] : "")
        for (let at = 0; at < Math.max(ours.length, theirs.length); at++)
          out.push(pair([...path, "body", String(at + 1)], ours[at], theirs[at]))
      } else walk(a[key], b[key], { path: [...path, key], out, shape: under(shape, key) })
    }
    return
  }
  // A value that names rather than says (a variant's "split", a feature's "shift-swaps") is shared, not translated.
  const present = [english, translated].filter(isWords)
  if (present.every((value) => IDENTIFIER.test(value))) return
  out.push(pair(path, isWords(english) ? english : undefined, isWords(translated) ? translated : undefined))
}

const pair = (path: string[], english: string | undefined, translated: string | undefined): TextPair => ({
  path: path.join(" › "),
  ...(english === undefined ? {} : { english }),
  ...(translated === undefined ? {} : { translated }),
})

/**
 * Every text of an English entry beside its translation's, in the English entry's order (then what only the
 * translation has). A YAML file's translation holds words only: a text it leaves out comes without `translated`,
 * and the page shows the English there; a text its `shape` has no place for is not listed.
 */
export function textPairs(english: Value, translated: Value, shape?: Shape): TextPair[] {
  const out: TextPair[] = []
  walk(english, translated, { path: [], out, shape })
  return out
}
