import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { YourDataPage } from "../components/your-data/your-data-page"
import { OpenData } from "../components/your-data/open-data"

/** /your-data/open?token=…: the page the emailed link opens; its button starts the session. */
export default function YourDataOpenPage({ data }: PageProps<Queries.YourDataOpenPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return <YourDataPage page={page} aside={<OpenData />} />
}

export const Head: HeadFC<Queries.YourDataOpenPageQuery> = PageHead

export const query = graphql`
  query YourDataOpenPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
      }
    }
  }
`
