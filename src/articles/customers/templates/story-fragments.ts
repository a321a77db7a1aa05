// What a story's card reads (its list, the other stories under a story, the home page's logo wall); each query
// spreads it. The logo is the SVG as a file, with its viewBox's proportions (the build reads them from the file).
import { graphql } from "gatsby"
import type { CardStory } from "../components/story-card"
import { industryName, sizeLabel } from "../vocabulary"

export const storyFragments = graphql`
  fragment StoryCardFields on CustomerStory {
    id
    path
    title
    company
    industry
    size
    example
    logo {
      publicURL
    }
    logoBox {
      width
      height
    }
    metrics {
      value
      unit
      label
    }
  }
`

/** Query results as cards, in the order of `ids` when given (the planner's order). */
export function storyCardsOf(
  nodes: ReadonlyArray<Queries.StoryCardFieldsFragment>,
  ids?: ReadonlyArray<string>,
): CardStory[] {
  const ordered = ids ? ids.flatMap((id) => nodes.filter((node) => node.id === id)) : [...nodes]
  return ordered.map((node) => ({
    id: node.id,
    path: node.path,
    title: node.title,
    company: node.company,
    logo: { url: node.logo.publicURL ?? "", width: node.logoBox.width, height: node.logoBox.height },
    metric: node.metrics[0] ?? { value: 0, unit: "", label: "" },
    facts: `${industryName(node.industry)} · ${sizeLabel(node.size)}`,
    example: node.example,
  }))
}
