import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import PageIntro from "../components/page-intro.static"
import { Seo } from "../components/seo"
import { LeadHtml } from "../components/lead-html"
import type { LanguageContext } from "../languages/language-context"

/**
 * "/404" -> "404", "/410" -> "410", "/hi/404" -> "404": the status the page is answered with (a retired address's is
 * 410 Gone).
 */
const statusOf = (slug: string) => slug.replace(/^.*\//, "")

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <PageIntro
        eyebrow={statusOf(page.frontmatter.slug)}
        title={page.frontmatter.title}
        lead={<LeadHtml html={page.html ?? ""} />}
      />
    </Layout>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery, LanguageContext> = ({ data, pageContext }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname={data.markdownRemark?.frontmatter.slug ?? "/404"}
    // Never indexed, whatever its front matter says: it answers every unknown (or retired) address.
    noindex
    statusPage
    language={pageContext.language}
  />
)

export const query = graphql`
  query NotFoundPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
        slug
      }
    }
  }
`
