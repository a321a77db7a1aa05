// Where the writers' editor lives, for the modules that build, serve and skip it, and the names shared by its
// configuration (cms/cms-config.ts) and its browser code (cms/admin.tsx).

/**
 * The collections of content/pages/*.md (front matter and Markdown): ordinary pages, pages built from sections, and
 * the pages with a layout of their own.
 */
export const PAGE_COLLECTIONS = { prose: "pages", sections: "landing-pages", ownLayout: "layout-pages" } as const

/** The collection of comparisons (content/comparisons/<id>.yaml); its entries' slugs are the ids sections name. */
export const COMPARISONS = { name: "comparisons", dir: "comparisons" } as const

/** public/admin/: the editor's page, bundle and config.yml (cms/build-admin.ts); served at /admin. */
export const ADMIN_DIR = "admin"

// Where `npm run cms` serves Decap's local backend (decap-server, writing to the working copy): on the site's own
// origin, so /admin's Content-Security-Policy needs no other address. The editor looks for it only when opened on
// 127.0.0.1 or localhost (cms/admin.tsx).
export const LOCAL_BACKEND_PATH = `/${ADMIN_DIR}/local-backend/api/v1`

/** A page bundle's file in its folder: content/blog/<slug>/index.md. */
export const ENTRY_FILE = "index"

// Decap knows an entry of a collection of page bundles (a post, a story) by its entry slug, its path in the folder:
// "fair-weekly-rota/index". The files that name one (a related post, a section's stories) hold the folder alone.
const ENTRY_SUFFIX = `/${ENTRY_FILE}`
/** "fair-weekly-rota" -> "fair-weekly-rota/index" (anything else as it is). */
export const toEntrySlug = (id: unknown) =>
  typeof id === "string" && !id.endsWith(ENTRY_SUFFIX) ? `${id}${ENTRY_SUFFIX}` : id
/** "fair-weekly-rota/index" -> "fair-weekly-rota" (anything else as it is). */
export const fromEntrySlug = (slug: unknown) =>
  typeof slug === "string" && slug.endsWith(ENTRY_SUFFIX) ? slug.slice(0, -ENTRY_SUFFIX.length) : slug

// A language other than the default has its own collection beside each English one it translates
// (cms/cms-config.ts): "landing-pages" and "landing-pages--hi", "site" and "site--hi". Decap's own i18n cannot be used:
// it wants the default language in a folder of its own too (content/pages/en/), and our English files have none.
const LANGUAGE_SEPARATOR = "--"
/** ("landing-pages", "hi") -> "landing-pages--hi". */
export const translatedCollection = (name: string, code: string) => `${name}${LANGUAGE_SEPARATOR}${code}`
/**
 * YAML collections the site's own components preview (cms/admin.tsx), and their translations; the others hide
 * Decap's plain list of values. (Articles are previewed by the article's components, cms/previews/article-preview.tsx.)
 */
export const PREVIEWED = new Set(["site", "home", "pricing"])
/** "landing-pages--hi" -> { name: "landing-pages", code: "hi" }; an English collection's name has no code. */
export function collectionLanguage(collection: string): { name: string; code?: string } {
  const at = collection.lastIndexOf(LANGUAGE_SEPARATOR)
  return at < 0
    ? { name: collection }
    : { name: collection.slice(0, at), code: collection.slice(at + LANGUAGE_SEPARATOR.length) }
}
/**
 * The attribute of /admin's <html> that lists the site's languages, the default first, as JSON
 * (`[{"code":"en","locale":"en-IN"},{"code":"hi","locale":"hi-IN","fonts":["Noto Sans Devanagari",…]}]`), for the
 * editor's previews: which collections are translations, how each writes dates, and the fonts of its script.
 */
export const LANGUAGES_ATTRIBUTE = "data-languages"
/**
 * `files`: the names of the file entries of the language's collections that are not the collection's own name (a
 * Hindi page with its own layout, "page-pricing"): Decap finds a file's preview template by the file's name.
 */
export type EditorLanguage = { code: string; locale: string; fonts?: string[]; files?: string[] }
export const languagesAttribute = (languages: ReadonlyArray<EditorLanguage>) => JSON.stringify(languages)
/** The attribute's languages; none when it is absent or not the list languagesAttribute writes. */
export function parseLanguagesAttribute(value: string | null): EditorLanguage[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(value || "[]")
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed
    .filter(
      (item: unknown): item is Record<string, unknown> =>
        typeof item === "object" && item !== null && typeof (item as { code?: unknown }).code === "string",
    )
    .map(({ code, locale, fonts, files }) => ({
      code: code as string,
      locale: typeof locale === "string" && locale ? locale : (code as string),
      ...(Array.isArray(fonts) ? { fonts: fonts.filter((name): name is string => typeof name === "string") } : {}),
      ...(Array.isArray(files) ? { files: files.filter((name): name is string => typeof name === "string") } : {}),
    }))
}
