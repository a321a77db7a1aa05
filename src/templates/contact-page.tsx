import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import Contact from "../components/contact.static"
import { searchAttributes } from "../search/search-attributes"
import type { LanguageContext } from "../languages/language-context"

/** /contact (and its translations, /hi/contact): all of it static HTML (components/contact.static.tsx). */
export default function ContactPage({ data, pageContext }: PageProps<Queries.ContactPageQuery, LanguageContext>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout
      floatingContact={page.frontmatter.floatingContact}
      search={searchAttributes({ kind: "Page", title: page.frontmatter.title, noindex: page.frontmatter.noindex })}
    >
      <Contact data={data} words={pageContext.dataWords} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ContactPageQuery> = PageHead

export const query = graphql`
  query ContactPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        ...PageFrontMatter
      }
    }
    contactYaml {
      heading
      text
      channels {
        kind
        label
        value
        note
      }
      hours
      officeHeading
    }
  }
`
