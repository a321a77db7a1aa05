import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import type { SearchAnswer, SearchResult, SiteSearchIndex } from "../../search/pagefind-client"
import { SiteSearch } from "./site-search"

// The search page's body with the index replaced by a stand-in that answers from the pages below: what a visitor
// sees, and what the address says. The real index in a real browser is tests/e2e/search.test.ts.

type Page = SearchResult & { text: string }
const pages: Page[] = [
  {
    url: "/features",
    title: "Features",
    kind: "Page",
    tags: [],
    text: "shift swaps and rota",
    excerpt: "Build the <mark>rota</mark> fast",
  },
  {
    url: "/blog/fair-rotas",
    title: "Fair rotas",
    kind: "Post",
    tags: ["Scheduling"],
    text: "rota fairness",
    excerpt: "A fair <mark>rota</mark> &lt;b&gt;for all&lt;/b&gt;",
  },
  ...Array.from({ length: 12 }, (_, i) => ({
    url: `/changelog/entry-${i}`,
    title: `Entry ${i}`,
    kind: "Changelog",
    tags: ["Payroll"],
    text: "payroll export",
    excerpt: "<mark>payroll</mark> export",
  })),
]

function standIn(): SiteSearchIndex & { calls: Array<{ term: string; kinds: string[]; tags: string[] }> } {
  const calls: Array<{ term: string; kinds: string[]; tags: string[] }> = []
  const count = (list: Page[], key: "kind" | "tags") =>
    list.reduce<Record<string, number>>((counts, page) => {
      for (const value of key === "kind" ? [page.kind] : page.tags) counts[value] = (counts[value] ?? 0) + 1
      return counts
    }, {})
  return {
    calls,
    search: (term, { kinds, tags }) => {
      calls.push({ term, kinds, tags })
      const words = pages.filter((page) => !term || term.split(" ").every((word) => page.text.includes(word)))
      const found = words.filter(
        (page) =>
          (!kinds.length || (kinds as string[]).includes(page.kind)) &&
          (!tags.length || tags.some((t) => page.tags.includes(t))),
      )
      const answer: SearchAnswer = {
        total: found.length,
        results: found.map((page) => () => Promise.resolve(page)),
        counts: { kinds: count(words, "kind"), tags: count(words, "tags") },
      }
      return Promise.resolve(answer)
    },
    filterCounts: () => Promise.resolve({ kinds: count(pages, "kind"), tags: count(pages, "tags") }),
  }
}

const SECTIONS = '<ul><li><a href="/features">Features</a></li><li><a href="/pricing">Pricing</a></li></ul>'

function at(address: string) {
  window.history.replaceState(null, "", address)
}

const status = () => screen.getByRole("status")

function renderSearch(index: SiteSearchIndex = standIn()) {
  return render(<SiteSearch sectionsHtml={SECTIONS} load={() => Promise.resolve(index)} />)
}

afterEach(() => at("/"))

