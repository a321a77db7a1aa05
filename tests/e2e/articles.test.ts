// The blog as readers, feed readers and search engines meet it, on the built site: which posts are out (drafts and
// posts dated later, read from content/ by harness/article-routes.ts, this test's own oracle), the feeds (well-formed
// XML, JSON Feed 1.1 by the schema in tests/helpers, dates, absolute URLs, the permalink as guid, the cover as an
// enclosure), canonical links, the sitemap's lastmod and its thin tag pages, the social cards, the structured data
// (Adobe's validator, offline) and, in Chromium, no layout shift on the list and an article at 390 and 1280 px.
// W3C Nu, axe, links, hydration and the JS budget run on /blog and the newest article through harness/routes.ts.
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import { XMLParser } from "fast-xml-parser"
import { SyntaxValidator } from "fast-xml-validator"
import sharp from "sharp"
import { ROOT } from "../../harness/server"
import {
  articleRoutes,
  contentEntries,
  contentPosts,
  contentStories,
  isPublishedPost,
} from "../../harness/article-routes"
import { useSiteSession } from "../helpers/site-session"
import { waitForHydration } from "../helpers/hydration"
import { layoutShifts } from "../helpers/layout-shifts"

const PUBLIC = path.join(ROOT, "public")
const session = useSiteSession()
const posts = contentPosts()
const published = posts.filter((post) => isPublishedPost(post))
const unpublished = posts.filter((post) => !isPublishedPost(post))

/** Every built page under /blog, as route -> HTML. */
function blogPages(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of fs.readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html") || !(file === "blog.html" || file.startsWith(`blog${path.sep}`))) continue
    const route =
      "/" +
      file
        .split(path.sep)
        .join("/")
        .replace(/(\/index)?\.html$/, "")
    pages.set(route, fs.readFileSync(path.join(PUBLIC, file), "utf8"))
  }
  return pages
}

const feedFiles = () =>
  fs
    .readdirSync(path.join(PUBLIC, "blog"), { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|[/\\])(rss\.xml|atom\.xml|feed\.json)$/.test(file))
    .map((file) => path.join(PUBLIC, "blog", file))

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]
const siteUrl = () =>
  attr(fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8"), /<link rel="canonical" href="([^"]+?)\/?"/)!

/** URLs in HTML content (href, src, srcset candidates, poster) that are not absolute. */
function relativeUrls(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/\b(href|src|poster)="([^"]*)"/g))
    if (!/^(https?:|mailto:|tel:)/.test(match[2]!)) found.push(match[0])
  for (const match of html.matchAll(/\bsrcset="([^"]*)"/g))
    for (const candidate of match[1]!.split(","))
      if (!/^https?:/.test(candidate.trim())) found.push(`srcset candidate ${candidate.trim()}`)
  return found
}

describe("what is published", () => {
  it("has posts to check, and some that must stay out (or says so)", () => {
    expect(published.length).toBeGreaterThanOrEqual(6)
    console.log(`posts: ${published.length} published, ${unpublished.length} draft or dated later`)
  })

  it("builds a page for every published post and none for a draft or a later one", () => {
    const pages = blogPages()
    for (const post of published) expect(pages.has(`/blog/${post.slug}`)).toBe(true)
    for (const post of unpublished) expect(pages.has(`/blog/${post.slug}`)).toBe(false)
  })

  it("never names a draft or a later post in any built file (pages, feeds, sitemap)", () => {
    const texts = [
      ...blogPages().values(),
      fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8"),
      fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8"),
      ...feedFiles().map((file) => fs.readFileSync(file, "utf8")),
    ]
    for (const post of unpublished) for (const text of texts) expect(text).not.toContain(`/blog/${post.slug}`)
  })
})

