// A page built from sections (its front matter's `sections`, schema/sections.ts): a landing page, a page per industry,
// a comparison, and the home page. The sections are static HTML (src/sections/section-run.static.tsx) but the pricing
// switches and the early-access form, which are islands in frames of their own (src/sections/sections.tsx). What a
// section names by reference comes from where it lives, fetched here by the ids the page's context carries
// (src/sections/build/plan.ts): only what is published in this build. A page that shows the early-access form is
// built by sections-form-page.tsx instead, the one template whose code includes the form.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { SectionsHead, SectionsPageBody } from "../sections/sections-page-parts"
import type { SectionsPageContext } from "../sections/sections"

export default function SectionsPage({ data, pageContext }: PageProps<Queries.SectionsPageQuery, SectionsPageContext>) {
  return <SectionsPageBody data={data} pageContext={pageContext} />
}

export const Head: HeadFC<Queries.SectionsPageQuery, SectionsPageContext> = (props) => <SectionsHead {...props} />

export const query = graphql`
  query SectionsPage(
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
