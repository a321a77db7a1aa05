// The site's search in Chromium against the built site (npm run build wrote its index, public/pagefind/):
// - the page each query should find first, worked out from the content files (every indexable page's title, and a
//   word of its text that no other page's text has);
// - the query in the address (typing, reloading, the back button), the keyboard alone, a malformed query shown as text;
// - no CSP violation or console message on the search page, its WebAssembly in Pagefind's worker (no fallback);
// - no other page requests anything of the index or of the search page's code, even with its footer link on screen;
// - without JavaScript the page says so and links the sections content/pages/search.md lists;
// - filters by kind and tag narrow the results, on a copy of the build with extra pages of every kind, indexed the
//   way the build indexes (its results page also passes axe at 390 and 1280 px and the W3C Nu checker).
import fs from "fs"
import os from "os"
import path from "path"
import AxeBuilder from "@axe-core/playwright"
import yaml from "js-yaml"
import { stem } from "porter2"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { launchBrowser, ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"
import { languagesOf } from "../../schema/languages"
import { EMAIL_ROUTES, ROUTES } from "../../harness/routes"
import { ROOT, startServer, type RunningServer } from "../../harness/server"
import { makeTempSite } from "../../harness/temp-site"
import { PAGEFIND_PATH, SEARCH_PATH } from "../../config/search"
import { searchAttributes, type SearchEntry } from "../../src/search/search-attributes"
import { MAX_QUERY_LENGTH } from "../../src/search/search-query"
import { waitForHydration } from "../helpers/hydration"
import { layoutShifts } from "../helpers/layout-shifts"
import { sidewaysOverflow } from "../helpers/page-width"
import { writeSearchIndex } from "../helpers/search-index"
import { nuErrors } from "../helpers/nu-checker"

const CONTENT = path.join(ROOT, "content")
/** Templates whose pages are never searched: the 404, the search page, the email's link targets. */
const UNSEARCHED = new Set(["not-found", "search", "request-action", "your-data-open", "your-data-view"])

// --- What each query should find, from the content files ---------------------------------------------------------

type ContentPage = { slug: string; title: string; template: string; words: string[]; shownWords?: string[] }

const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : []
const yamlText = (file: string) => strings(yaml.load(fs.readFileSync(path.join(CONTENT, file), "utf8")))
const wordsOf = (texts: string[]) =>
  texts
    .join(" ")
    .replace(/\]\([^)]*\)/g, "]") // a Markdown link's address is not text
    .toLowerCase()
    .match(/\p{L}+/gu) ?? []

/** What each template shows besides the page's own Markdown (the YAML it reads, the privacy contact). */
const SHOWN_WITH: Record<string, string[]> = {
  features: yamlText("features.yaml"),
  contact: yamlText("contact.yaml"),
  pricing: yamlText("pricing.yaml"),
  "your-data-request": strings(
    (yaml.load(fs.readFileSync(path.join(CONTENT, "site.yaml"), "utf8")) as never)["privacyContact"],
  ),
}

/** Whether a template shows the page's Markdown text: its page query asks for the page's `html`. */
function showsText(template: string): boolean {
  const source = fs.readFileSync(path.join(ROOT, "src", "templates", `${template}-page.tsx`), "utf8")
  return /markdownRemark\([^)]*\)\s*\{\s*html\b/.test(source)
}

