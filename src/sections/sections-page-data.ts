// What a page of sections reads: the page's front matter and everything its sections name by reference, by the ids
// its context carries (src/sections/build/plan.ts). One fragment on the query root, spread by both templates of such
// a page (src/templates/sections-page.tsx and sections-form-page.tsx), whose operations declare its variables.
import { graphql } from "gatsby"

/** What a page's sections draw from: its query's results, or what the editor's preview makes in their place. */
export type SectionsData = Queries.SectionsPageDataFragment

export const sectionsPageData = graphql`
  fragment SectionsPageData on Query {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        ...PageFrontMatter
        slug
        canonical
        focusedHeader
      }
    }
    heroImages: allFile(filter: { sourceInstanceName: { eq: "content" }, relativePath: { in: $heroImages } }) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, sizes: "(min-width: 1152px) 1104px, calc(100vw - 48px)")
        }
      }
    }
    rowImages: allFile(filter: { sourceInstanceName: { eq: "content" }, relativePath: { in: $rowImages } }) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 1080)
        }
      }
    }
    stories: allCustomerStory(filter: { id: { in: $storyIds } }) {
      nodes {
        id
        path
        company
        example
        logo {
          publicURL
        }
        logoBox {
          width
          height
        }
        quotes {
          text
          name
          role
        }
      }
    }
    articles: allArticle(filter: { id: { in: $articleIds } }) {
      nodes {
        id
        path
        title
        description
      }
    }
    comparisons: allComparisonYaml(filter: { comparisonId: { in: $comparisonIds } }) {
      nodes {
        comparisonId
        name
        facts {
          topic
          us
          them
          source
          checked(formatString: "YYYY-MM-DD")
        }
      }
    }
    featuresYaml @include(if: $withFeatures) {
      features {
        id
        title
        summary
        points
      }
    }
    pricingYaml @include(if: $withPricing) {
      ...PricingPreviewContent
    }
    siteYaml {
      siteUrl
      productName
      description
      language
    }
  }
`
