import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import ProsePage from "../components/prose-page.static"
import { searchAttributes } from "../search/search-attributes"

/** A page of Markdown (the legal pages, about): all of it static HTML (src/static-parts/). */
export default function ProsePageTemplate({ data }: PageProps<Queries.ProsePageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  const { title, lastUpdated, floatingContact, noindex } = page.frontmatter
  return (
    <Layout floatingContact={floatingContact} search={searchAttributes({ kind: "Page", title, noindex })}>
      <ProsePage title={title} lastUpdated={lastUpdated} html={page.html ?? ""} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ProsePageQuery> = PageHead

export const query = graphql`
  query ProsePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
        lastUpdated(formatString: "YYYY-MM-DD")
      }
    }
  }
`
