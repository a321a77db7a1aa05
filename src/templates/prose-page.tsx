import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Prose } from "../components/prose"
import { ProsePageBody } from "../components/prose-page-body"
import { Seo } from "../components/seo"

export default function ProsePage({ data }: PageProps<Queries.ProsePageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  const { title, lastUpdated, floatingContact } = page.frontmatter
  return (
    <Layout floatingContact={floatingContact}>
      <ProsePageBody title={title} lastUpdated={lastUpdated}>
        <Prose html={page.html ?? ""} />
      </ProsePageBody>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ProsePageQuery> = ({ data, location }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname={location.pathname}
    noindex={data.markdownRemark?.frontmatter.noindex}
  />
)

export const query = graphql`
  query ProsePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
        lastUpdated(formatString: "D MMMM YYYY")
      }
    }
  }
`
