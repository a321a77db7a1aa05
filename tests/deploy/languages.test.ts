// What search engines read of the site's languages, after `npm run build`: every built page says its language
// (<html lang>), its canonical is itself, and its hreflang set names each version of the page (its own included, and
// x-default), with absolute URLs of pages that exist and that name it back. The sitemap lists the same alternates.
// A translated page is built only where its translation exists (content/pages/<code>/), never as an English copy.
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { ROOT } from "../../harness/server"
import { languagesOf, translatedPath } from "../../schema/languages"
import { site } from "../helpers/site-facts"
import { writtenDate } from "../../src/languages/written-date"

const PUBLIC = path.join(ROOT, "public")
const languages = languagesOf(path.join(ROOT, "content"))
const origin = new URL(site.siteUrl).origin

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ["page-data", "static", "pagefind", "admin", "_gatsby"].includes(entry.name) ? [] : walk(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** A page's address from its file: public/hi/privacy.html -> /hi/privacy, public/index.html -> /. */
const routeOf = (file: string) => {
  const route =
    "/" +
    path
      .relative(PUBLIC, file)
      .replace(/\\/g, "/")
      .replace(/\.html$/, "")
  return route === "/index" ? "/" : route.replace(/\/index$/, "")
}

type Page = {
  file: string
  route: string
  lang: string
  canonical?: string
  alternates: Map<string, string>
  noindex: boolean
}

function readPage(file: string): Page {
  const html = fs.readFileSync(file, "utf8")
  const head = html.slice(0, html.indexOf("</head>"))
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1]
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0])
  const alternates = new Map<string, string>()
  for (const link of links.filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"))) {
    alternates.set(attribute(link, "hreflang")!, attribute(link, "href")!)
  }
  return {
    file,
    route: routeOf(file),
    lang: attribute(/<html\b[^>]*>/i.exec(html)?.[0] ?? "", "lang") ?? "",
    canonical: attribute(links.find((tag) => attribute(tag, "rel") === "canonical") ?? "", "href"),
    alternates,
    noindex: /<meta name="robots" content="noindex"/.test(head),
  }
}

const built = walk(PUBLIC).map(readPage)
// The error pages (404, 410) and the redirect stubs are not pages a search engine indexes by their address.
const pages = built.filter((page) => page.canonical && !page.noindex && !["/404", "/410"].includes(page.route))
const byUrl = new Map(pages.map((page) => [new URL(page.route, origin).toString(), page]))

