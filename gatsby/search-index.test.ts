/** @jest-environment node */
// The search index as the build writes it, made by the real Pagefind binary (@pagefind/linux-x64) from pages rendered
// with React and searchAttributes(), as the templates render them; read back from the files the browser would load.
import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { searchAttributes, type SearchEntry } from "../src/search/search-attributes"
import { writeSearchIndex } from "../tests/helpers/search-index"

const REPO = path.resolve(__dirname, "..")
// Each index is written by a Node process of its own (a second or two, more on a loaded machine).
jest.setTimeout(60_000)

type Fragment = { url: string; content: string; filters: Record<string, string[]>; meta: Record<string, string> }

let root: string
let publicDir: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
  publicDir = path.join(root, "public")
  fs.mkdirSync(publicDir)
  fs.symlinkSync(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir")
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** A built page: header and footer outside <main>, the page's own text inside it. */
function page(file: string, entry: SearchEntry | null, text: string): void {
  const main = createElement(
    "main",
    entry ? searchAttributes(entry) : {},
    createElement("h1", null, entry?.title ?? "A page"),
    createElement("p", null, text),
  )
  const html =
    `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><header>Menu headerword</header>` +
    `${renderToStaticMarkup(main)}<footer>Footer footerword</footer></body></html>`
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, file), html)
}

const indexDir = () => path.join(publicDir, "pagefind")
const files = () =>
  fs
    .readdirSync(indexDir(), { recursive: true, encoding: "utf8" })
    .filter((file) => fs.statSync(path.join(indexDir(), file)).isFile())
    .sort()
const unpack = (file: string) => zlib.gunzipSync(fs.readFileSync(path.join(indexDir(), file))).toString("utf8")

/** Every page in the index, as Pagefind stored it (each fragment file is "pagefind_dcd" and the page's JSON). */
function fragments(): Fragment[] {
  return files()
    .filter((file) => file.startsWith("fragment/"))
    .map((file) => JSON.parse(unpack(file).replace(/^pagefind_dcd/, "")) as Fragment)
    .sort((a, b) => a.url.localeCompare(b.url))
}

describe("the search index", () => {
  it("holds each page that asks for it, at its route, with its kind, title, tags and date, and only its <main>", async () => {
    page("about/index.html", { kind: "Page", title: "About Shiftwise" }, "We started on the shop floor.")
    page(
      "blog/rotas/index.html",
      {
        kind: "Post",
        title: "Fair rotas, in practice",
        tags: ["Scheduling, fairness", "Labour law: India", "Scheduling, fairness"],
        date: "2026-11-20",
      },
      "Rotate weekend shifts.",
    )
    page("index.html", { kind: "Page", title: "Workforce management" }, "Schedules in minutes.")
    page("search/index.html", null, "The search page itself.")
    page("404.html", null, "Not found.")
    page("your-data/view/index.html", { kind: "Page", title: "The data we hold", noindex: true }, "Token page.")
    fs.mkdirSync(path.join(publicDir, "admin"))
    fs.writeFileSync(path.join(publicDir, "admin/index.html"), "<html><body data-pagefind-body>Editor</body></html>")

    const result = await writeSearchIndex(publicDir, root)
    expect(result).toMatchObject({ pages: 3, unchanged: false })
    const stored = fragments()
    expect(stored.map((f) => f.url)).toEqual(["/", "/about", "/blog/rotas"])
    const post = stored.find((f) => f.url === "/blog/rotas")!
    // A tag with a comma or a colon stays one value; a repeated tag is one.
    expect(post.filters).toEqual({ kind: ["Post"], tag: ["Scheduling, fairness", "Labour law: India"] })
    expect(post.meta).toEqual({ kind: "Post", title: "Fair rotas, in practice", date: "2026-11-20" })
    expect(stored.find((f) => f.url === "/about")).toMatchObject({
      filters: { kind: ["Page"] },
      meta: { kind: "Page", title: "About Shiftwise" },
    })
    for (const fragment of stored) expect(fragment.content).not.toMatch(/headerword|footerword/)
    expect(post.content).toContain("Rotate weekend shifts.")
    // The date is a sort key of the index.
    expect(unpack(files().find((file) => file.endsWith(".pf_meta"))!)).toContain("date")
  })

  it("writes what the search page loads and nothing of Pagefind's own UIs", async () => {
    page("about/index.html", { kind: "Page", title: "About" }, "Text.")
    await writeSearchIndex(publicDir, root)
    const written = files()
    for (const file of ["pagefind.js", "pagefind-worker.js", "pagefind-entry.json", "wasm.en.pagefind"])
      expect(written).toContain(file)
    expect(written.filter((file) => /ui|highlight|playground|wasm\.unknown/.test(file))).toEqual([])
    expect(written.every((file) => /^(pagefind[.-]|wasm\.|(index|fragment|filter)\/)/.test(file))).toBe(true)
  })

  it("indexes again only when a page changed or a file of the index is missing, and removes what an earlier index wrote", async () => {
    page("about/index.html", { kind: "Page", title: "About" }, "First words.")
    page("terms/index.html", { kind: "Page", title: "Terms" }, "Terms text.")
    await writeSearchIndex(publicDir, root)
    const first = files()
    const written = fs.statSync(path.join(indexDir(), "pagefind-entry.json")).mtimeMs

    // The next build: the same pages (the adapter has moved them to x.html meanwhile), a .br copy beside the script.
    for (const name of ["about", "terms"]) {
      fs.renameSync(path.join(publicDir, name, "index.html"), path.join(publicDir, `${name}.html`))
      fs.rmdirSync(path.join(publicDir, name))
    }
    fs.writeFileSync(path.join(indexDir(), "pagefind.js.br"), "copy")
    expect(await writeSearchIndex(publicDir, root)).toMatchObject({ pages: 2, unchanged: true })
    expect(fs.statSync(path.join(indexDir(), "pagefind-entry.json")).mtimeMs).toBe(written)
    expect(files()).toEqual([...first, "pagefind.js.br"].sort())

    // A page changes: indexed again; the fragment of its old text is gone.
    page("about.html", { kind: "Page", title: "About" }, "Second words.")
    expect(await writeSearchIndex(publicDir, root)).toMatchObject({ pages: 2, unchanged: false })
    expect(fragments().map((f) => f.content)).toEqual([expect.stringContaining("Second words."), "Terms. Terms text."])
    expect(files().filter((file) => file.startsWith("fragment/"))).toHaveLength(2)

    // A file of the index deleted by hand: written again.
    fs.rmSync(path.join(indexDir(), "pagefind-worker.js"))
    expect(await writeSearchIndex(publicDir, root)).toMatchObject({ unchanged: false })
    expect(files()).toContain("pagefind-worker.js")
  })
})
