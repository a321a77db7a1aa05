// The Content-Security-Policy of an HTML page: only the site itself (its proxy paths are same-site),
// inline scripts allowed by their SHA-256 hash, computed from the built page itself. Used by
// server/site-server.ts for every HTML response and by gatsby/cdn-headers.ts for the CDN's _headers.
import { createHash } from "crypto"

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

export function contentSecurityPolicy(html: string): string {
  const hashes = inlineScriptHashes(html)
  return DIRECTIVES.map(([name, values]) => [name, ...values, ...(name === "script-src" ? hashes : [])].join(" ")).join(
    "; ",
  )
}
