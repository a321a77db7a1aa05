// A page built from sections that shows the early-access form (a form section, or a hero with the form): the same
// page as sections-page.tsx, with the form's island. gatsby/pages.ts builds such a page with this template, so that
// the form's code (and the CSS-in-JS runtime it brings) reaches only the pages that show it.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { SectionsHead, SectionsPageBody } from "../sections/sections-page-parts"
import type { SectionsPageContext } from "../sections/sections"
import { EarlyAccessIsland } from "../sections/early-access-island"

export default function SectionsFormPage({
  data,
  pageContext,
}: PageProps<Queries.SectionsFormPageQuery, SectionsPageContext>) {
  return <SectionsPageBody data={data} pageContext={pageContext} Form={EarlyAccessIsland} />
}

export const Head: HeadFC<Queries.SectionsFormPageQuery, SectionsPageContext> = (props) => <SectionsHead {...props} />

export const query = graphql`
  query SectionsFormPage(
    $id: String!
    $storyIds: [String!]!
    $articleIds: [String!]!
    $comparisonIds: [String!]!
    $withFeatures: Boolean!
    $withPricing: Boolean!
    $heroImages: [String!]!
    $rowImages: [String!]!
  ) {
    ...SectionsPageData
  }
`
