// The footer as a static part: links, the floating contact card and the Cookie settings button
// (src/components/cookie-settings.ts answers it from the document).
import { staticPart } from "../static-parts/static-part"
import { Footer } from "./footer"

export default staticPart("site-footer", Footer)
