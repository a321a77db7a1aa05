import { graphql, type HeadFC, type PageProps } from "gatsby"
import { HydrationBoundary } from "../components/hydration-boundary"
import { Layout } from "../components/layout"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { container, section } from "../components/container"
import { PrivacyContact } from "../components/your-data/privacy-contact"
import { YourDataView } from "../components/your-data/your-data-view"

/** /your-data/view: what the site holds about the person, for the 30 minutes of their session. */
export default function YourDataViewPage({ data }: PageProps<Queries.YourDataViewPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <HydrationBoundary>
        <PageIntro
          title={page.frontmatter.title}
          lead={<div dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <div css={[container, section]}>
          <YourDataView />
          <PrivacyContact title="Questions, or a complaint about your data?" />
        </div>
      </HydrationBoundary>
    </Layout>
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
