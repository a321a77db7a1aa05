// Which 404 page answers an unknown address. The default language's /404.html answers every address; a language
// with its own (content/pages/hi/404.md, built at /hi/404) answers those under its prefix, as Netlify documents for
// localised 404 pages: a rule `/hi/*  /hi/404.html  404` after the others, not forced, so that a page or file at the
// address wins. gatsby/redirects.ts writes the rules for the CDN, server/site-server.ts follows the same one for
// `npm run serve`, gatsby/cdn-headers.ts lets the 404 policy run every such page's inline scripts, and Gatsby's runtime
// hydrates the page the CDN sent (patches/README.md, "A language's 404").

import { languageOfPath, languagePrefix, type Language } from "../contracts/languages"

/** The site's languages, the default first (content/languages.yaml): only their codes are read. */
type Languages = ReadonlyArray<Pick<Language, "code">>

/**
 * An address split at its language's prefix: "/hi/404" -> ["/hi", "/404"], "/blog/404" -> ["", "/blog/404"]. Only a
 * language's code is a prefix, so a page slugged 404 below some folder (/blog/404) is a page like any other.
 */
function withoutPrefix(languages: Languages, route: string): [prefix: string, rest: string] {
  const code = languageOfPath(languages, route)
  const prefix = code === undefined ? "" : languagePrefix(languages, code)
  return [prefix, route.slice(prefix.length) || "/"]
}

/**
 * The folder of the language whose own 404 page answers an unknown `address`: "/hi/no-such" -> "/hi/"; null under
 * the default language, whose /404.html answers. Whether that language has a 404 page is the caller's to check.
 */
export function languageFolder(languages: Languages, address: string): string | null {
  const [prefix] = withoutPrefix(languages, address)
  return prefix ? `${prefix}/` : null
}

/** A language's 404 page's folder: "/hi/404" -> "/hi/". The default's 404 (/404) and any other page: null. */
export function notFoundFolder(languages: Languages, pagePath: string): string | null {
  const [prefix, rest] = withoutPrefix(languages, pagePath)
  return prefix && rest === "/404" ? `${prefix}/` : null
}

/**
 * Pages that answer an address rather than being one: the 404 (unknown addresses) and the 410 (retired ones), a
 * language's too (/hi/404), as a route or as the file the CDN sends (/404.html), and Gatsby's development 404. They
 * are in no sitemap, and the address checks do not count them as addresses. (Their template, not-found-page.tsx, gives
 * them the home page's social card itself: no page's JavaScript carries the languages to decide it.)
 */
export const isStatusPage = (languages: Languages, route: string): boolean =>
  route === "/dev-404-page" || /^\/(404|410)(\.html)?$/.test(withoutPrefix(languages, route)[1])

/** The CDN's rule for a language's 404 page at `pagePath` ("/hi/404"), or null for any other page. */
export function notFoundRule(
  languages: Languages,
  pagePath: string,
): { fromPath: string; toPath: string; statusCode: 404 } | null {
  const folder = notFoundFolder(languages, pagePath)
  return folder ? { fromPath: `${folder}*`, toPath: `${pagePath}.html`, statusCode: 404 } : null
}
