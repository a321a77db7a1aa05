// public/_headers and public/_redirects as Netlify's CDN reads them: parsed with Netlify's own parsers and matched
// by request path with Netlify's own header matcher (harness/netlify-cdn.mjs), for every route, every API path,
// unknown paths and /404.html. What a visitor's browser receives is what is checked: the security set on every
// path, and a Content-Security-Policy that allows exactly the page's own inline scripts.
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { EMAIL_ROUTES, ROUTES } from "../../harness/routes"
import { ROOT } from "../../harness/server"
import { PAGEFIND_WORKER_CONTENT_SECURITY_POLICY } from "../../config/csp"
import { IMMUTABLE, REVALIDATE } from "../../config/headers"
import { PAGEFIND_DIR, PAGEFIND_PATH, PAGEFIND_WORKER_PATH, SEARCH_PATH } from "../../config/search"
import { appOrigin, CHANGELOG_JSON_PATH, CHANGELOG_SCHEMA_PATH } from "../../config/changelog-api"

const PUBLIC = path.join(ROOT, "public")
const API_PATHS = [
  "/api/visitor",
  "/api/earlyaccess",
  "/api/earlyaccess/confirm",
  "/api/earlyaccess/delete",
  "/api/admin/requests",
  "/api/page-seen",
  "/_axiom/logs",
  "/_axiom/web-vitals",
]
/** Unknown paths; the last is under a language with its own 404 page (config/not-found.ts), which answers it. */
const UNKNOWN = ["/no-such-page", "/pricing/old-plan", "/api/no-such-function", "/.env", "/hi/no-such-page"]
/** The writers' editor (cms/), requested as a visitor would type it and as Netlify's pretty URLs may redirect it. */
const ADMIN = ["/admin", "/admin/"]
/** The pages an emailed link opens, as translated (/hi/invite/confirm): they act for the person too. */
const TRANSLATED_EMAIL_ROUTES = EMAIL_ROUTES.flatMap((route) =>
  fs.existsSync(path.join(PUBLIC, `hi${route}.html`)) ? [`/hi${route}`] : [],
)
const PAGES = [...ROUTES, ...EMAIL_ROUTES, ...TRANSLATED_EMAIL_ROUTES, "/404.html"]
/** Every file of the search index (gatsby/search-index.ts), as the search page requests it. */
const SEARCH_INDEX = fs
  .readdirSync(path.join(PUBLIC, PAGEFIND_DIR), { recursive: true, encoding: "utf8" })
  .filter((file) => !/\.(br|gz)$/.test(file) && fs.statSync(path.join(PUBLIC, PAGEFIND_DIR, file)).isFile())
  .map((file) => `${PAGEFIND_PATH}${file.split(path.sep).join("/")}`)

/** /changelog.json and its schema, which the product's app reads from its own origin (config/changelog-api.ts). */
const CHANGELOG_API = [CHANGELOG_JSON_PATH, CHANGELOG_SCHEMA_PATH]

type CdnView = {
  headerErrors: string[]
  redirectErrors: string[]
  redirects: Array<{ from: string; to: string; status: number; force: boolean }>
  headers: Record<string, Record<string, string>>
}

const cdn = JSON.parse(
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "harness/netlify-cdn.mjs"),
      PUBLIC,
      path.join(ROOT, "netlify.toml"),
      ...PAGES,
      ...API_PATHS,
      ...UNKNOWN,
      ...ADMIN,
      ...SEARCH_INDEX,
      ...CHANGELOG_API,
    ],
    { encoding: "utf8" },
  ),
) as CdnView

/** The file a page path is served from: /pricing → public/pricing.html (the adapter's pretty URLs). */
function htmlOf(page: string): string {
  if (page === "/") return path.join(PUBLIC, "index.html")
  if (page.endsWith(".html")) return path.join(PUBLIC, page)
  const flat = path.join(PUBLIC, `${page}.html`)
  return fs.existsSync(flat) ? flat : path.join(PUBLIC, page, "index.html")
}