describe("the search page", () => {
  it("searches what the address asks for and shows each result's kind, title, link and marked excerpt", async () => {
    at("/search?q=rota")
    renderSearch()
    await waitFor(() => expect(status()).toHaveTextContent("2 results for “rota”"))
    expect(screen.getByRole("searchbox", { name: "Search the site" })).toHaveValue("rota")
    const items = screen.getAllByRole("listitem").filter((item) => item.querySelector("h2"))
    expect(items.map((item) => within(item).getByRole("link").getAttribute("href"))).toEqual([
      "/features",
      "/blog/fair-rotas",
    ])
    expect(within(items[1]!).getByText("Post")).toBeInTheDocument()
    expect(within(items[0]!).getByText("rota").tagName).toBe("MARK")
  })

  it("shows markup in the query and in a page's text as text, never as elements", async () => {
    at(`/search?q=${encodeURIComponent('<img src=x onerror="alert(1)">rota')}`)
    const { container } = renderSearch()
    await waitFor(() => expect(status()).toHaveTextContent('No results for “<img src=x onerror="alert(1)">rota”'))
    expect(screen.getByRole("searchbox")).toHaveValue('<img src=x onerror="alert(1)">rota')
    expect(container.querySelector("img")).toBeNull()

    at("/search?q=fairness")
    await act(async () => {
      window.dispatchEvent(new PopStateEvent("popstate"))
      await Promise.resolve()
    })
    await waitFor(() => expect(status()).toHaveTextContent("1 result for “fairness”"))
    expect(screen.getByText(/<b>for all<\/b>/)).toBeInTheDocument()
    expect(container.querySelector("b")).toBeNull()
  })

  it("puts what the visitor types in the address, in place (one history entry), and searches it", async () => {
    at("/search")
    const index = standIn()
    renderSearch(index)
    await waitFor(() => expect(status()).toHaveTextContent("Type a word or two"))
    const entries = window.history.length
    await userEvent.type(screen.getByRole("searchbox"), "payroll export")
    await waitFor(() => expect(status()).toHaveTextContent("12 results for “payroll export”"))
    expect(window.location.search).toBe("?q=payroll+export")
    expect(window.history.length).toBe(entries)
    expect(index.calls.at(-1)).toEqual({ term: "payroll export", kinds: [], tags: [] })
  })

  it("follows the back and forward buttons: the box and the results are the address's", async () => {
    at("/search?q=rota")
    renderSearch()
    await waitFor(() => expect(status()).toHaveTextContent("2 results"))
    at("/search?q=payroll")
    await act(async () => {
      window.dispatchEvent(new PopStateEvent("popstate"))
      await Promise.resolve()
    })
    await waitFor(() => expect(status()).toHaveTextContent("12 results for “payroll”"))
    expect(screen.getByRole("searchbox")).toHaveValue("payroll")
  })

  it("narrows the results by kind and tag, with each value's count, in the address too; clears them", async () => {
    at("/search?q=rota")
    const index = standIn()
    renderSearch(index)
    await waitFor(() => expect(status()).toHaveTextContent("2 results"))
    const kinds = screen.getByRole("group", { name: "Kind" })
    expect(within(kinds).getByRole("checkbox", { name: /Post/ }).closest("label")).toHaveTextContent("Post1")
    await userEvent.click(within(kinds).getByRole("checkbox", { name: /Post/ }))
    await waitFor(() => expect(status()).toHaveTextContent("1 result for “rota” with these filters"))
    expect(window.location.search).toBe("?q=rota&kind=Post")
    expect(index.calls.at(-1)).toEqual({ term: "rota", kinds: ["Post"], tags: [] })
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Fair rotas"])

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }))
    await waitFor(() => expect(status()).toHaveTextContent("2 results for “rota”"))
    expect(window.location.search).toBe("?q=rota")
  })

  it("folds the filters behind one button that says how many are on, and is there before the index is", async () => {
    at("/search?q=rota&kind=Post&tag=Scheduling")
    let arrive: (index: SiteSearchIndex) => void = () => {}
    render(<SiteSearch sectionsHtml={SECTIONS} load={() => new Promise((resolve) => (arrive = resolve))} />)
    // Before the index: the button is in place (nothing moves when it comes), with nothing to show yet.
    const toggle = screen.getByRole("button", { name: "Filters 2 on" })
    expect(toggle).toBeDisabled()
    expect(toggle).not.toHaveAttribute("aria-controls")
    await act(async () => {
      arrive(standIn())
      await Promise.resolve()
    })
    await waitFor(() => expect(toggle).toBeEnabled())
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(panel).toHaveAccessibleName("Narrow the results")
    expect(within(panel).getByRole("checkbox", { name: /Post/ })).toBeChecked()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    await userEvent.click(within(panel).getByRole("checkbox", { name: /Scheduling/ }))
    await waitFor(() => expect(window.location.search).toBe("?q=rota&kind=Post"))
    expect(screen.getByRole("button", { name: "Filters 1 on" })).toHaveAttribute("aria-expanded", "true")
    await userEvent.click(within(panel).getByRole("checkbox", { name: /Post/ }))
    await waitFor(() => expect(window.location.search).toBe("?q=rota"))
    expect(screen.getByRole("button", { name: "Filters" })).toHaveAttribute("aria-expanded", "true")
  })

  it("lists every page of a filter when there are no words", async () => {
    at("/search?tag=Scheduling")
    renderSearch()
    await waitFor(() => expect(status()).toHaveTextContent("1 page with these filters"))
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Fair rotas")
  })

  it("shows ten results, then ten more on request, moving focus to the first new one", async () => {
    at("/search?q=payroll")
    renderSearch()
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(10))
    await userEvent.click(screen.getByRole("button", { name: "Show 2 more results" }))
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(12))
    expect(document.activeElement).toHaveTextContent("Entry 10")
    expect(screen.queryByRole("button", { name: /more results/ })).toBeNull()
  })

  it("says so when the index cannot load, and lists the sections", async () => {
    at("/search?q=rota")
    render(<SiteSearch sectionsHtml={SECTIONS} load={() => Promise.reject(new Error("offline"))} />)
    await waitFor(() => expect(status()).toHaveTextContent("Search could not load just now"))
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
  })

  it("is, in the server's HTML, an empty search with a <noscript> that says why and lists the sections", () => {
    at("/search?q=rota")
    const html = renderToString(<SiteSearch sectionsHtml={SECTIONS} />)
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value=""/)
    const noscript = /<noscript[^>]*>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? ""
    expect(noscript).toContain("Search needs JavaScript")
    expect(noscript).toContain(SECTIONS)
    expect(html).toContain('action="/search"')
  })

  it("searches what was typed into the box before the page's script ran, once it has", async () => {
    at("/search")
    const index = standIn()
    const page = () => <SiteSearch sectionsHtml={SECTIONS} load={() => Promise.resolve(index)} />
    const container = document.createElement("div")
    container.innerHTML = renderToString(page())
    document.body.append(container)
    container.querySelector("input")!.value = "payroll"
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, page())
      await Promise.resolve()
    })
    await waitFor(() => expect(window.location.search).toBe("?q=payroll"))
    await waitFor(() => expect(status()).toHaveTextContent("12 results for “payroll”"))
    await act(async () => {
      root?.unmount()
      await Promise.resolve()
    })
    container.remove()
  })
})
