// How the editor reads and writes content files (registered with Decap in cms/admin.tsx; pure, so unit tests and
// the browser share them).
// - Pages: the front matter gets the content schema's defaults on loading (template "prose", floatingContact true,
//   noindex false: the same values GraphQL gives the templates; a section's, such as a hero's layout), and a value
//   equal to its default is left out again on saving, so a page the editor saved looks like one a writer typed
//   (cms/schema-values.ts).
// - YAML files: changes are written into the file as it was, so its comments (emails.yaml says where each sentence
//   appears), its order and its one-line `{ label: …, to: … }` entries stay; only the values that changed change.
import YAML, { type Document, isMap, isScalar, isSeq } from "yaml"
import { pageFrontmatterSchema } from "../schema/content"
import { valuesFromFile, valuesToFile } from "./schema-values"

export const FRONTMATTER_FORMAT = "shiftwise-frontmatter"
export const YAML_FORMAT = "shiftwise-yaml"

type Data = Record<string, unknown>

/** The defaults the schema gives missing front matter fields. */
export const FRONTMATTER_DEFAULTS: Readonly<Data> = Object.fromEntries(
  Object.entries(pageFrontmatterSchema.shape).flatMap(([key, schema]) => {
    const def = schema.def as { type: string; defaultValue?: unknown }
    return def.type === "default" ? [[key, def.defaultValue]] : []
  }),
)

const isEmpty = (value: unknown) => value === undefined || value === null || value === ""
export const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Fields the editor left empty are not written (an optional field a writer cleared is simply absent). */
export function withoutEmpty(data: Data): Data {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value)))
}

/**
 * A page's front matter and text as the file holds them, from the editor's data: empty and default values left out, at
 * any depth (a section's), stories by folder (cms/schema-values.ts). The check before saving reads the same.
 */
export function pageFromEditor(data: Data): { front: Data; body: unknown } {
  const { body, ...front } = withoutEmpty(data)
  return { front: valuesToFile(pageFrontmatterSchema, front) as Data, body }
}

export const frontmatterFormat = {
  fromFile(content: string): Data {
    const { body, ...front } = readFrontmatter(content)
    return { ...(valuesFromFile(pageFrontmatterSchema, front) as Data), body }
  },
  toFile(data: Data): string {
    const { front, body } = pageFromEditor(data)
    return writeFrontmatter(front, body)
  },
}

/** A Markdown file's front matter and text (`body`), as the editor holds them. */
export function readFrontmatter(content: string): Data {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(content)
  // YAML 1.2 core: a date stays the text the writer typed ("2026-11-23"), as the date widget expects.
  const front: unknown = match ? YAML.parse(match[1] ?? "") : {}
  const data: Data = isRecord(front) ? { ...front } : {}
  return { ...data, body: (match ? (match[2] ?? "") : content).replace(/^\s*\n/, "") }
}

/** Front matter and text as the file's content. */
export function writeFrontmatter(front: Data, body: unknown): string {
  // YAML 1.1 when writing: text that 1.1 would read as a date or a boolean ("2026-11-23", "yes") is quoted, as
  // content/README.md asks writers to do (gatsby-transformer-remark reads front matter as YAML 1.1).
  const yaml = YAML.stringify(front, { version: "1.1", lineWidth: 0 })
  const text = typeof body === "string" ? body.trim() : ""
  return `---\n${yaml}---\n${text ? `\n${text}\n` : ""}`
}

// The documents as read, by file: Decap hands toFile only the data, so the document is found again by its
// top-level keys (every YAML collection has its own).
const documents: Array<{ keys: Set<string>; document: Document }> = []

function documentFor(data: Data): Document | undefined {
  const keys = Object.keys(data)
  let best: { score: number; document: Document } | undefined
  for (const entry of documents) {
    const score = keys.filter((key) => entry.keys.has(key)).length
    if (score > 0 && (!best || score > best.score)) best = { score, document: entry.document }
  }
  return best?.document
}

/** Writes `value` into `node` in place where the shapes agree (keeping comments and styles), else a new node. */
function merge(document: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isRecord(value)) {
    for (const item of [...node.items]) {
      const key: unknown = isScalar(item.key) ? item.key.value : item.key
      if (typeof key === "string" && (!(key in value) || isEmpty(value[key]))) node.delete(key)
    }
    for (const [key, child] of Object.entries(value)) {
      if (isEmpty(child)) continue
      const current: unknown = node.get(key, true)
      node.set(key, current === undefined ? document.createNode(child) : merge(document, current, child))
    }
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((child: unknown, index): unknown =>
      index < node.items.length ? merge(document, node.items[index], child) : document.createNode(child),
    )
    return node
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value
    return node
  }
  return document.createNode(value)
}

export const yamlFormat = {
  fromFile(content: string): Data {
    const document = YAML.parseDocument(content)
    const data: unknown = document.toJS()
    const result = isRecord(data) ? data : {}
    const keys = new Set(Object.keys(result))
    const index = documents.findIndex(
      (entry) => [...keys].every((key) => entry.keys.has(key)) && entry.keys.size === keys.size,
    )
    if (index >= 0) documents.splice(index, 1)
    documents.push({ keys, document })
    return result
  },
  toFile(data: Data): string {
    const found = documentFor(data)
    if (!found) return YAML.stringify(withoutEmpty(data), { lineWidth: 0 })
    // Edit a copy: a save that fails must not leave the next one starting from half-written values.
    const document = found.clone()
    document.contents = merge(document, document.contents, data) as typeof document.contents
    return document.toString({ lineWidth: 0 })
  },
}
