import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { precompress } from "./precompress"

describe("precompress", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("writes brotli and gzip copies of text assets that decompress to the original", async () => {
    const script = "console.log('a fairly repetitive script');\n".repeat(200)
    fs.mkdirSync(path.join(dir, "page-data/index"), { recursive: true })
    fs.writeFileSync(path.join(dir, "app.js"), script)
    fs.writeFileSync(path.join(dir, "page-data/index/page-data.json"), JSON.stringify({ text: "x".repeat(5000) }))
    const result = await precompress(dir)
    expect(result.files).toBe(2)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "app.js.br"))).toString()).toBe(script)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "app.js.gz"))).toString()).toBe(script)
    expect(fs.statSync(path.join(dir, "app.js.br")).size).toBeLessThan(script.length / 10)
    expect(fs.existsSync(path.join(dir, "page-data/index/page-data.json.br"))).toBe(true)

    // A second build leaves unchanged files alone and compresses the one that changed.
    expect((await precompress(dir)).files).toBe(0)
    const changed = "console.log('changed');\n".repeat(200)
    fs.writeFileSync(path.join(dir, "app.js"), changed)
    const later = new Date(Date.now() + 2000)
    fs.utimesSync(path.join(dir, "app.js"), later, later)
    expect((await precompress(dir)).files).toBe(1)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "app.js.br"))).toString()).toBe(changed)
  })

  it("leaves images, maps and small files alone, and removes a stale copy of a file that shrank", async () => {
    fs.writeFileSync(path.join(dir, "hero.avif"), Buffer.alloc(4096))
    fs.writeFileSync(path.join(dir, "app.js.map"), "x".repeat(4096))
    fs.writeFileSync(path.join(dir, "tiny.js"), "1")
    fs.writeFileSync(path.join(dir, "tiny.js.br"), "stale copy of a larger version")
    const result = await precompress(dir)
    expect(result.files).toBe(0)
    expect(fs.readdirSync(dir).sort()).toEqual(["app.js.map", "hero.avif", "tiny.js"])
  })
})
