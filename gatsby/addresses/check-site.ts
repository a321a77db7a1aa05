// The check after the build, over everything it wrote (gatsby/post-build.ts runs it before the search index): the
// writers' redirects against the built pages, every link and #fragment of every page, feed and /changelog.json, and
// the list of published addresses (content/published-addresses.txt), which it then brings up to date. Each problem
// names the page, the link's text and address, and where the link was written.
import fs from "fs"
import path from "path"
import { REWRITES } from "../../config/rewrites"
import { contentRedirects } from "./content-redirects"
import { linkSource, readContentFiles } from "./link-sources"
import { brokenLinks, feedLinks, pageLinks, type PageLinks } from "./links"
import { isStatusPage } from "../../config/not-found"
import { languagesOf } from "../../schema/languages"
import { lostAddresses, parsePublished, PUBLISHED_FILE, renderPublished } from "./published"
import { planRedirects, redirectSiteProblems, RESERVED_PREFIXES, ruleFor } from "./redirect-rules"

export type SiteCheckInput = {
  publicDir: string
  contentDir: string
  /** The site's origin (siteMetadata.siteUrl): absolute links on it are checked by their path. */
  origin: string
  /** Every page Gatsby made, with the content file (or template) that made it. */
  pages: ReadonlyMap<string, string>
  /** A preview build shows drafts: it checks, but does not add its addresses to the published list. */
  preview: boolean
}

export type SiteCheck = {
  errors: string[]
  warnings: string[]
  stats: { pages: number; links: number; external: number; seconds: number; published: number }
}

const SKIPPED_DIRS = /^(page-data|_gatsby|~partytown|static|admin|pagefind)[/\\]/
const FEEDS = /(^|[/\\])(rss\.xml|atom\.xml|feed\.json)$/

/** The address an HTML file is served at: about.html and about/index.html -> /about, 404.html -> /404.html. */
export function routeOfFile(file: string): string {
  const route = "/" + file.split(path.sep).join("/")
  if (route === "/index.html") return "/"
  if (route.endsWith("/index.html")) return route.slice(0, -"/index.html".length)
  if (route === "/404.html") return route
  return route.replace(/\.html$/, "")
}

export function checkSite(input: SiteCheckInput): SiteCheck {
  const started = performance.now()
  const { publicDir, contentDir } = input
  const files = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" })
  const htmlFiles = files.filter((file) => file.endsWith(".html") && !SKIPPED_DIRS.test(file))
  const routes = new Set(htmlFiles.map(routeOfFile))
  const isFile = (route: string) => {
    const file = path.join(publicDir, route)
    return file.startsWith(publicDir + path.sep) && (fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false)
  }
  const { entries, errors: redirectErrors } = contentRedirects(contentDir)
  const plan = planRedirects(entries)
  const errors = [...redirectErrors, ...plan.errors]
  errors.push(...redirectSiteProblems(plan.rules, { isPage: (route) => routes.has(route), isFile }))

  // The Functions, the proxies and the editor's own paths are the server's.
  const rewritten = [...RESERVED_PREFIXES, ...REWRITES.map((rule) => rule.from)]
  const site = {
    isPage: (route: string) => routes.has(route),
    isFile,
    redirect: (route: string) => ruleFor(plan.rules, route),
    isRewrite: (route: string) => rewritten.some((prefix) => route === prefix || route.startsWith(prefix + "/")),
  }
  const pages = new Map<string, PageLinks>()
  for (const file of htmlFiles) {
    const route = routeOfFile(file)
    pages.set(route, pageLinks(fs.readFileSync(path.join(publicDir, file), "utf8"), route, input.origin))
  }
  const feeds = files.filter((file) => FEEDS.test(file) && !SKIPPED_DIRS.test(file))
  if (files.includes("changelog.json")) feeds.push("changelog.json")
  for (const file of feeds) {
    const route = "/" + file.split(path.sep).join("/")
    pages.set(route, feedLinks(fs.readFileSync(path.join(publicDir, file), "utf8"), route, input.origin))
  }
  const { broken, redirected, checked, external } = brokenLinks(pages, site)
  const warnings = [...plan.warnings]
  for (const { page, link, problem } of redirected)
    warnings.push(`${page}: the link "${link.text}" to ${link.href} ${problem}: link to the final address instead`)
  if (broken.length) {
    const content = readContentFiles(contentDir)
    for (const { page, link, problem } of broken) {
      const words = link.text ? ` "${link.text}"` : ""
      errors.push(
        `${page}: the ${link.tag === "feed" ? "feed's link" : `link <${link.tag}>`}${words} to ${link.href} ${problem}; written in ${linkSource(content, link.href, input.pages.get(page))}`,
      )
    }
  }

  const languages = languagesOf(contentDir)
  const built = new Map([...input.pages].filter(([route]) => !isStatusPage(languages, route)))
  const listFile = path.join(contentDir, PUBLISHED_FILE)
  const published = fs.existsSync(listFile) ? parsePublished(fs.readFileSync(listFile, "utf8")) : new Map()
  errors.push(...lostAddresses(published, built, plan.rules, path.relative(process.cwd(), contentDir) || "content"))
  if (!errors.length && !input.preview) {
    const text = renderPublished(published, built, plan.rules)
    if (!fs.existsSync(listFile) || fs.readFileSync(listFile, "utf8") !== text) fs.writeFileSync(listFile, text)
  }
  return {
    errors,
    warnings,
    stats: {
      pages: pages.size,
      links: checked,
      external,
      seconds: (performance.now() - started) / 1000,
      published: published.size,
    },
  }
}
