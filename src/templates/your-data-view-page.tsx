import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { YourDataPage } from "../components/your-data/your-data-page"
import { YourDataView } from "../components/your-data/your-data-view"

/** /your-data/view: what the site holds about the person, for the 30 minutes of their session. */
export default function YourDataViewPage({ data }: PageProps<Queries.YourDataViewPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <YourDataPage page={page}>
      <YourDataView />
    </YourDataPage>
  )
}

export const Head: HeadFC<Queries.YourDataViewPageQuery> = PageHead

export const query = graphql`
  query YourDataViewPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
      }
    }
  }
`
