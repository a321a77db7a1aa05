// The Content-Security-Policy of an HTML page: only the site itself (its proxy paths are same-site),
// inline scripts allowed by their SHA-256 hash, computed from the built page itself. Used by
// server/site-server.ts for every HTML response and by gatsby/cdn-headers.ts for the CDN's _headers.
import { createHash } from "crypto"
import { SEARCH_PATH } from "./search"
import { isAdminPath } from "./admin-path"

const DIRECTIVES: Array<[string, string[]]> = [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'"]],
  // Emotion and gatsby-plugin-image write style elements and attributes; styles cannot run code.
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", "blob:"]],
  ["font-src", ["'self'"]],
  ["connect-src", ["'self'"]],
  ["worker-src", ["'self'", "blob:"]],
  ["manifest-src", ["'self'"]],
  ["frame-src", ["'none'"]],
  ["frame-ancestors", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["object-src", ["'none'"]],
]

/** Hashes of the inline <script> elements that a browser would execute (not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ""
    const body = match[2] ?? ""
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

/** The page's policy; `scriptSources` are added to script-src before the hashes (the search page's WebAssembly). */
export function contentSecurityPolicy(html: string, scriptSources: ReadonlyArray<string> = []): string {
  const hashes = inlineScriptHashes(html)
  return DIRECTIVES.map(([name, values]) =>
    [name, ...values, ...(name === "script-src" ? [...scriptSources, ...hashes] : [])].join(" "),
  ).join("; ")
}

// --- The search page and its index (config/search.ts) ----------------------------------------------------------
// Pagefind compiles its WebAssembly (the index's search engine) at run time, which a CSP allows with
// 'wasm-unsafe-eval' alone ('unsafe-eval' would also allow JavaScript's eval; Pagefind/pagefind#21). The search page
// is the only page that loads Pagefind, so its policy alone has it. Pagefind runs the WebAssembly in a worker started
// from /pagefind/pagefind-worker.js, and such a worker runs under the policy of its own response (Chromium: with the
// 404 page's policy, which the CDN's /* rule gives every file, the worker failed to compile it and the search never
// answered), so that one script is served with the policy below: the WebAssembly, and fetches of the index from the
// site itself, nothing else. The search page keeps the permission for when Pagefind runs without a worker.

/** What the search page's script-src adds. */
export const SEARCH_SCRIPT_SOURCES = ["'wasm-unsafe-eval'"] as const

/** The policy of Pagefind's worker script (config/search.ts PAGEFIND_WORKER_PATH). */
export const PAGEFIND_WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'"

// --- /admin, the writers' editor (cms/): its own policy, for that path only ----------------------------------
// Decap CMS compiles code at run time ('unsafe-eval', decaporg/decap-cms#2138), reads and commits through GitHub's
// API, shows GitHub avatars, and draws its preview in a frame it writes itself. Logging in opens the OAuth provider
// (CMS_OAUTH_URL) in a popup window, which no directive governs. No other origin; the editor is never framed.
// `npm run cms` serves the local backend on the same origin (cms/local-backend-path.ts), so 'self' covers it.

export { ADMIN_PATH, isAdminPath } from "./admin-path"

const ADMIN_DIRECTIVES: Array<[string, string[]]> = [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'", "'unsafe-eval'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]],
  ["font-src", ["'self'", "data:"]],
  // blob: and data: are the editor's own media (uploads and images it has read), fetched back in the page.
  ["connect-src", ["'self'", "blob:", "data:", "https://api.github.com"]],
  ["worker-src", ["'self'", "blob:"]],
  ["frame-src", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["object-src", ["'none'"]],
]

/** The editor's Content-Security-Policy (its page has no inline script, so no hashes). */
export const ADMIN_CONTENT_SECURITY_POLICY = ADMIN_DIRECTIVES.map(([name, values]) => [name, ...values].join(" ")).join(
  "; ",
)

/**
 * The policy of the HTML page served at `route`: the editor's own under /admin, every other page its own, the search
 * page's with WebAssembly.
 */
export function pageContentSecurityPolicy(route: string, html: string): string {
  if (isAdminPath(route)) return ADMIN_CONTENT_SECURITY_POLICY
  return contentSecurityPolicy(html, route === SEARCH_PATH ? SEARCH_SCRIPT_SOURCES : [])
}
