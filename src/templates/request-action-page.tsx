import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import { IntroBand, IntroSplit } from "../components/page-intro"
import IntroText from "../components/intro-text.static"
import { RequestAction } from "../components/request-action/request-action"
import { HydrationBoundary } from "../components/hydration-boundary"
import { LeadHtml } from "../components/lead-html"

/** A page the confirmation email links to (confirm the address, delete the request); all copy is content. */
export default function RequestActionPage({ data }: PageProps<Queries.RequestActionPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  const { title, floatingContact, action, button, messages, retryLink } = page.frontmatter
  // The build's content check guarantees these for this template; the guard satisfies the types.
  if ((action !== "confirm" && action !== "delete") || !button || !messages || !retryLink) return null
  return (
    <Layout floatingContact={floatingContact}>
      <IntroBand>
        <IntroSplit
          intro={<IntroText title={title} lead={<LeadHtml html={page.html ?? ""} />} />}
          aside={
            <HydrationBoundary>
              <RequestAction action={action} button={button} messages={messages} retryLink={retryLink} />
            </HydrationBoundary>
          }
        />
      </IntroBand>
    </Layout>
  )
}

export const Head: HeadFC<Queries.RequestActionPageQuery> = PageHead

export const query = graphql`
  query RequestActionPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
        action
        button
        messages {
          noToken
          done
          used
          expired
          invalid
          rateLimited
          failed
          sending
          noScript
        }
        retryLink {
          label
          to
        }
      }
    }
  }
`
