import { lostAddresses, parsePublished, renderPublished } from "./published"
import type { RedirectRule } from "./redirect-rules"

const built = new Map([
  ["/", "content/pages/home.md"],
  ["/blog/rotas-made-fair", "content/blog/rotas-made-fair/index.md"],
])

describe("the published addresses", () => {
  const published = parsePublished(
    "# header\n/  content/pages/home.md\n/blog/fair-rota  content/blog/fair-rota/index.md\n/old  gone\n",
  )

  it("names an address the build lost, its old file, and the exact line that redirects it to its new address", () => {
    const [message, ...rest] = lostAddresses(published, built, [{ from: "/old", to: "/410", status: 410, source: "" }])
    expect(rest).toEqual([])
    expect(message).toContain(
      "/blog/fair-rota was published (made by content/blog/fair-rota/index.md) and this build neither makes it, redirects it nor marks it gone.",
    )
    expect(message).toContain(
      '      - { from: /blog/fair-rota, to: /blog/rotas-made-fair, type: permanent, note: "Renamed" }',
    )
    expect(message).toContain('      - { from: /blog/fair-rota, type: gone, note: "Retired" }')
  })

  it("lists every address ever published with what it does now, an old one as its redirect", () => {
    const rules: RedirectRule[] = [
      { from: "/blog/fair-rota", to: "/blog/rotas-made-fair", status: 301, source: "" },
      { from: "/old", to: "/410", status: 410, source: "" },
    ]
    expect(lostAddresses(published, built, rules)).toEqual([])
    const text = renderPublished(published, built, rules)
    expect(text.split("\n").filter((line) => !line.startsWith("#"))).toEqual([
      "/  content/pages/home.md",
      "/blog/fair-rota  redirect 301 → /blog/rotas-made-fair",
      "/blog/rotas-made-fair  content/blog/rotas-made-fair/index.md",
      "/old  gone",
      "",
    ])
    expect(parsePublished(text).get("/blog/fair-rota")).toBe("redirect 301 → /blog/rotas-made-fair")
  })
})