describe("the feeds", () => {
  const files = feedFiles()
  const parser = (lists: string[]) =>
    new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => lists.includes(name) })
  const rssParser = parser(["item", "category", "dc:creator"])
  const atomParser = parser(["entry", "link", "category", "author"])
  const byLink = new Map(published.map((post) => [`${siteUrl()}/blog/${post.slug}`, post]))

  it("exist for the blog and for every tag, in three formats", () => {
    const tags = fs.readdirSync(path.join(ROOT, "content/tags")).filter((file) => file.endsWith(".yaml"))
    expect(files.length).toBe(3 * (1 + tags.length))
  })

  it.each(files.filter((file) => file.endsWith(".xml")).map((file) => path.relative(PUBLIC, file)))(
    "%s is well-formed",
    (file) => {
      expect(SyntaxValidator.validate(fs.readFileSync(path.join(PUBLIC, file), "utf8"))).toBe(true)
    },
  )

  it("RSS: RFC 822 dates, the permalink as guid, the cover as an enclosure that exists, absolute URLs, only published posts", () => {
    for (const file of files.filter((f) => f.endsWith("rss.xml"))) {
      const channel = (
        rssParser.parse(fs.readFileSync(file, "utf8")) as {
          rss: { channel: { item?: Array<Record<string, unknown>> } }
        }
      ).rss.channel
      for (const item of channel.item ?? []) {
        expect(String(item.pubDate)).toMatch(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
        )
        const guid = item.guid as { "#text": string; "@isPermaLink": string }
        expect(guid).toEqual({ "#text": item.link, "@isPermaLink": "true" })
        expect(byLink.has(String(item.link))).toBe(true)
        const enclosure = item.enclosure as { "@url": string; "@length": string; "@type": string }
        const coverFile = path.join(PUBLIC, new URL(enclosure["@url"]).pathname)
        expect(fs.statSync(coverFile).size).toBe(Number(enclosure["@length"]))
        const content = String(item["content:encoded"])
        expect(relativeUrls(content)).toEqual([])
        expect(content).not.toMatch(/<picture|<source|<script|<style|\sclass=|\sstyle=/)
        for (const img of content.match(/<img [^>]*>/g) ?? [])
          expect(img).toMatch(/ width="\d+" height="\d+" alt="[^"]+"/)
      }
    }
  })

  it("Atom: RFC 3339 dates, absolute URLs, only published posts", () => {
    for (const file of files.filter((f) => f.endsWith("atom.xml"))) {
      const feed = (
        atomParser.parse(fs.readFileSync(file, "utf8")) as {
          feed: { updated: string; entry?: Array<Record<string, unknown>> }
        }
      ).feed
      const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
      expect(feed.updated).toMatch(rfc3339)
      for (const entry of feed.entry ?? []) {
        expect(entry.published).toMatch(rfc3339)
        expect(entry.updated).toMatch(rfc3339)
        expect(byLink.has(entry.id as string)).toBe(true)
        expect(relativeUrls((entry.content as { "#text": string })["#text"])).toEqual([])
      }
    }
  })

  it("JSON Feed: valid JSON Feed 1.1 by the schema kept in the repository, absolute URLs, only published posts", () => {
    const ajv = new Ajv({ allErrors: true, strict: false })
    addFormats(ajv)
    const validate = ajv.compile(
      JSON.parse(fs.readFileSync(path.join(ROOT, "tests/helpers/json-feed-1.1.schema.json"), "utf8")) as object,
    )
    for (const file of files.filter((f) => f.endsWith("feed.json"))) {
      const feed = JSON.parse(fs.readFileSync(file, "utf8")) as {
        items: Array<{ id: string; url: string; content_html: string }>
      }
      expect([path.relative(PUBLIC, file), validate(feed) ? [] : validate.errors]).toEqual([
        path.relative(PUBLIC, file),
        [],
      ])
      for (const item of feed.items) {
        expect(item.id).toBe(item.url)
        expect(byLink.has(item.url)).toBe(true)
        expect(relativeUrls(item.content_html)).toEqual([])
      }
    }
  })

  it("the blog's feed holds the 20 newest published posts, a tag's feed those with the tag", () => {
    const newest = [...published].sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, 20)
    const main = JSON.parse(fs.readFileSync(path.join(PUBLIC, "blog/feed.json"), "utf8")) as {
      items: Array<{ url: string }>
    }
    expect(main.items.map((item) => item.url)).toEqual(newest.map((post) => `${siteUrl()}/blog/${post.slug}`))
    for (const tag of new Set(published.flatMap((post) => post.tags))) {
      const feed = JSON.parse(fs.readFileSync(path.join(PUBLIC, `blog/tags/${tag}/feed.json`), "utf8")) as {
        items: Array<{ url: string }>
      }
      expect(feed.items.map((item) => item.url).sort()).toEqual(
        published
          .filter((post) => post.tags.includes(tag))
          .map((post) => `${siteUrl()}/blog/${post.slug}`)
          .sort(),
      )
    }
  })

  it("the list, tag and article pages link to their feeds", () => {
    for (const [route, html] of blogPages()) {
      expect([
        route,
        html.match(/<link rel="alternate" type="application\/(rss\+xml|atom\+xml|feed\+json)"/g)?.length ?? 0,
      ]).toEqual([route, route.startsWith("/blog/tags/") ? 6 : 3])
    }
  })
})

