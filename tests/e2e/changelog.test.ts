// The changelog on the built site, against what content/changelog says (read by harness/article-routes.ts, this
// test's own oracle): every published entry exactly once in the HTML list (all pages of it) and in its type's list,
// in each of its feeds (the changelog's and its type's, RSS, Atom and JSON Feed) and in /changelog.json, always under
// the same permalink, which is a page of its own; /changelog.json valid against the JSON Schema kept in the
// repository (contracts/changelog-json.schema.json, also served beside it), with CORS for the app's origin from
// content/site.yaml, in `npm run serve` and as Chromium enforces it from the app's origin and from another.
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import yaml from "js-yaml"
import { XMLParser } from "fast-xml-parser"
import { ROOT } from "../../harness/server"
import { contentEntries, isPublishedPost } from "../../harness/article-routes"
import { useSiteSession } from "../helpers/site-session"

const PUBLIC = path.join(ROOT, "public")
const session = useSiteSession()
const entries = contentEntries()
const published = entries.filter((entry) => isPublishedPost(entry))
const hidden = entries.filter((entry) => !isPublishedPost(entry))
const TYPES = ["new", "improved", "fixed", "security", "deprecated"]

const site = yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")) as {
  siteUrl: string
  appOrigin: string
}
const siteUrl = () =>
  /<link rel="canonical" href="([^"]+?)\/?"/.exec(fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8"))![1]!
const permalink = (slug: string) => `${siteUrl()}/changelog/${slug}`

/** The built HTML of a route (x/index.html, or x.html after the adapter). */
function page(route: string): string | null {
  for (const file of [path.join(PUBLIC, route, "index.html"), path.join(PUBLIC, `${route}.html`)])
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8")
  return null
}

/** A list and every page after its first (/changelog, /changelog/page/2 …). */
function listPages(route: string): string[] {
  const pages: string[] = []
  for (let n = 1; ; n++) {
    const html = page(n === 1 ? route : `${route}/page/${n}`)
    if (!html) return pages
    pages.push(html)
  }
}

/** How many times each slug is listed on these pages, and the permalink its title links to. */
function listed(pages: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const html of pages)
    for (const match of html.matchAll(
      /<article[^>]*data-changelog-entry="([^"]+)"[^>]*>[\s\S]*?<h3[^>]*><a[^>]*href="([^"]+)"/g,
    ))
      found.set(match[1]!, [...(found.get(match[1]!) ?? []), match[2]!])
  return found
}

const parser = (lists: string[]) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => lists.includes(name) })
const rssParser = parser(["item", "category"])
const atomParser = parser(["entry", "link", "category"])
const read = (route: string) => fs.readFileSync(path.join(PUBLIC, route), "utf8")

/** The permalinks of a feed's items: RSS guid (a permalink) and link, Atom id and link, JSON Feed id and url. */
function feedPermalinks(route: string): string[] {
  const base = route.replace(/\/$/, "")
  const rss = rssParser.parse(read(`${base}/rss.xml`)) as {
    rss: { channel: { item?: Array<{ link: string; guid: { "#text": string } }> } }
  }
  const atom = atomParser.parse(read(`${base}/atom.xml`)) as {
    feed: { entry?: Array<{ id: string; link: Array<{ "@href": string; "@rel": string }> }> }
  }
  const json = JSON.parse(read(`${base}/feed.json`)) as { items: Array<{ id: string; url: string }> }
  const rssItems = rss.rss.channel.item ?? []
  const atomEntries = atom.feed.entry ?? []
  for (const item of rssItems) expect(item.guid["#text"]).toBe(item.link)
  for (const entry of atomEntries)
    expect(entry.link.find((link) => link["@rel"] === "alternate")?.["@href"]).toBe(entry.id)
  for (const item of json.items) expect(item.url).toBe(item.id)
  const lists = [rssItems.map((i) => i.link), atomEntries.map((e) => e.id), json.items.map((i) => i.id)]
  // The three formats carry the same entries in the same order.
  expect(lists[1]).toEqual(lists[0])
  expect(lists[2]).toEqual(lists[0])
  return lists[0]!
}

const once = (values: string[], value: string) => values.filter((candidate) => candidate === value).length

