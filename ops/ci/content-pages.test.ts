// Which built pages a content change can show on, read from a build's page data (a small one made for the test, in
// the shape Gatsby 5 writes it: public/page-data/<route>/page-data.json with the page query's data and the hashes
// of its static queries, public/page-data/sq/d/<hash>.json).
import fs from "fs"
import os from "os"
import path from "path"
import { pagesForChanges } from "./content-pages"

let root: string
const write = (file: string, data: unknown) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), typeof data === "string" ? data : JSON.stringify(data))
}
const page = (route: string, dir: string, data: object, pageContext: object = { id: "x" }) =>
  write(`public/page-data/${dir}/page-data.json`, {
    path: route,
    result: { data, pageContext },
    staticQueryHashes: ["111"],
  })

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-pages-"))
  write("public/page-data/sq/d/111.json", { data: { siteYaml: { productName: "Shiftwise" } } })
  page("/", "index", { markdownRemark: {}, pricingYaml: {} })
  page("/pricing", "pricing", { markdownRemark: {}, pricingYaml: {} })
  page("/about", "about", { markdownRemark: {} })
  page("/invite", "invite", { markdownRemark: {} }, { id: "x", formWords: { words: {}, locale: "en-IN" } })
  page("/invite/confirm", "invite/confirm", { markdownRemark: {} })
  page("/your-data/view", "your-data/view", { markdownRemark: {} }, { id: "x", yourDataWords: { words: {} } })
  page("/404.html", "404.html", { markdownRemark: {} })
  page("/404", "404", { markdownRemark: {} })
  write("content/pages/about.md", "---\ntitle: About\nslug: /about/\n---\n\nText ![](../images/team.png)\n")
  write("content/pages/careers.md", "---\ntitle: Careers\nslug: /careers\n---\n")
  write("content/pages/broken.md", "---\ntitle: [\n---\n")
  write(
    "content/pages/home.md",
    "---\ntitle: Home\nslug: /\ntemplate: sections\nsections:\n  - type: hero\n    image: ../images/hero.png\n---\n",
  )
  write("content/images/hero.png", "png")
  write("content/images/team.png", "png")
  write("content/images/unused.png", "png")
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const scope = (...changed: string[]) => pagesForChanges(changed, root, path.join(root, "public"))
const ALL = ["/", "/404.html", "/about", "/invite", "/invite/confirm", "/pricing", "/your-data/view"]

describe("the pages a content change shows on", () => {
  it("a page's Markdown: its own route, from its slug", () => {
    expect(scope("content/pages/about.md")).toMatchObject({ all: ALL, routes: ["/about"] })
  })

  it("a YAML file: every page whose query or static queries read it", () => {
    expect(scope("content/pricing.yaml").routes).toEqual(["/", "/pricing"])
    // site.yaml is read by the header's static query: every page.
    expect(scope("content/site.yaml").routes).toEqual(ALL)
  })

  it("form.yaml and your-data.yaml: the pages whose pageContext carries their words", () => {
    // The your-data pages name the topics and sizes, and say the address's message, as the form does.
    expect(scope("content/form.yaml").routes).toEqual(["/invite", "/your-data/view"])
    expect(scope("content/your-data.yaml").routes).toEqual(["/your-data/view"])
  })

  it("emails.yaml and the writers' guide: no page", () => {
    expect(scope("content/emails.yaml").routes).toEqual([])
    expect(scope("content/README.md").routes).toEqual([])
  })

  it("an image: the pages of the content files that name it", () => {
    expect(scope("content/images/hero.png").routes).toEqual(["/"])
    expect(scope("content/images/team.png").routes).toEqual(["/about"])
    expect(scope("content/images/unused.png")).toMatchObject({
      routes: [],
      reasons: ["content/images/unused.png: named by no content file"],
    })
    expect(scope("content/images/hero.png", "content/pages/about.md").routes).toEqual(["/", "/about"])
  })

  it("when unsure, every page: a deleted or unreadable page, a page that was not built, an unknown file, code", () => {
    for (const unsure of [
      "content/pages/gone.md",
      "content/pages/broken.md",
      "content/pages/careers.md",
      "content/data/other.json",
      "src/components/header.tsx",
    ]) {
      const result = scope(unsure)
      expect(result.routes).toEqual(ALL)
      expect(result.reasons.join("\n")).toContain("every page")
    }
  })

  it("no build to read: no page is known, and the reason says so", () => {
    expect(pagesForChanges(["content/pages/about.md"], root, path.join(root, "no-public"))).toMatchObject({
      all: [],
      routes: [],
      reasons: expect.arrayContaining([expect.stringContaining("no page data")]),
    })
  })
})
