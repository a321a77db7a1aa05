import type { Node } from "gatsby"
import { blog, changelog, customers } from "../kinds"
import type { ArticleSet, CheckedArticle } from "./check"
import { homeContext, homeCustomers } from "./home"
import type { ArticlePlan } from "./plan"

const story = (slug: string, date: string) =>
  ({ kind: customers, id: `node-${slug}`, slug, date: new Date(date), draft: false }) as CheckedArticle
const stories = [story("acme", "2026-01-01"), story("bolt", "2026-02-01"), story("later", "2099-01-01")]
const set = { byKind: new Map([[customers, stories]]) } as unknown as ArticleSet
const api = (customersSection: unknown) => ({
  getNodesByType: (type: string) => (type === "HomeYaml" ? [{ customers: customersSection } as unknown as Node] : []),
})
const plan = {
  published: new Map([
    [blog, []],
    [customers, [stories[1]!, stories[0]!]],
    [changelog, []],
  ]),
  homeLatestIds: ["post"],
} as unknown as ArticlePlan

describe("the home page's customers", () => {
  it("names home.yaml's field when it names a story that does not exist", () => {
    expect(homeCustomers(api({ quote: "nobody", stories: ["acme", "gone"] }), set).errors).toEqual([
      'content/home.yaml: YAML field "customers.quote" names "nobody", which is not a customer story (no content/customers/nobody/index.md)',
      'content/home.yaml: YAML field "customers.stories.1" names "gone", which is not a customer story (no content/customers/gone/index.md)',
    ])
  })

  it("shows the chosen logos in their order and the chosen quote, only of published stories", () => {
    const { choice } = homeCustomers(api({ quote: "later", stories: ["later", "acme", "bolt"] }), set)
    expect(homeContext(plan, choice)).toEqual({
      latestArticleIds: ["post"],
      customerLogoIds: ["node-acme", "node-bolt"],
      customerQuoteId: "",
    })
  })

  it("shows every published story, newest first, when home.yaml names none, and nothing when it is turned off", () => {
    const all = homeCustomers(api({ quote: "acme" }), set).choice
    expect(homeContext(plan, all)).toMatchObject({
      customerLogoIds: ["node-bolt", "node-acme"],
      customerQuoteId: "node-acme",
    })
    const off = homeCustomers(api({ show: false, quote: "acme" }), set).choice
    expect(homeContext(plan, off)).toMatchObject({ customerLogoIds: [], customerQuoteId: "" })
  })
})
