import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { YourDataPage } from "../components/your-data/your-data-page"
import { LinkRequestForm } from "../components/your-data/link-request-form"
import { searchAttributes } from "../search/search-attributes"

/** /your-data: the form that emails a link to what the site holds about an address. */
export default function YourDataRequestPage({ data }: PageProps<Queries.YourDataRequestPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  const { title, noindex } = page.frontmatter
  return (
    <YourDataPage page={page} aside={<LinkRequestForm />} search={searchAttributes({ kind: "Page", title, noindex })} />
  )
}

export const Head: HeadFC<Queries.YourDataRequestPageQuery> = PageHead

export const query = graphql`
  query YourDataRequestPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
      }
    }
  }
`
