// The front matter every template reads (its title, the description and noindex for <head>, whether the footer
// shows the floating contact card); each page query spreads it inside `frontmatter { ... }` and adds what it needs
// beyond. floatingContact and noindex arrive with their defaults applied (gatsby/schema.ts, @normalised).
import { graphql } from "gatsby"

export const pageFrontMatterFragment = graphql`
  fragment PageFrontMatter on MarkdownRemarkFrontmatter {
    title
    description
    floatingContact
    noindex
  }
`
