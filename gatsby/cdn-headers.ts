// Runs after `gatsby build` (gatsby/after-build.ts): finishes public/_headers, which the adapter wrote, for the CDN.
//   - Each HTML page's Content-Security-Policy, with the hashes of that page's own inline scripts (they exist only
//     once the pages are built), in a block of its own after the adapter's blocks; the search index's own blocks
//     (its worker's policy, its hashed files' caching) after them.
//   - The full security set and a CSP fit for the 404 pages (/404.html, and a language's own, /hi/404) in the `/*`
//     block. The adapter fills `/*` with Gatsby's defaults only, and puts the site's own headers on each route's
//     block; an unknown path matches only `/*`, so the 404 page went out without CSP, HSTS, Permissions-Policy or
//     COOP.
// How the CDN combines rules: every rule whose pattern matches the request path applies, in file order, a later
// rule's value replacing an earlier one's for the same header. That is how Netlify's own header matcher
// (@netlify/headers, used by its CLI) works, and what gatsby-adapter-netlify itself relies on (its `/static/*`
// cache-control and each route's referrer-policy override the `/*` block). So `/*` must stay first: the
// per-page CSPs come after it and win for their pages. tests/deploy/cdn-headers.test.ts computes the effective
// headers of every route, API path, an unknown path and /404.html with Netlify's own parsers and matcher.
import fs from "fs"
import path from "path"
import { adminHeaders, cacheControlFor, IMMUTABLE, pageHeaders, securityHeaders } from "../config/headers"
import { isIsolatedPath, isolationHeaders } from "../config/isolation"
import {
  contentSecurityPolicy,
  isAdminPath,
  PAGEFIND_WORKER_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
} from "../config/csp"
import { PAGEFIND_DIR, PAGEFIND_WORKER_PATH } from "../config/search"
import { notFoundFolder } from "../config/not-found"
import type { Language } from "../contracts/languages"
import { isHtml, publicFiles } from "./public-files"

const START = "# site csp start"
const END = "# site csp end"
const ADAPTER_START = "# gatsby-adapter-netlify start"

/** public/contact.html -> "/contact", public/index.html -> "/", public/404.html -> "/404.html". */
export function routeOf(relativeHtml: string): string {
  const route = "/" + relativeHtml.split(path.sep).join("/")
  if (route === "/index.html") return "/"
  if (route.endsWith("/index.html")) return route.slice(0, -"/index.html".length)
  if (route === "/404.html") return route
  return route.replace(/\.html$/, "")
}

const htmlFiles = (publicDir: string) =>
  [...publicFiles(publicDir, isHtml)].map((file) => path.relative(publicDir, file))

function fail(what: string): never {
  throw new Error(
    `gatsby/cdn-headers.ts: ${what}. It finishes the _headers file gatsby-adapter-netlify writes; after an adapter ` +
      `upgrade, read the new public/_headers and update that module (its header says what it assumes).`,
  )
}

/**
 * The adapter's `/*` block with the site's security headers and `csp` added (lower-case names, replacing Gatsby's
 * defaults of the same name), as the lines that replace it.
 */
function catchAllBlock(text: string, csp: string): { start: number; end: number; lines: string } {
  const adapter = text.indexOf(ADAPTER_START)
  if (adapter < 0) fail(`public/_headers has no "${ADAPTER_START}" section`)
  const match = /^\/\*\n((?:[ \t]+[^\n]*\n)*)/m.exec(text.slice(adapter))
  if (!match) fail("the adapter's section has no /* block")
  const start = adapter + match.index
  const headers = new Map<string, string>()
  for (const line of (match[1] ?? "").split("\n")) {
    const separator = line.indexOf(":")
    if (separator > 0) headers.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim())
  }
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value)
  headers.set("content-security-policy", csp)
  const lines = ["/*", ...[...headers].map(([name, value]) => `  ${name}: ${value}`)].join("\n") + "\n"
  return { start, end: start + match[0].length, lines }
}

/**
 * The search index's blocks (public/pagefind/, gatsby/search-index.ts), which the adapter does not know: its worker's
 * own policy, and a year's caching for each file named by its content's hash (config/headers.ts cacheControlFor);
 * the rest revalidates, as /* says.
 */
function searchIndexBlocks(publicDir: string): string[] {
  const dir = path.join(publicDir, PAGEFIND_DIR)
  if (!fs.existsSync(dir)) return []
  const routes = [...publicFiles(dir, () => true, [])]
    .map((file) => "/" + path.relative(publicDir, file).split(path.sep).join("/"))
    .sort()
  return [
    ...(routes.includes(PAGEFIND_WORKER_PATH)
      ? [`${PAGEFIND_WORKER_PATH}\n  content-security-policy: ${PAGEFIND_WORKER_CONTENT_SECURITY_POLICY}`]
      : []),
    ...routes
      .filter((route) => cacheControlFor(route) === IMMUTABLE)
      .map((route) => `${route}\n  cache-control: ${IMMUTABLE}`),
  ]
}

/** `languages`: the site's, the default first (content/languages.yaml), for the languages' own 404 pages. */
export function finishHeaders(publicDir: string, languages: ReadonlyArray<Pick<Language, "code">>): number {
  const headersFile = path.join(publicDir, "_headers")
  if (!fs.existsSync(headersFile)) fail("there is no public/_headers (was the adapter set in gatsby-config?)")
  const existing = fs.readFileSync(headersFile, "utf8")
  const kept = existing.replace(new RegExp(`\\n?${START}[\\s\\S]*?${END}\\n?`), "\n")
  const files = htmlFiles(publicDir).sort()
  const notFound = path.join(publicDir, "404.html")
  if (!fs.existsSync(notFound)) fail("the build has no public/404.html for unknown paths")
  // An unknown address gets /404.html or its language's 404 page (config/not-found.ts), both under this one policy.
  const notFoundPages = [
    notFound,
    ...files.filter((file) => notFoundFolder(languages, routeOf(file))).map((file) => path.join(publicDir, file)),
  ]
  const block = catchAllBlock(
    kept,
    contentSecurityPolicy(notFoundPages.map((file) => fs.readFileSync(file, "utf8")).join("\n")),
  )
  const withCatchAll = kept.slice(0, block.start) + block.lines + kept.slice(block.end)
  const pages = files.map((file) => {
    const route = routeOf(file)
    // /admin (the writers' editor, cms/) has its own policy and noindex; every other page's CSP carries the hashes
    // of its own inline scripts.
    const html = fs.readFileSync(path.join(publicDir, file), "utf8")
    const csp = pageContentSecurityPolicy(route, html)
    // A draft or scheduled article on a preview build: X-Robots-Tag noindex (config/headers.ts pageHeaders). A page
    // that holds a person's data or acts for them: Cross-Origin-Opener-Policy (config/isolation.ts).
    const extra = Object.entries({
      ...(isAdminPath(route) ? adminHeaders : {}),
      ...(isIsolatedPath(route) ? isolationHeaders : {}),
      ...pageHeaders(html),
    }).map(([key, value]) => `\n  ${key}: ${value}`)
    return `${route}\n  content-security-policy: ${csp}${extra.join("")}`
  })
  const blocks = [...pages, ...searchIndexBlocks(publicDir)]
  fs.writeFileSync(headersFile, `${withCatchAll.trimEnd()}\n\n${START}\n${blocks.join("\n")}\n${END}\n`)
  return files.length
}
