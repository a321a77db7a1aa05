// What the search page says, besides what writers give it (its title and the sections list in
// content/pages/search.md). The query is always passed as text: React renders it, escaped.
import type { SearchState } from "./search-query"

export const searchWords = {
  label: "Search the site",
  button: "Search",
  hint: "Results appear as you type. Put words in quotes to find them together.",
  filters: "Narrow the results",
  /** The button that shows and hides the filters on a narrow screen, and how many of them are on. */
  filtersToggle: "Filters",
  filtersOn: (count: number) => `${count} on`,
  kind: "Kind",
  tag: "Tag",
  clearFilters: "Clear filters",
  loading: "Loading search…",
  idle: "Type a word or two to search every page.",
  noResults: "Check the spelling or try fewer words.",
  noResultsFiltered: "Check the spelling, try fewer words, or clear the filters.",
  more: (count: number) => `Show ${count} more ${count === 1 ? "result" : "results"}`,
  /** Shown without JavaScript, above the sections list. */
  noScript:
    "Search needs JavaScript, which is turned off in this browser. Every page of the site is in one of these sections:",
  /** Shown when the index could not be loaded, above the sections list. */
  failed: "Search could not load just now. Reload the page to try again, or browse the site's sections:",
}

/** “rota” in curly quotes: how the status quotes what the visitor typed (never cut: it is short by now). */
const quoted = (term: string) => `“${term}”`

/** The live status after a search: "3 results for “rota”", "No results for “rota” with these filters". */
export function resultsStatus(
  total: number,
  term: string,
  { kinds, tags }: Pick<SearchState, "kinds" | "tags">,
): string {
  const filtered = kinds.length + tags.length > 0
  const count = total === 0 ? "No results" : `${total} ${total === 1 ? "result" : "results"}`
  if (!term) return `${total === 0 ? "No pages" : `${total} ${total === 1 ? "page" : "pages"}`} with these filters`
  return `${count} for ${quoted(term)}${filtered ? " with these filters" : ""}`
}
