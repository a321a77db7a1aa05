import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <PageIntro title={page.frontmatter.title} lead={<div dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.PricingPageQuery> = ({ data, location }) => (
  <Seo title={data.markdownRemark?.frontmatter.title} description={data.markdownRemark?.frontmatter.description} pathname={location.pathname} />
)

export const query = graphql`
  query PricingPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
        floatingContact
      }
    }
  }
`
