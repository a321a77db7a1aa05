import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { precompress, removeCompressedCopies } from "./precompress"
import { precompressSetting } from "../config/build"

describe("precompress", () => {
  let root: string
  let dir: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"))
    dir = path.join(root, "public")
    fs.mkdirSync(dir)
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const brotliOf = (file: string) => zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, file + ".br"))).toString()

  it("writes brotli and gzip copies of text assets that decompress to the original", async () => {
    const script = "console.log('a fairly repetitive script');\n".repeat(200)
    fs.mkdirSync(path.join(dir, "page-data/index"), { recursive: true })
    fs.writeFileSync(path.join(dir, "app.js"), script)
    fs.writeFileSync(path.join(dir, "page-data/index/page-data.json"), JSON.stringify({ text: "x".repeat(5000) }))
    const result = await precompress(dir, root)
    expect(result.files).toBe(2)
    expect(brotliOf("app.js")).toBe(script)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "app.js.gz"))).toString()).toBe(script)
    expect(fs.statSync(path.join(dir, "app.js.br")).size).toBeLessThan(script.length / 10)
    expect(fs.existsSync(path.join(dir, "page-data/index/page-data.json.br"))).toBe(true)
  })

  it("compresses again only what changed, by content: a file rewritten with the same bytes is left alone", async () => {
    const editor = "window.cms = 'the editor bundle';\n".repeat(300)
    const app = "console.log('app');\n".repeat(200)
    fs.writeFileSync(path.join(dir, "cms.js"), editor)
    fs.writeFileSync(path.join(dir, "app.js"), app)
    expect((await precompress(dir, root)).files).toBe(2)
    const copyTime = fs.statSync(path.join(dir, "cms.js.br")).mtimeMs

    // The next build rewrites both (webpack re-emits, the editor is bundled again), newer than their copies; only
    // app.js has new bytes.
    const later = new Date(Date.now() + 5000)
    fs.writeFileSync(path.join(dir, "cms.js"), editor)
    const changed = "console.log('changed');\n".repeat(200)
    fs.writeFileSync(path.join(dir, "app.js"), changed)
    for (const file of ["cms.js", "app.js"]) fs.utimesSync(path.join(dir, file), later, later)

    const second = await precompress(dir, root)
    expect(second).toMatchObject({ files: 1, unchanged: 1, bytes: changed.length })
    expect(brotliOf("app.js")).toBe(changed)
    expect(fs.statSync(path.join(dir, "cms.js.br")).mtimeMs).toBe(copyTime)
    expect(brotliOf("cms.js")).toBe(editor)
  })

  it("makes a copy again when it is missing, and everything again when the manifest is gone (Gatsby emptied .cache)", async () => {
    const app = "console.log('app');\n".repeat(200)
    fs.writeFileSync(path.join(dir, "app.js"), app)
    fs.writeFileSync(path.join(dir, "b.css"), "body{color:red}\n".repeat(200))
    await precompress(dir, root)
    fs.rmSync(path.join(dir, "app.js.gz"))
    expect((await precompress(dir, root)).files).toBe(1)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "app.js.gz"))).toString()).toBe(app)
    fs.rmSync(path.join(root, ".cache"), { recursive: true })
    expect((await precompress(dir, root)).files).toBe(2)
  })

  it("leaves images, maps and small files alone, and removes a stale copy of a file that shrank", async () => {
    fs.writeFileSync(path.join(dir, "hero.avif"), Buffer.alloc(4096))
    fs.writeFileSync(path.join(dir, "app.js.map"), "x".repeat(4096))
    fs.writeFileSync(path.join(dir, "tiny.js"), "1")
    fs.writeFileSync(path.join(dir, "tiny.js.br"), "stale copy of a larger version")
    const result = await precompress(dir, root)
    expect(result.files).toBe(0)
    expect(fs.readdirSync(dir).sort()).toEqual(["app.js.map", "hero.avif", "tiny.js"])
  })

  it("a deploy build removes every copy an earlier build left, and the next local build makes them again", async () => {
    fs.mkdirSync(path.join(dir, "static"))
    fs.writeFileSync(path.join(dir, "static/app.js"), "console.log('app');\n".repeat(200))
    fs.writeFileSync(path.join(dir, "hero.avif"), Buffer.alloc(4096))
    await precompress(dir, root)
    expect(removeCompressedCopies(dir, root)).toBe(2)
    expect(fs.readdirSync(dir, { recursive: true }).sort()).toEqual(["hero.avif", "static", "static/app.js"])
    expect((await precompress(dir, root)).files).toBe(1)
  })
})

describe("the PRECOMPRESS setting", () => {
  it("is on for a local build and off for a build on Netlify or under netlify-cli, unless set", () => {
    expect(precompressSetting({})).toBe(true)
    expect(precompressSetting({ NETLIFY: "true" })).toBe(false)
    expect(precompressSetting({ NETLIFY_LOCAL: "true" })).toBe(false)
    expect(precompressSetting({ PRECOMPRESS: "0" })).toBe(false)
    expect(precompressSetting({ PRECOMPRESS: "1", NETLIFY: "true" })).toBe(true)
    expect(() => precompressSetting({ PRECOMPRESS: "yes please" })).toThrow(/PRECOMPRESS must be 1 or 0/)
  })
})
