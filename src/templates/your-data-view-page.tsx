import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
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

export const Head: HeadFC<Queries.YourDataViewPageQuery> = ({ data, location }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname={location.pathname}
    noindex={data.markdownRemark?.frontmatter.noindex}
  />
)

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
