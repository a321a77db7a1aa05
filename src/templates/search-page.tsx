/** @jsxImportSource @emotion/react */
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import PageIntro from "../components/page-intro.static"
import { Seo } from "../components/seo"
import { HydrationBoundary } from "../components/hydration-boundary"
import { SiteSearch } from "../components/search/site-search"
import { container, section } from "../components/container"

/**
 * /search: the site's search (src/components/search/), over the index Pagefind writes after the build. The page's
 * Markdown is the list of the site's sections, shown when search cannot run. It is not itself in the index, and its
 * CSP alone allows WebAssembly (config/csp.ts).
 */
export default function SearchPage({ data }: PageProps<Queries.SearchPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <PageIntro title={page.frontmatter.title} />
      <HydrationBoundary>
        <div css={[container, section]}>
          <SiteSearch sectionsHtml={page.html ?? ""} />
        </div>
      </HydrationBoundary>
    </Layout>
  )
}

export const Head: HeadFC<Queries.SearchPageQuery> = ({ data, location }) => (
  <Seo
    title={data.markdownRemark?.frontmatter.title}
    description={data.markdownRemark?.frontmatter.description}
    pathname={location.pathname}
    noindex={data.markdownRemark?.frontmatter.noindex}
  />
)

export const query = graphql`
  query SearchPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
      }
    }
  }
`
