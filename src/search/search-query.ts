// What a search is, as its address says it: /search?q=rota&kind=Post&tag=Scheduling. The address is the search
// page's whole state, so a search can be linked, reloaded and returned to with the back button. Whatever the address
// holds is text: markup, quotes or a megabyte of it are cut to size and searched for and shown as words, never as HTML.
import { SEARCH_KINDS, type SearchKind } from "./search-attributes"

/** Longer than any phrase a visitor types; beyond it the rest of the address is ignored. */
export const MAX_QUERY_LENGTH = 200
/** At most this many values of one filter are read from an address. */
const MAX_VALUES = 20
const MAX_VALUE_LENGTH = 100

export type SearchState = {
  /** As typed (the input shows it); searchTerm() is what is searched. */
  q: string
  kinds: SearchKind[]
  tags: string[]
}

export const EMPTY_SEARCH: SearchState = { q: "", kinds: [], tags: [] }

/** At most `max` characters (code points: an emoji is never cut in half). */
const clip = (text: string, max: number) => Array.from(text).slice(0, max).join("")

function values(params: URLSearchParams, name: string): string[] {
  const all = params.getAll(name).map((value) => clip(value.trim(), MAX_VALUE_LENGTH))
  return [...new Set(all.filter(Boolean))].slice(0, MAX_VALUES)
}

const isKind = (value: string): value is SearchKind => (SEARCH_KINDS as ReadonlyArray<string>).includes(value)

/** The search an address's query string ("?q=…") asks for; an unknown kind is dropped. */
export function readSearchState(query: string): SearchState {
  const params = new URLSearchParams(query)
  return {
    q: clip(params.get("q") ?? "", MAX_QUERY_LENGTH),
    kinds: values(params, "kind").filter(isKind),
    tags: values(params, "tag"),
  }
}

/** The address of a search on the page at `path`: "/search?q=rota&kind=Post", or `path` alone for none. */
export function searchHref(path: string, { q, kinds, tags }: SearchState): string {
  const params = new URLSearchParams()
  if (q) params.set("q", q)
  for (const kind of kinds) params.append("kind", kind)
  for (const tag of tags) params.append("tag", tag)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** What is searched for: the words typed, spaces collapsed. */
export const searchTerm = (q: string) => q.trim().replace(/\s+/g, " ")

/** Whether the state asks for anything (words, or only filters: then every page with them is listed). */
export const isActive = ({ q, kinds, tags }: SearchState) => searchTerm(q) !== "" || kinds.length > 0 || tags.length > 0

/** The state with `value` added to or removed from a filter. */
export function toggled(state: SearchState, filter: "kinds" | "tags", value: string): SearchState {
  const current: string[] = state[filter]
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return filter === "kinds" ? { ...state, kinds: next.filter(isKind) } : { ...state, tags: next }
}
