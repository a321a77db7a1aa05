import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "./page-head"
import { Layout } from "../components/layout"
import Features from "../components/features.static"
import { searchAttributes } from "../search/search-attributes"

/** /features: all of it static HTML (components/features.static.tsx). */
export default function FeaturesPage({ data }: PageProps<Queries.FeaturesPageQuery>) {
  const page = data.markdownRemark
  if (!page) return null
  return (
    <Layout
      floatingContact={page.frontmatter.floatingContact}
      search={searchAttributes({ kind: "Page", title: page.frontmatter.title, noindex: page.frontmatter.noindex })}
    >
      <Features data={data} />
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
