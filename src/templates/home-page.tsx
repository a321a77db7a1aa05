import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { ImagePreload } from "../components/image-preload"
import { HomeSections } from "../components/home/home-sections"
import { webSite } from "../components/web-site-data"
import { searchAttributes } from "../search/search-attributes"

type Context = { id: string; latestArticleIds: string[]; customerLogoIds: string[]; customerQuoteId: string }

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, Context>) {
  const { markdownRemark: page, homeYaml: home, pricingYaml: pricing } = data
  if (!page || !home) return null
  const latest = home.latestArticles
  // The customers' section is HTML made at build time (src/articles/build/customer-wall.tsx).
  const customers = home.customers?.show !== false ? home.customers?.rendered.html : undefined
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
        customersHtml={customers}
        latest={
          latest && latest.show !== false && pageContext.latestArticleIds.length
            ? { ...latest, nodes: data.allBlogPost.nodes, order: pageContext.latestArticleIds }
            : undefined
        }
      />
    </Layout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => {
  const hero = data.homeYaml?.hero.image?.childImageSharp?.gatsbyImageData
  const customersCss = data.homeYaml?.customers?.show !== false ? data.homeYaml?.customers?.rendered.css : undefined
  return (
    <Seo
      title={null}
      description={data.markdownRemark?.frontmatter.description}
      pathname={location.pathname}
      noindex={data.markdownRemark?.frontmatter.noindex}
      structuredData={data.siteYaml ? [webSite(data.siteYaml)] : []}
    >
      {hero && <ImagePreload image={hero} />}
      {/* The customers' section's styles, made with its HTML at build time. */}
      {customersCss && <style dangerouslySetInnerHTML={{ __html: customersCss }} />}
    </Seo>
  )
}

export const query = graphql`
  query HomePage($id: String!, $latestArticleIds: [String!]!, $customerLogoIds: [String!]!, $customerQuoteId: String!) {
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
      customers {
        show
        rendered(stories: $customerLogoIds, quote: $customerQuoteId) {
          html
          css
        }
      }
    }
    pricingYaml {
      ...PricingContent
    }
    allBlogPost(filter: { id: { in: $latestArticleIds } }) {
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
