// The build's check of each page's static parts (static-parts.ts): the browser takes a part's markup from the page's
// HTML by its key, so keys are unique and parts do not nest; page data carries no part.
import fs from "fs"
import os from "os"
import path from "path"
import { checkStaticParts, partKeys } from "./static-parts"

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe("a page's static parts", () => {
  it("are read by key, in the document's order, void elements and entities left alone", () => {
    const html = page(
      "",
      '<div data-static-part="a"><p>A &amp; B<br>c</p><img src="x.png" alt=""></div><main><div data-static-part="b:2"><div><span>x</span></div></div></main>',
    )
    expect(partKeys(html, "p")).toEqual(["a", "b:2"])
  })

  it("fail the build on a part inside another, or two parts of one name, naming the page", () => {
    expect(() =>
      partKeys(page("", '<div data-static-part="a"><div data-static-part="b"></div></div>'), "about.html"),
    ).toThrow(/about\.html: static part "b" is inside static part "a"/)
    expect(() =>
      partKeys(page("", '<div data-static-part="a"></div><div data-static-part="a"></div>'), "about.html"),
    ).toThrow(/about\.html: two static parts are called "a"; give each a partKey/)
  })
})

describe("page data", () => {
  it("carries no part: data an earlier build wrote parts into is written without them, and other data is left alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-parts-"))
    fs.mkdirSync(path.join(dir, "page-data/about"), { recursive: true })
    fs.mkdirSync(path.join(dir, "page-data/index"), { recursive: true })
    fs.mkdirSync(path.join(dir, "page-data/sq/d"), { recursive: true })
    const about = path.join(dir, "page-data/about/page-data.json")
    const home = path.join(dir, "page-data/index/page-data.json")
    fs.writeFileSync(
      about,
      JSON.stringify({ path: "/about", result: { data: { x: 1 }, staticParts: { a: { html: "<p>A</p>", css: "" } } } }),
    )
    const homeData = JSON.stringify({ path: "/", result: { data: { y: 2 } } })
    fs.writeFileSync(home, homeData)
    fs.writeFileSync(path.join(dir, "page-data/sq/d/1.json"), "{}")
    fs.writeFileSync(path.join(dir, "about.html"), page("", '<div data-static-part="a"><p>A</p></div>'))
    fs.writeFileSync(
      path.join(dir, "index.html"),
      page("", '<div data-static-part="h"></div><div data-static-part="f"></div>'),
    )
    const homeTime = fs.statSync(home).mtimeMs

    expect(checkStaticParts(dir)).toEqual({ pages: 2, parts: 3, cleaned: 1 })
    expect(JSON.parse(fs.readFileSync(about, "utf8"))).toEqual({ path: "/about", result: { data: { x: 1 } } })
    expect(fs.readFileSync(home, "utf8")).toBe(homeData)
    expect(fs.statSync(home).mtimeMs).toBe(homeTime)
    expect(checkStaticParts(dir).cleaned).toBe(0)
  })
})
