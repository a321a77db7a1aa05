// Customer stories on the built site, against what content/customers and content/pages/home.md say (read by
// harness/article-routes.ts and here, this test's own oracle): a page per published story with its logo (width,
// height and the company as alt), its lead metric, its quotes attributed; each story once on /customers and on its
// industry's and size's pages, its card showing the logo and the lead metric; the "Example" label on the story, its
// card and its place on the home page's logo wall whenever it is an example, and such a story kept out of search
// engines; Article JSON-LD about the customer's Organization, no Review or rating anywhere; the home page's logo wall
// and the quote the writers chose.
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { parseDocument, DomUtils } from "htmlparser2"
import type { Element } from "domhandler"
import { ROOT } from "../../harness/server"
import { contentStories, isPublishedPost, type ContentStory } from "../../harness/article-routes"
import { useSiteSession } from "../helpers/site-session"
import { waitForHydration } from "../helpers/hydration"

const PUBLIC = path.join(ROOT, "public")
const session = useSiteSession()
const stories = contentStories()
const published = stories.filter((story) => isPublishedPost(story))
const hidden = stories.filter((story) => !isPublishedPost(story))
// The home page's customers section (content/pages/home.md's front matter).
const homeFront = yaml.load(
  /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(ROOT, "content/pages/home.md"), "utf8"))![1]!,
) as { sections: Array<{ type: string; stories?: string[]; quote?: string }> }
const home = {
  customers: homeFront.sections.find((section) => section.type === "customers")! as {
    stories?: string[]
    quote: string
  },
}

function page(route: string): string | null {
  for (const file of [path.join(PUBLIC, route, "index.html"), path.join(PUBLIC, `${route}.html`)])
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8")
  return null
}
const dom = (html: string) => parseDocument(html).children
const all = (html: string, test: (element: Element) => boolean) => DomUtils.findAll(test, dom(html))
const text = (element: Element) => DomUtils.textContent(element).replace(/\s+/g, " ").trim()

/** "−38%": the figure as a reader sees it (this test's own reading of value and unit). */
const figure = ({ value, unit }: { value: number; unit: string }) =>
  `${value < 0 ? "\u2212" : ""}${new Intl.NumberFormat("en-GB").format(Math.abs(value))}${["%", "×"].includes(unit) ? "" : " "}${unit}`
const sizeSlug = (size: string) => size.replace(/\+$/, "-plus")

/** The cards of a list page: each story's link, and the card's text and logo. */
function cards(html: string) {
  return all(html, (element) => element.name === "article").flatMap((card) => {
    const link = DomUtils.findOne(
      (element) => element.name === "a" && /^\/customers\/[a-z0-9-]+$/.test(element.attribs.href ?? ""),
      [card],
    )
    const logo = DomUtils.findOne((element) => element.name === "img", [card])
    return link ? [{ href: link.attribs.href!, text: text(card), logo: logo?.attribs ?? {} }] : []
  })
}