/** The pages of content/<folder> the search finds: the English ones, or a language's translations (pages/hi). */
function searchedPages(folder = "pages"): ContentPage[] {
  return fs
    .readdirSync(path.join(CONTENT, folder))
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(
        fs.readFileSync(path.join(CONTENT, folder, file), "utf8"),
      )!
      const data = yaml.load(front) as {
        slug: string
        title: string
        template?: string
        noindex?: boolean
        sections?: Array<{ type: string }>
      }
      const template = data.template ?? "prose"
      const slug = data.slug.trim().replace(/(.)\/+$/, "$1")
      const privacy = body.includes("{privacyContact}") ? (SHOWN_WITH["your-data-request"] ?? []) : []
      // A page built from sections shows their words, and what a section takes from where it lives (the plans, the
      // features); a story or an article it lists has its own page in the index.
      const sections = data.sections ?? []
      const taken = [
        ...(sections.some((section) => section.type === "pricing") ? yamlText("pricing.yaml") : []),
        ...(sections.some((section) => section.type === "features") ? yamlText("features.yaml") : []),
      ]
      const words = wordsOf([
        data.title,
        ...(showsText(template) ? [body] : []),
        ...(SHOWN_WITH[template] ?? []),
        ...strings(sections),
        ...taken,
        ...privacy,
      ])
      return { slug, title: data.title, template, words, noindex: data.noindex === true }
    })
    .filter((page) => !page.noindex && !UNSEARCHED.has(page.template))
}

/**
 * Whether a search for `word` could also match `other`: Pagefind stems words (Snowball's English stemmer, which is
 * Porter2) and matches a query's words as prefixes of the index's; and, to leave a margin, any two words sharing
 * their first 6 letters.
 */
function couldMatch(word: string, other: string): boolean {
  const root = stem(word)
  return other.startsWith(root) || stem(other).startsWith(root) || other.slice(0, 6) === word.slice(0, 6)
}

/**
 * For each page, the word of its text (7 letters or more) that it uses most and that no word of another searched
 * page's text could match.
 */
function distinctiveWords(pages: ContentPage[]): Array<{ query: string; slug: string }> {
  return pages.flatMap((page) => {
    const elsewhere = [
      ...new Set(pages.filter((other) => other !== page).flatMap((other) => other.shownWords ?? other.words)),
    ]
    const counts = new Map<string, number>()
    for (const word of page.words) if (word.length >= 7) counts.set(word, (counts.get(word) ?? 0) + 1)
    const [best] = [...counts]
      .filter(([word]) => !elsewhere.some((other) => couldMatch(word, other)))
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    return best ? [{ query: best[0], slug: page.slug }] : []
  })
}

/**
 * Every published article of each kind (a blog post, a customer story, a changelog entry), also in the index: its
 * title, description and text are its words. Every other string of its front matter (a story's quotes, metrics,
 * company) may be on its page too, so no other page's query may be one of them either.
 */
function searchedArticles(now = new Date()): ContentPage[] {
  const kinds = [
    { folder: "blog", bundle: true },
    { folder: "customers", bundle: true },
    { folder: "changelog", bundle: false },
  ]
  return kinds.flatMap(({ folder, bundle }) => {
    const dir = path.join(CONTENT, folder)
    if (!fs.existsSync(dir)) return []
    return fs.readdirSync(dir).flatMap((name) => {
      const file = bundle ? path.join(dir, name, "index.md") : path.join(dir, name)
      if (!(bundle ? fs.existsSync(file) : name.endsWith(".md"))) return []
      const [, front = "", body = ""] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(
        fs.readFileSync(file, "utf8"),
      )!
      const data = yaml.load(front) as { title: string; description?: string; date: unknown; draft?: boolean }
      const date = data.date instanceof Date ? data.date : new Date(String(data.date))
      if (data.draft === true || date.getTime() > now.getTime()) return []
      const text = body.replace(/^\[\^[^\]]+\]:.*$/gm, "") // footnotes' addresses are not words of the page
      return [
        {
          slug: `/${folder}/${name.replace(/\.md$/, "")}`,
          title: data.title,
          template: folder,
          words: wordsOf([data.title, data.description ?? "", text]),
          shownWords: wordsOf([...strings(data), body]),
        },
      ]
    })
  })
}

const SEARCHED = [...searchedPages(), ...searchedArticles()]
// A translated page is indexed too, in its language's own index (Pagefind splits by <html lang>); the search page,
// in English, searches the English one.
const TRANSLATED = languagesOf(CONTENT)
  .slice(1)
  .flatMap(({ code }) => searchedPages(`pages/${code}`))
