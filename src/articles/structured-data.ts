// JSON-LD for articles, their authors and their lists (schema.org), built from page data; the Seo component writes
// it after the site's Organization. Every URL absolute (search engines and the validator want them so). Typed with
// schema-dts (schema.org's vocabulary as TypeScript types), so a property schema.org does not have fails the
// typecheck; tests/e2e/articles.test.ts runs Adobe's structured-data validator on the built pages.
import type { BlogPosting, BreadcrumbList, Organization, Person, WithContext } from "schema-dts"

type Site = { siteUrl: string; productName: string }
const absolute = (path: string, site: Site) => new URL(path, site.siteUrl).toString()

export function organizationRef(site: Site): Organization {
  return { "@type": "Organization", name: site.productName, url: site.siteUrl, logo: absolute("/favicon.svg", site) }
}

export function blogPosting(
  article: {
    title: string
    description: string
    date: string
    updated?: string | null
    path: string
    image: string
    canonical?: string | null
    tags: ReadonlyArray<string>
    authors: ReadonlyArray<{ name: string; path: string }>
  },
  site: Site,
): WithContext<BlogPosting> {
  const url = absolute(article.path, site)
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    image: [absolute(article.image, site)],
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": article.canonical ?? url },
    keywords: article.tags.join(", "),
    author: article.authors.map((author) => ({
      "@type": "Person",
      name: author.name,
      url: absolute(author.path, site),
    })),
    publisher: organizationRef(site),
  }
}

export function breadcrumbs(
  items: ReadonlyArray<{ name: string; path: string }>,
  site: Site,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(item.path, site),
    })),
  }
}

export function person(
  author: {
    name: string
    role: string
    bio: string
    path: string
    image?: string | null
    links: ReadonlyArray<{ url: string }>
  },
  site: Site,
): WithContext<Person> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: author.name,
    jobTitle: author.role,
    description: author.bio,
    url: absolute(author.path, site),
    ...(author.image ? { image: absolute(author.image, site) } : {}),
    ...(author.links.length ? { sameAs: author.links.map((link) => link.url) } : {}),
    worksFor: organizationRef(site),
  }
}