describe("search engines", () => {
  const sitemap = () => fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")
  const entries = () =>
    new Map(
      [...sitemap().matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [m[1]!, m[2]]),
    )

  it("every blog page has one absolute, self-referencing canonical (a post first published elsewhere: that address)", () => {
    for (const [route, html] of blogPages()) {
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1])
      const post = posts.find((candidate) => `/blog/${candidate.slug}` === route)
      expect([route, canonicals]).toEqual([route, [post?.canonical ?? `${siteUrl()}${route}`]])
    }
  })

  it("the sitemap dates each post by its own updated, else date, and leaves out posts first published elsewhere", () => {
    const listed = entries()
    for (const post of published) {
      const url = `${siteUrl()}/blog/${post.slug}`
      if (post.canonical) expect(listed.has(url)).toBe(false)
      else expect([url, listed.get(url)]).toEqual([url, (post.updated ?? post.date).toISOString()])
    }
  })

  it("no lastmod is the build's time: each is an article's date (a post's, a story's, an entry's) or a page's lastUpdated (the sitemap writes both in UTC)", () => {
    const files = fs.readdirSync(path.join(ROOT, "content/pages"), { recursive: true, encoding: "utf8" })
    const pages = files
      .filter((file) => file.endsWith(".md"))
      .flatMap((file) => {
        const updated = /^lastUpdated:\s*"?(\d{4}-\d{2}-\d{2})/m.exec(
          fs.readFileSync(path.join(ROOT, "content/pages", file), "utf8"),
        )
        return updated ? [new Date(`${updated[1]}T00:00:00Z`).toISOString()] : []
      })
    const articles = [...published, ...contentStories(), ...contentEntries()]
    const allowed = new Set([...articles.map((article) => (article.updated ?? article.date).toISOString()), ...pages])
    const dated = [...entries()].filter(([, lastmod]) => lastmod)
    expect(dated.length).toBeGreaterThan(published.length)
    for (const [url, lastmod] of dated) expect([url, allowed.has(lastmod!)]).toEqual([url, true])
  })

  it("a tag page with fewer than 3 published posts is noindex and out of the sitemap; others are in it", () => {
    const listed = entries()
    for (const file of fs.readdirSync(path.join(ROOT, "content/tags"))) {
      const tag = file.replace(/\.yaml$/, "")
      const count = published.filter((post) => post.tags.includes(tag)).length
      const html = blogPages().get(`/blog/tags/${tag}`)!
      const thin = count < 3
      expect([
        tag,
        /<meta name="robots" content="noindex"[^>]*>/.test(html),
        listed.has(`${siteUrl()}/blog/tags/${tag}`),
      ]).toEqual([tag, thin, !thin])
    }
  })

  it("every indexable page has an absolute og:image with width, height and alt, a 1200x630 PNG of at most 150 KB", async () => {
    const pages = fs
      .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html") && !/^(page-data|_gatsby|admin)[/\\]/.test(file) && file !== "404.html")
    let checked = 0
    for (const file of pages) {
      const html = fs.readFileSync(path.join(PUBLIC, file), "utf8")
      if (html.includes('name="robots" content="noindex"')) continue
      const image = attr(html, /<meta property="og:image" content="([^"]+)"/)
      expect([file, image?.startsWith(`${siteUrl()}/`)]).toEqual([file, true])
      expect(attr(html, /<meta property="og:image:width" content="([^"]+)"/)).toBe("1200")
      expect(attr(html, /<meta property="og:image:height" content="([^"]+)"/)).toBe("630")
      expect(attr(html, /<meta property="og:image:alt" content="([^"]+)"/)?.length).toBeGreaterThan(3)
      const png = path.join(PUBLIC, new URL(image!).pathname)
      const meta = await sharp(png).metadata()
      expect([file, meta.format, meta.width, meta.height, fs.statSync(png).size <= 150 * 1024]).toEqual([
        file,
        "png",
        1200,
        630,
        true,
      ])
      checked++
    }
    expect(checked).toBeGreaterThan(20)
  })

  it("the structured data of every post, author page and the home page has no error (Adobe's validator, offline)", () => {
    const pages = blogPages()
    const files = [...pages.keys()]
      .filter(
        (route) =>
          /^\/blog\/(authors\/[^/]+|[^/]+)$/.test(route) &&
          !route.startsWith("/blog/page") &&
          !route.startsWith("/blog/tags"),
      )
      .map((route) => path.join(PUBLIC, `${route}.html`))
      .filter((file) => fs.existsSync(file))
    files.push(path.join(PUBLIC, "index.html"))
    const results = JSON.parse(
      execFileSync(process.execPath, [path.join(ROOT, "harness/structured-data.mjs"), ...files], { encoding: "utf8" }),
    ) as Array<{
      file: string
      types: string[]
      errors: unknown[]
      issues: Array<{ severity: string; issueMessage: string }>
    }>
    const byType = (type: string) => results.filter((result) => result.types.includes(type)).length
    expect(byType("BlogPosting")).toBe(published.length)
    expect(byType("BreadcrumbList")).toBe(results.length - 1)
    expect(byType("Person")).toBeGreaterThanOrEqual(2)
    expect(
      results.find((result) => result.file.endsWith("index.html") && !result.file.includes("blog"))?.types,
    ).toEqual(["Organization", "WebSite"])
    const problems = results.flatMap((result) => [
      ...result.errors.map((error) => `${result.file}: ${JSON.stringify(error)}`),
      ...result.issues
        .filter((issue) => issue.severity === "ERROR")
        .map((issue) => `${path.relative(PUBLIC, result.file)}: ${issue.issueMessage}`),
    ])
    expect(problems).toEqual([])
  })
})

