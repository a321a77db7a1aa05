// The build (build/plan.ts) and the editor's preview (cms/previews/sections-data.ts) resolve a page's sections by one
// copy of the rules: each type's module, run by resolve.ts. Here both are given the same stories and articles, and
// must show the same of them; and neither file may carry a rule of its own for a section type.
import fs from "fs"
import path from "path"
import { customers, blog } from "../articles/kinds"
import type { ArticlePlan } from "../articles/build/plan"
import type { CheckedArticle } from "../articles/build/check"
import { sectionsSchema } from "../../schema/sections"
import { SECTION_TYPES } from "../../schema/sections"
import { sectionsContext } from "./build/plan"
import { sectionsPreview, type PreviewSources } from "../../cms/previews/sections-data"

const ROOT = path.resolve(__dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")

describe("one copy of the sections' rules", () => {
  const users = ["src/sections/build/plan.ts", "cms/previews/sections-data.ts"]

  it.each(users)("%s resolves through resolve.ts and names no section type itself", (file) => {
    const source = read(file)
    expect(source).toMatch(/import \{ resolveSections \} from "[./]*(src\/sections\/)?resolve"/)
    for (const type of SECTION_TYPES) {
      expect(source).not.toContain(`case "${type}"`)
      expect(source).not.toContain(`type === "${type}"`)
      expect(source).not.toContain(`type !== "${type}"`)
    }
  })

  it("gives the build and the preview the same stories, quote and articles for the same content", () => {
    const sections = sectionsSchema.parse([
      { type: "customers", heading: "Wall", quote: "beta" },
      { type: "customers", heading: "Named", stories: ["alpha", "draft-one"] },
      { type: "articles", heading: "Posts", tag: "rotas", count: 2 },
    ])
    const story = (slug: string, date: string): CheckedArticle =>
      ({ kind: customers, id: `${slug}/index`, slug, date: new Date(date), facets: {} }) as unknown as CheckedArticle
    const post = (slug: string, date: string, tags: string[]): CheckedArticle =>
      ({ kind: blog, id: `blog:${slug}`, slug, date: new Date(date), facets: { tags } }) as unknown as CheckedArticle
    // What is published in this build, newest first, as the articles' plan gives it.
    const plan = {
      published: new Map([
        [customers, [story("beta", "2026-03-01"), story("alpha", "2026-01-01")]],
        [
          blog,
          [post("c", "2026-05-01", ["rotas"]), post("b", "2026-04-01", ["pay"]), post("a", "2026-03-01", ["rotas"])],
        ],
      ]),
    } as unknown as ArticlePlan
    const built = sectionsContext({ file: "content/pages/x.md", slug: "/x", sections }, plan, path.resolve("content"))

    const quotes = [{ text: "Words", name: "N", role: "R" }]
    const sources: PreviewSources = {
      features: null,
      pricing: null,
      site: null,
      stories: new Map([
        ["alpha/index", { company: "Alpha", date: "2026-01-01", quotes }],
        ["beta/index", { company: "Beta", date: "2026-03-01", quotes }],
        ["draft-one/index", { company: "Draft", date: "2026-02-01", draft: true }],
      ]),
      comparisons: new Map(),
      articles: {
        blog: new Map([
          ["a", { date: "2026-03-01", tags: ["rotas"] }],
          ["b", { date: "2026-04-01", tags: ["pay"] }],
          ["c", { date: "2026-05-01", tags: ["rotas"] }],
        ]),
      },
      image: () => null,
      day: () => null,
      now: new Date("2026-06-01T00:00:00Z"),
    }
    const previewed = sectionsPreview(sections, sources).context

    expect(built.sectionRefs).toEqual([
      { stories: ["beta/index", "alpha/index"], quote: "beta/index" },
      { stories: ["alpha/index"], quote: "" },
      { articles: ["blog:c", "blog:a"] },
    ])
    // The preview draws a draft the page names (the writer sees it); the build leaves it out. Otherwise the same.
    expect(previewed.sectionRefs).toEqual([
      built.sectionRefs[0],
      { stories: ["alpha/index", "draft-one/index"], quote: "" },
      built.sectionRefs[2],
    ])
  })
})