describe("every page's language and its versions in the others", () => {
  it("finds the Hindi pages built, and no English page copied under /hi", () => {
    // The pages an emailed link opens (noindex) included.
    const hindi = built.filter((page) => page.route === "/hi" || page.route.startsWith("/hi/"))
    expect(hindi.map((page) => page.route).sort()).toEqual(
      fs
        .readdirSync(path.join(ROOT, "content/pages/hi"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => {
          const slug = /^slug:\s*(\S+)/m.exec(fs.readFileSync(path.join(ROOT, "content/pages/hi", name), "utf8"))![1]!
          return slug
        })
        .sort(),
    )
    for (const page of hindi) expect([page.route, page.lang]).toEqual([page.route, "hi"])
  })

  it("gives every page its own <html lang>, a canonical of itself and an hreflang for itself and x-default", () => {
    expect(pages.length).toBeGreaterThan(40)
    for (const page of pages) {
      const self = new URL(page.route, origin).toString()
      const language = languages.some((l) => l.code === page.lang) ? page.lang : "(none)"
      expect({ route: page.route, lang: language }).toEqual({
        route: page.route,
        lang: page.route.split("/")[1] === "hi" ? "hi" : languages[0]!.code,
      })
      // An article first published elsewhere names that address as canonical; every other page names itself.
      if (page.canonical!.startsWith(origin)) expect([page.route, page.canonical]).toEqual([page.route, self])
      expect([page.route, page.alternates.get(page.lang)]).toEqual([page.route, self])
      expect([page.route, page.alternates.has("x-default")]).toEqual([page.route, true])
    }
  })

  it("names only absolute addresses of built pages, and every page it names names it back", () => {
    for (const page of pages) {
      const self = new URL(page.route, origin).toString()
      for (const [lang, href] of page.alternates) {
        expect([page.route, lang, href.startsWith(`${origin}/`)]).toEqual([page.route, lang, true])
        const other = byUrl.get(href)
        expect([page.route, lang, href, other ? "built" : "missing"]).toEqual([page.route, lang, href, "built"])
        if (lang === "x-default") {
          expect([page.route, href]).toEqual([page.route, page.alternates.get(languages[0]!.code)])
          continue
        }
        expect([href, other!.lang]).toEqual([href, lang])
        expect([href, other!.alternates.get(page.lang)]).toEqual([href, self])
        expect([href, [...other!.alternates].sort()]).toEqual([href, [...page.alternates].sort()])
      }
    }
  })

  it("marks a Hindi page's links to English articles with hreflang, beside the visible note", () => {
    const links = walk(PUBLIC)
      .filter((file) => /^\/hi(\/|$)/.test(routeOf(file)))
      .flatMap((file) => {
        const html = fs.readFileSync(file, "utf8")
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
        return [...main.matchAll(/<a\b[^>]*\bhref="(\/blog\/[^"#]+)"[^>]*>/g)].map((m) => ({
          route: routeOf(file),
          href: m[1]!,
          hreflang: /\bhreflang="([^"]*)"/.exec(m[0])?.[1] ?? "(none)",
        }))
      })
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toEqual({ ...link, hreflang: languages[0]!.code })
  })

  it("marks every link to a page in another language with it, in the shell, the sections and the text alike", () => {
    // The footer's links to English-only pages (/about, /blog …) and a Hindi page's link to an English article, as
    // much as the text's links and the switcher: a reader's browser and a search engine know before following it. A link within the page's own language carries no hreflang.
    const languageOf = (target: string) =>
      languages.slice(1).find(({ code }) => target === `/${code}` || target.startsWith(`/${code}/`))?.code ??
      languages[0]!.code
    const wrong = built
      .filter((page) => page.lang)
      .flatMap((page) => {
        const html = fs.readFileSync(page.file, "utf8")
        const body = html.slice(html.indexOf("<body"))
        return [...body.matchAll(/<a\b[^>]*\bhref="(\/(?!\/)[^"#?]*)[^"]*"[^>]*>/g)].flatMap((m) => {
          const target = languageOf(m[1]!)
          const expected = target === page.lang ? "(none)" : target
          const marked = /\bhreflang="([^"]*)"/i.exec(m[0])?.[1] ?? "(none)"
          return marked === expected ? [] : [`${page.route}: ${m[1]} has ${marked}, not ${expected}`]
        })
      })
    expect([...new Set(wrong)]).toEqual([])
    // The footer's links on the Hindi pages are among those checked: a Hindi page links an English-only one there.
    const hindiHome = fs.readFileSync(path.join(PUBLIC, "hi.html"), "utf8")
    const footer = hindiHome.slice(hindiHome.indexOf("<footer"))
    expect(footer).toMatch(/<a\b[^>]*href="\/about"[^>]*hreflang="en"|<a\b[^>]*hreflang="en"[^>]*href="\/about"/i)
  })

  it("links each page to the other pages in its own language, wherever that version is built", () => {
    // A link that says it leads to another language (hreflang: the language switcher, an English article) is meant.
    const versions = new Map(built.map((page) => [page.route, page.alternates]))
    const astray = built.flatMap((page) => {
      const html = fs.readFileSync(page.file, "utf8")
      return [...html.matchAll(/<a\b[^>]*\bhref="(\/(?!\/)[^"#?]*)[^"]*"[^>]*>/g)].flatMap((m) => {
        if (/\bhreflang="/i.test(m[0])) return []
        const target = m[1]!.replace(/\/$/, "") || "/"
        const own = versions.get(target)?.get(page.lang)
        const ownPath = own ? new URL(own).pathname : undefined
        return ownPath && ownPath !== target ? [`${page.route} links ${target}, not ${ownPath}`] : []
      })
    })
    expect([...new Set(astray)]).toEqual([])
  })

  it("describes each language's home page as the site in that language (WebSite structured data)", () => {
    const webSiteOf = (route: string) => {
      const page = built.find((candidate) => candidate.route === route)!
      const html = fs.readFileSync(page.file, "utf8")
      type Data = { "@type": string; url: string; inLanguage: string; description: string }
      return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
        .flatMap((m) => [JSON.parse(m[1]!) as Data | Data[]].flat())
        .find((data) => data["@type"] === "WebSite")
    }
    const hindiShell = yaml.load(fs.readFileSync(path.join(ROOT, "content/hi/site.yaml"), "utf8")) as {
      description: string
    }
    expect(webSiteOf("/")).toMatchObject({ inLanguage: languages[0]!.code, description: site.description })
    expect(webSiteOf("/hi")).toMatchObject({
      url: `${origin}/hi`,
      inLanguage: "hi",
      description: hindiShell.description,
    })
  })

  it("has the Hindi privacy policy and home page as versions of the English ones", () => {
    const privacy = byUrl.get(new URL("/privacy", origin).toString())!
    expect(Object.fromEntries(privacy.alternates)).toEqual({
      en: `${origin}/privacy`,
      hi: `${origin}${translatedPath(languages, "hi", "/privacy")}`,
      "x-default": `${origin}/privacy`,
    })
    const home = byUrl.get(`${origin}/`)!
    expect(home.alternates.get("hi")).toBe(`${origin}/hi`)
  })
})