/** SHA-256 sources of the scripts a browser would run inline in this HTML (JSON data blocks are not run). */
function inlineScriptSources(html: string): string[] {
  const sources: string[] = []
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body === "") continue
    sources.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`)
  }
  return sources
}

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? []

function expectSecuritySet(headers: Record<string, string>): void {
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains/)
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["x-frame-options"]).toBe("DENY")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toContain("camera=()")
  const csp = headers["content-security-policy"] ?? ""
  expect(directive(csp, "default-src")).toEqual(["'self'"])
  expect(directive(csp, "frame-ancestors")).toEqual(["'none'"])
  expect(directive(csp, "object-src")).toEqual(["'none'"])
  expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'")
  // One value per name: two spellings of a header in matching rules would reach the browser twice.
  for (const value of Object.values(headers)) expect(value).not.toContain(" | ")
}

test("Netlify's parsers read _headers, _redirects and netlify.toml with no error", () => {
  expect(cdn.headerErrors).toEqual([])
  expect(cdn.redirectErrors).toEqual([])
  expect(cdn.redirects.length).toBeGreaterThan(0)
})

test.each(PAGES)("%s: the security set and a CSP allowing exactly the page's inline scripts", (page) => {
  const headers = cdn.headers[page]!
  expectSecuritySet(headers)
  const allowed = directive(headers["content-security-policy"]!, "script-src").filter((source) =>
    source.startsWith("'sha256-"),
  )
  expect([...allowed].sort()).toEqual([...new Set(inlineScriptSources(fs.readFileSync(htmlOf(page), "utf8")))].sort())
})

// Cross-Origin-Opener-Policy only where a page holds a person's data or acts for them (docs/security.md): the
// your-data pages, the pages an emailed link opens, the editor. Anywhere else it costs a phone visitor arriving from
// another site a new renderer process before the first paint.
const ISOLATED = ["/your-data", ...EMAIL_ROUTES, ...TRANSLATED_EMAIL_ROUTES, ...ADMIN]
test("finds the translated pages an emailed link opens", () => {
  expect(TRANSLATED_EMAIL_ROUTES).toEqual(expect.arrayContaining(["/hi/invite/confirm", "/hi/invite/delete"]))
})
test.each([...PAGES, ...ADMIN, ...UNKNOWN])("%s: COOP same-origin exactly where a person's data is", (page) => {
  expect([page, cdn.headers[page]!["cross-origin-opener-policy"]]).toEqual([
    page,
    ISOLATED.includes(page) ? "same-origin" : undefined,
  ])
})

/** The 404 page the CDN answers an unknown path with: its language's own (/hi/404), else /404.html. */
const notFoundPageOf = (unknown: string) => {
  const rule = cdn.redirects.find(({ from, status }) => status === 404 && unknown.startsWith(from.replace(/\*$/, "")))
  return rule ? rule.to : "/404.html"
}

test.each(UNKNOWN)("unknown path %s (served a 404 page): the security set and a CSP for its scripts", (unknown) => {
  const headers = cdn.headers[unknown]!
  expectSecuritySet(headers)
  // One policy for every unknown path (the /* block): it allows the inline scripts of each 404 page.
  expect(headers["content-security-policy"]).toBe(cdn.headers["/no-such-page"]!["content-security-policy"])
  const allowed = directive(headers["content-security-policy"]!, "script-src")
  const sources = inlineScriptSources(fs.readFileSync(htmlOf(notFoundPageOf(unknown)), "utf8"))
  expect(sources.length).toBeGreaterThan(0)
  expect(allowed).toEqual(expect.arrayContaining(sources))
})

test("an unknown address under /hi gets the Hindi 404 page, with status 404, once nothing else answers it", () => {
  expect(notFoundPageOf("/hi/no-such-page")).toBe("/hi/404.html")
  expect(fs.readFileSync(htmlOf("/hi/404.html"), "utf8")).toMatch(/<html[^>]* lang="hi"/)
  const rule = cdn.redirects.findIndex(({ from }) => from === "/hi/*")
  // Not forced: a page or file at the address is served first. Last of the rules under /hi: a writer's redirect wins.
  expect(cdn.redirects[rule]).toEqual({ from: "/hi/*", to: "/hi/404.html", status: 404, force: false })
  expect(cdn.redirects.slice(rule + 1).filter(({ from }) => from.startsWith("/hi"))).toEqual([])
  // Every other unknown path still gets /404.html.
  expect(UNKNOWN.filter((unknown) => notFoundPageOf(unknown) !== "/404.html")).toEqual(["/hi/no-such-page"])
})

test.each(API_PATHS)("%s is rewritten to a Function that deploy uploads, and its path has the security set", (api) => {
  // Custom headers do not reach Function answers on Netlify; tests/deploy/functions.test.ts checks that each
  // Function sets them itself. The rules matching the path must not contradict them either.
  const rule = cdn.redirects.find((redirect) => redirect.from === api)
  expect(rule).toMatchObject({
    status: 200,
    to: expect.stringMatching(/^\/\.netlify\/functions\/[a-z-]+-js$/) as string,
  })
  const id = rule!.to.split("/").pop()!
  expect(fs.existsSync(path.join(ROOT, ".netlify/functions-internal", id, `${id}.js`))).toBe(true)
  expectSecuritySet(cdn.headers[api]!)
})

test("the early-access form posts, without the script, to a path the CDN hands to its Function", () => {
  // Before hydration (or without JavaScript) the browser itself posts the form to its action. Netlify's rewrite
  // rules apply to every method; a static file at that path would be served first (a rule without force).
  const html = fs.readFileSync(htmlOf("/invite"), "utf8")
  const forms = [...html.matchAll(/<form\b[^>]*>/g)].map((match) => match[0])
  expect(forms).toHaveLength(1)
  expect(forms[0]).toMatch(/ method="post"/)
  const action = /action="([^"]+)"/.exec(forms[0]!)?.[1]
  expect(action).toBe("/api/earlyaccess")
  expect(cdn.redirects.find((redirect) => redirect.from === action)).toMatchObject({
    status: 200,
    to: "/.netlify/functions/earlyaccess-js",
  })
  for (const shadow of [`${action}`, `${action}.html`, `${action}/index.html`])
    expect(fs.existsSync(path.join(PUBLIC, shadow))).toBe(false)
})

test.each(ADMIN)("%s: the editor's own CSP (eval, GitHub's API) and noindex; no other path gets them", (admin) => {
  const headers = cdn.headers[admin]!
  expectSecuritySet(headers)
  const csp = headers["content-security-policy"]!
  expect(directive(csp, "script-src")).toEqual(["'self'", "'unsafe-eval'"])
  expect(directive(csp, "connect-src")).toContain("https://api.github.com")
  expect(headers["x-robots-tag"]).toBe("noindex")
  for (const other of [...PAGES, ...UNKNOWN]) {
    expect(directive(cdn.headers[other]!["content-security-policy"]!, "script-src")).not.toContain("'unsafe-eval'")
    expect(cdn.headers[other]!["x-robots-tag"]).toBeUndefined()
  }
})

test("the search page alone may compile WebAssembly ('wasm-unsafe-eval'); Pagefind's worker runs under its own policy", () => {
  expect(directive(cdn.headers[SEARCH_PATH]!["content-security-policy"]!, "script-src")).toContain("'wasm-unsafe-eval'")
  for (const other of [...PAGES, ...UNKNOWN].filter((page) => page !== SEARCH_PATH))
    expect(directive(cdn.headers[other]!["content-security-policy"]!, "script-src")).not.toContain("'wasm-unsafe-eval'")
  // Without a rule of its own the worker's script would carry /*'s policy (the 404 page's), under which Chromium's
  // worker cannot compile the index's WebAssembly and search never answers.
  expect(SEARCH_INDEX).toContain(PAGEFIND_WORKER_PATH)
  const worker = cdn.headers[PAGEFIND_WORKER_PATH]!
  expect(worker["content-security-policy"]).toBe(PAGEFIND_WORKER_CONTENT_SECURITY_POLICY)
  expect(directive(worker["content-security-policy"]!, "script-src")).toContain("'wasm-unsafe-eval'")
})

test("the search index's files named by their hash are cached for a year, the rest revalidates", () => {
  const hashed = SEARCH_INDEX.filter((file) => /\.pf_(meta|index|fragment|filter)$/.test(file))
  expect(hashed.length).toBeGreaterThanOrEqual(4)
  for (const file of SEARCH_INDEX) {
    expect([file, cdn.headers[file]!["cache-control"]]).toEqual([file, hashed.includes(file) ? IMMUTABLE : REVALIDATE])
    // The worker's own policy is the test above's; every other file has the site's.
    if (file !== PAGEFIND_WORKER_PATH) expectSecuritySet(cdn.headers[file]!)
  }
  for (const name of ["pagefind.js", "pagefind-worker.js", "pagefind-entry.json", "wasm.en.pagefind"])
    expect(SEARCH_INDEX).toContain(`${PAGEFIND_PATH}${name}`)
})

test("/changelog.json and its schema allow the app's origin named in site.yaml (CORS), and no other path does", () => {
  const origin = appOrigin(path.join(ROOT, "content"))
  expect(origin).toMatch(/^https:\/\/[^/]+$/)
  for (const file of CHANGELOG_API) {
    expect(fs.existsSync(path.join(PUBLIC, file))).toBe(true)
    expect([file, cdn.headers[file]!["access-control-allow-origin"]]).toEqual([file, origin])
    expectSecuritySet(cdn.headers[file]!)
  }
  for (const other of [...PAGES, ...UNKNOWN, ...API_PATHS])
    expect([other, cdn.headers[other]!["access-control-allow-origin"]]).toEqual([other, undefined])
})
