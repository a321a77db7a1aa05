// After the build: a check of every page's static parts (src/static-parts/static-part.tsx). After a client-side
// navigation the browser takes each part's markup from the target page's own HTML by its key
// (src/static-parts/page-html.ts), so a page whose parts nest, or whose two parts share a key, fails the build here,
// naming the page. Page data carries no part: a page's data an earlier build wrote parts into (`result.staticParts`,
// before parts came from the HTML) is written without them.
import fs from "fs"
import path from "path"
import { Parser } from "htmlparser2"
import { STATIC_PART_ATTRIBUTE } from "../src/static-parts/part-id"

const fail = (page: string, why: string): never => {
  throw new Error(`gatsby/static-parts.ts: ${page}: ${why}`)
}

/** The keys of a page's static parts, in the document's order; throws on parts that nest or share a key. */
export function partKeys(html: string, page: string): string[] {
  const keys: string[] = []
  let open: { key: string; depth: number } | null = null
  let depth = 0
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        depth++
        const key = attributes[STATIC_PART_ATTRIBUTE]
        if (key === undefined) return
        if (open) fail(page, `static part "${key}" is inside static part "${open.key}"; parts do not nest`)
        if (keys.includes(key)) fail(page, `two static parts are called "${key}"; give each a partKey`)
        open = { key, depth }
        keys.push(key)
      },
      onclosetag() {
        if (open && depth === open.depth) open = null
        depth--
      },
    },
    { decodeEntities: false, recognizeSelfClosing: false },
  )
  parser.end(html)
  return keys
}

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

type PageData = { path: string; result: { staticParts?: unknown } & Record<string, unknown> }

/** Checks every page's parts; returns how many pages and parts, and how many pages' data lost stale parts. */
export function checkStaticParts(publicDir: string): { pages: number; parts: number; cleaned: number } {
  let pages = 0
  let parts = 0
  let cleaned = 0
  const dataDir = path.join(publicDir, "page-data")
  if (!fs.existsSync(dataDir)) return { pages, parts, cleaned }
  for (const file of pageDataFiles(dataDir)) {
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as PageData
    if (data.result.staticParts !== undefined) {
      delete data.result.staticParts
      fs.writeFileSync(file, JSON.stringify(data))
      cleaned++
    }
    const htmlFile = builtHtml(publicDir, data.path)
    if (!htmlFile) continue
    pages++
    parts += partKeys(fs.readFileSync(htmlFile, "utf8"), path.relative(publicDir, htmlFile)).length
  }
  return { pages, parts, cleaned }
}