describe("the changelog's entries", () => {
  it("has entries to check, of every type (or says what it has)", () => {
    expect(published.length).toBeGreaterThanOrEqual(8)
    console.log(`changelog: ${published.length} published, ${hidden.length} draft or dated later`)
  })

  it("lists each published entry exactly once in the HTML list, its title linking to its permalink, newest first", () => {
    const found = listed(listPages("/changelog"))
    expect([...found.keys()].sort()).toEqual(published.map((entry) => entry.slug).sort())
    for (const entry of published)
      expect([entry.slug, found.get(entry.slug)]).toEqual([entry.slug, [`/changelog/${entry.slug}`]])
    const order = [...found.keys()]
    const byDate = [...published].sort((a, b) => b.date.getTime() - a.date.getTime()).map((entry) => entry.slug)
    expect(order).toEqual(byDate)
  })

  it("lists each entry exactly once on its type's page, and on no other type's", () => {
    for (const type of TYPES) {
      const found = listed(listPages(`/changelog/${type}`))
      expect([type, [...found.keys()].sort()]).toEqual([
        type,
        published
          .filter((entry) => entry.type === type)
          .map((entry) => entry.slug)
          .sort(),
      ])
      for (const links of found.values()) expect(links).toHaveLength(1)
    }
  })

  it("groups the list by month, in the site's time zone", () => {
    const html = listPages("/changelog").join("\n")
    const months = [...html.matchAll(/<h2 id="month-(\d{4}-\d{2})"[^>]*>([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]])
    expect(months.length).toBeGreaterThanOrEqual(3)
    for (const [key, name] of months) {
      const [year, month] = key!.split("-").map(Number)
      expect(name).toBe(
        new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(Date.UTC(year!, month! - 1, 15)),
        ),
      )
    }
  })

  it("gives each entry its permalink page, canonical to itself, and none to a draft or a later entry", () => {
    for (const entry of published) {
      const html = page(`/changelog/${entry.slug}`)
      expect([entry.slug, html?.match(/<link rel="canonical" href="([^"]+)"/)?.[1]]).toEqual([
        entry.slug,
        permalink(entry.slug),
      ])
    }
    for (const entry of hidden) expect(page(`/changelog/${entry.slug}`)).toBeNull()
  })

  it("describes each entry as an Article in JSON-LD with no error (Adobe's validator, offline)", () => {
    const files = published.map((entry) =>
      [
        path.join(PUBLIC, "changelog", entry.slug, "index.html"),
        path.join(PUBLIC, "changelog", `${entry.slug}.html`),
      ].find((file) => fs.existsSync(file))!,
    )
    const results = JSON.parse(
      execFileSync(process.execPath, [path.join(ROOT, "harness/structured-data.mjs"), ...files], { encoding: "utf8" }),
    ) as Array<{ types: string[]; errors: unknown[]; issues: Array<{ severity: string; issueMessage: string }> }>
    expect(results).toHaveLength(published.length)
    for (const result of results) {
      expect(result.types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]))
      expect(result.errors).toEqual([])
      expect(result.issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage)).toEqual([])
    }
  })

  it("puts each published entry exactly once in the changelog's feeds and its type's, under the same permalink", () => {
    const all = feedPermalinks("/changelog")
    for (const entry of published) expect([entry.slug, once(all, permalink(entry.slug))]).toEqual([entry.slug, 1])
    expect(all).toHaveLength(published.length)
    for (const type of TYPES) {
      const ofType = feedPermalinks(`/changelog/${type}`)
      const expected = published.filter((entry) => entry.type === type)
      expect([type, ofType.length]).toEqual([type, expected.length])
      for (const entry of expected) expect([entry.slug, once(ofType, permalink(entry.slug))]).toEqual([entry.slug, 1])
    }
    for (const entry of hidden) expect(all.some((url) => url.endsWith(`/changelog/${entry.slug}`))).toBe(false)
  })
})

describe("/changelog.json", () => {
  const document = () =>
    JSON.parse(read("/changelog.json")) as {
      version: number
      $schema: string
      entries: Array<{ id: string; url: string; type: string; plans: string[]; title: string }>
    }

  it("validates against its JSON Schema, kept in the repository and served beside it", () => {
    const schema = JSON.parse(
      fs.readFileSync(path.join(ROOT, "contracts/changelog-json.schema.json"), "utf8"),
    ) as object
    expect(JSON.parse(read("/changelog/schema-v1.json"))).toEqual(schema)
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true })
    addFormats(ajv)
    const validate = ajv.compile(schema)
    expect(validate(document()) ? [] : validate.errors).toEqual([])
    expect(document().version).toBe(1)
    expect(document().$schema).toBe(`${siteUrl()}/changelog/schema-v1.json`)
  })

  it("holds each published entry exactly once, under its permalink, with its type and plans as written", () => {
    const { entries: listedEntries } = document()
    const ids = listedEntries.map((entry) => entry.id)
    for (const entry of published) {
      expect([entry.slug, once(ids, permalink(entry.slug))]).toEqual([entry.slug, 1])
      const item = listedEntries.find((candidate) => candidate.id === permalink(entry.slug))!
      expect([item.url, item.type, item.plans, item.title]).toEqual([
        permalink(entry.slug),
        entry.type,
        entry.plans,
        entry.title,
      ])
    }
    expect(ids).toHaveLength(published.length)
  })

  it("is served with CORS for the app's origin named in site.yaml, by npm run serve", async () => {
    expect(site.appOrigin).toMatch(/^https:\/\//)
    for (const route of ["/changelog.json", "/changelog/schema-v1.json"]) {
      const response = await fetch(session.server.url + route, { headers: { origin: site.appOrigin } })
      expect([route, response.status, response.headers.get("access-control-allow-origin")]).toEqual([
        route,
        200,
        site.appOrigin,
      ])
    }
  })

  it("can be read by a page of the app's origin in Chromium, and not by a page of another origin", async () => {
    const context = await session.browser.newContext()
    // The app's page and the site's file at their public addresses; the file is the local server's real answer.
    const json = `${site.siteUrl}/changelog.json`
    await context.route(`${site.appOrigin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>App</title>" }),
    )
    await context.route("https://elsewhere.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Elsewhere</title>" }),
    )
    await context.route(json, async (route) => {
      const response = await route.fetch({ url: session.server.url + "/changelog.json" })
      await route.fulfill({ response })
    })
    const page = await context.newPage()
    const readFrom = async (origin: string) => {
      await page.goto(`${origin}/whats-new`)
      return page.evaluate(
        (url) =>
          fetch(url).then(
            (response) => response.json().then((body: { entries: unknown[] }) => `read ${body.entries.length}`),
            () => "refused",
          ),
        json,
      )
    }
    expect(await readFrom(site.appOrigin)).toBe(`read ${published.length}`)
    expect(await readFrom("https://elsewhere.example")).toBe("refused")
    await context.close()
  })
})
