import { blog } from "../kinds"
import type { ArticleSet, CheckedArticle, CheckedData } from "./check"
import { MIN_INDEXED_TAG_POSTS, paginate, planArticles } from "./plan"

const now = new Date("2026-06-01T00:00:00Z")
let n = 0
const article = (slug: string, date: string, extra: Partial<CheckedArticle> = {}): CheckedArticle => ({
  id: `node-${slug}`,
  slug,
  file: `content/blog/${slug}/index.md`,
  markdown: "",
  title: `Post ${++n}`,
  description: "d",
  date: new Date(date),
  authors: ["asha"],
  tags: ["rotas"],
  cover: "./cover.png",
  coverAlt: "A cover",
  draft: false,
  related: [],
  ...extra,
})
const data = (ids: string[]) =>
  new Map<string, CheckedData>(ids.map((id) => [id, { id, nodeId: `node-${id}`, file: `${id}.yaml`, name: id }]))

function setOf(articles: CheckedArticle[]): ArticleSet {
  return {
    byKind: new Map([[blog, articles]]),
    data: { authors: data(["asha", "ben"]), tags: data(["rotas", "law"]), series: data([]) },
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

  it("gives the home page the three newest published posts", () => {
    expect(production.homeLatestIds).toEqual(["node-syndicated", "node-law-1", "node-post-11"])
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
