// JSON-LD of a customer story or a changelog entry (an Article), beside src/articles/structured-data.ts's builders and
// in a module of its own: the home page's bundle carries structured-data.ts (its WebSite), and none of this.
import type { Article, WithContext } from "schema-dts"
import { organizationRef } from "./structured-data"

type Site = { siteUrl: string; productName: string }
const absolute = (path: string, site: Site) => new URL(path, site.siteUrl).toString()

/**
 * A customer story or a changelog entry: an Article, written by the site's organization. A story is `about` the
 * customer's Organization; no Review or rating (search engines treat a company's own reviews of itself as
 * self-serving, and a story is not one).
 */
export function article(
  page: {
    title: string
    description: string
    date: string
    updated?: string | null
    path: string
    image: string
    section: string
    keywords: ReadonlyArray<string>
    about?: { name: string; logo: string; url?: string | null } | null
  },
  site: Site,
): WithContext<Article> {
  const url = absolute(page.path, site)
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: page.title,
    description: page.description,
    image: [absolute(page.image, site)],
    datePublished: page.date,
    dateModified: page.updated ?? page.date,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: page.section,
    keywords: page.keywords.join(", "),
    ...(page.about
      ? {
          about: {
            "@type": "Organization",
            name: page.about.name,
            logo: absolute(page.about.logo, site),
            ...(page.about.url ? { url: page.about.url } : {}),
          },
        }
      : {}),
    author: organizationRef(site),
    publisher: organizationRef(site),
  }
}
