import { Fragment } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import { Prose } from "../components/prose"
import { ProsePageBody } from "../components/prose-page-body"
import { PrivacyContact } from "../components/your-data/privacy-contact"
import { splitAtPrivacyContact } from "../components/your-data/privacy-contact-placeholder"
import { searchAttributes } from "../search/search-attributes"

export default function ProsePage({ data }: PageProps<Queries.ProsePageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  const { title, lastUpdated, floatingContact, noindex } = page.frontmatter
  // A paragraph that says {privacyContact} is where the privacy contact from site.yaml goes.
  const parts = splitAtPrivacyContact(page.html ?? "")
  return (
    <Layout floatingContact={floatingContact} search={searchAttributes({ kind: "Page", title, noindex })}>
      <ProsePageBody title={title} lastUpdated={lastUpdated}>
        {parts.map((html, index) => (
          <Fragment key={index}>
            {index > 0 && <PrivacyContact />}
            <Prose html={html} />
          </Fragment>
        ))}
      </ProsePageBody>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ProsePageQuery> = PageHead

export const query = graphql`
  query ProsePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
        lastUpdated(formatString: "D MMMM YYYY")
      }
    }
  }
`
