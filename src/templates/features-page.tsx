import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import Features from "../components/features.static"
import { searchAttributes } from "../search/search-attributes"
import type { LanguageContext } from "../languages/language-context"

/** /features (and its translations, /hi/features): all of it static HTML (components/features.static.tsx). */
export default function FeaturesPage({ data, pageContext }: PageProps<Queries.FeaturesPageQuery, LanguageContext>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout
      floatingContact={page.frontmatter.floatingContact}
      search={searchAttributes({ kind: "Page", title: page.frontmatter.title, noindex: page.frontmatter.noindex })}
    >
      <Features data={data} words={pageContext.dataWords} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.FeaturesPageQuery> = PageHead

export const query = graphql`
  query FeaturesPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        ...PageFrontMatter
      }
    }
    featuresYaml {
      heading
      text
      features {
        id
        title
        summary
        points
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 1080)
          }
        }
      }
    }
  }
`
