// Every internal link of every built page (the editor's page too) leads somewhere that exists in the build, as the
// CDN would answer it: a page (`/about` is public/about.html or public/about/index.html), a file, a path the CDN
// rewrites or redirects (public/_redirects, read with Netlify's own parser: the Functions under /api/*, the
// analytics proxy), or a fragment (`#id`, `/page#id`) whose element exists on its page. Links are <a href>,
// <link href>, <img src/srcset>, <source srcset>, <script src>, and the canonical and og:image URLs on the site's
// own origin. Other origins, mailto: and tel: are not fetched here (no network); they are counted. The feeds (RSS, Atom,
// JSON Feed under /blog) are read too: every URL on the site's origin in them (items, enclosures, the full content's
// links and images) must lead somewhere as well.
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { DomUtils, parseDocument } from "htmlparser2"
import { ROOT } from "../../harness/server"

const PUBLIC = path.join(ROOT, "public")
const SKIPPED_DIRS = /^(page-data|_gatsby|~partytown|static)[/\\]/

type Link = { page: string; tag: string; url: string }

function builtPages(): string[] {
  return fs
    .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !SKIPPED_DIRS.test(file))
    .sort()
}

/** The page a file is served at: about.html and about/index.html -> /about, index.html -> /, 404.html -> /404.html. */
function routeOf(file: string): string {
  const route = "/" + file.split(path.sep).join("/")
  if (route === "/index.html") return "/"
  if (route.endsWith("/index.html")) return route.slice(0, -"/index.html".length)
  if (route === "/404.html") return route
  return route.replace(/\.html$/, "")
}

const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean)

type Page = { links: Link[]; ids: Set<string> }

function linksOf(html: string, page: string, siteOrigin: string): Page {
  const document = parseDocument(html)
  const links: Link[] = []
  const ids = new Set<string>()
  for (const element of DomUtils.findAll(() => true, document.children)) {
    const { name, attribs } = element
    if (attribs.id) ids.add(attribs.id)
    if (name === "a" && attribs.name) ids.add(attribs.name)
    const add = (url: string | undefined) => {
      if (url !== undefined) links.push({ page, tag: `<${name}>`, url })
    }
    if (name === "a" || name === "link") {
      // The canonical URL and alternates are on the site's origin; a preconnect names another origin, not a path.
      if (name === "link" && /\b(preconnect|dns-prefetch)\b/.test(attribs.rel ?? "")) continue
      add(attribs.href)
    }
    if (name === "img" || name === "script" || name === "iframe") add(attribs.src)
    if (name === "img" || name === "source") for (const url of srcsetUrls(attribs.srcset ?? "")) add(url)
    if (name === "meta" && /^(og|twitter):image$/.test(attribs.property ?? attribs.name ?? "")) add(attribs.content)
  }
  // Only the site's own URLs; an absolute one on the site's origin is checked by its path.
  return {
    links: links.map((link) => ({
      ...link,
      url: link.url.startsWith(siteOrigin + "/") ? link.url.slice(siteOrigin.length) : link.url,
    })),
    ids,
  }
}

/** The site's own URLs in every feed file (their paths), as the links of a page named after the feed. */
function feedLinks(siteOrigin: string): Map<string, Page> {
  const feeds = new Map<string, Page>()
  const dir = path.join(PUBLIC, "blog")
  if (!fs.existsSync(dir)) return feeds
  const escaped = siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/(rss\.xml|atom\.xml|feed\.json)$/.test(file)) continue
    const route = `/blog/${file.split(path.sep).join("/")}`
    const text = fs.readFileSync(path.join(dir, file), "utf8")
    const links = [...text.matchAll(new RegExp(`${escaped}(/[^\\s"'<>&\\\\,]*)`, "g"))].map((match) => ({
      page: route,
      tag: "feed",
      url: match[1]!,
    }))
    feeds.set(route, { links, ids: new Set() })
  }
  return feeds
}

type Redirect = { from: string; to: string; status: number }

function redirects(): Redirect[] {
  const out = execFileSync(
    process.execPath,
    [path.join(ROOT, "harness/netlify-cdn.mjs"), PUBLIC, path.join(ROOT, "netlify.toml")],
    { encoding: "utf8" },
  )
  return (JSON.parse(out) as { redirects: Redirect[] }).redirects
}

/** A Netlify redirect pattern (`/api/*`, `/relay-7f3/:rest`) as a regular expression over paths. */
const patternOf = (from: string) =>
  new RegExp(
    "^" +
      from
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\\\*|\*$/g, ".*")
        .replace(/:[A-Za-z]+/g, "[^/]+") +
      "/?$",
  )

const siteOrigin = (): string => {
  const home = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8")
  const canonical = /<link[^>]+rel="canonical"[^>]+href="(https?:\/\/[^/"]+)/.exec(home)?.[1]
  if (!canonical) throw new Error("public/index.html has no canonical link to take the site's origin from")
  return canonical
}

