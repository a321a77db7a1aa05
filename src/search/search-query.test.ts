import {
  EMPTY_SEARCH,
  isActive,
  MAX_QUERY_LENGTH,
  readSearchState,
  searchHref,
  searchTerm,
  toggled,
} from "./search-query"

describe("a search in the address", () => {
  it("reads the words, the kinds and the tags, and writes them back to the same address", () => {
    const state = readSearchState("?q=shift+swap&kind=Post&kind=Changelog&tag=Scheduling%2C+fairness")
    expect(state).toEqual({ q: "shift swap", kinds: ["Post", "Changelog"], tags: ["Scheduling, fairness"] })
    expect(readSearchState(searchHref("/search", state).replace("/search", ""))).toEqual(state)
    expect(searchHref("/search", EMPTY_SEARCH)).toBe("/search")
  })

  it("keeps markup, quotes and symbols as the words typed", () => {
    for (const q of ['<img src=x onerror="alert(1)">', '"unbalanced', "a & b", "100% ₹"]) {
      const href = searchHref("/search", { ...EMPTY_SEARCH, q })
      expect(readSearchState(href.slice("/search".length)).q).toBe(q)
    }
  })

  it("cuts a very long query to the longest a visitor types, never inside a character", () => {
    expect(readSearchState(`?q=${"a".repeat(100_000)}`).q).toHaveLength(MAX_QUERY_LENGTH)
    const emoji = readSearchState(`?q=${encodeURIComponent("😀".repeat(300))}`).q
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH)
    expect(emoji).toBe("😀".repeat(MAX_QUERY_LENGTH))
  })

  it("drops a kind the site does not have, empty and repeated values, and reads at most 20 of a filter", () => {
    const tags = Array.from({ length: 50 }, (_, i) => `tag=t${i}`).join("&")
    const state = readSearchState(`?kind=Recipe&kind=Post&kind=Post&tag=&tag=%20&${tags}`)
    expect(state.kinds).toEqual(["Post"])
    expect(state.tags).toEqual(Array.from({ length: 20 }, (_, i) => `t${i}`))
  })

  it("searches the words with spaces collapsed; filters alone are a search too", () => {
    expect(searchTerm("  shift \n  swap ")).toBe("shift swap")
    expect(isActive({ ...EMPTY_SEARCH, q: "   " })).toBe(false)
    expect(isActive({ ...EMPTY_SEARCH, tags: ["Payroll"] })).toBe(true)
  })

  it("toggles a filter value on and off", () => {
    const on = toggled(EMPTY_SEARCH, "kinds", "Post")
    expect(on.kinds).toEqual(["Post"])
    expect(toggled(on, "kinds", "Post").kinds).toEqual([])
    expect(toggled(on, "tags", "Payroll")).toEqual({ q: "", kinds: ["Post"], tags: ["Payroll"] })
  })
})
