import { searchAttributes } from "./search-attributes"

// What the attributes put in the index is tested with the real Pagefind in gatsby/search-index.test.ts; here, what the
// helper refuses, so a template's mistake stops the build instead of leaving a page unfindable or mis-sorted.
describe("searchAttributes", () => {
  it("leaves a noindex page out: no attribute at all", () => {
    expect(searchAttributes({ kind: "Post", title: "Draft", noindex: true })).toEqual({})
  })

  it("refuses a date that is not YYYY-MM-DD, an empty title and an empty tag, naming the page and the field", () => {
    expect(() => searchAttributes({ kind: "Post", title: "Rotas", date: "20 Nov 2026" })).toThrow(
      'searchAttributes: "date" of "Rotas" is "20 Nov 2026", not a date written YYYY-MM-DD',
    )
    expect(() => searchAttributes({ kind: "Post", title: "Rotas", date: "2026-02-31" })).toThrow(/"date"/)
    expect(() => searchAttributes({ kind: "Changelog", title: "  " })).toThrow('"title" is empty (a Changelog)')
    expect(() => searchAttributes({ kind: "Post", title: "Rotas", tags: ["Payroll", " "] })).toThrow(
      '"tags" of "Rotas" has an empty tag',
    )
  })

  it("names its page's own content as the part to index, and reads every value from an attribute of its own", () => {
    const attributes = searchAttributes({ kind: "Customer story", title: "Acme", tags: ["Retail"], date: "2026-01-05" })
    expect(attributes).toEqual({
      "data-pagefind-body": "",
      "data-search-kind": "Customer story",
      "data-search-title": "Acme",
      "data-search-tag-1": "Retail",
      "data-search-date": "2026-01-05",
      "data-pagefind-filter": "kind[data-search-kind], tag[data-search-tag-1]",
      "data-pagefind-meta": "kind[data-search-kind], title[data-search-title], date[data-search-date]",
      "data-pagefind-sort": "date[data-search-date]",
    })
  })
})
