// What the build ships of the static parts (src/static-parts/), after `npm run build`:
// - no static part's module, nor anything only static parts import, is in a chunk a visitor downloads. The browser's
//   chunks are read through their source maps (source-maps/, beside public/); what "only static parts import" means
//   comes from the import graph of the sources (madge), so a component that an island or a template starts to import
//   for real, or a loader that stops replacing the parts, fails here;
// - every page's static parts travel once, in its HTML: its page data carries none of them, and the HTML has each under
//   its own key with the page's CSS marked for the browser, which takes a navigated page's parts from there.
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

describe("a page's static parts travel once, in its HTML", () => {
  const pages = walk(
    path.join(PUBLIC, "page-data"),
    (file) => file.endsWith("page-data.json") && !file.includes("/sq/"),
  )

  it("its page data carries none of them; its HTML has each under its own key, and the page's CSS marked for the browser", () => {
    let checked = 0
    for (const file of pages) {
      const text = fs.readFileSync(file, "utf8")
      const data = JSON.parse(text) as { path: string; result: Record<string, unknown> }
      expect([data.path, Object.keys(data.result).includes("staticParts")]).toEqual([data.path, false])
      const relative = data.path.replace(/^\/|\/$/g, "")
      const html = [`${relative}.html`, path.join(relative, "index.html"), relative || "index.html"]
        .map((candidate) => path.join(PUBLIC, candidate))
        .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      if (!html) continue
      const document = fs.readFileSync(html, "utf8")
      const keys = [...document.matchAll(/data-static-part="([^"]+)"/g)].map(([, key]) => key!)
      expect(keys.length).toBeGreaterThanOrEqual(3)
      expect(new Set(keys).size).toBe(keys.length)
      // The browser takes a navigated page's parts from here (src/static-parts/page-html.ts): its CSS is one <style>
      // in <head>, which holds the rules of every Emotion class the page's markup uses.
      const css = [...document.matchAll(/<style[^>]*data-page-css=""[^>]*>([^<]*)<\/style>/g)].map(
        ([, rules]) => rules!,
      )
      expect([data.path, css.length]).toEqual([data.path, 1])
      for (const [, name] of document.matchAll(/class="(css-[\w-]+)/g)) expect(css[0]).toContain(`.${name}`)
      // And its data holds none of a part's markup.
      const body = document.slice(document.indexOf("<body"))
      for (const [, inner] of body.matchAll(/data-static-part="[^"]+">([\s\S]{200,}?)<\/div>/g))
        expect(text.includes(JSON.stringify(inner).slice(1, -1))).toBe(false)
      checked++
    }
    expect(checked).toBeGreaterThan(50)
  })
})
