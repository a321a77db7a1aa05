import { relatedArticles, relatedScore, SCORE } from "./related"

const post = (slug: string, tags: string[], date: string, series?: string) => ({
  slug,
  tags,
  date: new Date(date),
  series,
})

const me = { ...post("me", ["rotas", "fairness"], "2026-05-01", "fair"), related: ["chosen"] }
const candidates = [
  me,
  post("chosen", ["payroll"], "2024-01-01"),
  post("two-tags", ["rotas", "fairness"], "2025-01-01"),
  post("series", ["law"], "2026-04-01", "fair"),
  post("one-tag-recent", ["rotas"], "2026-04-30"),
  post("one-tag-old", ["rotas"], "2023-01-01"),
  post("nothing-newest", ["payroll"], "2026-06-01"),
]

describe("related articles", () => {
  it("scores shared tags, the same series and closeness in time", () => {
    expect(relatedScore(me, post("x", ["rotas"], "2026-05-01"))).toBeCloseTo(SCORE.tag + SCORE.recency)
    expect(relatedScore(me, post("x", [], "2030-01-01", "fair"))).toBe(SCORE.series)
  })

  it("puts the writer's choice first, then the best scored, never the article itself", () => {
    expect(relatedArticles(me, candidates).map((p) => p.slug)).toEqual(["chosen", "two-tags", "series"])
  })

  it("fills with the latest when too few share anything", () => {
    const lonely = { ...post("lonely", ["unique"], "2026-01-01"), related: [] }
    expect(relatedArticles(lonely, [lonely, ...candidates]).map((p) => p.slug)).toEqual([
      "nothing-newest",
      "me",
      "one-tag-recent",
    ])
  })

  it("ignores a related slug that is not among the candidates (a draft, a future post)", () => {
    const wants = { ...me, related: ["not-built"] }
    expect(relatedArticles(wants, candidates).map((p) => p.slug)).not.toContain("not-built")
  })
})
