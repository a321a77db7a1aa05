// Which 404 page answers an unknown address. The default language's /404.html answers every address; a language
// with its own (content/pages/hi/404.md, built at /hi/404) answers those under its prefix, as Netlify documents for
// localised 404 pages: a rule `/hi/*  /hi/404.html  404` after the others, not forced, so that a page or file at the
// address wins. gatsby/redirects.ts writes the rules for the CDN, server/site-server.ts follows the same one for
// `npm run serve`, gatsby/cdn-headers.ts lets the 404 policy run every such page's inline scripts, and Gatsby's runtime
// hydrates the page the CDN sent (patches/README.md, "A language's 404").

/** A language's 404 page's folder: "/hi/404" -> "/hi/". The default's 404 (/404) and any other page: null. */
export const notFoundFolder = (pagePath: string): string | null => /^(\/[^/]+\/)404$/.exec(pagePath)?.[1] ?? null

/**
 * Pages that answer an address rather than being one: the 404 (unknown addresses) and the 410 (retired ones), a
 * language's too (/hi/404), as a route or as the file the CDN sends (/404.html), and Gatsby's development 404. They
 * are in no sitemap and have no social card of their own, and the address checks do not count them as addresses.
 */
export const isStatusPage = (route: string): boolean =>
  /^(\/[^/]+)?\/(404|410)(\.html)?$/.test(route) || route === "/dev-404-page"

/** The CDN's rule for a language's 404 page at `pagePath` ("/hi/404"), or null for any other page. */
export function notFoundRule(pagePath: string): { fromPath: string; toPath: string; statusCode: 404 } | null {
  const folder = notFoundFolder(pagePath)
  return folder ? { fromPath: `${folder}*`, toPath: `${pagePath}.html`, statusCode: 404 } : null
}