describe("customer stories", () => {
  it("has stories to check (or says what it has)", () => {
    expect(published.length).toBeGreaterThanOrEqual(3)
    console.log(`stories: ${published.length} published (${published.filter((s) => s.example).length} examples)`)
  })

  it.each(published.map((story) => [story.slug, story] as const))(
    "%s: its page shows the logo, the lead metric and every quote with its name and role",
    (slug: string, story: ContentStory) => {
      const html = page(`/customers/${slug}`)!
      const h1 = all(html, (element) => element.name === "h1")
      expect(h1.map(text)).toEqual([story.title])
      const logos = all(html, (element) => element.name === "img" && element.attribs.alt === story.company)
      expect(logos.length).toBeGreaterThanOrEqual(1)
      for (const logo of logos) {
        expect(Number(logo.attribs.width)).toBeGreaterThan(0)
        expect(Number(logo.attribs.height)).toBeGreaterThan(0)
        expect(logo.attribs.src).toMatch(/\.svg$/)
      }
      const body = text(all(html, (element) => element.name === "main")[0]!)
      expect(body).toContain(figure(story.metrics[0]!))
      for (const quote of story.quotes) {
        const quoted = all(html, (element) => element.name === "figure" && text(element).includes(quote.text.trim()))
        expect([quote.name, quoted.length]).toEqual([quote.name, 1])
        const caption = text(DomUtils.findOne((element) => element.name === "figcaption", [quoted[0]!])!)
        expect(caption).toContain(quote.name)
        expect(caption).toContain(`${quote.role}, ${story.company}`)
      }
      for (const section of ["Challenge", "Solution", "Results"])
        expect(all(html, (element) => element.name === "h2").map(text)).toContain(section)
    },
  )

  it("labels an example story, and only an example, as one, and keeps it out of search engines and the sitemap", () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")
    for (const story of published) {
      const html = page(`/customers/${story.slug}`)!
      const labelled = all(html, (element) => element.name === "span" && text(element) === "Example").length > 0
      expect([story.slug, labelled, /<meta name="robots" content="noindex"[^>]*>/.test(html)]).toEqual([
        story.slug,
        story.example,
        story.example,
      ])
      expect([story.slug, sitemap.includes(`/customers/${story.slug}<`)]).toEqual([story.slug, !story.example])
    }
  })

  it("lists each story once on /customers, its card with the logo, the lead metric and, for an example, the label", () => {
    const found = cards(page("/customers")!)
    expect(found.map((card) => card.href).sort()).toEqual(published.map((story) => `/customers/${story.slug}`).sort())
    for (const story of published) {
      const card = found.find((candidate) => candidate.href === `/customers/${story.slug}`)!
      expect(card.logo.alt).toBe(story.company)
      expect(card.text).toContain(`${figure(story.metrics[0]!)} ${story.metrics[0]!.label}`)
      expect([story.slug, card.text.includes("Example")]).toEqual([story.slug, story.example])
    }
    for (const story of hidden) expect(page(`/customers/${story.slug}`)).toBeNull()
  })

  it("has a page per industry and per size that lists exactly its stories", () => {
    const industries = new Set(published.map((story) => story.industry))
    const sizes = new Set(published.map((story) => story.size))
    for (const industry of industries)
      expect(
        cards(page(`/customers/industry/${industry}`)!)
          .map((card) => card.href)
          .sort(),
      ).toEqual(
        published
          .filter((story) => story.industry === industry)
          .map((story) => `/customers/${story.slug}`)
          .sort(),
      )
    for (const size of sizes)
      expect(
        cards(page(`/customers/size/${sizeSlug(size)}`)!)
          .map((card) => card.href)
          .sort(),
      ).toEqual(
        published
          .filter((story) => story.size === size)
          .map((story) => `/customers/${story.slug}`)
          .sort(),
      )
  })

  it("the home page shows the chosen logos, each labelled when it is an example, and the chosen quote", () => {
    const html = page("/") ?? fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8")
    const section = all(
      html,
      (element) => element.name === "section" && element.attribs["aria-labelledby"] === "customers-heading",
    )[0]!
    const chosen = (home.customers.stories ?? published.map((story) => story.slug))
      .map((slug) => published.find((story) => story.slug === slug))
      .filter((story): story is ContentStory => !!story)
    const tiles = DomUtils.findAll((element) => element.name === "li", [section]).map((li) => ({
      href: DomUtils.findOne((element) => element.name === "a", [li])?.attribs.href,
      logo: DomUtils.findOne((element) => element.name === "img", [li])?.attribs ?? {},
      text: text(li),
    }))
    expect(tiles.map((tile) => tile.href)).toEqual(chosen.map((story) => `/customers/${story.slug}`))
    for (const [index, story] of chosen.entries()) {
      expect(tiles[index]!.logo.alt).toBe(story.company)
      expect(tiles[index]!.logo).toMatchObject({ width: expect.stringMatching(/^\d+$/), height: "40" })
      expect([story.slug, tiles[index]!.text.includes("Example")]).toEqual([story.slug, story.example])
    }
    const quoted = published.find((story) => story.slug === home.customers.quote)!
    const quote = quoted.quotes[0]!
    const figure = DomUtils.findOne((element) => element.name === "figure", [section])!
    expect(text(figure)).toContain(quote.text.trim())
    const caption = text(DomUtils.findOne((element) => element.name === "figcaption", [figure])!)
    expect(caption).toContain(quote.name)
    expect(caption).toContain(`${quote.role}, ${quoted.company}`)
    expect(text(section).includes("Example")).toBe(chosen.some((story) => story.example) || quoted.example)
  })

  it("describes each story as an Article about the customer's Organization, with no Review or rating anywhere", () => {
    const files = published.map((story) =>
      [
        path.join(PUBLIC, "customers", story.slug, "index.html"),
        path.join(PUBLIC, "customers", `${story.slug}.html`),
      ].find((file) => fs.existsSync(file))!,
    )
    const results = JSON.parse(
      execFileSync(process.execPath, [path.join(ROOT, "harness/structured-data.mjs"), ...files], { encoding: "utf8" }),
    ) as Array<{
      file: string
      types: string[]
      errors: unknown[]
      issues: Array<{ severity: string; issueMessage: string }>
    }>
    for (const result of results) {
      expect(result.types).toContain("Article")
      expect(result.errors).toEqual([])
      expect(result.issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage)).toEqual([])
    }
    for (const story of published) {
      const html = page(`/customers/${story.slug}`)!
      const json = JSON.parse(
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!,
      ) as Array<{
        "@type": string
        about?: { "@type": string; name: string }
      }>
      expect(json.find((item) => item["@type"] === "Article")?.about).toMatchObject({
        "@type": "Organization",
        name: story.company,
      })
    }
    const everything = fs
      .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html") && !/^(page-data|_gatsby|admin)[/\\]/.test(file))
      .map((file) => fs.readFileSync(path.join(PUBLIC, file), "utf8"))
    for (const html of everything) expect(html).not.toMatch(/"@type":"(Review|AggregateRating|Rating)"/)
  })
})

describe("the home page with its customers", () => {
  it.each([390, 1280])(
    "at %i px: the logo wall's logos load with no layout shift, while the page loads and as it scrolls past them",
    async (width) => {
      const context = await session.browser.newContext({ viewport: { width, height: 844 } })
      await context.addInitScript(() => {
        ;(window as unknown as { __shift: number }).__shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value
        }).observe({ type: "layout-shift", buffered: true })
      })
      const page = await context.newPage()
      await page.goto(session.server.url + "/", { waitUntil: "networkidle" })
      await waitForHydration(page)
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
      })
      await page.waitForLoadState("networkidle")
      const logos = page.locator('section[aria-labelledby="customers-heading"] li img')
      expect(await logos.count()).toBeGreaterThanOrEqual(3)
      // Every logo arrived (lazy, below the fold) and is drawn at its box's size.
      for (const logo of await logos.all()) {
        await logo.scrollIntoViewIfNeeded()
        const loaded = await logo.evaluate((img: HTMLImageElement) =>
          img.complete
            ? img.naturalWidth > 0
            : new Promise<boolean>((resolve) => {
                img.addEventListener("load", () => resolve(img.naturalWidth > 0), { once: true })
                img.addEventListener("error", () => resolve(false), { once: true })
              }),
        )
        expect(loaded).toBe(true)
      }
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await context.close()
    },
  )
})
