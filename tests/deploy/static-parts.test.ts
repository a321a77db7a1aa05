// What the build ships of the static parts (src/static-parts/), after `npm run build`:
// - no static part's module, nor anything only static parts import, is in a chunk a visitor downloads. The browser's
//   chunks are read through their source maps (source-maps/, beside public/); what "only static parts import" means
//   comes from the import graph of the sources (madge), so a component that an island or a template starts to import
//   for real, or a loader that stops replacing the parts, fails here;
// - every page's data carries each of its parts' HTML, exactly as its HTML file has it, and the CSS that HTML uses.
import fs from "node:fs"
import path from "node:path"
import madge from "madge"
import { ROOT } from "../../harness/server"

const PUBLIC = path.join(ROOT, "public")
const MAPS = path.join(ROOT, "source-maps")

const isStaticPart = (file: string) => file.endsWith(".static.tsx")

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full, keep) : keep(full) ? [full] : []
  })
}

/** Every source file (relative to the root) that the browser's chunks were built from, with what was built of it. */
function browserSources(): Map<string, string> {
  const sources = new Map<string, string>()
  for (const map of walk(MAPS, (file) => file.endsWith(".js.map"))) {
    const { sources: list, sourcesContent } = JSON.parse(fs.readFileSync(map, "utf8")) as {
      sources: string[]
      sourcesContent?: string[]
    }
    list.forEach((source, index) => {
      const relative = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "")
      if (!relative.includes("node_modules/")) sources.set(relative, sourcesContent?.[index] ?? "")
    })
  }
  return sources
}

function reachable(graph: Record<string, string[]>, from: string[], enter: (file: string) => boolean): Set<string> {
  const seen = new Set<string>()
  const queue = [...from]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const next of graph[file] ?? []) if (enter(next)) queue.push(next)
  }
  return seen
}

let graph: Record<string, string[]>
let shipped: Map<string, string>

beforeAll(async () => {
  const result = await madge(ROOT, {
    baseDir: ROOT,
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(ROOT, "tsconfig.json"),
    excludeRegExp: [/^node_modules\//, /^public\//, /^\.cache\//, /\.test\.tsx?$/, /gatsby-types\.d\.ts$/, /^tests\//],
    // What ships is what runs: an import of types only brings nothing into a chunk.
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  })
  graph = result.obj()
  shipped = browserSources()
}, 120_000)

describe("static parts stay out of the browser", () => {
  it("the browser's chunks were built from the site's modules (source maps found)", () => {
    expect(shipped.has("src/page-wrapper.tsx")).toBe(true)
    expect(shipped.has("src/static-parts/static-part-shell.tsx")).toBe(true)
  })

  it("no static part's module is in a browser chunk, nor any module only static parts import", () => {
    const modules = Object.keys(graph).filter(isStaticPart)
    expect(modules.length).toBeGreaterThanOrEqual(20)
    const templates = Object.keys(graph).filter((file) => /(^|\/)templates\/[^/]+-page\.tsx$/.test(file))
    // What the browser is built from: gatsby-browser and every template, up to (not into) a static part.
    const browser = reachable(graph, ["gatsby-browser.tsx", ...templates], (file) => !isStaticPart(file))
    const staticOnly = [...reachable(graph, modules, () => true)].filter(
      (file) => !browser.has(file) && !isStaticPart(file),
    )
    // The parts' components, which the browser must never download.
    expect(staticOnly).toEqual(
      expect.arrayContaining([
        "src/components/footer.tsx",
        "src/components/header.tsx",
        "src/components/prose.tsx",
        "src/articles/components/article-card.tsx",
        "src/articles/components/article-frame.tsx",
        "src/articles/customers/components/story-card.tsx",
      ]),
    )
    expect(staticOnly.filter((file) => shipped.has(file))).toEqual([])
    // A part's module is in the chunks only as the shell the loader made of it (gatsby/static-part-loader.cjs).
    const parts = [...shipped].filter(([file]) => isStaticPart(file))
    expect(parts.length).toBeGreaterThan(0)
    for (const [file, built] of parts) {
      expect({ file, shell: /staticPartShell\("/.test(built), component: /staticPart\("/.test(built) }).toEqual({
        file,
        shell: true,
        component: false,
      })
    }
  })
})

describe("each page's data carries its static parts", () => {
  const pages = walk(
    path.join(PUBLIC, "page-data"),
    (file) => file.endsWith("page-data.json") && !file.includes("/sq/"),
  )

  it("as its HTML file has them, with the CSS they use", () => {
    let checked = 0
    for (const file of pages) {
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as {
        path: string
        result: { staticParts?: Record<string, { html: string; css: string }> }
      }
      const relative = data.path.replace(/^\/|\/$/g, "")
      const html = [`${relative}.html`, path.join(relative, "index.html"), relative || "index.html"]
        .map((candidate) => path.join(PUBLIC, candidate))
        .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      if (!html) continue
      const document = fs.readFileSync(html, "utf8")
      const keys = [...document.matchAll(/data-static-part="([^"]+)"/g)].map(([, key]) => key!)
      expect(keys.length).toBeGreaterThanOrEqual(3)
      const parts = data.result.staticParts ?? {}
      for (const key of keys) {
        const part = parts[key]
        // An empty part (the global styles: all in <head>) has nothing to carry.
        if (!part) {
          expect(document).toContain(`data-static-part="${key}"></div>`)
          continue
        }
        expect(document).toContain(`data-static-part="${key}">${part.html}</div>`)
        // Every class its markup uses has its rules in the part's CSS.
        for (const [, name] of part.html.matchAll(/class="(css-[\w-]+)/g)) expect(part.css).toContain(`.${name}`)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(pages.length)
  })
})
