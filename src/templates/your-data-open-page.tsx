import { graphql, type HeadFC, type PageProps } from "gatsby"
import { HydrationBoundary } from "../components/hydration-boundary"
import { Layout } from "../components/layout"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { container, section } from "../components/container"
import { OpenData } from "../components/your-data/open-data"
import { PrivacyContact } from "../components/your-data/privacy-contact"

/** /your-data/open?token=…: the page the emailed link opens; its button starts the session. */
export default function YourDataOpenPage({ data }: PageProps<Queries.YourDataOpenPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <HydrationBoundary>
        <PageIntro
          title={page.frontmatter.title}
          lead={<div dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />}
          aside={<OpenData />}
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

export const Head: HeadFC<Queries.YourDataOpenPageQuery> = ({ data, location }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname={location.pathname}
    noindex={data.markdownRemark?.frontmatter.noindex}
  />
)

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