describe("in Chromium", () => {
  const routes = articleRoutes()
  const newest = routes.find((route) => /^\/blog\/./.test(route))

  // The cover's srcset has the device widths up to 1200 (src/articles/build/images.ts), in WebP (config/images.ts). A
  // phone gets a file near its own width, a 2x desktop the largest; either way one file, never a second format too.
  it.each([
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, widths: [640] },
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, widths: [1080, 1200] },
    { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, widths: [750, 828] },
    { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2, widths: [1200] },
  ])(
    "a post's cover at $viewport.width px, $deviceScaleFactor x: one WebP file of a width that fits the screen ($widths)",
    async ({ viewport, deviceScaleFactor, widths }) => {
      const context = await session.browser.newContext({ viewport, deviceScaleFactor })
      const page = await context.newPage()
      const requested: string[] = []
      page.on("request", (request) => requested.push(new URL(request.url()).pathname))
      await page.goto(session.server.url + newest!, { waitUntil: "networkidle" })
      const shown = await page.locator("[data-article-cover] img").evaluate((img: HTMLImageElement) => ({
        src: new URL(img.currentSrc).pathname,
        // Every file of this cover with its width, the srcset's and the <source>s' (related posts' are other files).
        files: [img, ...img.parentElement!.querySelectorAll("source")].flatMap((element) =>
          (element.getAttribute("srcset") ?? "").split(",").map((candidate) => {
            const [file, width] = candidate.trim().split(/\s+/)
            return { file: file!, width: Number.parseInt(width ?? "", 10) }
          }),
        ),
      }))
      const files = shown.files.map(({ file }) => file)
      expect(requested.filter((file) => files.includes(file))).toEqual([shown.src])
      expect(shown.src).toMatch(/\.webp$/)
      expect(widths).toContain(shown.files.find(({ file }) => file === shown.src)?.width)
      await context.close()
    },
  )

  it.each(routes.flatMap((route) => [390, 1280].map((width) => [route, width] as const)))(
    "%s at %i px: no layout shift while it loads and scrolls, nothing wider than the screen",
    async (route, width) => {
      const context = await session.browser.newContext({ viewport: { width, height: 844 } })
      const page = await context.newPage()
      await page.goto(session.server.url + route, { waitUntil: "networkidle" })
      await waitForHydration(page)
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
      })
      await page.waitForLoadState("networkidle")
      // Each shift named by what moved, so that a failure says which element.
      expect(await page.evaluate(layoutShifts, false)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await context.close()
    },
  )
})
