import { graphql, type HeadFC, type PageProps } from "gatsby"
import { HydrationBoundary } from "../components/hydration-boundary"
import { Layout } from "../components/layout"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { container, section } from "../components/container"
import { LinkRequestForm } from "../components/your-data/link-request-form"
import { PrivacyContact } from "../components/your-data/privacy-contact"

/** /your-data: the form that emails a link to what the site holds about an address. */
export default function YourDataRequestPage({ data }: PageProps<Queries.YourDataRequestPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <HydrationBoundary>
        <PageIntro
          title={page.frontmatter.title}
          lead={<div dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />}
          aside={<LinkRequestForm />}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, section]}>
          <PrivacyContact title="Questions, or a complaint about your data?" />
        </div>
      </HydrationBoundary>
    </Layout>
  )
}

export const Head: HeadFC<Queries.YourDataRequestPageQuery> = ({ data, location }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname={location.pathname}
    noindex={data.markdownRemark?.frontmatter.noindex}
  />
)

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
