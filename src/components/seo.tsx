import { createElement, type ReactNode } from "react"
import { useSite } from "../hooks/use-site"
import { SOCIAL_IMAGE, socialImagePath } from "../../config/social-image"
import type { PageLanguage } from "../../contracts/languages"
import { hreflangAlternates } from "../../contracts/hreflang"

type Props = {
  title?: string | null
  description?: string | null
  pathname: string
  /** Extra JSON-LD objects for this page (the organization is always included). */
  structuredData?: object[]
  /** Keep the page out of search results (pages only an email links to). */
  noindex?: boolean | null
  /** Where the page was first published, when that is elsewhere (an article's `canonical`); else its own URL. */
  canonical?: string | null
  /**
   * A page that answers an address rather than being one (the not-found template's 404 and 410 pages): it shares the
   * home page's social card. Its template says so, so that no page carries the site's languages to work it out.
   */
  statusPage?: boolean
  /** "article" for an article (Open Graph's type); every other page is a "website". */
  ogType?: "website" | "article"
  /**
   * The page's language and its versions in the others (a content page's pageContext.language, gatsby/pages.ts);
   * absent: a page in the default language alone.
   */
  language?: PageLanguage | undefined
  children?: ReactNode
}

/** Head tags for every page: "<title> · <product>" (the home page is the product name alone). */
export function Seo({
  title,
  description,
  pathname,
  structuredData = [],
  noindex = false,
  canonical: elsewhere,
  ogType = "website",
  language,
  statusPage = false,
  children,
}: Props) {
  const site = useSite()
  const slug = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/"
  // Every version of the page, its own included (a page in one language: itself).
  const alternates = language?.alternates ?? [{ code: site.language, path: slug }]
  // A language's home page (its default-language version is "/") is titled with the product name alone.
  const isHome = alternates.some((alternate) => alternate.path === "/")
  const fullTitle = title && !isHome ? `${title} · ${site.productName}` : site.productName
  const canonical = elsewhere ?? new URL(slug, site.siteUrl).toString()
  const metaDescription = description || site.description
  const image = new URL(socialImagePath(statusPage ? "/" : slug), site.siteUrl).toString()
  // The generated card shows the page's title and the brand (gatsby/social-images.ts, src/articles/build/cards.ts).
  const imageAlt = `${isHome || !title ? site.productName : title}, on a ${site.productName} card`
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.productName,
    legalName: site.legalName,
    url: site.siteUrl,
    logo: new URL("/favicon.svg", site.siteUrl).toString(),
    email: site.email,
    telephone: site.phone,
    address: { "@type": "PostalAddress", streetAddress: site.address },
  }
  return (
    <>
      {/* Gatsby swaps a Head's <html> for a placeholder only when it is made with React.createElement.
          Through the JSX runtime, React 19 takes over the real <html> on every Head render and strips
          all its attributes (data-currency and data-billing, which pick the visible prices, included). */}
      {createElement("html", { lang: language?.code ?? site.language })}
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {!noindex &&
        hreflangAlternates(alternates, site.language, site.siteUrl).map(({ lang, url }) => (
          <link key={lang} rel="alternate" hrefLang={lang} href={url} />
        ))}
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={site.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={new URL(slug, site.siteUrl).toString()} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {/* Raw JSON (React would HTML-escape text children); "<" escaped so no "</script>" can close it early. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify([organization, ...structuredData]).replace(/</g, "\\u003c") }}
      />
      {children}
    </>
  )
}
