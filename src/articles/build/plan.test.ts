import { blog, changelog, customers, type ArticleKind } from "../kinds"
import type { FacetEntry } from "./kind-specs"
import type { ArticleSet, CheckedArticle, CheckedData } from "./check"
import { MIN_INDEXED_TAG_POSTS, paginate, planArticles } from "./plan"

const now = new Date("2026-06-01T00:00:00Z")
let n = 0
type Extra = Partial<Omit<CheckedArticle, "facets">> & { tags?: string[] }
const article = (slug: string, date: string, { tags = ["rotas"], ...extra }: Extra = {}): CheckedArticle => ({
  kind: blog,
  id: `node-${slug}`,
  slug,
  file: `content/blog/${slug}/index.md`,
  markdown: "",
  title: `Post ${++n}`,
  description: "d",
  date: new Date(date),
  draft: false,
  facets: { tags, authors: ["asha"] },
  related: [],
  series: null,
  canonical: null,
  noindex: false,
  front: { tags },
  ...extra,
})
const data = (ids: string[]) =>
  new Map<string, CheckedData>(ids.map((id) => [id, { id, nodeId: `node-${id}`, file: `${id}.yaml`, name: id }]))

const entries = (ids: string[]) => ids.map((id) => ({ id, name: id, description: "" }))
function setOf(articles: CheckedArticle[]): ArticleSet {
  return {
    byKind: new Map([
      [blog, articles],
      [customers, []],
      [changelog, []],
    ]),
    data: { authors: data(["asha", "ben"]), tags: data(["rotas", "law"]), series: data([]) },
    facets: new Map([[blog, { tags: entries(["rotas", "law"]), authors: entries(["asha", "ben"]) }]]),
  }
}

const articles = [
  ...Array.from({ length: 11 }, (_, i) => article(`post-${i + 1}`, `2026-01-${String(i + 1).padStart(2, "0")}`)),
  article("law-1", "2026-02-01", { tags: ["law"], updated: new Date("2026-03-01") }),
  article("syndicated", "2026-02-02", { tags: ["law"], canonical: "https://example.com/x" }),
  article("draft", "2026-02-03", { draft: true, tags: ["law"] }),
  article("future", "2026-07-01", { tags: ["law"] }),
]

describe("the article plan", () => {
  const production = planArticles(setOf(articles), { now, preview: false })
  const paths = production.pages.map((page) => page.path)
  const page = (path: string) => production.pages.find((candidate) => candidate.path === path)!

  it("makes no page and no list entry of a draft or a future post in production", () => {
    expect(paths).not.toContain("/blog/draft")
    expect(paths).not.toContain("/blog/future")
    const listed = production.pages.flatMap((p) => (p.context.ids as string[] | undefined) ?? [])
    expect(listed).not.toContain("node-draft")
    expect(listed).not.toContain("node-future")
    const related = production.pages.flatMap((p) => (p.context.relatedIds as string[] | undefined) ?? [])
    expect(related).not.toContain("node-draft")
  })

  it("paginates the list, newest first, and dates each list page by its newest change", () => {
    expect(paths).toEqual(expect.arrayContaining(["/blog", "/blog/page/2"]))
    expect(page("/blog").context.ids).toHaveLength(blog.perPage)
    expect((page("/blog").context.ids as string[])[0]).toBe("node-syndicated")
    expect(page("/blog").context.lastmod).toBe("2026-03-01T00:00:00.000Z")
    expect(page("/blog/page/2").context).toMatchObject({ currentPage: 2, pageCount: 2 })
  })

  it("makes a tag with fewer than 3 published posts noindex and keeps it out of the sitemap", () => {
    expect(MIN_INDEXED_TAG_POSTS).toBe(3)
    expect(page("/blog/tags/law").context).toMatchObject({ noindex: true, sitemap: false })
    expect(page("/blog/tags/rotas").context).toMatchObject({ noindex: false, sitemap: true })
  })

  it("keeps a post first published elsewhere out of the sitemap, and dates a post by updated, else date", () => {
    expect(page("/blog/syndicated").context).toMatchObject({ sitemap: false, noindex: false })
    expect(page("/blog/law-1").context.lastmod).toBe("2026-03-01T00:00:00.000Z")
    expect(page("/blog/post-1").context.lastmod).toBe("2026-01-01T00:00:00.000Z")
  })

  it("lists each kind's published articles newest first, for a page's articles section", () => {
    expect(
      production.published
        .get(blog)
        ?.slice(0, 3)
        .map((article) => article.id),
    ).toEqual(["node-syndicated", "node-law-1", "node-post-11"])
  })

  it("in a preview, builds the draft and the future post with their status, noindex, out of the sitemap", () => {
    const preview = planArticles(setOf(articles), { now, preview: true })
    const of = (path: string) => preview.pages.find((candidate) => candidate.path === path)?.context
    expect(of("/blog/draft")).toMatchObject({ status: "draft", noindex: true, sitemap: false })
    expect(of("/blog/future")).toMatchObject({ status: "scheduled", noindex: true, sitemap: false })
    expect(of("/blog/post-1")?.relatedIds).not.toContain("node-draft")
    expect(preview.published.get(blog)?.map((a) => a.slug)).not.toContain("draft")
  })

  it("paginates an empty list as one empty page", () => {
    expect(paginate([], 10)).toEqual([[]])
    expect(paginate([1, 2, 3], 2)).toEqual([[1, 2], [3]])
  })
})