const QUERIES = [
  ...SEARCHED.map((page) => ({ query: page.title, slug: page.slug, from: "title" })),
  ...distinctiveWords(SEARCHED).map((entry) => ({ ...entry, from: "text" })),
]

// --- The browser ---------------------------------------------------------------------------------------------------

let browser: Browser
let server: RunningServer

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

type Visit = { page: Page; context: BrowserContext; problems: string[]; requests: string[] }

/** A fresh visitor; every console error or warning, page error and CSP violation is collected in `problems`. */
async function visitor(options: { width?: number; height?: number; javaScript?: boolean } = {}): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScript ?? true,
    userAgent: ORDINARY_CHROME_UA,
  })
  await context.addInitScript({ content: ordinaryVisitorScript() })
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  )
  const page = await context.newPage()
  const problems: string[] = []
  const requests: string[] = []
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
  page.on("request", (request) => requests.push(new URL(request.url()).pathname))
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  // Pagefind's worker logs into the page's console too; its own errors are the page's problems.
  page.on("worker", (worker) => worker.on("console", (message) => problems.push(`worker: ${message.text()}`)))
  return { page, context, problems, requests }
}

const status = (page: Page) => page.getByRole("status")
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the site" })
const resultLinks = (page: Page) => page.locator("main ol > li h2 a")

/** Waits until the status reports the search for `term` (results or none). */
async function answered(page: Page, term: string): Promise<string> {
  await page.waitForFunction(
    (t) => {
      const text = document.querySelector('[role="status"]')?.textContent ?? ""
      return text.includes(`“${t}”`) && /result/.test(text)
    },
    term,
    { timeout: 15_000 },
  )
  return (await status(page).textContent()) ?? ""
}

