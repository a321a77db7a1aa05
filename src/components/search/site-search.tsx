/** @jsxImportSource @emotion/react */
import { useEffect, useId, useState } from "react"
import { css } from "@emotion/react"
import { SEARCH_PATH } from "../../../config/search"
import {
  loadSearchIndex,
  type FilterCounts,
  type SearchResult,
  type SiteSearchIndex,
} from "../../search/pagefind-client"
import { SEARCH_KINDS } from "../../search/search-attributes"
import { updateSearchState, useSearchState } from "../../search/search-location"
import { isActive, searchTerm, toggled, type SearchState } from "../../search/search-query"
import { resultsStatus, searchWords } from "../../search/words"
import { mq, theme } from "../../../contracts/theme"
import { FiltersToggle, SearchFilters, type FilterGroup, type FilterOption } from "./search-filters"
import { SearchForm } from "./search-form"
import { SearchResults } from "./search-results"
import { markdown } from "../markdown"

/** Results shown at once, and added by each "Show more". */
const PAGE_SIZE = 10

type Props = {
  /** The sections list (content/pages/search.md, as HTML): shown when search cannot run. */
  sectionsHtml: string
  /** Where the index comes from (a stand-in in component tests). */
  load?: () => Promise<SiteSearchIndex>
}

type Shown = {
  /** The search these results answer (the address's state, the same object while the address is unchanged). */
  state: SearchState
  total: number
  results: SearchResult[]
  rest: Array<() => Promise<SearchResult | null>>
  counts: FilterCounts
}

const isResult = (result: SearchResult | null): result is SearchResult => result !== null
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A group's values with how many results each has; a value with none is left out unless the visitor checked it (on a
 * phone every tag of the site would otherwise stand between the box and the first result).
 */
function options(values: string[], counts: Record<string, number>, checked: string[]): FilterOption[] {
  return [...new Set([...values, ...checked])]
    .map((value) => ({ value, count: counts[value] ?? 0, checked: checked.includes(value) }))
    .filter((option) => option.count > 0 || option.checked)
}

/**
 * The search page's body: the box, the filters, the live status and the results. The address holds the search
 * (search-location.ts); Pagefind is loaded when this mounts (pagefind-client.ts). Without JavaScript the box is
 * hidden and a <noscript> says why, above the sections list.
 */
