import { loadSearchIndex, readResult } from "./pagefind-client"

// What the page asks Pagefind's API (as /pagefind/pagefind.js exports it) and how it reads the answers. Pagefind itself
// answering in a browser is tests/e2e/search.test.ts.

type Call = { term: string | null; options: unknown }

function fakePagefind(data: unknown[]) {
  const calls: Call[] = []
  const options: unknown[] = []
  const module = {
    options: (value: unknown) => Promise.resolve(void options.push(value)),
    init: () => Promise.resolve(),
    debouncedSearch: (term: string | null, searchOptions: unknown) => {
      calls.push({ term, options: searchOptions })
      return Promise.resolve({
        results: data.map((entry) => ({ id: "x", data: () => Promise.resolve(entry) })),
        totalFilters: { kind: { Page: 2, Post: 1 }, tag: { Payroll: 1, broken: "x" } },
      })
    },
    filters: () => Promise.resolve({ kind: { Page: 9 } }),
  }
  return { calls, options, module }
}

const page = {
  url: "/about",
  excerpt: "About <mark>us</mark>",
  meta: { title: "About Shiftwise", kind: "Page" },
  filters: { kind: ["Page"], tag: ["Team", 3] },
}

describe("the browser's Pagefind client", () => {
  it("loads /pagefind/pagefind.js once, asks for an excerpt with ellipses, and sends kinds and tags as any-of filters", async () => {
    const fake = fakePagefind([page, { url: "/broken" }])
    const imported: string[] = []
    const index = await loadSearchIndex((url) => Promise.resolve(void imported.push(url)).then(() => fake.module))
    expect(await loadSearchIndex(() => Promise.reject(new Error("not again")))).toBe(index)
    expect(imported).toEqual(["/pagefind/pagefind.js"])
    expect(fake.options).toEqual([{ excerptEllipsis: "…" }])

    const answer = (await index.search("about", { kinds: ["Page", "Post"], tags: ["Team"] }))!
    expect(fake.calls[0]).toEqual({
      term: "about",
      options: { filters: { kind: { any: ["Page", "Post"] }, tag: { any: ["Team"] } } },
    })
    expect(answer.total).toBe(2)
    expect(answer.counts).toEqual({ kinds: { Page: 2, Post: 1 }, tags: { Payroll: 1 } })
    expect(await Promise.all(answer.results.map((result) => result()))).toEqual([
      { url: "/about", title: "About Shiftwise", kind: "Page", tags: ["Team"], excerpt: "About <mark>us</mark>" },
      null,
    ])

    await index.search("", { kinds: [], tags: [] })
    expect(fake.calls[1]).toEqual({ term: null, options: { filters: {} } })
    expect(await index.filterCounts()).toEqual({ kinds: { Page: 9 }, tags: {} })
  })
})

describe("a result's data", () => {
  it("needs a URL, an excerpt, a title and a kind; tags are optional", () => {
    expect(readResult({ ...page, filters: {} })).toMatchObject({ tags: [] })
    for (const broken of [
      null,
      "x",
      { ...page, url: 3 },
      { ...page, meta: { kind: "Page" } },
      { ...page, excerpt: null },
    ])
      expect(readResult(broken)).toBeNull()
  })
})
