// Where a link a built page shows was written: found by reading the content files for its address (the page's own
// file first), not from the components that render it. In a page built from sections, the section's position, type
// and field: `content/pages/for-retail.md: section 4 (cta): field "button.to"`.
import fs from "fs"
import path from "path"
import YAML, { isMap, isScalar, isSeq } from "yaml"

const FRONT = /^---\r?\n([\s\S]*?)\r?\n?---/

/** The dotted path of the first scalar in `node` equal to `href` (or starting with it and a #fragment or query). */
function findScalar(node: unknown, href: string, at: Array<string | number> = []): Array<string | number> | undefined {
  if (isScalar(node)) return typeof node.value === "string" && node.value.trim() === href ? at : undefined
  if (isMap(node))
    for (const item of node.items) {
      const key = isScalar(item.key) ? String(item.key.value) : String(item.key)
      const found = findScalar(item.value, href, [...at, key])
      if (found) return found
    }
  if (isSeq(node))
    for (const [index, item] of node.items.entries()) {
      const found = findScalar(item, href, [...at, index])
      if (found) return found
    }
  return undefined
}

/** In one file's text, where `href` is written, in words; undefined when it is not. */
function placeIn(shown: string, text: string, href: string): string | undefined {
  if (!text.includes(href)) return undefined
  const front = FRONT.exec(text)?.[1]
  const yamlText = shown.endsWith(".yaml") ? text : front
  if (yamlText?.includes(href)) {
    const found = findScalar(YAML.parseDocument(yamlText).contents, href)
    if (found) {
      const [first, index, ...rest] = found
      if (first === "sections" && typeof index === "number") {
        const type = (YAML.parse(yamlText) as { sections?: Array<{ type?: string }> }).sections?.[index]?.type
        return `${shown}: section ${index + 1} (${type ?? "?"}): field "${rest.join(".")}"`
      }
      return `${shown}: ${shown.endsWith(".yaml") ? "YAML" : "front matter"} field "${found.join(".")}"`
    }
  }
  return `${shown}: in the text`
}

export type ContentFiles = ReadonlyArray<{ shown: string; text: string }>

/** Every Markdown and YAML file of the content folder, read once. */
export function readContentFiles(contentDir: string, shownDir = "content"): ContentFiles {
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(md|ya?ml)$/.test(file) && !/(^|[/\\])README\.md$/.test(file))
    .sort()
    .map((file) => ({
      shown: `${shownDir}/${file.split(path.sep).join("/")}`,
      text: fs.readFileSync(path.join(contentDir, file), "utf8"),
    }))
}

/**
 * Where `href` was written: the page's own file (`pageSource`) if it holds it, else every content file that does
 * (site.yaml's header links are on every page), else "not in content/" (a template's own link).
 */
export function linkSource(files: ContentFiles, href: string, pageSource: string | undefined): string {
  const own = files.find((file) => file.shown === pageSource)
  const inOwn = own && placeIn(own.shown, own.text, href)
  if (inOwn) return inOwn
  const elsewhere = files.flatMap((file) => placeIn(file.shown, file.text, href) ?? [])
  return elsewhere.length ? elsewhere.slice(0, 3).join("; ") : "not written in content/ (a template's own link)"
}
