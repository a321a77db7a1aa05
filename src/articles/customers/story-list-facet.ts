// Which industry or company size a page of the story list is filtered by (its page context), shared by the list's
// static part and its <head>.
import { articlePaths, customers } from "../kinds"
import type { ListContext } from "../templates/list-context"
import { INDUSTRIES, SIZES } from "./vocabulary"

export type StoryListContext = ListContext & { allIds: string[]; facet: string; value: string }

const paths = articlePaths(customers)

/** The page's facet value, by name and lead ("Retail" and its description), or null on /customers. */
export function selected(context: StoryListContext): { name: string; description: string; path: string } | null {
  if (context.facet === "industry") {
    const industry = INDUSTRIES.find((candidate) => candidate.id === context.value)
    return industry ? { ...industry, path: paths.facet({ facet: "industry", value: industry.id }) } : null
  }
  if (context.facet === "size") {
    const size = SIZES.find((candidate) => candidate.id === context.value)
    return size ? { ...size, path: paths.facet({ facet: "size", value: size.id }) } : null
  }
  return null
}
