import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { PricingPlans } from "../components/pricing/pricing-plans"

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  const { markdownRemark: page, pricingYaml: pricing } = data
  if (!page || !pricing) return null
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <PageIntro title={page.frontmatter.title} lead={<div dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />} />
      <PricingPlans content={pricing} />
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
    pricingYaml {
      ...PricingContent
    }
  }
`
