// The home page's WebSite JSON-LD (schema.org, typed by schema-dts), beside the Organization every page carries
// (seo.tsx). Its own module: the home page's bundle takes nothing of the articles' structured data.
import type { WebSite, WithContext } from "schema-dts"

type Site = { siteUrl: string; productName: string; description: string; language: string }
/** A language's home page: its address (/hi), language and description; absent: the default language's. */
type Home = { path: string; language: string; description?: string | undefined }

export function webSite(site: Site, home?: Home): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.productName,
    url: home && home.path !== "/" ? new URL(home.path, site.siteUrl).toString() : site.siteUrl,
    description: home?.description ?? site.description,
    inLanguage: home?.language ?? site.language,
    publisher: { "@type": "Organization", name: site.productName, url: site.siteUrl },
  }
}