describe("the sitemap", () => {
  const xml = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: new Map(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    ),
  }))

  it("lists each page with the same alternates as its <head>", () => {
    expect(entries.map((entry) => entry.loc)).toContain(`${origin}/hi/privacy`)
    for (const entry of entries) {
      const page = byUrl.get(entry.loc)
      if (!page) continue
      expect([entry.loc, Object.fromEntries(entry.alternates)]).toEqual([
        entry.loc,
        Object.fromEntries(page.alternates),
      ])
    }
  })
})

describe("a comparison in the page's language", () => {
  type Fact = { topic: string; us: string; them: string; source: string; checked: string | Date }
  const read = <T>(file: string): T => yaml.load(fs.readFileSync(path.join(ROOT, "content", file), "utf8")) as T
  const english = read<{ name: string; facts: Fact[] }>("comparisons/spreadsheets.yaml")
  const localeOf = (code: string) => languages.find((language) => language.code === code)!.locale
  const day = (checked: string | Date) => (checked instanceof Date ? checked.toISOString() : checked).slice(0, 10)
  /** The comparison's table and its list of sources on a built page, as text (tags dropped, entities read). */
  const comparisonOn = (route: string) => {
    const html = fs.readFileSync(path.join(PUBLIC, `${route}.html`), "utf8")
    const from = html.lastIndexOf("<section", html.indexOf("<table"))
    const part = html.slice(from, html.indexOf("</section>", from))
    const text = (markup: string) =>
      markup
        // React's <!-- --> between two pieces of text is no space; a tag may be.
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " ")
    return {
      part,
      head: text(part.slice(part.indexOf("<thead"), part.indexOf("</thead>"))),
      body: text(part.slice(part.indexOf("<tbody"), part.indexOf("</tbody>"))),
      sources: text(part.slice(part.indexOf("<ol"), part.indexOf("</ol>"))),
    }
  }

  it("draws the Hindi words over the English facts, the sources unchanged and each date the Hindi way", () => {
    const hindi = read<{ name: string; facts: Array<Omit<Fact, "checked">> }>("comparisons/hi/spreadsheets.yaml")
    const words = read<{ words: Record<string, string> }>("hi/site.yaml").words
    for (const route of ["/hi/compare/spreadsheets", "/hi/for/retail"]) {
      const { part, head, body, sources } = comparisonOn(route)
      expect(head).toContain(words.comparisonTopics!)
      expect(head).toContain(hindi.name)
      for (const fact of english.facts) {
        const translated = hindi.facts.find((candidate) => candidate.source === fact.source)!
        expect(body).toContain(translated.topic)
        expect(body).toContain(translated.us)
        expect(body).toContain(translated.them)
        expect(body).not.toContain(fact.them)
        expect(part).toContain(`href="${fact.source.replace(/&/g, "&amp;")}"`)
        // "28 नवंबर 2026 को जाँचा गया", as content/hi/site.yaml writes a source's line.
        expect(sources).toContain(
          words
            .comparisonSource!.replace("{topic}: {site}", "")
            .replace("{date}", writtenDate(day(fact.checked), localeOf("hi")))
            .trim(),
        )
      }
      expect(part).toMatch(new RegExp(`aria-label="${words.comparisonSources}"`))
      // The table's name and each row's source link, for a screen reader, in Hindi too.
      expect(part).toContain(
        `>${words.comparisonCaption!.replace("{productName}", site.productName).replace("{alternative}", hindi.name)}</caption>`,
      )
      const first = english.facts[0]!
      expect(part).toContain(
        `aria-label="${words
          .comparisonSourceLabel!.replace("{topic}", hindi.facts.find((fact) => fact.source === first.source)!.topic)
          .replace("{date}", writtenDate(day(first.checked), localeOf("hi")))}"`,
      )
    }
  })

  it("keeps the English page's comparison English, its dates written the English way", () => {
    const { head, body, sources } = comparisonOn("/compare/spreadsheets")
    const words = read<{ words: Record<string, string> }>("site.yaml").words
    expect(head).toContain(words.comparisonTopics!)
    for (const fact of english.facts) {
      expect(body).toContain(fact.them)
      expect(sources).toContain(
        words
          .comparisonSource!.replace("{topic}: {site}", "")
          .replace("{date}", writtenDate(day(fact.checked), localeOf(languages[0]!.code)))
          .trim(),
      )
    }
  })
})
