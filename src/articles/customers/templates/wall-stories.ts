// What the home page's logo wall reads of a story (its own small module: the home page's bundle carries it, and
// nothing of the story pages' vocabulary comes with it).
import { graphql } from "gatsby"
import { articlePaths, customers } from "../../kinds"
import type { WallStory } from "../components/customer-logos"

export const wallFragments = graphql`
  fragment StoryWallFields on CustomerStory {
    id
    slug
    company
    example
    logo {
      publicURL
    }
    logoBox {
      width
      height
    }
  }
`

/** Query results as the logo wall's entries, in the order of `ids` when given. */
export function wallStoriesOf(
  nodes: ReadonlyArray<Queries.StoryWallFieldsFragment>,
  ids?: ReadonlyArray<string>,
): WallStory[] {
  const ordered = ids ? ids.flatMap((id) => nodes.filter((node) => node.id === id)) : [...nodes]
  return ordered.map((node) => ({
    id: node.id,
    path: articlePaths(customers).article(node.slug),
    company: node.company,
    logo: { url: node.logo.publicURL ?? "", width: node.logoBox.width, height: node.logoBox.height },
    example: node.example,
  }))
}
