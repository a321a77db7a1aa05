// What the home page shows of the articles: the blog's newest posts (plan.ts) and the customers' logos and one quote
// the writers chose (content/home.yaml `customers`). A story named there must exist (a message names the file and
// the field otherwise); one that is not published yet is simply not shown, so a writer can choose it ahead of its
// date. Only published stories reach the home page, in a preview build too.
import type { Node } from "gatsby"
import { articleFileOf } from "./sources"
import { customers } from "../kinds"
import type { ArticleSet } from "./check"
import type { ArticlePlan } from "./plan"

type NodeApi = { getNodesByType: (type: string) => Node[] }
export type HomeCustomersChoice = { show: boolean; stories: string[] | null; quote: string }

const HOME_FILE = "content/home.yaml"

/** content/home.yaml's `customers`, checked against the stories of the build; null when it has none. */
export function homeCustomers(api: NodeApi, set: ArticleSet): { choice: HomeCustomersChoice | null; errors: string[] } {
  const home = api.getNodesByType("HomeYaml")[0]
  const raw = home?.customers as { show?: boolean; stories?: string[] | null; quote?: string } | null | undefined
  if (!raw || typeof raw !== "object" || typeof raw.quote !== "string") return { choice: null, errors: [] }
  const slugs = new Set((set.byKind.get(customers) ?? []).map((story) => story.slug))
  const errors: string[] = []
  const unknown = (field: string, slug: string) =>
    `${HOME_FILE}: YAML field "${field}" names "${slug}", which is not a customer story (no ${articleFileOf(customers, slug)})`
  if (!slugs.has(raw.quote)) errors.push(unknown("customers.quote", raw.quote))
  const stories = Array.isArray(raw.stories) ? raw.stories.map(String) : null
  stories?.forEach((slug, index) => {
    if (!slugs.has(slug)) errors.push(unknown(`customers.stories.${index}`, slug))
  })
  return { choice: { show: raw.show !== false, stories, quote: raw.quote }, errors }
}

/** The home page's context: the blog's latest posts, the logos' stories and the quote's story (ids; "" for none). */
export function homeContext(plan: ArticlePlan | null, choice: HomeCustomersChoice | null) {
  const live = plan?.published.get(customers) ?? []
  const bySlug = new Map(live.map((story) => [story.slug, story]))
  const logos =
    choice?.show === false ? [] : choice?.stories ? choice.stories.flatMap((slug) => bySlug.get(slug) ?? []) : live
  return {
    latestArticleIds: plan?.homeLatestIds ?? [],
    customerLogoIds: logos.map((story) => story.id),
    customerQuoteId: (choice?.show !== false && choice && bySlug.get(choice.quote)?.id) || "",
  }
}
