// The site's HTTP response headers, defined once: gatsby-config hands them to the adapter (the CDN's
// _headers file) and scripts/serve.ts sends the same ones, so local serving matches production.

export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> }

export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
}

/** Long-lived caching for files whose names carry a content hash; everything else revalidates. */
export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"

/** Paths Gatsby fingerprints: webpack chunks (name-hash.js/.css), /static/ (images, query results). */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/static/")) return IMMUTABLE
  if (/^\/[^/]+-[0-9a-f]{16,}\.(js|css|mjs)(\.map)?$/.test(pathname)) return IMMUTABLE
  return REVALIDATE
}

/** The same rules in the shape gatsby-config's `headers` option (and so the adapter) expects. */
export const gatsbyHeaderRules: HeaderRule[] = [
  {
    source: "/*",
    headers: Object.entries(securityHeaders).map(([key, value]) => ({ key, value })),
  },
]
