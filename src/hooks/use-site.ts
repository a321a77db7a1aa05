import { graphql, useStaticQuery } from "gatsby"

/**
 * The brand facts and the link lists from content/site.yaml, and the site's languages (content/languages.yaml), for
 * components that are on every page. One static query: its result is one small JSON file every page already loads.
 * The shell of a page in another language reads its words through useShell() (src/languages/page-language.tsx).
 */
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
        headerLinks {
          label
          to
        }
        footerColumns {
          heading
          links {
            label
            to
          }
        }
        legalLinks {
          label
          to
        }
        contactCard {
          heading
          text
          button {
            label
            to
          }
        }
        words {
          skipLink
          home
          menu
          mainNav
          footerNav
          legalNav
          cookieSettings
          languages
          lastUpdated
          comparisonTopics
          comparisonCaption
          comparisonSources
          comparisonSource
          comparisonSourceLabel
        }
        cookieBanner {
          title
          text
          policyLink {
            label
            to
          }
          reject
          accept
        }
        privacyContact {
          name
          role
          email
          address
        }
      }
      allLanguagesYaml {
        nodes {
          code
          name
          locale
          fonts
        }
      }
    }
  `)
  if (!data.siteYaml) throw new Error("content/site.yaml is missing")
  return { ...data.siteYaml, languages: data.allLanguagesYaml.nodes }
}