export function SiteSearch({ sectionsHtml, load = loadSearchIndex }: Props) {
  const state = useSearchState()
  const id = useId()
  const [index, setIndex] = useState<SiteSearchIndex | null>(null)
  const [everything, setEverything] = useState<FilterCounts | null>(null)
  const [failed, setFailed] = useState(false)
  const [shown, setShown] = useState<Shown | null>(null)
  const [focus, setFocus] = useState<{ at: number } | null>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)

  useEffect(() => {
    let live = true
    load()
      .then(async (found) => {
        const counts = await found.filterCounts()
        if (!live) return
        setIndex(found)
        setEverything(counts)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [load])

  useEffect(() => {
    if (!index || !isActive(state)) return
    let live = true
    index
      .search(searchTerm(state.q), state)
      .then(async (answer) => {
        if (!answer || !live) return
        const first = await Promise.all(answer.results.slice(0, PAGE_SIZE).map((result) => result()))
        if (!live) return
        setShown({
          state,
          total: answer.total,
          results: first.filter(isResult),
          rest: answer.results.slice(PAGE_SIZE),
          counts: answer.counts,
        })
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [index, state])

  useEffect(() => {
    if (focus) document.getElementById(`${id}-result-${focus.at}`)?.focus()
  }, [focus, id])

  const active = isActive(state)
  const current = active ? shown : null
  const term = searchTerm(state.q)

  async function showMore(of: Shown) {
    const more = (await Promise.all(of.rest.slice(0, PAGE_SIZE).map((result) => result()))).filter(isResult)
    setShown((now) =>
      now === of ? { ...now, results: [...now.results, ...more], rest: now.rest.slice(PAGE_SIZE) } : now,
    )
    setFocus({ at: of.results.length })
  }

  // A search's filters show with its own counts, not the whole site's first: a chip whose count changed as the
  // results arrived would move the chips after it (a layout shift).
  const counts = active ? current?.counts : everything
  const kinds = SEARCH_KINDS.filter((kind) => kind in (everything?.kinds ?? {}))
  const tags = Object.keys(everything?.tags ?? {}).sort((a, b) => a.localeCompare(b))
  // A filter with a single value narrows nothing: it shows once there are two (or the address picked one).
  const all: FilterGroup[] =
    everything && counts
      ? [
          { name: "kinds", legend: searchWords.kind, options: options(kinds, counts.kinds, state.kinds) },
          { name: "tags", legend: searchWords.tag, options: options(tags, counts.tags, state.tags) },
        ]
      : []
  const groups = all.filter((group) => group.options.length > 1 || group.options.some((option) => option.checked))

  let status: string = searchWords.idle
  if (failed) status = searchWords.failed
  else if (active) status = current ? resultsStatus(current.total, term, current.state) : searchWords.loading

  return (
    <div css={layout}>
      <div css={interactive}>
        <SearchForm
          action={SEARCH_PATH}
          query={state.q}
          onQuery={(q) => updateSearchState((current) => ({ ...current, q }))}
        />
        <div css={body}>
          <div css={statusRow}>
            <p role="status" css={statusStyle}>
              {status}
            </p>
            {!failed && (
              <FiltersToggle
                controls={groups.length > 0 ? `${id}-filters` : null}
                open={filtersOpen}
                on={state.kinds.length + state.tags.length}
                onClick={() => setFiltersOpen((open) => !open)}
              />
            )}
          </div>
          <SearchFilters
            id={`${id}-filters`}
            open={filtersOpen}
            groups={groups}
            onToggle={(name, value) => updateSearchState((current) => toggled(current, name, value))}
            onClear={() => updateSearchState((current) => ({ ...current, kinds: [], tags: [] }))}
          />
          <div css={answers} aria-busy={active && !failed && current?.state !== state}>
            {failed && <div css={markdown} dangerouslySetInnerHTML={{ __html: sectionsHtml }} />}
            {current && current.total === 0 && !failed && (
              <p css={advice}>
                {state.kinds.length + state.tags.length > 0 ? searchWords.noResultsFiltered : searchWords.noResults}
              </p>
            )}
            {current && !failed && <SearchResults results={current.results} idPrefix={`${id}-result`} />}
            {current && current.rest.length > 0 && !failed && (
              <button type="button" css={more} onClick={() => void showMore(current)}>
                {searchWords.more(Math.min(PAGE_SIZE, current.rest.length))}
              </button>
            )}
          </div>
        </div>
      </div>
      <noscript
        css={markdown}
        dangerouslySetInnerHTML={{ __html: `<p>${escapeHtml(searchWords.noScript)}</p>${sectionsHtml}` }}
      />
    </div>
  )
}

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
`
/** Without JavaScript nothing here can work: the <noscript> below says so instead. */
const interactive = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  @media (scripting: none) {
    display: none;
  }
`
/**
 * The status (with the filters' button on a narrow screen), the filters and the results. On a wide screen the filters
 * stand beside the status and the results, their column there from the first render so that nothing moves sideways
 * when the index arrives; on a narrow one they fold behind their button, above the results.
 */
const body = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  ${mq.lg} {
    grid-template-columns: ${theme.sizes.filters} minmax(0, 1fr);
    grid-template-areas: "filters status" "filters answers";
    grid-template-rows: auto 1fr;
    column-gap: ${theme.space[6]};
    align-items: start;
  }
`
/** On the first line's baseline: the status's first line stays put whatever its length (the query's words) becomes. */
const statusRow = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[3]};
  ${mq.lg} {
    grid-area: status;
  }
`
/**
 * At least a screen high: the results arrive after the page has loaded, and below them the footer would otherwise
 * be pushed down in sight, a layout shift.
 */
const answers = css`
  display: grid;
  gap: ${theme.space[4]};
  align-content: start;
  min-width: 0;
  min-height: 100svh;
  ${mq.lg} {
    grid-area: answers;
  }
`
const statusStyle = css`
  margin: 0;
  font-weight: 650;
  overflow-wrap: anywhere;
`
const advice = css`
  margin: 0;
  color: ${theme.colors.muted};
`
const more = css`
  justify-self: start;
  min-height: ${theme.sizes.control};
  padding: 0 ${theme.space[5]};
  border: 1px solid ${theme.colors.subtle};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  font: inherit;
  font-weight: 650;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`
