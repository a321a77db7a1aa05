import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { stripVTControlCharacters } from "util"
import { makeTempSite, ROOT } from "../../harness/temp-site"
import { reportedErrors } from "../helpers/build-log"

/**
 * `gatsby build` in `dir`: its exit status, its output with long lines the reporter wrapped joined back, and its log as
 * printed.
 */
function buildSite(
  dir: string,
  env: Record<string, string> = {},
): { status: number | null; output: string; log: string } {
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    encoding: "utf8",
    // The failing builds stop within a minute; the noindex page's build below is a whole cold build with its
    // images: about 2 minutes on a quiet 2-core machine, over 6 under a load of 14 (it was killed at 200 s then).
    timeout: 600_000,
  })
  const log = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`)
  return { status: run.status, output: log.replace(/\n(?=[^\s-])/g, " "), log }
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

  it("names a section's position, its type and the field; an unknown type lists the known ones", () => {
    expect(output).toMatch(
      /content\/pages\/for-broken\.md: section 2 \(banner\): field "type" must be one of the section types "hero", "stats", .*"rich-text"/,
    )
    expect(output).toContain('content/pages/for-broken.md: section 3 (faq): field "items.0.answer" is required')
  })

  it("names a section's reference to a feature, a story or a comparison that does not exist", () => {
    expect(output).toContain(
      'content/pages/for-missing.md: section 1 (features): field "features.1" names "teleportation", which is no feature\'s id in content/features.yaml',
    )
    expect(output).toContain(
      'content/pages/for-missing.md: section 2 (customers): field "stories.0" names "no-such-store", which is not a customer story (no content/customers/no-such-store/)',
    )
    expect(output).toContain(
      'content/pages/for-missing.md: section 3 (comparison): field "alternative" names "carrier-pigeons", which has no content/comparisons/carrier-pigeons.yaml',
    )
  })

  it("names a translation whose address is not its English page's, and the address it must have", () => {
    expect(output).toMatch(
      /content\/pages\/hi\/privacy\.md: front matter field "slug" must be "\/hi\/privacy": it translates content\/pages\/privacy\.md, whose address is \/privacy/,
    )
  })

  it("warns of a translation whose English has changed since it was made, and says how to record a review", () => {
    expect(output).toContain(
      "warning content/pages/hi/cookie.md translates content/pages/cookie.md, which has changed since (translatedFrom: 000000000000): update the translation, then record it with `npm run translations -- --reviewed content/pages/hi/cookie.md`",
    )
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
        "---\ntitle: About again\nslug: /about\ndescription: A copy of the about page that clashes with about.md, so the build must stop and name both files and the slug they share.\n---\n\nText.\n",
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

// A writer's noindex page with a trailing slash in its slug and no floatingContact: the page itself says noindex,
// the sitemap leaves it out (it compares the normalised slug), and the contact card shows (the schema's default).
// The build logs as in a terminal (Gatsby's ink logger), which must report no error when it passes; CI's format is
// checked by tests/build/deploy-build.test.ts.
describe("a prose page that asks to stay out of search engines", () => {
  let dir = ""
  let result: { status: number | null; output: string; log: string } = { status: null, output: "", log: "" }

  beforeAll(() => {
    dir = makeTempSite()
    fs.writeFileSync(
      path.join(dir, "content/pages/careers.md"),
      [
        "---",
        "title: Careers at Shiftwise",
        "slug: /careers/",
        "description: Open roles at Shiftwise in Bengaluru in engineering, design and customer success, and how we hire, from the first call to the offer.",
        "noindex: true",
        "---",
        "",
        "We are not hiring right now.",
        "",
      ].join("\n"),
    )
    result = buildSite(dir, { GATSBY_LOGGER: "ink" })
  }, 660_000)

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  const html = () =>
    ["careers.html", "careers/index.html"]
      .map((file) => path.join(dir, "public", file))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file, "utf8"))[0] ?? ""

  it("builds", () => {
    if (result.status !== 0) console.log(result.output.slice(-4000))
    expect(result.output).not.toMatch(/problem/)
    expect(result.status).toBe(0)
  })

  it("reports no error in a terminal's log of the build that passed", () => {
    expect(result.status).toBe(0)
    expect(result.log).toMatch(/success Building static HTML for pages/)
    expect(reportedErrors(result.log)).toEqual([])
  })

  it("has a robots noindex meta on the page itself", () => {
    expect(html()).toMatch(/<meta name="robots" content="noindex"/)
  })

  it("is not in the sitemap, though its slug was written with a trailing slash", () => {
    const sitemap = fs.readFileSync(path.join(dir, "public/sitemap-0.xml"), "utf8")
    expect(sitemap).toContain("/about</loc>")
    expect(sitemap).not.toContain("/careers")
  })

  it("shows the floating contact card, the schema's default for a page that does not mention it", () => {
    expect(html()).toContain('data-testid="floating-contact"')
  })
})
