import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import { IntroBand, IntroSplit } from "../components/page-intro"
import IntroText from "../components/intro-text.static"
import { EarlyAccess } from "../components/early-access/early-access"
import { useEarlyAccessRequested } from "../state/use-early-access-requested"
import { HydrationBoundary } from "../components/hydration-boundary"
import { searchAttributes } from "../search/search-attributes"
import { LeadHtml } from "../components/lead-html"

export default function InvitePage({ data }: PageProps<Queries.InvitePageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout
      floatingContact={page.frontmatter.floatingContact}
      search={searchAttributes({ kind: "Page", title: page.frontmatter.title, noindex: page.frontmatter.noindex })}
    >
      <IntroBand>
        <IntroSplit
          intro={<IntroText title={page.frontmatter.title} lead={<LeadHtml html={page.html ?? ""} />} />}
          aside={
            <HydrationBoundary>
              <InviteForm pagePath={page.frontmatter.slug} />
            </HydrationBoundary>
          }
        />
      </IntroBand>
    </Layout>
  )
}

/** The form, reading the visitor itself: the visitor arriving re-renders this boundary alone, and only to change it. */
function InviteForm({ pagePath }: { pagePath: string }) {
  const { alreadyRequested, markRequested } = useEarlyAccessRequested()
  return <EarlyAccess pagePath={pagePath} alreadyRequested={alreadyRequested} onAccepted={markRequested} />
}

export const Head: HeadFC<Queries.InvitePageQuery> = PageHead

export const query = graphql`
  query InvitePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
        # The page's own path, as built: the form posts it when the browser sends it by itself.
        slug
      }
    }
  }
`
