import { graphql, useStaticQuery } from "gatsby"

/** The brand facts from content/site.yaml, for components that are on every page. */
export function useSite() {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      siteYaml {
        productName
        tagline
        description
        legalName
        address
        email
        supportEmail
        phone
        siteUrl
        language
      }
    }
  `)
  if (!data.siteYaml) throw new Error("content/site.yaml is missing")
  return data.siteYaml
}
