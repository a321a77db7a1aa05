// Builds of a copy of the site whose blog, customer stories and changelog are the fixture sets
// (harness/article-fixtures.ts, harness/story-changelog-fixtures.ts): broken articles of every kind stop the build,
// each problem named with its file and field, all at once; drafts and articles dated after the build's clock
// (BUILD_NOW) are in no output of a production build (no page, list, feed, /changelog.json, sitemap entry, card, home
// page logo), and in a preview build (PREVIEW_BUILD=1) they are there under their banner, noindex in <head>, in
// _headers and in npm run serve, and still in no feed, /changelog.json or sitemap.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { makeTempSite, ROOT } from "../../harness/temp-site"
import { writeArticleFixtures, FIXTURE_POSTS } from "../../harness/article-fixtures"
import {
  entryMarkdown,
  FIXTURE_ENTRIES,
  FIXTURE_STORIES,
  storyMarkdown,
  writeStoryChangelogFixtures,
} from "../../harness/story-changelog-fixtures"
import { startServer } from "../../harness/server"
import { socialImagePath } from "../../config/social-image"
import { buildSite } from "../helpers/site-build"

const NOW = "2026-06-01T00:00:00Z"

/** A build of `dir` on the fixtures' clock. */
const build = (dir: string, env: Record<string, string> = {}) => buildSite(dir, { BUILD_NOW: NOW, ...env })

/** A temp site whose blog, authors, tags, series, customer stories and changelog are the fixtures alone. */
async function fixtureSite(): Promise<string> {
  const dir = makeTempSite()
  for (const folder of ["blog", "authors", "tags", "series"])
    fs.rmSync(path.join(dir, "content", folder), { recursive: true, force: true })
  // A site of its own, whose history starts here: the real site's published addresses (gatsby/addresses/) are not its.
  fs.rmSync(path.join(dir, "content", "published-addresses.txt"), { force: true })
  await writeArticleFixtures(path.join(dir, "content"))
  await writeStoryChangelogFixtures(path.join(dir, "content"))
  // A page's newest-articles section by tag (the landing pages) lists a fixture tag, the real ones being gone, and a
  // page's link to a real post leads to the blog's list (the build checks every link); translations (pages/hi/) too.
  const pagesDir = path.join(dir, "content", "pages")
  const pages = fs.readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".md"))
  for (const file of pages) {
    const text = fs.readFileSync(path.join(pagesDir, file), "utf8")
    const pointed = text
      .replace(/\n {4}tag: [a-z0-9-]+/g, "\n    tag: fixture-scheduling")
      .replace(/\]\(\/blog\/[a-z0-9-]+\)/g, "](/blog)")
    if (pointed !== text) fs.writeFileSync(path.join(pagesDir, file), pointed)
  }
  return dir
}

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const full = path.join(dir, "content", file)
  fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")))
}

