// A page built from sections (its front matter's `sections`, schema/sections.ts): a landing page, a page per industry,
// a comparison, and the home page. The sections are static HTML (src/sections/section-run.static.tsx) but the pricing
// switches and the early-access form, which are islands in frames of their own (src/sections/sections.tsx). What a
// section names by reference comes from where it lives, fetched here by the ids the page's context carries
// (src/sections/build/plan.ts): only what is published in this build.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { ImagePreload } from "../components/image-preload"
import { webSite } from "../components/web-site-data"
import { Sections, type SectionsPageContext } from "../sections/sections"
import { pageSections } from "../sections/page-sections"
import { searchAttributes } from "../search/search-attributes"

export default function SectionsPage({ data, pageContext }: PageProps<Queries.SectionsPageQuery, SectionsPageContext>) {
  const page = data.markdownRemark
  if (!page) return null
  const { title, noindex, floatingContact, focusedHeader } = page.frontmatter
  return (
    <Layout
      floatingContact={floatingContact}
      focused={focusedHeader}
      search={searchAttributes({ kind: "Page", title, noindex })}
    >
      <Sections
        data={data}
        context={pageContext}
        sections={pageSections(page.frontmatter.sections)}
        path={page.frontmatter.slug}
      />
    </Layout>
  )
}

export const Head: HeadFC<Queries.SectionsPageQuery, SectionsPageContext> = ({ data, location }) => {
  const page = data.markdownRemark
  const hero = data.heroImages.nodes[0]?.childImageSharp?.gatsbyImageData
  return (
    <Seo
      title={location.pathname === "/" ? null : page?.frontmatter.title}
      description={page?.frontmatter.description}
      pathname={location.pathname}
      noindex={page?.frontmatter.noindex}
      canonical={page?.frontmatter.canonical ?? undefined}
      structuredData={location.pathname === "/" && data.siteYaml ? [webSite(data.siteYaml)] : []}
    >
      {/* The first section's picture is the first screen's largest: fetched early. */}
      {hero && <ImagePreload image={hero} />}
    </Seo>
  )
}

export const query = graphql`
  query SectionsPage(
    $id: String!
    $storyIds: [String!]!
    $articleIds: [String!]!
    $comparisonIds: [String!]!
    $heroImages: [String!]!
    $rowImages: [String!]!
  ) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        ...PageFrontMatter
        slug
        sections
        canonical
        focusedHeader
      }
    }
    heroImages: allFile(filter: { absolutePath: { in: $heroImages } }) {
      nodes {
        absolutePath
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, sizes: "(min-width: 1152px) 1104px, calc(100vw - 48px)")
        }
      }
    }
    rowImages: allFile(filter: { absolutePath: { in: $rowImages } }) {
      nodes {
        absolutePath
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
          checked(formatString: "D MMMM YYYY")
        }
      }
    }
    featuresYaml {
      features {
        id
        title
        summary
        points
      }
    }
    pricingYaml {
      ...PricingContent
    }
    siteYaml {
      siteUrl
      productName
      description
      language
    }
  }
`
