// What a page built from sections gets from the build: the checks of what it names, and its context (ids and files).
import path from "path"
import { blog, changelog, customers } from "../../articles/kinds"
import type { ArticleSet, CheckedArticle, CheckedData } from "../../articles/build/check"
import { planArticles } from "../../articles/build/plan"
import { sectionsSchema, type Section } from "../../../schema/sections"
import { sectionCatalogue, sectionReferenceErrors, sectionsContext, COMPARISON_TYPE } from "./plan"

const now = new Date("2026-06-01T00:00:00Z")
const article = (
  kind: CheckedArticle["kind"],
  slug: string,
  date: string,
  extra: Partial<CheckedArticle> = {},
): CheckedArticle => ({
  kind,
  id: `${kind.id}-${slug}`,
  slug,
  file: `content/${kind.id}/${slug}`,
  markdown: "",
  title: slug,
  description: "d",
  date: new Date(date),
  draft: false,
  facets: { tags: ["rotas"] },
  related: [],
  series: null,
  canonical: null,
  noindex: false,
  front: {},
  ...extra,
})
const data = (ids: string[]) =>
  new Map<string, CheckedData>(ids.map((id) => [id, { id, nodeId: `node-${id}`, file: `${id}.yaml`, name: id }]))

const set: ArticleSet = {
  byKind: new Map([
    [
      blog,
      [
        article(blog, "old", "2026-01-01"),
        article(blog, "law", "2026-03-01", { facets: { tags: ["law"] } }),
        article(blog, "new", "2026-04-01"),
        article(blog, "draft", "2026-05-01", { draft: true }),
        article(blog, "future", "2026-09-01"),
      ],
    ],
    [
      customers,
      [
        article(customers, "kestrel", "2026-02-01"),
        article(customers, "quayline", "2026-03-01"),
        article(customers, "later", "2026-12-01"),
      ],
    ],
    [changelog, [article(changelog, "fix", "2026-02-02")]],
  ]),
  data: { authors: data([]), tags: data(["rotas", "law"]), series: data([]) },
  facets: new Map(),
}
const plan = planArticles(set, { now, preview: false })
const nodes = {
  getNodesByType: (type: string) =>
    type === "FeaturesYaml"
      ? [{ id: "f", parent: null, children: [], internal: {}, features: [{ id: "scheduling" }, { id: "leave" }] }]
      : type === COMPARISON_TYPE
        ? [{ id: "c", parent: "file-c", children: [], internal: {} }]
        : [],
  getNode: (id: string) => (id === "file-c" ? { id, name: "spreadsheets" } : undefined),
} as never
const sections = (raw: unknown[]): Section[] => sectionsSchema.parse(raw)
const page = (raw: unknown[]) => ({ file: "content/pages/for-x.md", sections: sections(raw) })

describe("a page's sections: what they name", () => {
  const catalogue = sectionCatalogue(nodes, set)

  it("names each reference to a feature, a story, a comparison or a tag that does not exist, with its section", () => {
    const errors = sectionReferenceErrors(
      page([
        { type: "features", features: ["scheduling", "teleport"] },
        { type: "customers", heading: "C", stories: ["kestrel", "nobody"], quote: "ghost" },
        { type: "comparison", heading: "X", alternative: "pigeons" },
        { type: "articles", heading: "A", kind: "blog", tag: "gardening" },
      ]),
      catalogue,
    )
    expect(errors).toEqual([
      'content/pages/for-x.md: section 1 (features): field "features.1" names "teleport", which is no feature\'s id in content/features.yaml',
      'content/pages/for-x.md: section 2 (customers): field "stories.1" names "nobody", which is not a customer story (no content/customers/nobody/)',
      'content/pages/for-x.md: section 2 (customers): field "quote" names "ghost", which is not a customer story (no content/customers/ghost/)',
      'content/pages/for-x.md: section 3 (comparison): field "alternative" names "pigeons", which has no content/comparisons/pigeons.yaml',
      'content/pages/for-x.md: section 4 (articles): field "tag" names "gardening", which is no tag (no content/tags/gardening.yaml)',
    ])
  })

  it("accepts a story that is not published yet: it is simply not shown until it is", () => {
    expect(
      sectionReferenceErrors(
        page([{ type: "customers", heading: "C", stories: ["later"], quote: "later" }]),
        catalogue,
      ),
    ).toEqual([])
  })
})

/** The content folder the pages below are in (content/pages/x.md). */
const CONTENT = path.resolve("content")

describe("a page's sections: its context", () => {
  it("asks the query for the features and the plans only when a section shows them", () => {
    const context = sectionsContext(
      page([
        { type: "features", heading: "F", features: ["leave"] },
        { type: "pricing", heading: "P" },
      ]),
      plan,
      CONTENT,
    )
    expect([context.withFeatures, context.withPricing]).toEqual([true, true])
  })

  it("gives each section only what is published, newest first: a draft or a future article never", () => {
    const context = sectionsContext(
      page([
        { type: "articles", heading: "Blog", kind: "blog" },
        { type: "articles", heading: "Law", kind: "blog", tag: "law", count: 1 },
        { type: "customers", heading: "C", stories: ["quayline", "later", "kestrel"], quote: "later" },
        { type: "articles", heading: "Stories", kind: "customers", count: 5 },
        { type: "comparison", heading: "X", alternative: "spreadsheets" },
      ]),
      plan,
      CONTENT,
    )
    expect(context.sectionRefs).toEqual([
      { articles: ["blog-new", "blog-law", "blog-old"] },
      { articles: ["blog-law"] },
      { stories: ["customers-quayline", "customers-kestrel"], quote: "" },
      { articles: ["customers-quayline", "customers-kestrel"] },
      {},
    ])
    expect(context.articleIds).toEqual(["blog-new", "blog-law", "blog-old", "customers-quayline", "customers-kestrel"])
    expect(context.storyIds).toEqual(["customers-quayline", "customers-kestrel"])
    expect(context.comparisonIds).toEqual(["spreadsheets"])
    // No section shows the features or the plans: the query fetches neither (page data carries no bytes of them).
    expect([context.withFeatures, context.withPricing]).toEqual([false, false])
    // The sections the page data carries name no story that is not published: not in the list, not as the quote.
    expect(context.sections[2]).toEqual({ type: "customers", heading: "C", stories: ["quayline", "kestrel"] })
    expect(JSON.stringify(context.sections)).not.toContain("later")
  })

  it("points each picture at its file beside the page, and every published story when a wall names none", () => {
    const context = sectionsContext(
      page([
        {
          type: "hero",
          variant: "split",
          heading: "H",
          text: "T",
          primaryCta: { label: "Go", to: "/invite" },
          image: "../images/hero.png",
          imageAlt: "A",
        },
        { type: "media-rows", items: [{ heading: "R", text: "T", image: "../images/a.png", imageAlt: "A" }] },
        { type: "customers", heading: "C" },
      ]),
      plan,
      CONTENT,
    )
    // By their paths in the content folder: the build machine's own path never reaches the page's data.
    expect(context.heroImages).toEqual(["images/hero.png"])
    expect(context.rowImages).toEqual(["images/a.png"])
    expect(context.sectionRefs[2]).toEqual({ stories: ["customers-quayline", "customers-kestrel"], quote: "" })
  })
})
