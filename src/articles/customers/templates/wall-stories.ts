// What the home page's logo wall reads of a story (its own small module: the home page's bundle carries it, so
// neither kinds.ts nor the story pages' vocabulary comes with it: the story's address is its node's `path`).
import { graphql } from "gatsby"
import type { WallStory } from "../components/customer-logos"

export const wallFragments = graphql`
  fragment StoryWallFields on CustomerStory {
    id
    path
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
    path: node.path,
    company: node.company,
    logo: { url: node.logo.publicURL ?? "", width: node.logoBox.width, height: node.logoBox.height },
    example: node.example,
  }))
}