describe("what search finds first", () => {
  it("has at least 10 queries from titles and text, of every searched page", () => {
    console.log(`search queries: ${QUERIES.map((q) => `"${q.query}" → ${q.slug}`).join("; ")}`)
    expect(QUERIES.length).toBeGreaterThanOrEqual(10)
    expect(QUERIES.filter((q) => q.from === "text").length).toBeGreaterThanOrEqual(5)
    expect(new Set(QUERIES.map((q) => q.slug))).toEqual(new Set(SEARCHED.map((p) => p.slug)))
  })

  it.each(QUERIES)("“$query” ($from) finds $slug first", async ({ query, slug }) => {
    const { page, context, problems } = await visitor()
    try {
      await page.goto(`${server.url}${SEARCH_PATH}?q=${encodeURIComponent(query)}`)
      await answered(page, query)
      expect(await resultLinks(page).first().getAttribute("href")).toBe(slug)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe("the search page", () => {
  it("keeps the query in its address: typing, reloading and the back button", async () => {
    const { page, context, problems } = await visitor()
    try {
      await page.goto(server.url + SEARCH_PATH)
      await waitForHydration(page)
      const entries = await page.evaluate(() => history.length)
      await searchBox(page).pressSequentially("payroll", { delay: 30 })
      await page.waitForURL(`${server.url}${SEARCH_PATH}?q=payroll`)
      const found = await answered(page, "payroll")
      expect(await page.evaluate(() => history.length)).toBe(entries)

      await page.reload()
      await waitForHydration(page)
      await expect(searchBox(page).inputValue()).resolves.toBe("payroll")
      expect(await answered(page, "payroll")).toBe(found)

      const first = resultLinks(page).first()
      const target = await first.getAttribute("href")
      await first.click()
      await page.waitForURL(server.url + target)
      await page.goBack()
      await page.waitForURL(`${server.url}${SEARCH_PATH}?q=payroll`)
      await waitForHydration(page)
      await expect(searchBox(page).inputValue()).resolves.toBe("payroll")
      expect(await answered(page, "payroll")).toBe(found)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("works from the keyboard alone: to the box, a search, to the first result, and there", async () => {
    const { page, context, problems } = await visitor({ width: 390 })
    try {
      await page.goto(server.url + SEARCH_PATH)
      await waitForHydration(page)
      const focusedIs = (what: string) =>
        page.evaluate((w) => {
          const el = document.activeElement
          return w === "box" ? el?.getAttribute("type") === "search" : !!el?.closest("ol > li h2")
        }, what)
      for (let press = 0; press < 30 && !(await focusedIs("box")); press++) await page.keyboard.press("Tab")
      expect(await focusedIs("box")).toBe(true)
      await page.keyboard.type("Privacy Policy")
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"))
      await page.keyboard.press("Enter")
      await answered(page, "Privacy Policy")
      // Enter searched in place: the same document, the query in the address.
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page")
      expect(page.url()).toBe(`${server.url}${SEARCH_PATH}?q=Privacy+Policy`)
      // Past the filters' one button (on a phone the filters fold behind it) to the first result.
      for (let press = 0; press < 60 && !(await focusedIs("result")); press++) await page.keyboard.press("Tab")
      expect(await focusedIs("result")).toBe(true)
      const href = await page.evaluate(() => document.activeElement?.getAttribute("href"))
      await page.keyboard.press("Enter")
      await page.waitForURL(server.url + href)
      expect(href).toBe("/privacy")
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("on a phone (390×844), shows the first result's title in the first screen, the filters folded, nothing moving", async () => {
    const { page, context, problems } = await visitor({ width: 390, height: 844 })
    try {
      await page.goto(`${server.url}${SEARCH_PATH}?q=rota`)
      await answered(page, "rota")
      await resultLinks(page).first().waitFor()
      const title = (await page.locator("main ol > li h2").first().boundingBox())!
      console.log(
        `/search?q=rota at 390×844: the first result's title at ${Math.round(title.y)}–${Math.round(title.y + title.height)} px`,
      )
      expect(title.y).toBeGreaterThanOrEqual(0)
      expect(title.y + title.height).toBeLessThanOrEqual(844)
      // The filters are behind one button; their checkboxes are out of sight until it is pressed.
      const toggle = page.getByRole("button", { name: "Filters", exact: true })
      expect(await toggle.getAttribute("aria-expanded")).toBe("false")
      expect(await page.getByRole("checkbox").count()).toBe(0)
      expect(await page.evaluate(layoutShifts, false)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("shows markup, unbalanced quotes and a very long query back as text, and keeps working", async () => {
    const { page, context, problems } = await visitor()
    try {
      const markup = '<img src=x onerror="window.__ran=1"><b>bold</b><script>window.__ran=1</script>'
      for (const query of [markup, '"shift swap', `rota ${"x".repeat(5000)}`]) {
        await page.goto(`${server.url}${SEARCH_PATH}?q=${encodeURIComponent(query)}`)
        await waitForHydration(page)
        const shown = Array.from(query).slice(0, MAX_QUERY_LENGTH).join("")
        await expect(searchBox(page).inputValue()).resolves.toBe(shown)
        expect(await answered(page, shown.trim())).toContain(`“${shown.trim()}”`)
      }
      await page.goto(`${server.url}${SEARCH_PATH}?q=${encodeURIComponent(markup)}`)
      await answered(page, markup)
      expect(await page.locator("main img, main b, main script").count()).toBe(0)
      expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
      // A phrase with its closing quote missing still finds the pages with the words.
      await page.goto(`${server.url}${SEARCH_PATH}?q=${encodeURIComponent('"Privacy Policy')}`)
      await answered(page, '"Privacy Policy')
      expect(await resultLinks(page).first().getAttribute("href")).toBe("/privacy")
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("runs with no CSP violation and nothing in the console; the index's WebAssembly runs in Pagefind's worker", async () => {
    const { page, context, problems, requests } = await visitor()
    // What the search costs this page on the wire: its own scripts and Pagefind's files (the worker's included).
    const { own } = buildScripts()
    const sizes: Array<Promise<{ path: string; bytes: number }>> = []
    context.on("requestfinished", (request) => {
      const pathname = new URL(request.url()).pathname
      if (pathname.startsWith(PAGEFIND_PATH) || own.includes(pathname.slice(1)))
        sizes.push(request.sizes().then(({ responseBodySize }) => ({ path: pathname, bytes: responseBodySize })))
    })
    try {
      const response = await page.goto(`${server.url}${SEARCH_PATH}?q=shift`)
      expect(response?.headers()["content-security-policy"]).toContain("'wasm-unsafe-eval'")
      await answered(page, "shift")
      await page.waitForLoadState("networkidle")
      expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContain(
        `${PAGEFIND_PATH}pagefind-worker.js`,
      )
      expect(requests).toContain(`${PAGEFIND_PATH}pagefind.js`)
      expect(problems).toEqual([])
      const fetched = await Promise.all(sizes)
      const kib = (list: typeof fetched) => (list.reduce((total, f) => total + f.bytes, 0) / 1024).toFixed(1)
      console.log(
        `search code on /search, as transferred: its own scripts ${kib(fetched.filter((f) => !f.path.startsWith(PAGEFIND_PATH)))} KiB, ` +
          `Pagefind ${kib(fetched.filter((f) => f.path.startsWith(PAGEFIND_PATH)))} KiB in ` +
          `${fetched.filter((f) => f.path.startsWith(PAGEFIND_PATH)).length} files (${fetched.map((f) => `${f.path} ${f.bytes}`).join(", ")})`,
      )
    } finally {
      await context.close()
    }
  })

  it("is a whole page load from another page's footer (its own CSP), and works", async () => {
    const { page, context, problems } = await visitor()
    try {
      await page.goto(server.url + "/about")
      await waitForHydration(page)
      await page.locator(`footer a[href="${SEARCH_PATH}"]`).click()
      await page.waitForURL(server.url + SEARCH_PATH)
      expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name)).toBe(
        server.url + SEARCH_PATH,
      )
      await searchBox(page).fill("refund")
      await answered(page, "refund")
      expect(await resultLinks(page).count()).toBeGreaterThan(0)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("without JavaScript says search needs it and links every section content/pages/search.md lists", async () => {
    const markdown = fs.readFileSync(path.join(CONTENT, "pages", "search.md"), "utf8").split(/^---$/m)[2] ?? ""
    const sections = [...markdown.matchAll(/\[([^\]]+)\]\((\/[^)]*)\)/g)].map((m) => ({ name: m[1]!, href: m[2]! }))
    expect(sections.length).toBeGreaterThanOrEqual(5)
    const { page, context, requests } = await visitor({ javaScript: false, width: 390 })
    try {
      await page.goto(`${server.url}${SEARCH_PATH}?q=rota`)
      // (Playwright's getByText does not look inside <noscript>.)
      const message = page.locator("main noscript p").first()
      await expect(message.isVisible()).resolves.toBe(true)
      expect(await message.textContent()).toContain("Search needs JavaScript")
      await expect(searchBox(page).isVisible()).resolves.toBe(false)
      for (const section of sections)
        expect(await page.locator("main").getByRole("link", { name: section.name }).getAttribute("href")).toBe(
          section.href,
        )
      expect(requests.filter((pathname) => pathname.startsWith(PAGEFIND_PATH))).toEqual([])
    } finally {
      await context.close()
    }
  })
})

// --- No other page loads any of it -------------------------------------------------------------------------------

/**
 * The scripts of this build (webpack.stats.json: public/ also keeps an earlier build's), and those only the search
 * page's template needs (its own chunk group, less what other groups share).
 */
function buildScripts(): { all: string[]; own: string[] } {
  const stats = JSON.parse(fs.readFileSync(path.join(ROOT, "public", "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
  }
  const groups = Object.entries(stats.namedChunkGroups)
  const scriptsOf = (group: { assets: Array<{ name: string }> }) =>
    group.assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"))
  const search = groups.find(([name]) => name === "component---src-templates-search-page-tsx")
  if (!search) throw new Error("webpack.stats.json has no chunk group for src/templates/search-page.tsx")
  const elsewhere = new Set(groups.filter(([name]) => name !== search[0]).flatMap(([, group]) => scriptsOf(group)))
  return {
    all: [...new Set(groups.flatMap(([, group]) => scriptsOf(group)))],
    own: scriptsOf(search[1]).filter((script) => !elsewhere.has(script)),
  }
}

describe("every other page", () => {
  const others = [...ROUTES.filter((route) => route !== SEARCH_PATH), ...EMAIL_ROUTES, "/no-such-page"]

  it("no script but the search page's own holds the search page's code or Pagefind's", () => {
    const { own, all } = buildScripts()
    expect(own.length).toBeGreaterThan(0)
    const publicDir = path.join(ROOT, "public")
    const holds = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8").includes("pagefind.js")
    expect(all.filter(holds).sort()).toEqual(own.filter(holds).sort())
    expect(own.some(holds)).toBe(true)
    const bytes = own.reduce((total, file) => total + fs.statSync(path.join(publicDir, file)).size, 0)
    console.log(`the search page's own scripts: ${own.join(", ")} (${(bytes / 1024).toFixed(1)} KiB)`)
  })

  it.each(others)(
    "%s requests nothing of the index or the search page's code, its footer link on screen",
    async (route) => {
      const { own } = buildScripts()
      const { page, context, requests } = await visitor({ width: 390 })
      try {
        await page.goto(server.url + route, { waitUntil: "load" })
        await waitForHydration(page)
        // Gatsby fetches a page's scripts ahead for a <Link> on screen or under the pointer: bring the footer's search
        // link into view and point at it.
        const link = page.locator(`footer a[href="${SEARCH_PATH}"]`)
        await link.scrollIntoViewIfNeeded()
        await link.hover()
        await page.waitForLoadState("networkidle")
        await page.waitForTimeout(500)
        expect(requests.some((pathname) => pathname.endsWith(".js"))).toBe(true)
        expect(requests.filter((pathname) => pathname.startsWith(PAGEFIND_PATH))).toEqual([])
        expect(requests.filter((pathname) => own.includes(pathname.slice(1)))).toEqual([])
        expect(requests.filter((pathname) => pathname.includes("/page-data/search/"))).toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})

// --- Filters, on a copy of the build with pages of every kind ---------------------------------------------------

/** A word no page of the site has, so a search for it finds exactly these pages. */
const WORD = "quillwort"
const ENTRIES: Array<SearchEntry & { slug: string }> = [
  { slug: "/blog/fair-rotas", kind: "Post", title: "Fair rotas", tags: ["Scheduling", "Fairness"], date: "2026-11-02" },
  { slug: "/blog/overtime", kind: "Post", title: "Overtime in practice", tags: ["Compliance"], date: "2026-10-12" },
  { slug: "/customers/acme", kind: "Customer story", title: "Acme Retail", tags: ["Retail"], date: "2026-09-01" },
  { slug: "/changelog/swaps", kind: "Changelog", title: "Swap approvals", tags: ["Scheduling"], date: "2026-11-20" },
]
const FIXTURES = ENTRIES.map((entry) => ({
  ...entry,
  text: `${entry.title}: a ${WORD} page about ${entry.tags?.join(" and ")}.`,
}))

describe("filters by kind and tag, on a build with pages of every kind", () => {
  let dir: string
  let site: RunningServer

  beforeAll(async () => {
    dir = makeTempSite()
    fs.cpSync(path.join(ROOT, "public"), path.join(dir, "public"), { recursive: true })
    // The Functions as this checkout's build compiled them (the manifest names their files by absolute path).
    fs.mkdirSync(path.join(dir, ".cache", "functions"), { recursive: true })
    fs.copyFileSync(
      path.join(ROOT, ".cache", "functions", "manifest.json"),
      path.join(dir, ".cache", "functions", "manifest.json"),
    )
    for (const { slug, text, ...entry } of FIXTURES) {
      const attributes = Object.entries(searchAttributes(entry))
        .map(([name, value]) => ` ${name}="${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`)
        .join("")
      const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${entry.title}</title></head><body><main${attributes}><h1>${entry.title}</h1><p>${text}</p></main></body></html>`
      fs.mkdirSync(path.dirname(path.join(dir, "public", `${slug}.html`)), { recursive: true })
      fs.writeFileSync(path.join(dir, "public", `${slug}.html`), html)
    }
    const index = await writeSearchIndex(path.join(dir, "public"), dir)
    expect(index.pages).toBe(SEARCHED.length + TRANSLATED.length + FIXTURES.length)
    site = await startServer({}, 30_000, dir)
  }, 120_000)
  afterAll(async () => {
    await site?.stop()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  const hrefs = (page: Page) => resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")))
  const slugs = (keep: (entry: (typeof FIXTURES)[number]) => boolean) =>
    FIXTURES.filter(keep)
      .map((e) => e.slug)
      .sort()

  it("narrow the results by kind, then by tag, by keyboard, in the address; each result shows its kind and tags", async () => {
    const { page, context, problems } = await visitor()
    try {
      await page.goto(`${site.url}${SEARCH_PATH}?q=${WORD}`)
      await answered(page, WORD)
      expect((await hrefs(page)).sort()).toEqual(slugs(() => true))
      const kinds = page.getByRole("group", { name: "Kind" })
      for (const kind of new Set(FIXTURES.map((entry) => entry.kind)))
        await expect(kinds.getByRole("checkbox", { name: new RegExp(kind) }).isVisible()).resolves.toBe(true)

      await kinds.getByRole("checkbox", { name: /Post/ }).focus()
      await page.keyboard.press("Space")
      await page.waitForURL(`${site.url}${SEARCH_PATH}?q=${WORD}&kind=Post`)
      await page.waitForFunction((n) => document.querySelectorAll("main ol > li h2 a").length === n, 2)
      expect((await hrefs(page)).sort()).toEqual(slugs((entry) => entry.kind === "Post"))
      expect(await status(page).textContent()).toBe(`2 results for “${WORD}” with these filters`)
      expect(await page.locator("main ol > li > p:first-child").allTextContents()).toEqual(["Post", "Post"])

      await page
        .getByRole("group", { name: "Tag" })
        .getByRole("checkbox", { name: /Fairness/ })
        .check()
      await page.waitForURL(`${site.url}${SEARCH_PATH}?q=${WORD}&kind=Post&tag=Fairness`)
      await page.waitForFunction(() => document.querySelectorAll("main ol > li h2 a").length === 1)
      expect(await hrefs(page)).toEqual(slugs((entry) => entry.kind === "Post" && !!entry.tags?.includes("Fairness")))
      expect(await page.locator("main ol > li").getByRole("list", { name: "Tags" }).innerText()).toMatch(
        /Scheduling\s+Fairness/,
      )

      // The same search from its address alone: a link to it.
      // Every page of those kinds: the extra ones and the site's own stories and changelog entries.
      const filtered = [
        ...slugs((e) => e.kind === "Changelog" || e.kind === "Customer story"),
        ...SEARCHED.filter((p) => p.template === "changelog" || p.template === "customers").map((p) => p.slug),
      ].sort()
      await page.goto(`${site.url}${SEARCH_PATH}?kind=Changelog&kind=Customer+story`)
      await page.waitForFunction(
        (count) =>
          new RegExp(`${count} pages with these filters`).test(
            document.querySelector('[role="status"]')?.textContent ?? "",
          ),
        filtered.length,
      )
      // Ten at once, then the rest with "Show more".
      for (let shown = await resultLinks(page).count(); shown < filtered.length;) {
        await page.getByRole("button", { name: /more/i }).click()
        await page.waitForFunction((before) => document.querySelectorAll("main ol > li h2 a").length > before, shown)
        shown = await resultLinks(page).count()
      }
      expect((await hrefs(page)).sort()).toEqual(filtered)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("fold on a phone behind one button that says how many are on, which the keyboard opens", async () => {
    const { page, context, problems } = await visitor({ width: 390, height: 844 })
    try {
      await page.goto(`${site.url}${SEARCH_PATH}?q=${WORD}&kind=Post`)
      await page.waitForFunction(() => document.querySelectorAll("main ol > li h2 a").length === 2)
      const toggle = page.getByRole("button", { name: "Filters 1 on" })
      expect(await toggle.getAttribute("aria-expanded")).toBe("false")
      const kinds = page.getByRole("group", { name: "Kind" })
      expect(await kinds.count()).toBe(0)
      // Tab from the box past its button to the filters' button, and open it with Enter.
      await searchBox(page).focus()
      for (let press = 0; press < 5 && !(await toggle.evaluate((el) => el === document.activeElement)); press++)
        await page.keyboard.press("Tab")
      await page.keyboard.press("Enter")
      expect(await toggle.getAttribute("aria-expanded")).toBe("true")
      expect(await kinds.getByRole("checkbox", { name: /Post/ }).isChecked()).toBe(true)
      // The panel follows its button: the next Tab is the first filter.
      await page.keyboard.press("Tab")
      expect(
        await page.evaluate(() => document.activeElement?.closest("fieldset")?.querySelector("legend")?.textContent),
      ).toBe("Kind")
      await page
        .getByRole("group", { name: "Tag" })
        .getByRole("checkbox", { name: /Fairness/ })
        .check()
      await page.waitForURL(`${site.url}${SEARCH_PATH}?q=${WORD}&kind=Post&tag=Fairness`)
      await page.getByRole("button", { name: "Filters 2 on" }).waitFor()
      await page.getByRole("button", { name: "Filters 2 on" }).click()
      expect(await kinds.count()).toBe(0)
      expect(await sidewaysOverflow(page, `${SEARCH_PATH}?q=${WORD} at 390 px`)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it.each([390, 1280])("with results and filters, passes axe at %i px and the W3C Nu checker", async (width) => {
    const { page, context } = await visitor({ width })
    try {
      await page.goto(`${site.url}${SEARCH_PATH}?q=${WORD}&kind=Post`)
      await page.waitForFunction(() => document.querySelectorAll("main ol > li h2 a").length === 2)
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // The box, its button, the filters and the results keep within the page's gutters.
      const overflowing = await page.evaluate(() => {
        const form = document.querySelector("main form")!
        const container = form.closest("main > div")!
        const right = container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight)
        return [...document.querySelectorAll("main form *, main fieldset *, main ol *")]
          .filter((element) => element.getBoundingClientRect().right > right + 0.5)
          .map((element) => element.outerHTML.slice(0, 80))
      })
      expect(overflowing).toEqual([])
      if (width === 1280) {
        // The results in the page's own document as the server sent it (the live DOM also holds what the entry
        // script loader changed, which tests/e2e/html-validity.test.ts checks as built).
        const served = await (await fetch(`${site.url}${SEARCH_PATH}`)).text()
        const main = await page.locator("main").evaluate((element) => element.outerHTML)
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-search-"))
        const file = path.join(dir, "search.html")
        fs.writeFileSync(
          file,
          served.replace(/<main[\s\S]*<\/main>/, () => main),
        )
        const messages = nuErrors([file])
        fs.rmSync(dir, { recursive: true, force: true })
        expect(main).toContain("<mark")
        expect(messages.map((m) => `${m.lastLine}: ${m.message}`)).toEqual([])
      }
    } finally {
      await context.close()
    }
  })
})
