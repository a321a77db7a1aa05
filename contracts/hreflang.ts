// A page's versions as search engines are told of them, for its <head> (src/components/seo.tsx) and the sitemap
// (gatsby/sitemap.ts) alike. A module of its own, without the rest of contracts/languages.ts: every page's <head>
// imports it, and the article pages' script would carry what it does not use.
import type { PageLanguage } from "./languages"

/**
 * A page's versions as search engines are told of them (hreflang), in its <head> and in the sitemap alike: each
 * language's, its own included, then the default language's again as x-default (for a reader whose language is none
 * of them), each an absolute address.
 */
export function hreflangAlternates(
  alternates: PageLanguage["alternates"],
  defaultCode: string,
  siteUrl: string,
): Array<{ lang: string; url: string }> {
  const url = (path: string) => new URL(path, siteUrl).toString()
  const fallback = alternates.find((alternate) => alternate.code === defaultCode)
  const links = alternates.map((alternate) => ({ lang: alternate.code, url: url(alternate.path) }))
  if (fallback) links.push({ lang: "x-default", url: url(fallback.path) })
  return links
}
