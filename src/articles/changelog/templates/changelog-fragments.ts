// What a changelog entry shows in the list and on its own page; each query spreads it. The media's image has the
// same transforms in both (only `sizes` differs), so each file is generated once.
import { graphql } from "gatsby"

export const changelogFragments = graphql`
  fragment ChangelogEntryFields on ChangelogEntry {
    id
    slug
    title
    description
    date
    type
    area
    plans
    breaking
    version
    docs
  }
`
