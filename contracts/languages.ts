// The site's languages as the pages and the build both need them, without reading a file (schema/languages.ts reads
// content/languages.yaml). The one place that knows how a language shows in an address and in a file's path:
//   - the first language is the default; its pages have no prefix, every other language's live under /<code>;
//   - a translation is the English file's path with a <code>/ folder before its name: content/pages/hi/privacy.md
//     translates content/pages/privacy.md, content/hi/site.yaml translates content/site.yaml.

/** One entry of content/languages.yaml. */
export type Language = {
  code: string
  name: string
  locale: string
  /** The system fonts its script is drawn in, named before the site's own stack (absent: the site's stack alone). */
  fonts?: ReadonlyArray<string> | null
}

/**
 * The font stack of text in `language`: the system fonts of its script (languages.yaml's `fonts`) before `stack`, the
 * site's own; `stack` alone for a language that names none. The site's global styles, the editor's previews, the
 * pages a Function answers with and the emails all write it so. `quote`: how each name is quoted (an email's inline
 * style attribute needs single quotes); the schema allows no quote in a name.
 */
export function languageFontStack(
  language: Pick<Language, "fonts"> | undefined,
  stack: string,
  quote: '"' | "'" = '"',
): string {
  const fonts = language?.fonts ?? []
  return [...fonts.map((name) => `${quote}${name}${quote}`), stack].join(", ")
}

/** What a page's <head>, its shell and the sitemap know about its language: its own, and every version of it. */
export type PageLanguage = {
  code: string
  /** Every language the page exists in (its own included), in languages.yaml's order, with its path. */
  alternates: ReadonlyArray<{ code: string; path: string }>
}

/** "" for the default language, "/hi" for Hindi. */
export const languagePrefix = (languages: ReadonlyArray<Pick<Language, "code">>, code: string) =>
  code === languages[0]?.code ? "" : `/${code}`

/** A default-language path in another language: "/privacy" -> "/hi/privacy", "/" -> "/hi". */
export function translatedPath(languages: ReadonlyArray<Language>, code: string, englishPath: string): string {
  const prefix = languagePrefix(languages, code)
  if (!prefix) return englishPath
  return englishPath === "/" ? prefix : `${prefix}${englishPath}`
}

/** The language of a page at `path`: the one whose prefix it is under ("/hi/privacy", "/hi" -> hi), else the default. */
export function languageOfPath(languages: ReadonlyArray<Pick<Language, "code">>, path: string): string | undefined {
  const under = languages
    .slice(1)
    .find(({ code }) => path === `/${code}` || path.startsWith(`/${code}/`) || path.startsWith(`/${code}?`))
  return (under ?? languages[0])?.code
}

/**
 * The language of the page of this site a link leads to, when it is not `code`, the page's own: on a Hindi page, a
 * link to /about (English) is "en", one to /hi/privacy nothing; other sites and anchors nothing. `languages`: the
 * site's, the default first.
 */
export function linkLanguage(
  languages: ReadonlyArray<Pick<Language, "code">>,
  code: string,
  to: string,
): string | undefined {
  if (!to.startsWith("/") || to.startsWith("//")) return undefined
  const target = languageOfPath(languages, to.split("#")[0]!)
  return target && target !== code ? target : undefined
}

/**
 * For a file under content/ (a path relative to it, with "/"), the translation it is, if any: "pages/hi/privacy.md"
 * -> { code: "hi", source: "pages/privacy.md" }. The file's folder must be a language other than the default.
 */
export function translationOf(
  languages: ReadonlyArray<Language>,
  relativePath: string,
): { code: string; source: string } | null {
  const parts = relativePath.split("/")
  const folder = parts.at(-2)
  if (!folder || !languages.slice(1).some((language) => language.code === folder)) return null
  return { code: folder, source: [...parts.slice(0, -2), parts.at(-1)!].join("/") }
}

/** Where a translation of an English file lives: ("pages/privacy.md", "hi") -> "pages/hi/privacy.md". */
export function translationFile(englishFile: string, code: string): string {
  const parts = englishFile.split("/")
  return [...parts.slice(0, -1), code, parts.at(-1)!].join("/")
}
