import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { ImagePreload } from "../components/responsive-image"
import { HomeSections } from "../components/home/home-sections"
import { searchAttributes } from "../search/search-attributes"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { markdownRemark: page, homeYaml: home, pricingYaml: pricing } = data
  if (!page || !home) return null
  return (
    <Layout
      floatingContact={page.frontmatter.floatingContact}
      search={searchAttributes({ kind: "Page", title: page.frontmatter.title, noindex: page.frontmatter.noindex })}
    >
      <HomeSections
        hero={{ ...home.hero, image: home.hero.image?.childImageSharp?.gatsbyImageData }}
        stats={home.stats}
        highlights={home.highlights.map((h) => ({ ...h, image: h.image?.childImageSharp?.gatsbyImageData }))}
        cta={home.cta}
        pricing={pricing}
      />
    </Layout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => {
  const hero = data.homeYaml?.hero.image?.childImageSharp?.gatsbyImageData
  return (
    <Seo
      title={null}
      description={data.markdownRemark?.frontmatter.description}
      pathname={location.pathname}
      noindex={data.markdownRemark?.frontmatter.noindex}
    >
      {hero && <ImagePreload image={hero} />}
    </Seo>
  )
}

export const query = graphql`
  query HomePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        ...PageFrontMatter
      }
    }
    homeYaml {
      hero {
        eyebrow
        heading
        text
        primaryCta {
          label
          to
        }
        secondaryCta {
          label
          to
        }
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, sizes: "(min-width: 1152px) 1104px, calc(100vw - 48px)")
          }
        }
      }
      stats {
        value
        label
      }
      highlights {
        heading
        text
        bullets
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 1080)
          }
        }
      }
      cta {
        heading
        text
        button {
          label
          to
        }
      }
    }
    pricingYaml {
      ...PricingContent
    }
  }
`
