// Every internal link of every built page leads somewhere that exists in the build, as the CDN would answer it. The
// build checks the same after writing the pages (gatsby/addresses/check-site.ts, against the writers' redirects it
// planned); this test reads the result as deployed: public/_redirects through Netlify's own parser (the Functions
// under /api/*, the analytics proxy, the writers' redirects), with the build's own link reader
// (gatsby/addresses/links.ts): a page, a file, a rewrite or redirect, or a fragment (`#id`, `/page#id`) whose element
// exists on its page. Other origins, mailto: and tel: are not fetched here (no network); they are counted. The feeds
// (RSS, Atom, JSON Feed under /blog, /customers and /changelog) and /changelog.json are read too.
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { routeOfFile } from "../../gatsby/addresses/check-site"
import { brokenLinks, feedLinks, pageLinks, type PageLinks, type SiteAddresses } from "../../gatsby/addresses/links"
import type { RedirectRule } from "../../gatsby/addresses/redirect-rules"
import { ROOT } from "../../harness/server"

const PUBLIC = path.join(ROOT, "public")
const SKIPPED_DIRS = /^(page-data|_gatsby|~partytown|static)[/\\]/

function builtPages(): string[] {
  return fs
    .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !SKIPPED_DIRS.test(file))
    .sort()
}

/** The feed files of every kind of article (/blog, /customers, /changelog, and below) and /changelog.json. */
function feedFiles(): string[] {
  const files = ["blog", "customers", "changelog"]
    .filter((dir) => fs.existsSync(path.join(PUBLIC, dir)))
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(PUBLIC, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /(^|[/\\])(rss\.xml|atom\.xml|feed\.json)$/.test(file))
        .map((file) => `/${dir}/${file.split(path.sep).join("/")}`),
    )
  if (fs.existsSync(path.join(PUBLIC, "changelog.json"))) files.push("/changelog.json")
  return files
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

/** The site's addresses as the CDN answers them: the built pages, public/'s files, _redirects' rules. */
function addresses(routes: Set<string>, rules: Redirect[]): SiteAddresses {
  const redirectsByFrom = new Map(
    rules
      .filter((rule) => [301, 302, 410].includes(rule.status))
      .map((rule): [string, RedirectRule] => [
        rule.from,
        { ...rule, status: rule.status as RedirectRule["status"], source: "_redirects" },
      ]),
  )
  const rewrites = rules.filter((rule) => rule.status === 200).map((rule) => patternOf(rule.from))
  return {
    isPage: (route) => routes.has(route),
    isFile: (route) => {
      const file = path.join(PUBLIC, route)
      return file.startsWith(PUBLIC) && fs.existsSync(file) && fs.statSync(file).isFile()
    },
    redirect: (route) => redirectsByFrom.get(route),
    isRewrite: (route) => rewrites.some((pattern) => pattern.test(route)),
  }
}

const lineOf = ({ page, link, problem }: ReturnType<typeof brokenLinks>["broken"][number]) =>
  `${page}: <${link.tag}> ${link.href} ${problem}`

describe("links in the built site", () => {
  const files = builtPages()
  const origin = siteOrigin()
  const pages = new Map<string, PageLinks>(
    files.map((file) => {
      const route = routeOfFile(file)
      return [route, pageLinks(fs.readFileSync(path.join(PUBLIC, file), "utf8"), route, origin)] as const
    }),
  )
  const rules = redirects()
  const site = addresses(new Set(pages.keys()), rules)

  it("every internal link resolves to a page, a file, a rewrite or an element of its page", () => {
    expect(files.length).toBeGreaterThanOrEqual(13)
    expect(rules.some((rule) => rule.from.startsWith("/api/"))).toBe(true)
    const { broken, checked, external } = brokenLinks(pages, site)
    console.log(`links: ${checked} internal checked on ${pages.size} pages, ${external} to other origins not fetched`)
    expect(broken.map(lineOf)).toEqual([])
    expect(checked).toBeGreaterThan(100)
  })

  it("every URL of the site in the feeds (items, enclosures, their content's links and images) leads somewhere", () => {
    const feeds = new Map(
      feedFiles().map((route) => [route, feedLinks(fs.readFileSync(path.join(PUBLIC, route), "utf8"), route, origin)]),
    )
    const { broken } = brokenLinks(new Map([...pages, ...feeds]), site)
    const fromFeeds = broken.filter(({ page }) => feeds.has(page))
    const count = [...feeds.values()].reduce((sum, feed) => sum + feed.links.length, 0)
    console.log(`feeds: ${feeds.size} files, ${count} links to the site checked`)
    expect(feeds.size).toBeGreaterThanOrEqual(3)
    expect(count).toBeGreaterThan(50)
    expect(fromFeeds.map(lineOf)).toEqual([])
  })

  it("would report a link that leads nowhere (the check really runs)", () => {
    const probe = new Map(pages)
    probe.set(
      "/probe",
      pageLinks(
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
    expect(brokenLinks(probe, site).broken.map(lineOf)).toEqual([
      "/probe: <link> /gone leads to no page, file or redirect in the build",
      "/probe: <a> /no-such-page leads to no page, file or redirect in the build",
      "/probe: <a> /about#no-such-part leads to /about, which has no element #no-such-part",
      "/probe: <a> #missing leads to /probe, which has no element #missing",
      "/probe: <img> /static/no-such-image.png leads to no page, file or redirect in the build",
      "/probe: <img> /static/also-missing.webp leads to no page, file or redirect in the build",
    ])
  })
})
