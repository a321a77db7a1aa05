import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { ImagePreload } from "../components/responsive-image"
import { HomeSections } from "../components/home/home-sections"
import { LatestArticles } from "../articles/components/latest-articles"
import { webSite } from "../components/web-site-data"

type Context = { id: string; latestArticleIds: string[] }

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, Context>) {
  const { markdownRemark: page, homeYaml: home, pricingYaml: pricing } = data
  if (!page || !home) return null
  const latest = home.latestArticles
  return (
    <Layout floatingContact={page.frontmatter.floatingContact}>
      <HomeSections
        hero={{ ...home.hero, image: home.hero.image?.childImageSharp?.gatsbyImageData }}
        stats={home.stats}
        highlights={home.highlights.map((h) => ({ ...h, image: h.image?.childImageSharp?.gatsbyImageData }))}
        cta={home.cta}
        pricing={pricing}
        latest={
          latest && latest.show !== false && pageContext.latestArticleIds.length ? (
            <LatestArticles {...latest} nodes={data.allArticle.nodes} order={pageContext.latestArticleIds} />
          ) : undefined
        }
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
      structuredData={data.siteYaml ? [webSite(data.siteYaml)] : []}
    >
      {hero && <ImagePreload image={hero} />}
    </Seo>
  )
}

export const query = graphql`
  query HomePage($id: String!, $latestArticleIds: [String!]!) {
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
      latestArticles {
        show
        heading
        text
        link {
          label
          to
        }
      }
    }
    pricingYaml {
      ...PricingContent
    }
    allArticle(filter: { id: { in: $latestArticleIds } }) {
      nodes {
        ...ArticleCardFields
      }
    }
    siteYaml {
      siteUrl
      productName
      description
      language
    }
  }
`
