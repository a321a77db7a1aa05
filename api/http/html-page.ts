import { createHash } from "node:crypto"
import type { EmailBrand, PageShell } from "../../schema/email-content"
import { theme } from "../../contracts/theme"
import { languageFontStack } from "../../contracts/languages"
import { setApiSecurityHeaders, type ApiResponse } from "./http"
import { escapeHtml } from "../outbox/email-text"

// A whole HTML document a Function answers with, for a browser that navigated to it (a form sent without the
// script): the site's header with a link home, the content, a footer with the legal links. A Function on the CDN
// cannot read public/, so the document is self-contained: its one stylesheet inline, allowed by its SHA-256 hash
// in the answer's Content-Security-Policy, no script at all, only the site's own favicon.

export interface HtmlPage {
  /** Plain text; the product name is added after it. */
  title: string
  /** The inside of <main>: HTML that is already escaped. */
  main: string
  /** The content's stylesheet, from the theme's tokens (never from visitor text); the shell's own comes first. */
  styles: string
  /** The page's language (<html lang>); absent: the site's default, English. */
  lang?: string
  /** Where the logo leads and the footer's legal links, in the page's language. */
  shell: PageShell
}

const c = theme.colors
const s = theme.space

/** The shell: the site's base styles (global-styles.tsx), a header with the logo, a dark footer; from the theme. */
const SHELL_STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:${theme.fonts.body};font-size:${theme.fontSizes.md};line-height:${theme.lineHeights.body};color:${c.text};background:${c.background}}
h1,h2,h3{line-height:${theme.lineHeights.tight};letter-spacing:-0.015em;margin:0}
p{margin:0}
a{color:${c.primary}}
img,svg{display:block;max-width:100%}
:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
.wrap{max-width:${theme.sizes.content};margin:0 auto;padding:0 ${s[5]}}
.site-header{border-bottom:1px solid ${c.border}}
.site-header .wrap{display:flex;align-items:center;min-height:${theme.sizes.header}}
.brand{display:inline-flex;align-items:center;gap:${s[2]};color:${c.text};text-decoration:none;font-family:${theme.fonts.body};font-size:${theme.fontSizes.xl};font-weight:750;letter-spacing:-0.02em}
main{flex:1}
.site-footer{background:${c.footer};color:${c.footerText};font-size:${theme.fontSizes.sm}}
.site-footer .wrap{display:flex;flex-wrap:wrap;gap:${s[2]} ${s[5]};align-items:center;justify-content:space-between;padding-block:${s[5]}}
.site-footer ul{display:flex;flex-wrap:wrap;gap:${s[2]} ${s[4]};margin:0;padding:0;list-style:none}
.site-footer a{color:${c.footerText}}
`.trim()

/**
 * The one stylesheet of a page: the shell's, the fonts of its language's script when it names any (as the site's
 * Hindi pages, src/components/global-styles.tsx: the text sits in its lines as there), then the content's. The
 * product's name keeps the site's stack, as the site's logo does.
 */
export function pageStyles(page: Pick<HtmlPage, "styles" | "shell">): string {
  const fonts = page.shell.fonts.length ? `\nbody{font-family:${languageFontStack(page.shell, theme.fonts.body)}}` : ""
  return `${SHELL_STYLES}${fonts}\n${page.styles}`
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

export function renderHtmlPage(page: HtmlPage, brand: EmailBrand): string {
  const { title, main } = page
  const { shell } = page
  const legal = shell.legalLinks
    .map((link) => `<li><a href="${escapeHtml(link.to)}">${escapeHtml(link.label)}</a></li>`)
    .join("")
  return `<!doctype html>
<html lang="${escapeHtml(page.lang ?? "en")}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} · ${brand.productName}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${pageStyles(page)}</style>
</head>
<body>
<header class="site-header"><div class="wrap"><a class="brand" href="${escapeHtml(shell.home)}"><img src="/favicon.svg" alt="" width="32" height="32"><span>${escapeHtml(brand.productName)}</span></a></div></header>
<main>
${main}
</main>
<footer class="site-footer"><div class="wrap"><ul aria-label="${escapeHtml(shell.legalNav)}">${legal}</ul><p>© ${escapeHtml(brand.legalName)}</p></div></footer>
</body>
</html>
`
}

/** Answers with the document: the API's security headers, its own CSP, never cached (it is about one visitor). */
export function sendHtmlPage(res: ApiResponse, status: number, page: HtmlPage, brand: EmailBrand): void {
  const html = renderHtmlPage(page, brand)
  res.statusCode = status
  setApiSecurityHeaders(res)
  res.setHeader("content-security-policy", htmlPageContentSecurityPolicy(pageStyles(page)))
  res.setHeader("Content-Type", "text/html; charset=utf-8")
  res.setHeader("Cache-Control", "no-store")
  res.end(html)
}
