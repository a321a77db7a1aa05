// A section type added the way docs/development.md ("Section types") says, and nothing else: its folder
// (tests/fixtures/section-type/) and one line in the registry (src/sections/registry.ts). The build writes the list of
// drawings (src/sections/views.tsx) from the registry itself. One build of a copy of the site with a page that uses
// it: the page must build and show the section where the writer put it.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { makeTempSite, ROOT } from "../../harness/temp-site"

const FIXTURE = path.join(ROOT, "tests/fixtures/section-type")
const SENTENCE = "Every rota this week was checked against the rules before it went out."

/** Adds `line` to the registry after the line that ends with `after`, and its import after the last import. */
function addLine(file: string, importLine: string, after: string, line: string) {
  const source = fs.readFileSync(file, "utf8")
  const lastImport = source.lastIndexOf("\nimport ")
  const importEnd = source.indexOf("\n", lastImport + 1)
  const withImport = `${source.slice(0, importEnd + 1)}${importLine}\n${source.slice(importEnd + 1)}`
  if (!withImport.includes(after)) throw new Error(`${file} has no line ending with ${after}`)
  fs.writeFileSync(file, withImport.replace(after, `${after}\n  ${line}`))
}

describe("a section type added in its folder and the registry", () => {
  let dir = ""
  let status: number | null = null
  let output = ""

  beforeAll(() => {
    dir = makeTempSite()
    const folder = path.join(dir, "src/sections/types/notice")
    fs.mkdirSync(folder)
    fs.copyFileSync(path.join(FIXTURE, "section.ts.txt"), path.join(folder, "section.ts"))
    fs.copyFileSync(path.join(FIXTURE, "view.tsx.txt"), path.join(folder, "view.tsx"))
    addLine(
      path.join(dir, "src/sections/registry.ts"),
      'import { notice } from "./types/notice/section"',
      "  quote,",
      "notice,",
    )
    fs.writeFileSync(
      path.join(dir, "content/pages/notice.md"),
      [
        "---",
        "title: A page with a notice",
        "slug: /notice",
        "description: A page built from sections whose second section is of a type added by a test, to show that a type is its folder and a line in the registry.",
        "template: sections",
        "sections:",
        "  - type: hero",
        "    variant: centred",
        "    heading: A notice below",
        "    text: The section under this one is a notice.",
        "    primaryCta: { label: See pricing, to: /pricing }",
        "  - type: notice",
        `    text: ${SENTENCE}`,
        "---",
        "",
      ].join("\n"),
    )
    const run = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true", NO_COLOR: "1", PRECOMPRESS: "0" },
      encoding: "utf8",
      // A cold build of the copy: 3–4 minutes on a quiet 2-core machine, over 10 under a load of several builds.
      timeout: 1_500_000,
    })
    status = run.status
    output = `${run.stdout}\n${run.stderr}`
  }, 1_560_000)

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("builds the page, the new section drawn under the hero", () => {
    if (status !== 0) console.log(output.slice(-4000))
    expect(status).toBe(0)
    // The registry line alone listed its drawing: the build wrote it into the copy's views.tsx.
    expect(fs.readFileSync(path.join(dir, "src/sections/views.tsx"), "utf8")).toContain("  notice: noticeView,")
    const html = fs.readFileSync(path.join(dir, "public/notice.html"), "utf8")
    const hero = html.indexOf("A notice below")
    const notice = html.indexOf('data-section="notice"')
    expect(hero).toBeGreaterThan(-1)
    expect(notice).toBeGreaterThan(hero)
    expect(html.slice(notice)).toMatch(new RegExp(`^data-section="notice"[^>]*><p>${SENTENCE}</p></aside>`))
  })
})
