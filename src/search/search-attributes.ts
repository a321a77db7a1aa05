// What puts a page in the site's search: the attributes Pagefind reads (gatsby/search-index.ts indexes the built
// HTML), spread on the element that holds the page's own content. Pagefind then indexes only pages that carry them,
// and only that element's content (the header, the footer and the cookie banner are outside it). Every value travels
// in an attribute of its own (data-search-*) and Pagefind is told to read it from there (`kind[data-search-kind]`),
// so a tag with a comma or a colon in it stays one value: Pagefind's inline form (`tag:value`) takes no list.
//
//   <Layout search={searchAttributes({ kind: "Post", title, tags, date })}>      (the whole <main>)
//   <article {...searchAttributes({ kind: "Changelog", title, date })}>          (or any one element)
//
// The search page (src/components/search/) filters by kind and tag, shows the kind and the title, and can sort by
// date; SEARCH_FILTERS and SEARCH_META name what it reads back.

/** The kinds of page search tells apart: its "Kind" filter, and the label on each result. */
export const SEARCH_KINDS = ["Page", "Post", "Customer story", "Changelog"] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export type SearchEntry = {
  kind: SearchKind
  /** The result's title: the page's name as the site gives it (front matter `title`), not necessarily its h1. */
  title: string
  /** Tags, as the page shows them ("Scheduling"); each is a value of the search page's "Tag" filter. */
  tags?: ReadonlyArray<string>
  /** The page's date, YYYY-MM-DD (a post's or an entry's publication date); the index can sort on it. */
  date?: string
  /** The page's front matter `noindex`: a page kept out of search engines is kept out of the site's search too. */
  noindex?: boolean
}

/** data-* attributes to spread on one element (React renders `""` as the bare attribute). */
export type SearchAttributes = Readonly<Record<`data-${string}`, string>>

/** The filter names in the index, and the metadata each result carries. */
export const SEARCH_FILTERS = { kind: "kind", tag: "tag" } as const
export const SEARCH_META = { kind: "kind", title: "title", date: "date" } as const

/** "2026-11-20", a day that exists ("2026-02-31" is not one, though Date would roll it over into March). */
const isDay = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) && new Date(date).toISOString().startsWith(date)

/** Stops the build at a template's mistake, naming the page and the field. */
function check({ kind, title, tags = [], date }: SearchEntry): void {
  if (!title.trim()) throw new Error(`searchAttributes: "title" is empty (a ${kind})`)
  if (date !== undefined && !isDay(date))
    throw new Error(`searchAttributes: "date" of "${title}" is "${date}", not a date written YYYY-MM-DD`)
  if (tags.some((tag) => !tag.trim())) throw new Error(`searchAttributes: "tags" of "${title}" has an empty tag`)
}

export function searchAttributes(entry: SearchEntry): SearchAttributes {
  const { kind, title, tags = [], date, noindex = false } = entry
  if (noindex) return {}
  // The pages are rendered, and so checked, when the site is built; the browser renders the same data again to
  // hydrate them. Gatsby sets BUILD_STAGE to "build-javascript" in the browser's bundle, where the minifier then
  // drops the check (600 bytes on every page); elsewhere (the HTML renderer, develop, tests) it runs.
  if (process.env.BUILD_STAGE !== "build-javascript") check(entry)
  const name = title.trim()
  const tagValues = [...new Set(tags.map((tag) => tag.trim()))]

  const attributes: Record<`data-${string}`, string> = {
    "data-pagefind-body": "",
    "data-search-kind": kind,
    "data-search-title": name,
  }
  const filters = [`${SEARCH_FILTERS.kind}[data-search-kind]`]
  const meta = [`${SEARCH_META.kind}[data-search-kind]`, `${SEARCH_META.title}[data-search-title]`]
  tagValues.forEach((tag, index) => {
    attributes[`data-search-tag-${index + 1}`] = tag
    filters.push(`${SEARCH_FILTERS.tag}[data-search-tag-${index + 1}]`)
  })
  if (date !== undefined) {
    attributes["data-search-date"] = date
    meta.push(`${SEARCH_META.date}[data-search-date]`)
    attributes["data-pagefind-sort"] = `${SEARCH_META.date}[data-search-date]`
  }
  attributes["data-pagefind-filter"] = filters.join(", ")
  attributes["data-pagefind-meta"] = meta.join(", ")
  return attributes
}
