// The search page's state lives in its address (search-query.ts). This is the store React reads it from
// (useSyncExternalStore): the address's query string, changed by the page as the visitor types or picks a filter
// (history.replaceState, so typing leaves one entry in the history, not one per letter) and by the back and forward
// buttons (popstate). On the server, and while the page hydrates, there is no query: the HTML is the empty search.
import { useMemo, useSyncExternalStore } from "react"
import { readSearchState, searchHref, type SearchState } from "./search-query"

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener("popstate", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("popstate", listener)
  }
}

const clientQuery = () => window.location.search
const serverQuery = () => ""

/** The search the address asks for, the same object until the address changes. */
export function useSearchState(): SearchState {
  const query = useSyncExternalStore(subscribe, clientQuery, serverQuery)
  return useMemo(() => readSearchState(query), [query])
}

/**
 * Changes the search in the address, in place (Gatsby's history state is kept). `change` gets the address's search as
 * it is now, not as a render saw it.
 */
export function updateSearchState(change: (current: SearchState) => SearchState): void {
  const href = searchHref(window.location.pathname, change(readSearchState(window.location.search)))
  if (href === window.location.pathname + window.location.search) return
  window.history.replaceState(window.history.state, "", href)
  for (const listener of listeners) listener()
}
