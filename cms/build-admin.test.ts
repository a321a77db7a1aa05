/**
 * @jest-environment node
 */
// esbuild, which build-admin.ts loads, refuses jsdom's Buffer.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { makeTempSite } from "../harness/temp-site"
import { adminHtml, type AdminBuild } from "./build-admin"
import { parseLanguagesAttribute } from "./paths"

describe("the editor's page", () => {
  it("writes the product name from content/site.yaml as text, not markup", () => {
    const html = adminHtml("cms-ABC.js", 'Acme <script>alert("x")</script> & Co')
    expect(html).toContain(
      "<title>Acme &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co content editor</title>",
    )
    expect(html).not.toContain("<script>alert")
  })

  it("names the site's languages, their locales and their scripts' fonts, which its previews read (no inline script)", () => {
    const languages = [
      { code: "en", locale: "en-IN" },
      { code: "hi", locale: "hi-IN", fonts: ["Noto Sans Devanagari", "Nirmala UI"] },
      { code: "mr", locale: "mr-IN" },
    ]
    // What a browser reads from the attribute: the page's HTML, unescaped once.
    const attributeOf = (html: string) => {
      const raw = /<html lang="en" data-languages="([^"]*)">/.exec(html)![1]!
      return raw.replace(
        /&(quot|#39|lt|gt|amp);/g,
        (_, name: string) => ({ quot: '"', "#39": "'", lt: "<", gt: ">", amp: "&" })[name]!,
      )
    }
    const attribute = attributeOf(adminHtml("cms-ABC.js", "Acme", languages))
    expect(parseLanguagesAttribute(attribute)).toEqual(languages)
    expect(parseLanguagesAttribute(attributeOf(adminHtml("cms-ABC.js", "Acme")))).toEqual([])
    // A name a writer gave that would end the attribute cannot: it is escaped, and read back whole.
    const odd = [{ code: "en", locale: "en-IN", fonts: ['A "quoted" <font> & more'] }]
    const html = adminHtml("cms-ABC.js", "Acme", odd)
    expect(html).not.toContain("<font>")
    expect(parseLanguagesAttribute(attributeOf(html))).toEqual(odd)
  })

  it("reads no languages from an attribute it did not write", () => {
    expect(parseLanguagesAttribute(null)).toEqual([])
    expect(parseLanguagesAttribute("en=en-IN hi=hi-IN")).toEqual([])
    expect(parseLanguagesAttribute('{"code":"en"}')).toEqual([])
    expect(parseLanguagesAttribute('[{"code":"hi"},{"locale":"x"}]')).toEqual([{ code: "hi", locale: "hi" }])
  })
})

// The editor's bundle is made again only when a file it is made from changed. Each build runs the module of a
// temp copy of the site (code copied, node_modules linked) in a process of its own, as `gatsby build` runs it, so
// the test can change a source file without touching this checkout.
describe("the editor's bundle across builds", () => {
  let dir: string
  beforeAll(() => {
    dir = makeTempSite()
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  function buildAdminIn(site: string): AdminBuild {
    const script = `
      const path = require("path")
      const { buildAdmin } = require(path.resolve("cms/build-admin.ts"))
      buildAdmin({ root: process.cwd(), publicDir: path.resolve("public"), contentDir: path.resolve("content"),
        siteUrl: "https://www.example.com", productName: "Shiftwise" })
        .then((result) => console.log(JSON.stringify(result)), (error) => { console.error(error); process.exit(1) })`
    const run = spawnSync(process.execPath, ["--import", "tsx", "-e", script], { cwd: site, encoding: "utf8" })
    if (run.status !== 0) throw new Error(`buildAdmin failed:\n${run.stderr}`)
    return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as AdminBuild
  }
  const admin = (file: string) => path.join(dir, "public/admin", file)

  it("is bundled once, kept while its sources are unchanged, and bundled again when one changes", () => {
    const first = buildAdminIn(dir)
    expect(first.bundled).toBe(true)
    const bundleTime = fs.statSync(admin(first.script)).mtimeMs
    expect(fs.readdirSync(path.join(dir, "public/admin")).some((file) => file.endsWith(".decap-cms-app.js"))).toBe(true)

    // A content change (a new page) reaches config.yml, not the bundle.
    fs.writeFileSync(
      path.join(dir, "content/pages/careers.md"),
      "---\ntitle: Careers\nslug: /careers\ndescription: Work with us on the tools that shift workers use every day, from rota to payslip.\n---\n\nJoin us.\n",
    )
    fs.writeFileSync(admin("stale-from-an-older-build.js"), "old")
    fs.writeFileSync(admin("stale-from-an-older-build.js.br"), "old")
    fs.writeFileSync(admin(`${first.script}.br`), "the precompressed copy")
    const second = buildAdminIn(dir)
    expect(second).toMatchObject({ bundled: false, script: first.script })
    expect(fs.statSync(admin(first.script)).mtimeMs).toBe(bundleTime)
    expect(fs.readFileSync(admin("config.yml"), "utf8")).toContain("careers")
    expect(fs.readFileSync(admin("index.html"), "utf8")).toContain(`/admin/${first.script}`)
    expect(fs.existsSync(admin("stale-from-an-older-build.js"))).toBe(false)
    expect(fs.existsSync(admin("stale-from-an-older-build.js.br"))).toBe(false)
    expect(fs.readFileSync(admin(`${first.script}.br`), "utf8")).toBe("the precompressed copy")

    // A source written again with the same bytes (a checkout, a formatter) changes nothing.
    const preview = path.join(dir, "cms/previews/previews.tsx")
    const source = fs.readFileSync(preview, "utf8")
    fs.writeFileSync(preview, source)
    expect(buildAdminIn(dir).bundled).toBe(false)

    // A changed source is bundled again, under a new name, and the old bundle is gone.
    fs.writeFileSync(preview, `${source}\nexport const probe = ${JSON.stringify(String(Date.now()))}\n`)
    fs.writeFileSync(
      path.join(dir, "cms/admin.tsx"),
      `${fs.readFileSync(path.join(dir, "cms/admin.tsx"), "utf8")}\nconsole.info("build probe")\n`,
    )
    const third = buildAdminIn(dir)
    expect(third.bundled).toBe(true)
    expect(third.script).not.toBe(first.script)
    expect(fs.readFileSync(admin(third.script), "utf8")).toContain("build probe")
    expect(fs.existsSync(admin(first.script))).toBe(false)

    // A file it wrote that went missing (a half-restored cache) is made again.
    fs.rmSync(admin(third.script))
    expect(buildAdminIn(dir)).toMatchObject({ bundled: true, script: third.script })
  }, 120_000)
})
