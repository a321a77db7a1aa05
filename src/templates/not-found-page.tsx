import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import PageIntro from "../components/page-intro.static"
import { Seo } from "../components/seo"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <PageIntro
        eyebrow="404"
        title={page.frontmatter.title}
        lead={<div dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />}
      />
    </Layout>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname="/404"
    // Never indexed, whatever its front matter says: it answers every unknown address.
    noindex
  />
)

export const query = graphql`
  query NotFoundPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
      }
    }
  }
`
