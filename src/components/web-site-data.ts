// The home page's WebSite JSON-LD (schema.org, typed by schema-dts), beside the Organization every page carries
// (seo.tsx). Its own module: the home page's bundle takes nothing of the articles' structured data.
import type { WebSite, WithContext } from "schema-dts"

type Site = { siteUrl: string; productName: string; description: string; language: string }

export function webSite(site: Site): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.productName,
    url: site.siteUrl,
    description: site.description,
    inLanguage: site.language,
    publisher: { "@type": "Organization", name: site.productName, url: site.siteUrl },
  }
}