describe("a build with broken articles", () => {
  let dir = ""
  let result = { status: null as number | null, output: "" }

  beforeAll(async () => {
    dir = await fixtureSite()
    edit(dir, "blog/fixture-overtime/index.md", (t) =>
      t
        .replace("authors: [fixture-asha]", "authors: [nobody]")
        .replace("tags: [fixture-law, fixture-scheduling]", "tags: [fixture-law, rotas]"),
    )
    edit(dir, "blog/fixture-payroll/index.md", (t) =>
      t.replace(/coverAlt: .*\n/, "").replace("tags: [fixture-payroll]", "tags: fixture-payroll"),
    )
    edit(dir, "blog/fixture-clock-in/index.md", (t) =>
      t
        .replace("cover: ./cover.png", "cover: ./missing.png")
        .replace("It has one paragraph", "See ![](./figure-9.png) and [the rota page](/rotas); it has one paragraph"),
    )
    edit(dir, "blog/fixture-rota-advanced/index.md", (t) =>
      t
        .replace("series: fixture-series", "series: no-series")
        .replace("related: [fixture-payroll]", "related: [no-such-post]"),
    )
    // Stories: no metric; a quote with no name; a logo without a viewBox, an unknown plan and feature.
    const story = (slug: string, front: Record<string, string>) => {
      const fixture = FIXTURE_STORIES.find((candidate) => candidate.slug === slug)!
      fs.writeFileSync(path.join(dir, `content/customers/${slug}/index.md`), storyMarkdown(fixture, front))
    }
    story("fixture-grocer", { metrics: "[]" })
    story("fixture-hotel", { quotes: "\n  - { text: It works., role: General Manager }" })
    story("fixture-future-story", { plan: "Business", features: "[Drag-and-drop scheduling, Time travel]" })
    fs.writeFileSync(
      path.join(dir, "content/customers/fixture-future-story/logo.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="50" height="50"/></svg>',
    )
    // Changelog: an unknown type; an unknown plan; an entry whose address is the security type's page.
    const entry = (slug: string, front: Record<string, string>) => {
      const fixture = FIXTURE_ENTRIES.find((candidate) => candidate.slug === slug)!
      fs.writeFileSync(path.join(dir, `content/changelog/${slug}.md`), entryMarkdown(fixture, front))
    }
    entry("fixture-export-fix", { type: "bugfix" })
    entry("fixture-api-v1", { plans: "[Growth, Platinum]" })
    fs.writeFileSync(
      path.join(dir, "content/changelog/security.md"),
      entryMarkdown({ ...FIXTURE_ENTRIES[0]!, media: false }),
    )
    fs.writeFileSync(
      path.join(dir, "content/pages/clash.md"),
      "---\ntitle: A clash\nslug: /blog/fixture-syndicated\ndescription: A page whose address is a post's, so the build must refuse it and name both files, the page's and the post's, with the field.\n---\n\nText.\n",
    )
    result = build(dir)
  }, 960_000)

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("fails, and builds no page", () => {
    expect(result.status).not.toBe(0)
    expect(fs.existsSync(path.join(dir, "public", "blog.html"))).toBe(false)
    expect(fs.existsSync(path.join(dir, "public", "blog", "index.html"))).toBe(false)
  })

  it.each([
    'content/blog/fixture-overtime/index.md: front matter field "authors" names "nobody", which is not an author (no content/authors/nobody.yaml)',
    'content/blog/fixture-overtime/index.md: front matter field "tags" names "rotas", which is not a tag (no content/tags/rotas.yaml)',
    'content/blog/fixture-payroll/index.md: front matter field "coverAlt" is required',
    'content/blog/fixture-payroll/index.md: front matter field "tags" must be a list',
    'content/blog/fixture-clock-in/index.md: front matter field "cover" points to ./missing.png, which does not exist',
    "content/blog/fixture-clock-in/index.md: the image ./figure-9.png in the text does not exist",
    "content/blog/fixture-clock-in/index.md: the image ./figure-9.png in the text has no description",
    '/blog/fixture-clock-in: the link "the rota page" to /rotas leads to no page of the site; written in content/blog/fixture-clock-in/index.md: in the text',
    'content/blog/fixture-rota-advanced/index.md: front matter field "series" names "no-series", which is not a series (no content/series/no-series.yaml)',
    'content/blog/fixture-rota-advanced/index.md: front matter field "related" names "no-such-post", which is not a post (no content/blog/no-such-post/index.md)',
    "content/blog/fixture-syndicated/index.md: the post's address /blog/fixture-syndicated is also the address of content/pages/clash.md",
    'content/customers/fixture-grocer/index.md: front matter field "metrics" must have at least one metric (value, unit and label)',
    'content/customers/fixture-hotel/index.md: front matter field "quotes.0.name" is required',
    'content/customers/fixture-future-story/index.md: front matter field "logo": ./logo.svg has no viewBox on its <svg> element',
    'content/customers/fixture-future-story/index.md: front matter field "plan" names the plan "Business", which is not in content/pricing.yaml',
    'content/customers/fixture-future-story/index.md: front matter field "features.1" names "Time travel", which is not a feature in content/features.yaml',
    'content/changelog/fixture-api-v1.md: front matter field "plans.1" names the plan "Platinum", which is not in content/pricing.yaml',
    'content/changelog/fixture-export-fix.md: front matter field "type" must be one of "new", "improved", "fixed", "security", "deprecated"',
    "content/changelog/security.md: the entry's address /changelog/security is also the changelog's page of the type \"Security\" (the file name is its address: rename the file)",
  ])("names the file and the field: %s", (message) => {
    expect(result.output).toContain(message)
  })

  it("reports them together", () => {
    expect(result.output).toMatch(/The content has (1[1-9]|[2-9]\d) problems/)
  })
})

describe("a draft and a post dated after the build's clock", () => {
  let dir = ""
  const later = (article: { draft?: boolean; date: string }) => article.draft || new Date(article.date) > new Date(NOW)
  const hidden = [
    ...FIXTURE_POSTS.filter(later).map((post) => ({ ...post, route: `/blog/${post.slug}` })),
    ...FIXTURE_STORIES.filter(later).map((story) => ({ ...story, route: `/customers/${story.slug}` })),
    ...FIXTURE_ENTRIES.filter(later).map((entry) => ({ ...entry, route: `/changelog/${entry.slug}` })),
  ]
  const textFiles = (root: string) =>
    fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(html|json|xml|txt|js)$/.test(file) || file === "_headers")
      .map((file) => path.join(root, file))
      .filter((file) => fs.statSync(file).isFile())
  let production: { status: number | null; output: string }

  beforeAll(async () => {
    dir = await fixtureSite()
    production = build(dir)
  }, 960_000)

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("are in no output of a production build: no page, list, feed, /changelog.json, sitemap entry, related list, home page, card or page data", () => {
    if (production.status !== 0) console.log(production.output.slice(-3000))
    expect(production.status).toBe(0)
    expect(hidden.map((post) => post.slug).sort()).toEqual([
      "fixture-draft",
      "fixture-draft-entry",
      "fixture-draft-story",
      "fixture-future",
      "fixture-future-entry",
      "fixture-future-story",
    ])
    const files = textFiles(path.join(dir, "public"))
    expect(files.length).toBeGreaterThan(50)
    for (const post of hidden) {
      expect(fs.existsSync(path.join(dir, "public", socialImagePath(post.route)))).toBe(false)
      for (const file of files) {
        const text = fs.readFileSync(file, "utf8")
        expect([path.relative(dir, file), text.includes(post.slug) || text.includes(post.title)]).toEqual([
          path.relative(dir, file),
          false,
        ])
      }
    }
    // The published ones are there, so the check above looked at a real build.
    expect(fs.readFileSync(path.join(dir, "public/blog/rss.xml"), "utf8")).toContain("/blog/fixture-overtime</link>")
    expect(fs.readFileSync(path.join(dir, "public/changelog.json"), "utf8")).toContain("/changelog/fixture-geofence")
    expect(fs.readFileSync(path.join(dir, "public/customers/rss.xml"), "utf8")).toContain("/customers/fixture-grocer")
    // The home page's logo wall shows the published stories the writers chose, not the one dated later.
    const home = fs.readFileSync(path.join(dir, "public/index.html"), "utf8")
    expect(home).toContain('href="/customers/fixture-grocer"')
    expect(home).toContain('href="/customers/fixture-hotel"')
  })

  describe("in a preview build", () => {
    let preview: { status: number | null; output: string }
    const page = (slug: string) =>
      [`public/blog/${slug}/index.html`, `public/blog/${slug}.html`]
        .map((file) => path.join(dir, file))
        .find((file) => fs.existsSync(file))

    beforeAll(() => {
      preview = build(dir, { PREVIEW_BUILD: "1" })
      spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["gatsby/after-build.ts"], { cwd: dir, encoding: "utf8" })
    }, 960_000)

    it("builds their pages under a Draft or Scheduled banner (in the site's time zone), noindex", () => {
      expect(preview.status).toBe(0)
      const built = (route: string) =>
        [`public${route}/index.html`, `public${route}.html`]
          .map((file) => path.join(dir, file))
          .find((file) => fs.existsSync(file))
      for (const [route, banner] of [
        ["/customers/fixture-draft-story", "<strong>Draft</strong>: this story is only on previews"],
        ["/customers/fixture-future-story", "<strong>Scheduled for 1 June 2099, 14:30 (Asia/Kolkata)</strong>"],
        ["/changelog/fixture-draft-entry", "<strong>Draft</strong>: this entry is only on previews"],
        ["/changelog/fixture-future-entry", "<strong>Scheduled for 1 June 2099, 14:30 (Asia/Kolkata)</strong>"],
      ] as const) {
        const html = fs.readFileSync(built(route) ?? "missing", "utf8")
        expect([route, html.includes(banner), /<meta name="robots" content="noindex"[^>]*>/.test(html)]).toEqual([
          route,
          true,
          true,
        ])
      }
      const draft = fs.readFileSync(page("fixture-draft")!, "utf8")
      const future = fs.readFileSync(page("fixture-future")!, "utf8")
      expect(draft).toContain("<strong>Draft</strong>")
      expect(future).toContain("<strong>Scheduled for 1 June 2099, 14:30 (Asia/Kolkata)</strong>")
      for (const html of [draft, future]) expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/)
      expect(fs.readFileSync(page("fixture-overtime")!, "utf8")).not.toContain('name="robots"')
    })

    it("gives them an X-Robots-Tag: noindex header in _headers and from npm run serve, and no other page", async () => {
      const headers = fs.readFileSync(path.join(dir, "public/_headers"), "utf8")
      for (const slug of ["fixture-draft", "fixture-future"])
        expect(headers).toMatch(
          new RegExp(`/blog/${slug}\\n {2}content-security-policy: [^\\n]+\\n {2}x-robots-tag: noindex`),
        )
      expect(headers).not.toMatch(/\/blog\/fixture-overtime\n {2}content-security-policy: [^\n]+\n {2}x-robots-tag/)
      const server = await startServer({}, 60_000, dir)
      try {
        for (const [route, expected] of [
          ["/blog/fixture-draft", "noindex"],
          ["/blog/fixture-future", "noindex"],
          ["/blog/fixture-overtime", null],
          ["/customers/fixture-draft-story", "noindex"],
          ["/changelog/fixture-future-entry", "noindex"],
          ["/changelog/fixture-geofence", null],
        ] as const) {
          const response = await fetch(server.url + route)
          expect([route, response.status, response.headers.get("x-robots-tag")]).toEqual([route, 200, expected])
        }
      } finally {
        await server.stop()
      }
    })

    it("keeps them out of every feed, the sitemap and other posts' related lists all the same", () => {
      const feeds = fs
        .readdirSync(path.join(dir, "public/blog"), { recursive: true, encoding: "utf8" })
        .filter((f) => /(rss|atom)\.xml$|feed\.json$/.test(f))
      expect(feeds.length).toBeGreaterThan(3)
      for (const file of [
        ...feeds.map((f) => path.join(dir, "public/blog", f)),
        ...["rss.xml", "atom.xml", "feed.json", "security/rss.xml", "new/feed.json"].map((f) =>
          path.join(dir, "public/changelog", f),
        ),
        path.join(dir, "public/customers/feed.json"),
        path.join(dir, "public/changelog.json"),
        path.join(dir, "public/sitemap-0.xml"),
      ])
        for (const post of hidden)
          expect([file, fs.readFileSync(file, "utf8").includes(post.route)]).toEqual([file, false])
      const published = fs.readFileSync(page("fixture-clock-in")!, "utf8")
      expect(published).not.toContain("/blog/fixture-draft")
    })
  })
})
