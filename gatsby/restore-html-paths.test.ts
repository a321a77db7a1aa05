import fs from "fs"
import os from "os"
import path from "path"
import { gatsbyHtmlPath, prepareForBuild, restoreHtmlPaths } from "./restore-html-paths"

describe("restoreHtmlPaths", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-html-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("moves each page back to x/index.html, copies 404.html, and leaves the rest", () => {
    fs.mkdirSync(path.join(dir, "docs"))
    fs.mkdirSync(path.join(dir, "static"))
    for (const file of ["index.html", "privacy.html", "docs/guide.html", "404.html", "static/embed.html"])
      fs.writeFileSync(path.join(dir, file), file)
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

describe("the check before a build (Gatsby 5.16.x, gatsby-adapter-netlify)", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-html-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const built = (pageDataHash = "abc") => ({ isDeleted: false, pageDataHash })
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), file)
  }

  it("knows where Gatsby reads a page's HTML", () => {
    expect(gatsbyHtmlPath("/p", "/")).toBe(path.join("/p", "index.html"))
    expect(gatsbyHtmlPath("/p", "/privacy")).toBe(path.join("/p", "privacy", "index.html"))
    expect(gatsbyHtmlPath("/p", "/404.html")).toBe(path.join("/p", "404.html"))
  })

  it("restores the adapter's layout and passes when every page built before is where Gatsby reads it", () => {
    for (const file of ["page-data/app-data.json", "index.html", "privacy.html", "404.html"]) write(file)
    const tracked = new Map([
      ["/", built()],
      ["/privacy", built()],
      ["/404.html", built()],
      ["/404/", built()],
      ["/new-page", built("")], // not built yet: Gatsby renders it, reads nothing
      ["/removed", { isDeleted: true, pageDataHash: "abc" }],
    ])
    expect(prepareForBuild(dir, tracked)).toBe(2)
    expect(fs.existsSync(path.join(dir, "privacy", "index.html"))).toBe(true)
  })

  it("fails the build when a page built before is at neither place (Gatsby would fail with ENOENT)", () => {
    for (const file of ["page-data/app-data.json", "index.html"]) write(file)
    const tracked = new Map([
      ["/", built()],
      ["/privacy", built()],
    ])
    expect(() => prepareForBuild(dir, tracked)).toThrow(
      /restore-html-paths\.ts.*1 page\(s\) built before.*\/privacy.*ENOENT/,
    )
  })

  it("fails the build when Gatsby's store no longer records built pages as it did", () => {
    write("page-data/app-data.json")
    expect(() => prepareForBuild(dir, undefined)).toThrow(/no html\.trackedHtmlFiles Map/)
    expect(() => prepareForBuild(dir, { "/": built() })).toThrow(/no html\.trackedHtmlFiles Map/)
  })

  it("checks nothing on a first build (no earlier output) or without public/", () => {
    write("stray.txt")
    expect(prepareForBuild(dir, undefined)).toBe(0)
    expect(prepareForBuild(path.join(dir, "missing"), undefined)).toBe(0)
  })
})
