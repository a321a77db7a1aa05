import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import PageIntro from "../components/page-intro.static"
import { Seo } from "../components/seo"
import { PricingPlans } from "../components/pricing/pricing-plans"
import { useSite } from "../hooks/use-site"
import { pricingStructuredData } from "../pricing/structured-data"
import { searchAttributes } from "../search/search-attributes"
import { translatedData } from "../languages/data-words"
import type { LanguageContext } from "../languages/language-context"
import { LeadHtml } from "../components/lead-html"

/** /pricing (and its translations, /hi/pricing): the plans in the page's language (src/languages/data-words.ts). */
export default function PricingPage({ data, pageContext }: PageProps<Queries.PricingPageQuery, LanguageContext>) {
  const { markdownRemark: page, pricingYaml: pricing } = translatedData(data, pageContext.dataWords)
  if (!page || !pricing) return null
  return (
    <Layout
      floatingContact={page.frontmatter.floatingContact}
      search={searchAttributes({ kind: "Page", title: page.frontmatter.title, noindex: page.frontmatter.noindex })}
    >
      <PageIntro title={page.frontmatter.title} lead={<LeadHtml html={page.html ?? ""} />} />
      <PricingPlans content={pricing} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.PricingPageQuery, LanguageContext> = ({ data: english, location, pageContext }) => {
  const site = useSite()
  const data = translatedData(english, pageContext.dataWords)
  const description = data.markdownRemark?.frontmatter.description
  const offers = data.pricingYaml
    ? [
        pricingStructuredData(data.pricingYaml, {
          name: site.productName,
          description: description || site.description,
          url: new URL(location.pathname.replace(/\/+$/, "") || "/", site.siteUrl).toString(),
          brandUrl: site.siteUrl,
        }),
      ]
    : []
  return (
    <Seo
      title={data.markdownRemark?.frontmatter.title}
      description={description}
      pathname={location.pathname}
      structuredData={offers}
      noindex={data.markdownRemark?.frontmatter.noindex}
      language={pageContext.language}
    />
  )
}

export const query = graphql`
  query PricingPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        ...PageFrontMatter
      }
    }
    pricingYaml {
      ...PricingContent
    }
  }
`