describe("the plan of stories and the changelog", () => {
  const story = (slug: string, date: string, extra: Partial<CheckedArticle> & { industry?: string } = {}) =>
    ({
      ...article(slug, date),
      kind: customers,
      file: `content/customers/${slug}/index.md`,
      facets: { industry: [extra.industry ?? "retail"], size: ["51-200"] },
      front: { industry: extra.industry ?? "retail", features: [] },
      ...extra,
    }) as CheckedArticle
  const entry = (slug: string, date: string, type: string, extra: Partial<CheckedArticle> = {}) => ({
    ...article(slug, date),
    kind: changelog,
    file: `content/changelog/${slug}.md`,
    facets: { type: [type] },
    front: { type },
    ...extra,
  })
  const stories = [
    story("real", "2026-03-01"),
    story("invented", "2026-04-01", { noindex: true, industry: "logistics" }),
    story("later", "2026-09-01"),
  ]
  const entries = [
    entry("one", "2026-01-01", "new"),
    entry("two", "2026-02-01", "fixed"),
    entry("three", "2026-03-01", "new"),
    entry("draft", "2026-03-02", "security", { draft: true }),
  ]
  const set: ArticleSet = {
    byKind: new Map([
      [blog, []],
      [customers, stories],
      [changelog, entries],
    ]),
    data: { authors: data([]), tags: data([]), series: data([]) },
    facets: new Map<ArticleKind, Record<string, FacetEntry[]>>([
      [blog, { tags: [], authors: [] }],
      [customers, { industry: entries_(["retail", "logistics"]), size: entries_(["51-200"]) }],
      [changelog, { type: entries_(["new", "improved", "fixed", "security", "deprecated"]) }],
    ]),
  }
  function entries_(ids: string[]) {
    return ids.map((id) => ({ id, name: id, description: `The ${id} ones.` }))
  }
  const plan = planArticles(set, { now, preview: false })
  const page = (path: string) => plan.pages.find((candidate) => candidate.path === path)

  it("makes a page per story and per filter value, with the kind's templates", () => {
    expect(page("/customers/real")?.component).toMatch(/customers\/templates\/story-page\.tsx$/)
    expect(page("/customers")?.component).toMatch(/customers\/templates\/story-list-page\.tsx$/)
    expect(page("/customers/industry/logistics")?.context).toMatchObject({ facet: "industry", value: "logistics" })
    expect(page("/customers/size/51-200")?.context.ids).toEqual(["node-invented", "node-real"])
    expect(page("/customers/later")).toBeUndefined()
  })

  it("keeps an example story out of search engines and the sitemap, but on the site", () => {
    expect(page("/customers/invented")?.context).toMatchObject({ noindex: true, sitemap: false, status: "published" })
    expect(page("/customers/real")?.context).toMatchObject({ noindex: false, sitemap: true })
  })

  it("makes a page for every changelog type, an empty one too, and links each entry to the newer and older", () => {
    for (const type of ["new", "improved", "fixed", "security", "deprecated"])
      expect(page(`/changelog/${type}`)).toBeDefined()
    expect(page("/changelog/new")?.context).toMatchObject({ ids: ["node-three", "node-one"], noindex: false })
    expect(page("/changelog/improved")?.context).toMatchObject({ ids: [], noindex: true, sitemap: false })
    expect(page("/changelog/security")?.context.ids).toEqual([])
    expect(page("/changelog/two")?.context).toMatchObject({ newerId: "node-three", olderId: "node-one" })
    expect(page("/changelog/draft")).toBeUndefined()
    expect(plan.published.get(changelog)?.map((e) => e.slug)).toEqual(["three", "two", "one"])
  })
})
