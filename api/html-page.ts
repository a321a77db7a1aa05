import { createHash } from "node:crypto"
import type { EmailBrand } from "../config/email-content"
import { setApiSecurityHeaders, type ApiResponse } from "./http"
import { escapeHtml } from "./outbox/email-text"

// A whole HTML document a Function answers with, for a browser that navigated to it (a form sent without the
// script): the site's header with a link home, the content, a footer with the legal links. A Function on the CDN
// cannot read public/, so the document is self-contained: its one stylesheet inline, allowed by its SHA-256 hash
// in the answer's Content-Security-Policy, no script at all, only the site's own favicon.

export interface HtmlPage {
  /** Plain text; the product name is added after it. */
  title: string
  /** The inside of <main>: HTML that is already escaped. */
  main: string
  /** The stylesheet, written by the caller from the theme's tokens (never from visitor text). */
  styles: string
}

const hashes = new Map<string, string>()

/** `'sha256-…'` of a stylesheet, computed once per text. */
export function styleHash(styles: string): string {
  let hash = hashes.get(styles)
  if (!hash) {
    hash = `'sha256-${createHash("sha256").update(styles, "utf8").digest("base64")}'`
    hashes.set(styles, hash)
  }
  return hash
}

/**
 * Only what the document uses: its own stylesheet and the site's favicon; its form may post back to the site.
 * No script source at all, so nothing a visitor typed could run even if it escaped its escaping.
 */
export function htmlPageContentSecurityPolicy(styles: string): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash(styles)}`,
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
}

export function renderHtmlPage({ title, main, styles }: HtmlPage, brand: EmailBrand): string {
  const legal = brand.legalLinks
    .map((link) => `<li><a href="${escapeHtml(link.to)}">${escapeHtml(link.label)}</a></li>`)
    .join("")
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} · ${brand.productName}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${styles}</style>
</head>
<body>
<header class="site-header"><a class="brand" href="/"><img src="/favicon.svg" alt="" width="32" height="32"><span>${escapeHtml(brand.productName)}</span></a></header>
<main>
${main}
</main>
<footer class="site-footer"><ul aria-label="Legal">${legal}</ul><p>© ${escapeHtml(brand.legalName)}</p></footer>
</body>
</html>
`
}

/** Answers with the document: the API's security headers, its own CSP, never cached (it is about one visitor). */
export function sendHtmlPage(res: ApiResponse, status: number, page: HtmlPage, brand: EmailBrand): void {
  const html = renderHtmlPage(page, brand)
  res.statusCode = status
  setApiSecurityHeaders(res)
  res.setHeader("content-security-policy", htmlPageContentSecurityPolicy(page.styles))
  res.setHeader("Content-Type", "text/html; charset=utf-8")
  res.setHeader("Cache-Control", "no-store")
  res.end(html)
}
