// After the build: every page's static parts (src/static-parts/static-part.tsx) go into its page data, so that a page
// reached by a client-side navigation shows the same HTML and the same styles as its HTML file. For each page:
// - its parts' HTML is read from the page's HTML file as written (the container's inner markup, byte for byte);
// - each part's CSS is the rules of the page's Emotion styles (in <head>) that its markup's classes use, and the
//   keyframes those rules name;
// - both are written into public/page-data/<page>/page-data.json as `result.staticParts`, which Gatsby's runtime
//   spreads into the page's props (src/page-wrapper.tsx hands them to the shells).
// A page's data is rewritten only when its parts changed, so a warm build leaves the others (and their .br/.gz
// copies) alone. Gatsby rewrites a page's data when its query result changes and renders its HTML again then too; a
// page whose HTML Gatsby rendered again with unchanged data gets its parts refreshed here.
import fs from "fs"
import path from "path"
import { Parser } from "htmlparser2"
import postcss, { type ChildNode } from "postcss"
import { STATIC_PART_ATTRIBUTE, type StaticPartsData } from "../src/static-parts/part-id"

type Part = { key: string; html: string }

const fail = (page: string, why: string): never => {
  throw new Error(`gatsby/static-parts.ts: ${page}: ${why}`)
}

/** The static parts of a page's HTML, with their inner markup as the file has it, and the page's Emotion CSS. */
export function readPage(html: string, page: string): { parts: Part[]; css: string[] } {
  const parts: Part[] = []
  const css: string[] = []
  let open: { key: string; depth: number; start: number } | null = null
  let depth = 0
  let styleOpen = false
  let styleText = ""
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++
        const key = attributes[STATIC_PART_ATTRIBUTE]
        if (key !== undefined) {
          if (open) fail(page, `static part "${key}" is inside static part "${open.key}"; parts do not nest`)
          open = { key, depth, start: parser.endIndex + 1 }
        }
        if (name === "style" && attributes["data-emotion"]?.startsWith("css ")) {
          styleOpen = true
          styleText = ""
        }
      },
      ontext(text) {
        if (styleOpen) styleText += text
      },
      onclosetag(name) {
        if (name === "style" && styleOpen) {
          css.push(styleText)
          styleOpen = false
        }
        if (open && depth === open.depth) {
          parts.push({ key: open.key, html: html.slice(open.start, parser.startIndex) })
          open = null
        }
        depth--
      },
    },
    { decodeEntities: false, recognizeSelfClosing: false },
  )
  parser.end(html)
  const seen = new Set<string>()
  for (const { key } of parts) {
    if (seen.has(key)) fail(page, `two static parts are called "${key}"; give each a partKey`)
    seen.add(key)
  }
  return { parts, css }
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const EMOTION_CLASS = /\.(css-[\w-]+)/g
const ANIMATION = /\b(animation-[\w-]+)\b/g

/** The class names a part's markup uses. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of value!.split(/\s+/)) if (name) classes.add(name)
  return classes
}

const usesAny = (selector: string, classes: Set<string>) =>
  [...selector.matchAll(EMOTION_CLASS)].some(([, name]) => classes.has(name!))

/** The rules of the page's CSS that the given classes use (in the page's order), and the keyframes they name. */
export function cssFor(classes: Set<string>, sheets: readonly postcss.Root[]): string {
  const kept: string[] = []
  const keyframes = new Map<string, string>()
  for (const sheet of sheets)
    for (const node of sheet.nodes) {
      if (node.type === "atrule" && /keyframes$/.test(node.name)) {
        keyframes.set(node.params, node.toString())
        continue
      }
      const picked = pick(node, classes)
      if (picked) kept.push(picked)
    }
  const css = kept.join("")
  const named = new Set([...css.matchAll(ANIMATION)].map(([, name]) => name!))
  return [...[...keyframes].filter(([name]) => named.has(name)).map(([, rule]) => rule), css].join("")
}

function pick(node: ChildNode, classes: Set<string>): string | null {
  if (node.type === "rule") return usesAny(node.selector, classes) ? node.toString() : null
  if (node.type !== "atrule" || !node.nodes) return null
  const atRule = node
  const inner = atRule.nodes!.flatMap((child) => pick(child, classes) ?? [])
  return inner.length ? `@${atRule.name} ${atRule.params}{${inner.join("")}}` : null
}

/** The page's static parts as page data: each part's HTML and the CSS it uses. */
export function staticPartsOf(html: string, page: string): StaticPartsData {
  const { parts, css } = readPage(html, page)
  if (!parts.length) return {}
  const sheets = css.map((text) => postcss.parse(text))
  return Object.fromEntries(
    parts.map((part) => [part.key, { html: part.html, css: cssFor(classesIn(part.html), sheets) }]),
  )
}

type PageData = { path: string; result: { staticParts?: StaticPartsData } & Record<string, unknown> }

/** Where the built HTML of a page path is: x/index.html while Gatsby builds, x.html once the adapter has moved it. */
export function builtHtml(publicDir: string, pagePath: string): string | null {
  const relative = pagePath.replace(/^\/+|\/+$/g, "")
  const candidates = /\.html?$/.test(relative)
    ? [relative]
    : relative
      ? [path.join(relative, "index.html"), `${relative}.html`]
      : ["index.html"]
  for (const candidate of candidates) {
    const file = path.join(publicDir, candidate)
    if (fs.existsSync(file)) return file
  }
  return null
}

function* pageDataFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!(dir.endsWith("page-data") && entry.name === "sq")) yield* pageDataFiles(full)
    } else if (entry.name === "page-data.json") yield full
  }
}

const same = (a: StaticPartsData | undefined, b: StaticPartsData) => JSON.stringify(a ?? {}) === JSON.stringify(b)

/** Writes every page's static parts into its page data; returns how many pages were written and how many parts. */
export function writeStaticParts(publicDir: string): { pages: number; written: number; parts: number } {
  let pages = 0
  let written = 0
  let parts = 0
  const dataDir = path.join(publicDir, "page-data")
  if (!fs.existsSync(dataDir)) return { pages, written, parts }
  for (const file of pageDataFiles(dataDir)) {
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as PageData
    const htmlFile = builtHtml(publicDir, data.path)
    if (!htmlFile) continue
    pages++
    const found = staticPartsOf(fs.readFileSync(htmlFile, "utf8"), path.relative(publicDir, htmlFile))
    parts += Object.keys(found).length
    if (same(data.result.staticParts, found)) continue
    if (Object.keys(found).length) data.result.staticParts = found
    else delete data.result.staticParts
    fs.writeFileSync(file, JSON.stringify(data))
    written++
  }
  return { pages, written, parts }
}