/** Where a path leads in the build: "page", "file", "rewrite" or null (nowhere). */
function resolvePath(pathname: string, rules: Array<{ pattern: RegExp; rule: Redirect }>, pages: Set<string>) {
  const decoded = decodeURIComponent(pathname)
  const trimmed = decoded !== "/" ? decoded.replace(/\/+$/, "") : decoded
  if (pages.has(trimmed)) return { kind: "page" as const, route: trimmed }
  // Pretty URLs, as Netlify and server/site-server.ts serve them: /404 is public/404.html.
  if (pages.has(`${trimmed}.html`)) return { kind: "page" as const, route: `${trimmed}.html` }
  const file = path.join(PUBLIC, decoded)
  if (file.startsWith(PUBLIC) && fs.existsSync(file) && fs.statSync(file).isFile()) return { kind: "file" as const }
  if (rules.some(({ pattern }) => pattern.test(decoded))) return { kind: "rewrite" as const }
  return null
}

/** One line per link that leads nowhere in the build; and how many were checked and how many go elsewhere. */
function brokenLinks(pages: Map<string, Page>, rules: Array<{ pattern: RegExp; rule: Redirect }>) {
  const broken: string[] = []
  let external = 0
  let checked = 0
  const routes = new Set(pages.keys())
  for (const { links, ids } of pages.values()) {
    for (const { page, tag, url } of links) {
      if (url === "" || /^javascript:/i.test(url)) {
        broken.push(`${page}: ${tag} with an empty or script link "${url}"`)
        continue
      }
      if (/^(mailto|tel|data):/i.test(url) || /^(https?:)?\/\//i.test(url)) {
        external++
        continue
      }
      checked++
      const target = new URL(url, `https://site.invalid${page}`)
      const resolved = url.startsWith("#")
        ? { kind: "page" as const, route: page }
        : resolvePath(target.pathname, rules, routes)
      if (!resolved) {
        broken.push(`${page}: ${tag} ${url} leads nowhere in the build`)
        continue
      }
      const fragment = decodeURIComponent(target.hash.slice(1))
      if (fragment && resolved.kind === "page") {
        const targetIds = resolved.route === page ? ids : pages.get(resolved.route)?.ids
        if (!targetIds?.has(fragment))
          broken.push(`${page}: ${tag} ${url}: ${resolved.route} has no element #${fragment}`)
      }
    }
  }
  return { broken, checked, external }
}

describe("links in the built site", () => {
  const files = builtPages()
  const origin = siteOrigin()
  const pages = new Map(
    files.map((file) => {
      const route = routeOf(file)
      return [route, linksOf(fs.readFileSync(path.join(PUBLIC, file), "utf8"), route, origin)] as const
    }),
  )
  const rules = redirects().map((rule) => ({ pattern: patternOf(rule.from), rule }))

  it("every internal link resolves to a page, a file, a rewrite or an element of its page", () => {
    expect(files.length).toBeGreaterThanOrEqual(13)
    expect(rules.some(({ rule }) => rule.from.startsWith("/api/"))).toBe(true)
    const { broken, checked, external } = brokenLinks(pages, rules)
    console.log(`links: ${checked} internal checked on ${pages.size} pages, ${external} to other origins not fetched`)
    expect(broken).toEqual([])
    expect(checked).toBeGreaterThan(100)
  })

  it("every URL of the site in the feeds (items, enclosures, their content's links and images) leads somewhere", () => {
    const feeds = feedLinks(origin)
    const withFeeds = new Map([...pages, ...feeds])
    const { broken } = brokenLinks(withFeeds, rules)
    const fromFeeds = broken.filter((line) => [...feeds.keys()].some((feed) => line.startsWith(`${feed}:`)))
    const count = [...feeds.values()].reduce((sum, feed) => sum + feed.links.length, 0)
    console.log(`feeds: ${feeds.size} files, ${count} links to the site checked`)
    expect(feeds.size).toBeGreaterThanOrEqual(3)
    expect(count).toBeGreaterThan(50)
    expect(fromFeeds).toEqual([])
  })

  it("would report a link that leads nowhere (the check really runs)", () => {
    const probe = new Map(pages)
    probe.set(
      "/probe",
      linksOf(
        `<!doctype html><html><head><link rel="canonical" href="${origin}/gone"></head><body>
          <h2 id="here">Here</h2>
          <a href="/no-such-page">a</a> <a href="/about#no-such-part">b</a> <a href="#here">c</a> <a href="#missing">d</a>
          <img src="/static/no-such-image.png" srcset="/static/also-missing.webp 2x" alt="">
          <a href="/api/earlyaccess">e</a> <a href="mailto:hello@example.com">f</a> <a href="https://example.org/">g</a>
        </body></html>`,
        "/probe",
        origin,
      ),
    )
    expect(brokenLinks(probe, rules).broken).toEqual([
      "/probe: <link> /gone leads nowhere in the build",
      "/probe: <a> /no-such-page leads nowhere in the build",
      "/probe: <a> /about#no-such-part: /about has no element #no-such-part",
      "/probe: <a> #missing: /probe has no element #missing",
      "/probe: <img> /static/no-such-image.png leads nowhere in the build",
      "/probe: <img> /static/also-missing.webp leads nowhere in the build",
    ])
  })
})
