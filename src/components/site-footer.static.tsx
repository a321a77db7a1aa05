// The footer as a static part: links, the floating contact card and the Cookie settings button
// (src/components/cookie-settings.ts answers it from the document). Its words and links are the page's language's
// (useShell), read on the server only.
import { staticPart } from "../static-parts/static-part"
import { useShell } from "../languages/use-shell"
import { Footer } from "./footer"

/** `floatingContact`: the page's (defaulted by the content schema, read through GraphQL). */
function SiteFooter({ floatingContact }: { floatingContact: boolean }) {
  const site = useShell()
  // A link to a page in another language says so (hreflang): a Hindi page's footer leads to English-only pages.
  const marked = <T extends { to: string }>(link: T) => ({ ...link, hrefLang: site.linkLanguage(link.to) })
  return (
    <Footer
      productName={site.productName}
      legalName={site.legalName}
      address={site.address}
      columns={site.footerColumns.map((column) => ({ ...column, links: column.links.map(marked) }))}
      legalLinks={site.legalLinks.map(marked)}
      contactCard={site.contactCard}
      floatingContact={floatingContact}
      words={site.words}
      homePath={site.homePath}
      languages={site.otherLanguages}
    />
  )
}

export default staticPart("site-footer", SiteFooter)
