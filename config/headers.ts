// The site's HTTP response headers, defined once: gatsby-config hands them to the adapter (the CDN's
// _headers file) and server/serve.ts sends the same ones, so local serving matches production.
import { PAGEFIND_PATH } from "./search"

export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> }

// Lower-case names: Gatsby merges these over its own defaults (x-xss-protection, referrer-policy:
// same-origin, …) by exact key, so the same spelling is what lets ours replace theirs.
export const securityHeaders: Record<string, string> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()",
}

/** Long-lived caching for files whose names carry a content hash; everything else revalidates. */
export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"

/**
 * The search index's files that Pagefind names by their content's hash: the metadata (pagefind.en_<hash>.pf_meta) and
 * the index, fragment and filter chunks. Its scripts, its entry file (pagefind-entry.json, which names the current
 * hashes) and its WebAssembly (wasm.en.pagefind) keep their names from one index to the next, and revalidate.
 */
const PAGEFIND_HASHED = new RegExp(
  `^${PAGEFIND_PATH}(?:pagefind\\.[^/]+\\.pf_meta|(?:index|fragment|filter)/[^/]+\\.pf_(?:index|fragment|filter))$`,
)

/**
 * Paths whose names carry a content hash: webpack chunks (name-hash.js/.css), /static/ (images, query results),
 * the search index's chunks.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/static/")) return IMMUTABLE
  if (/^\/[^/]+-[0-9a-f]{16,}\.(js|css|mjs)(\.map)?$/.test(pathname)) return IMMUTABLE
  if (PAGEFIND_HASHED.test(pathname)) return IMMUTABLE
  return REVALIDATE
}

/** /admin, the writers' editor, besides the above: never in search results (its CSP is in config/csp.ts). */
export const adminHeaders: Record<string, string> = { "x-robots-tag": "noindex" }

/**
 * A page only a preview build has (a draft or a scheduled article, src/articles: its banner carries this attribute)
 * is noindex in its header as well as in its <head>, whichever address the preview is served at.
 */
export const PREVIEW_ONLY_ATTRIBUTE = "data-preview-only"
export function pageHeaders(html: string): Record<string, string> {
  return html.includes(`${PREVIEW_ONLY_ATTRIBUTE}=`) ? { "x-robots-tag": "noindex" } : {}
}

/** The same rules in the shape gatsby-config's `headers` option (and so the adapter) expects. */
export const gatsbyHeaderRules: HeaderRule[] = [
  {
    source: "/*",
    headers: Object.entries(securityHeaders).map(([key, value]) => ({ key, value })),
  },
  // The writers' editor (cms/): a separate entry, so every other route's headers stay as they are.
  {
    source: "/admin/*",
    headers: Object.entries(adminHeaders).map(([key, value]) => ({ key, value })),
  },
]
