// The browser's side of the search index: Pagefind's own script, /pagefind/pagefind.js (written next to the index by
// gatsby/search-index.ts), imported by the search page when it mounts and never bundled: webpack leaves an import
// marked webpackIgnore to the browser. Nothing else imports this module, so no other page loads any of it. Pagefind
// runs its WebAssembly in a worker it starts from /pagefind/pagefind-worker.js (config/search.ts says which CSP that
// needs). What it answers is checked here and read into the shapes the search page renders; anything else is dropped.
import { PAGEFIND_PATH } from "../../config/search"
import { SEARCH_FILTERS, SEARCH_META } from "./search-attributes"
import type { SearchState } from "./search-query"

export type SearchResult = { url: string; title: string; kind: string; tags: string[]; excerpt: string }

/** How many pages have each value of a filter (for the search page's filters). */
export type FilterCounts = { kinds: Record<string, number>; tags: Record<string, number> }

export type SearchAnswer = {
  total: number
  /** Each result's data, loaded when asked for (Pagefind fetches one fragment per result). */
  results: Array<() => Promise<SearchResult | null>>
  /** For each filter value, how many results the words alone have with it. */
  counts: FilterCounts
}

export interface SiteSearchIndex {
  /** The pages for `term` (or, with none, every page the filters allow); null when a newer search replaced it. */
  search(term: string, filters: Pick<SearchState, "kinds" | "tags">): Promise<SearchAnswer | null>
  /** Every value of every filter in the index, with its number of pages. */
  filterCounts(): Promise<FilterCounts>
}

type Filters = Record<string, { any: string[] }>
type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  debouncedSearch(term: string | null, options: { filters: Filters }, wait: number): Promise<unknown>
  filters(): Promise<unknown>
}

/** Pagefind's own wait before a search, so a search runs once typing pauses. */
const TYPING_PAUSE_MS = 150

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === "function"

function isPagefind(module: unknown): module is PagefindModule {
  return isRecord(module) && ["options", "init", "debouncedSearch", "filters"].every((name) => isFunction(module[name]))
}

function counts(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
  )
}

function filterCountsOf(value: unknown): FilterCounts {
  const groups = isRecord(value) ? value : {}
  return { kinds: counts(groups[SEARCH_FILTERS.kind]), tags: counts(groups[SEARCH_FILTERS.tag]) }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []

/** One result's data as Pagefind gives it ({url, excerpt, meta, filters}), or null when it is not that. */
export function readResult(data: unknown): SearchResult | null {
  if (!isRecord(data) || typeof data.url !== "string" || typeof data.excerpt !== "string") return null
  const meta = isRecord(data.meta) ? data.meta : {}
  const title = meta[SEARCH_META.title]
  const kind = meta[SEARCH_META.kind]
  if (typeof title !== "string" || typeof kind !== "string") return null
  const filters = isRecord(data.filters) ? data.filters : {}
  return { url: data.url, title, kind, tags: strings(filters[SEARCH_FILTERS.tag]), excerpt: data.excerpt }
}

function readAnswer(raw: unknown): SearchAnswer {
  if (!isRecord(raw) || !Array.isArray(raw.results)) throw new Error("Pagefind answered a search without results")
  const results = raw.results
    .filter(isRecord)
    .map((result) => result.data)
    .filter(isFunction)
    .map((data) => async () => readResult(await (data as () => Promise<unknown>)()))
  return { total: results.length, results, counts: filterCountsOf(raw.totalFilters) }
}

function filtersOf({ kinds, tags }: Pick<SearchState, "kinds" | "tags">): Filters {
  const filters: Filters = {}
  if (kinds.length) filters[SEARCH_FILTERS.kind] = { any: kinds }
  if (tags.length) filters[SEARCH_FILTERS.tag] = { any: tags }
  return filters
}

export type Importer = (url: string) => Promise<unknown>
const importFromSite: Importer = (url) => import(/* webpackIgnore: true */ url) as Promise<unknown>

let loaded: Promise<SiteSearchIndex> | undefined

/** The index, loaded once per page; `importer` stands in for the browser's import() in tests. */
export function loadSearchIndex(importer: Importer = importFromSite): Promise<SiteSearchIndex> {
  loaded ??= (async () => {
    const module = await importer(`${PAGEFIND_PATH}pagefind.js`)
    if (!isPagefind(module)) throw new Error(`${PAGEFIND_PATH}pagefind.js is not Pagefind's search API`)
    // An excerpt cut from the middle of the text says so at either end.
    await module.options({ excerptEllipsis: "…" })
    await module.init()
    return {
      search: async (term, selected) => {
        const raw = await module.debouncedSearch(term || null, { filters: filtersOf(selected) }, TYPING_PAUSE_MS)
        return raw === null ? null : readAnswer(raw)
      },
      filterCounts: async () => filterCountsOf(await module.filters()),
    } satisfies SiteSearchIndex
  })()
  // A failed load (offline, say) may be tried again.
  loaded.catch(() => (loaded = undefined))
  return loaded
}
