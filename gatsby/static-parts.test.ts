// Each page's static parts into its page data (static-parts.ts): the markup as the HTML file has it, and the CSS it uses.
import fs from "fs"
import os from "os"
import path from "path"
import { readPage, staticPartsOf, writeStaticParts } from "./static-parts"

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe("a page's static parts", () => {
  it("are the containers' inner markup, byte for byte, void elements and entities included", () => {
    const html = page(
      "",
      '<div data-static-part="a"><p class="css-1">A &amp; B<br>c</p><img src="x.png" alt=""></div><main><div data-static-part="b:2"><div><span>x</span></div></div></main>',
    )
    expect(readPage(html, "p").parts).toEqual([
      { key: "a", html: '<p class="css-1">A &amp; B<br>c</p><img src="x.png" alt="">' },
      { key: "b:2", html: "<div><span>x</span></div>" },
    ])
  })

  it("carry the rules their classes use, in the page's order, with media queries and the keyframes they name", () => {
    const css =
      ".css-a{color:red;}.css-b{color:blue;}@media (min-width: 640px){.css-a{color:green;}.css-b{margin:0;}}" +
      "@keyframes animation-x{from{opacity:0;}to{opacity:1;}}.css-c{animation:animation-x 1s;}html[data-x] .css-a>li{gap:1px;}"
    const html = page(
      `<style data-emotion="css a b c" data-s="">${css}</style><style data-emotion="css-global 1">body{margin:0}</style>`,
      '<div data-static-part="p"><p class="css-a other">x</p><p class="css-c">y</p></div>',
    )
    expect(staticPartsOf(html, "p")).toEqual({
      p: {
        html: '<p class="css-a other">x</p><p class="css-c">y</p>',
        css:
          "@keyframes animation-x{from{opacity:0;}to{opacity:1;}}" +
          ".css-a{color:red;}@media (min-width: 640px){.css-a{color:green;}}.css-c{animation:animation-x 1s;}" +
          "html[data-x] .css-a>li{gap:1px;}",
      },
    })
  })

  it("fail the build on a part inside another, or two parts of one name, naming the page", () => {
    expect(() =>
      readPage(page("", '<div data-static-part="a"><div data-static-part="b"></div></div>'), "about.html"),
    ).toThrow(/about\.html: static part "b" is inside static part "a"/)
    expect(() =>
      readPage(page("", '<div data-static-part="a"></div><div data-static-part="a"></div>'), "about.html"),
    ).toThrow(/about\.html: two static parts are called "a"; give each a partKey/)
  })
})

describe("writing them into the page data", () => {
  it("adds them to page-data.json's result, and rewrites a page's data only when its parts changed", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-parts-"))
    fs.mkdirSync(path.join(dir, "page-data/about"), { recursive: true })
    fs.mkdirSync(path.join(dir, "page-data/sq/d"), { recursive: true })
    const data = path.join(dir, "page-data/about/page-data.json")
    fs.writeFileSync(data, JSON.stringify({ path: "/about", result: { data: { x: 1 } } }))
    fs.writeFileSync(path.join(dir, "page-data/sq/d/1.json"), "{}")
    fs.writeFileSync(path.join(dir, "about.html"), page("", '<div data-static-part="a"><p>A</p></div>'))
    expect(writeStaticParts(dir)).toEqual({ pages: 1, written: 1, parts: 1 })
    expect(JSON.parse(fs.readFileSync(data, "utf8"))).toEqual({
      path: "/about",
      result: { data: { x: 1 }, staticParts: { a: { html: "<p>A</p>", css: "" } } },
    })
    expect(writeStaticParts(dir)).toEqual({ pages: 1, written: 0, parts: 1 })
    fs.writeFileSync(path.join(dir, "about.html"), page("", '<div data-static-part="a"><p>B</p></div>'))
    expect(writeStaticParts(dir).written).toBe(1)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
