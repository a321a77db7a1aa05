// How the editor reads and writes content files (registered with Decap in cms/admin.tsx; pure, so unit tests and
// the browser share them), and what the pages' and the articles' formats share (cms/page-format.ts,
// cms/article-format.ts): front matter read and written, a front matter's text field by field.
// - YAML files: changes are written into the file as it was, so its comments (emails.yaml says where each sentence
//   appears), its order and its one-line `{ label: …, to: … }` entries stay; only the values that changed change.
import YAML, { type Document, isMap, isScalar, isSeq } from "yaml"

export const YAML_FORMAT = "shiftwise-yaml"

type Data = Record<string, unknown>

const isEmpty = (value: unknown) => value === undefined || value === null || value === ""
export const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Fields the editor left empty are not written (an optional field a writer cleared is simply absent). */
export function withoutEmpty(data: Data): Data {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value)))
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

/** The front matter's text, field by field: each top-level key with its lines (comments above it included). */
export function fieldBlocks(frontText: string): Array<{ key: string | null; text: string }> {
  const blocks: Array<{ key: string | null; text: string }> = []
  let pending = ""
  for (const line of frontText.split("\n")) {
    const key = /^([A-Za-z_][\w-]*):(?:\s|$)/.exec(line)?.[1]
    if (key) {
      blocks.push({ key, text: `${pending}${line}\n` })
      pending = ""
    } else if (/^#/.test(line) || !blocks.length) pending += `${line}\n`
    else blocks[blocks.length - 1]!.text += `${line}\n`
  }
  if (pending.trim()) blocks.push({ key: null, text: pending })
  return blocks
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
