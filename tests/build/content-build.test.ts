import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { stripVTControlCharacters } from "util"
import { makeTempSite, ROOT } from "../../harness/temp-site"

/** `gatsby build` in `dir`: its exit status and its output, long lines the reporter wrapped joined back. */
function buildSite(dir: string, env: Record<string, string> = {}): { status: number | null; output: string } {
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    encoding: "utf8",
    timeout: 200_000,
  })
  return {
    status: run.status,
    output: stripVTControlCharacters(`${run.stdout}\n${run.stderr}`).replace(/\n(?=[^\s-])/g, " "),
  }
}

// One build of a copy of the site whose content has three broken pages; the build must fail and
// say which file and which field, for every problem at once.
describe("a build with broken front matter", () => {
  let output = ""
  let status: number | null = null
  let dir = ""

  beforeAll(() => {
    dir = makeTempSite([path.join(ROOT, "tests/fixtures/broken-content")])
    ;({ status, output } = buildSite(dir))
  })

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("fails", () => {
    expect(status).not.toBe(0)
  })

  it("names the file and the field for a missing title", () => {
    expect(output).toContain('content/pages/about.md: front matter field "title" is required')
  })

  it("names the file and the field for an unknown template value", () => {
    expect(output).toMatch(/content\/pages\/careers\.md: front matter field "template" must be one of "prose"/)
  })

  it("does not create any page", () => {
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false)
  })
})

describe("a build with two pages on one slug", () => {
  it("fails naming both files and the slug", () => {
    const dir = makeTempSite()
    try {
      fs.writeFileSync(
        path.join(dir, "content/pages/about-copy.md"),
        "---\ntitle: About again\nslug: /about\ndescription: A copy that clashes with about.md.\n---\n\nText.\n",
      )
      const { status, output } = buildSite(dir)
      expect(status).not.toBe(0)
      expect(output).toMatch(
        /content\/pages\/about(-copy)?\.md and content\/pages\/about(-copy)?\.md: front matter field "slug" is "\/about" in more than one page/,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("a build with a broken link in site.yaml", () => {
  it("fails naming the file and the field", () => {
    const dir = makeTempSite()
    try {
      const file = path.join(dir, "content/site.yaml")
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("    to: /pricing\n", "    to: pricing\n"))
      const { status, output } = buildSite(dir)
      expect(status).not.toBe(0)
      expect(output).toContain('content/site.yaml: YAML field "headerLinks.1.to" must be a site path starting with "/"')
      expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

// Netlify's production deploy runs the build with NETLIFY=true and CONTEXT=production. Without the settings the
// Functions need, the site would ship and then lose or strand every request (gatsby/production-settings.ts).
describe("a production build on Netlify without the settings the site needs at run time", () => {
  it("fails before building any page, naming every missing or unusable setting and what breaks", () => {
    const dir = makeTempSite()
    try {
      const { status, output } = buildSite(dir, {
        NETLIFY: "true",
        CONTEXT: "production",
        DATABASE_URL: "",
        SMTP_URL: "smtps://apikey:key@smtp.example.com:465",
        SITE_SECRET: "too-short",
      })
      expect(status).not.toBe(0)
      expect(output).toContain("This production build on Netlify is missing 2 settings the site needs at run time")
      expect(output).toContain("DATABASE_URL is not set: requests are stored in PostgreSQL")
      expect(output).toContain("SITE_SECRET is not at least 32 characters")
      expect(output).not.toContain("SMTP_URL is")
      expect(output).toContain("docs/deploy.md")
      expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
