// The site's search index: Pagefind (the `pagefind` package; its binary ships inside the registry package
// @pagefind/linux-x64, nothing is downloaded at install) over the built pages, into public/pagefind/, run by
// gatsby/post-build.ts after the pages are final and before their .br/.gz copies.
//
// - Only pages whose HTML carries data-pagefind-body are indexed (src/search/search-attributes.ts puts it on a page's
//   main content): the 404 page, the search page, /admin and every noindex page have none. Each is added with its
//   route as the URL ("/about", as trailingSlash "never" serves it), not the URL Pagefind would derive from the file
//   ("/about/"), and from wherever the page's file is (x/index.html after Gatsby, x.html after the Netlify adapter).
// - Only what the site's search page loads is written: the entry script, its worker, the entry file, the WebAssembly
//   of each language the entry names, and the index (pf_meta, index/, fragment/, filter/). Pagefind's own search UIs,
//   its highlighter and its playground are left out (the search page is the site's own, src/components/search/), and
//   a file an earlier index wrote that this one does not have is removed.
// - Incremental like the other post-build steps (gatsby/build-manifests.ts): when every indexed page's HTML and
//   Pagefind's version are what the last index was made from, and its files are still there as written, nothing is
//   indexed again.
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type * as Pagefind from "pagefind"
import { z } from "zod"
import { PAGEFIND_DIR } from "../config/search"
import { hashMap, readManifest, sha256, writeManifest } from "./build-manifests"
import { ASSET_DIRS, isHtml, publicFiles } from "./public-files"

const STEP = "search-index"

/** The attribute that puts a page in the index (searchAttributes writes it as `data-pagefind-body=""`). */
const INDEXED = /<[a-z][^>]*\sdata-pagefind-body(?=[\s=>/])/i

/** public/about/index.html and public/about.html are "/about", public/index.html is "/". */
export function routeOfPage(relative: string): string {
  const route = "/" + relative.split(path.sep).join("/")
  if (route === "/index.html") return "/"
  if (route.endsWith("/index.html")) return route.slice(0, -"/index.html".length)
  return route.replace(/\.html$/, "")
}

/** The built pages that ask to be indexed, by route (x/index.html wins over a stale x.html of the same route). */
export function indexablePages(publicDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  // /admin (the editor) and Pagefind's own folder are never pages of the site.
  const skip = [...ASSET_DIRS, "admin", PAGEFIND_DIR]
  for (const file of publicFiles(publicDir, isHtml, skip)) {
    const relative = path.relative(publicDir, file)
    const route = routeOfPage(relative)
    if (pages.has(route) && !relative.endsWith("index.html")) continue
    const html = fs.readFileSync(file, "utf8")
    if (INDEXED.test(html)) pages.set(route, html)
    else pages.delete(route)
  }
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)))
}

const entrySchema = z.object({ version: z.string(), languages: z.record(z.string(), z.object({ wasm: z.string() })) })

