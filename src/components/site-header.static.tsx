// The header as a static part: its links are plain links that the site's router follows (gatsby-plugin-catch-links),
// and its Menu is an HTML popover that src/components/disclosure-nav.ts drives from the document, so nothing in it
// needs React in the browser. Its words and links are the page's language's (useShell), read here, on the server
// only: none of that code is in the browser's bundle.
import { staticPart } from "../static-parts/static-part"
import { useShell } from "../languages/use-shell"
import { Header } from "./header"

/** `focused`: a page for paid traffic, whose header has no navigation links (the logo still leads home). */
function SiteHeader({ focused }: { focused: boolean }) {
  const site = useShell()
  return (
    <Header
      productName={site.productName}
      links={focused ? [] : site.headerLinks}
      words={site.words}
      homePath={site.homePath}
      languages={site.otherLanguages}
    />
  )
}

export default staticPart("site-header", SiteHeader)
