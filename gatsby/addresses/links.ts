// Every link of a built page or feed, and whether it leads somewhere in the build: a page, a file of public/, a
// redirect or rewrite, and for a #fragment an element with that id on the page it leads to. Pure over the pages'
// text and a resolver of the site's addresses, so the unit tests feed it a fixture and the build its output.
import { DomUtils, parseDocument } from "htmlparser2"
import { pathOf, type RedirectRule } from "./redirect-rules"

export type Link = { tag: string; text: string; href: string }
export type PageLinks = { route: string; links: Link[]; ids: Set<string> }

const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean)

/** An absolute URL on the site's origin is checked by its path. */
const local = (url: string, origin: string) => (url.startsWith(origin + "/") ? url.slice(origin.length) : url)

/** The links and ids of one HTML page (<a>, <link>, <img>/<source> srcset, <script>, <iframe>, og/twitter images). */
export function pageLinks(html: string, route: string, origin: string): PageLinks {
  const document = parseDocument(html)
  const links: Link[] = []
  const ids = new Set<string>()
  for (const element of DomUtils.findAll(() => true, document.children)) {
    const { name, attribs } = element
    if (attribs.id) ids.add(attribs.id)
    if (name === "a" && attribs.name) ids.add(attribs.name)
    const add = (url: string | undefined, text = "") => {
      if (url !== undefined) links.push({ tag: name, text, href: local(url, origin) })
    }
    if (name === "a") add(attribs.href, DomUtils.textContent(element).replace(/\s+/g, " ").trim())
    // The canonical URL and alternates are on the site's origin; a preconnect names another origin, not a path.
    if (name === "link" && !/\b(preconnect|dns-prefetch)\b/.test(attribs.rel ?? "")) add(attribs.href, attribs.rel)
    if (name === "img" || name === "script" || name === "iframe") add(attribs.src, attribs.alt)
    if (name === "img" || name === "source") for (const url of srcsetUrls(attribs.srcset ?? "")) add(url, attribs.alt)
    if (name === "meta" && /^(og|twitter):image$/.test(attribs.property ?? attribs.name ?? "")) add(attribs.content)
  }
  return { route, links, ids }
}

/** The site's own URLs in a feed (RSS, Atom, JSON Feed) or /changelog.json. */
export function feedLinks(text: string, route: string, origin: string): PageLinks {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const links = [...text.matchAll(new RegExp(`${escaped}(/[^\\s"'<>&\\\\,]*)`, "g"))].map((match) => ({
    tag: "feed",
    text: "",
    href: match[1]!,
  }))
  return { route, links, ids: new Set() }
}

export type SiteAddresses = {
  isPage: (route: string) => boolean
  isFile: (route: string) => boolean
  /** A writer's redirect from this path. */
  redirect: (route: string) => RedirectRule | undefined
  /** Served by a Function or a proxy (/api/*, the telemetry paths). */
  isRewrite: (route: string) => boolean
}

export type BrokenLink = { page: string; link: Link; problem: string }

const SKIPPED = /^(mailto|tel|data):/i
const OTHER_ORIGIN = /^(https?:)?\/\//i

/** One entry per link that leads nowhere, or to a missing #fragment; and how many links were checked. */
export function brokenLinks(
  pages: ReadonlyMap<string, PageLinks>,
  site: SiteAddresses,
): { broken: BrokenLink[]; redirected: BrokenLink[]; checked: number; external: number } {
  const broken: BrokenLink[] = []
  // Links that work through a writer's redirect: the page should link to the final address.
  const redirected: BrokenLink[] = []
  let checked = 0
  let external = 0
  for (const { route: page, links, ids } of pages.values()) {
    for (const link of links) {
      const { href } = link
      if (href === "" || /^javascript:/i.test(href)) {
        broken.push({ page, link, problem: "is empty or a script" })
        continue
      }
      if (SKIPPED.test(href) || OTHER_ORIGIN.test(href)) {
        external++
        continue
      }
      checked++
      const target = new URL(href, `https://site.invalid${page}`)
      let route = page
      let kind: "page" | "other" = "page"
      if (!href.startsWith("#")) {
        let path: string
        try {
          path = decodeURIComponent(target.pathname)
        } catch {
          path = target.pathname
        }
        path = path.length > 1 ? path.replace(/\/+$/, "") : path
        const rule = site.redirect(path)
        if (rule && rule.status !== 410) redirected.push({ page, link, problem: `redirects to ${rule.to}` })
        if (rule && rule.status !== 410 && !OTHER_ORIGIN.test(rule.to)) path = pathOf(rule.to)
        if (rule && (rule.status === 410 || OTHER_ORIGIN.test(rule.to))) kind = "other"
        else if (site.isPage(path)) route = path
        else if (site.isPage(`${path}.html`)) route = `${path}.html`
        else if (site.isFile(path) || site.isRewrite(path)) kind = "other"
        else {
          broken.push({ page, link, problem: "leads to no page, file or redirect in the build" })
          continue
        }
        if (rule?.status === 410) {
          broken.push({ page, link, problem: `leads to ${path}, an address retired on purpose (gone)` })
          continue
        }
      }
      const fragment = target.hash ? decodeURIComponent(target.hash.slice(1)) : ""
      if (fragment && kind === "page") {
        const targetIds = route === page ? ids : pages.get(route)?.ids
        if (targetIds && !targetIds.has(fragment))
          broken.push({ page, link, problem: `leads to ${route}, which has no element #${fragment}` })
      }
    }
  }
  return { broken, redirected, checked, external }
}