/** The files of Pagefind's bundle the search page loads (paths relative to public/pagefind/). */
export function servedFiles(files: ReadonlyArray<{ path: string }>): Set<string> {
  const entryFile = files.find((file) => file.path === "pagefind-entry.json") as
    { path: string; content: Uint8Array } | undefined
  if (!entryFile) throw new Error("gatsby/search-index.ts: Pagefind wrote no pagefind-entry.json")
  const entry = entrySchema.parse(JSON.parse(Buffer.from(entryFile.content).toString("utf8")))
  const wasm = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm}.pagefind`))
  const served = files
    .map((file) => file.path.split(path.sep).join("/"))
    .filter(
      (file) =>
        ["pagefind.js", "pagefind-worker.js", "pagefind-entry.json"].includes(file) ||
        wasm.has(file) ||
        /^pagefind\.[^/]+\.pf_meta$/.test(file) ||
        /^(index|fragment|filter)\/[^/]+\.pf_(index|fragment|filter)$/.test(file),
    )
  for (const required of ["pagefind.js", "pagefind-worker.js", ...wasm])
    if (!served.includes(required))
      throw new Error(`gatsby/search-index.ts: Pagefind ${entry.version} wrote no ${required}; see what it writes now`)
  return new Set(served)
}

const manifestSchema = z.object({ pagefind: z.string(), pages: hashMap, files: hashMap })
type Manifest = z.infer<typeof manifestSchema>

export type SearchIndexResult = { pages: number; files: number; bytes: number; unchanged: boolean }

/**
 * Pagefind's Node API (it runs the binary as a service). Gatsby compiles gatsby-node and what it imports into CommonJS
 * with Parcel, which turns `import("pagefind")` into `require("pagefind")`, and Pagefind is ESM only: its package
 * exports no entry for require() ("No "exports" main defined"). Its module is required by file instead, which Node
 * loads as ESM from 22.12 on (require(esm); builds run Node 24, .nvmrc). Jest's module registry cannot (without
 * --experimental-vm-modules), so gatsby/search-index.test.ts runs this module in a Node process of its own.
 */
function loadPagefind(root: string): typeof Pagefind {
  const require = createRequire(path.join(root, "package.json"))
  return require(path.join(root, "node_modules", "pagefind", "lib", "index.js")) as typeof Pagefind
}

function pagefindVersion(root: string): string {
  const manifest = path.join(root, "node_modules", "pagefind", "package.json")
  return z.object({ version: z.string() }).parse(JSON.parse(fs.readFileSync(manifest, "utf8"))).version
}

/** Every file under `dir`, relative to it, with "/" separators; not the .br/.gz copies precompress.ts makes. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => !/\.(br|gz)$/.test(file) && fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join("/"))
}

function sameHashes(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/** Indexes the built site in `publicDir` (of the site at `root`) into public/pagefind/, unless nothing changed. */
export async function writeSearchIndex(publicDir: string, root: string): Promise<SearchIndexResult> {
  const outputDir = path.join(publicDir, PAGEFIND_DIR)
  const pages = indexablePages(publicDir)
  const inputs: Manifest = {
    pagefind: pagefindVersion(root),
    pages: Object.fromEntries([...pages].map(([route, html]) => [route, sha256(html)])),
    files: {},
  }
  const before = readManifest<Manifest | null>(root, STEP, manifestSchema, null)
  const onDisk = filesUnder(outputDir)
  if (
    before &&
    before.pagefind === inputs.pagefind &&
    sameHashes(before.pages, inputs.pages) &&
    sameHashes(
      before.files,
      Object.fromEntries(onDisk.map((file) => [file, sha256(fs.readFileSync(path.join(outputDir, file)))])),
    )
  ) {
    const bytes = onDisk.reduce((total, file) => total + fs.statSync(path.join(outputDir, file)).size, 0)
    return { pages: pages.size, files: onDisk.length, bytes, unchanged: true }
  }

  const pagefind = loadPagefind(root)
  try {
    const { index, errors } = await pagefind.createIndex()
    if (!index) throw new Error(`gatsby/search-index.ts: Pagefind could not start an index: ${errors.join("; ")}`)
    for (const [url, content] of pages) {
      const added = await index.addHTMLFile({ url, content })
      if (added.errors.length)
        throw new Error(`gatsby/search-index.ts: Pagefind could not index ${url}: ${added.errors.join("; ")}`)
    }
    const built = await index.getFiles()
    if (built.errors.length)
      throw new Error(`gatsby/search-index.ts: Pagefind could not write the index: ${built.errors.join("; ")}`)
    const served = servedFiles(built.files)
    fs.mkdirSync(outputDir, { recursive: true })
    let bytes = 0
    for (const file of built.files) {
      const relative = file.path.split(path.sep).join("/")
      if (!served.has(relative)) continue
      const target = path.join(outputDir, relative)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, file.content)
      inputs.files[relative] = sha256(file.content)
      bytes += file.content.length
    }
    for (const file of filesUnder(outputDir))
      if (!served.has(file))
        for (const copy of ["", ".br", ".gz"]) fs.rmSync(path.join(outputDir, file + copy), { force: true })
    writeManifest(root, STEP, inputs)
    return { pages: pages.size, files: served.size, bytes, unchanged: false }
  } finally {
    await pagefind.close()
  }
}
