// The header as a static part: its links are plain links that the site's router follows (gatsby-plugin-catch-links),
// and its Menu is an HTML popover that src/components/disclosure-nav.ts drives from the document, so nothing in it
// needs React in the browser.
import { staticPart } from "../static-parts/static-part"
import { Header } from "./header"

export default staticPart("site-header", Header)
