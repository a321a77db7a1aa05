import fs from "fs"
import os from "os"
import path from "path"
import { restoreHtmlPaths } from "./restore-html-paths"

describe("restoreHtmlPaths", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-html-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("moves each page back to x/index.html, copies 404.html, and leaves the rest", () => {
    fs.mkdirSync(path.join(dir, "docs"))
    fs.mkdirSync(path.join(dir, "static"))
    for (const file of ["index.html", "privacy.html", "docs/guide.html", "404.html", "static/embed.html"]) fs.writeFileSync(path.join(dir, file), file)
    expect(restoreHtmlPaths(dir)).toBe(3)
    const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8")
    expect(read("privacy/index.html")).toBe("privacy.html")
    expect(fs.existsSync(path.join(dir, "privacy.html"))).toBe(false)
    expect(read("docs/guide/index.html")).toBe("docs/guide.html")
    expect([read("404.html"), read("404/index.html")]).toEqual(["404.html", "404.html"])
    expect(read("index.html")).toBe("index.html")
    expect(read("static/embed.html")).toBe("static/embed.html")
    // Nothing left to do the second time; a missing public/ is no error.
    expect(restoreHtmlPaths(dir)).toBe(0)
    expect(restoreHtmlPaths(path.join(dir, "missing"))).toBe(0)
  })
})
