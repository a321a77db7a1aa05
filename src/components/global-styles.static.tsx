// The site's global rules as a static part: the server writes them into <head> (src/ssr/render-page.tsx) and they stay
// there for the whole visit, so the browser needs none of their code.
import { staticPart } from "../static-parts/static-part"
import { GlobalStyles } from "./global-styles"

export default staticPart("global-styles", GlobalStyles)
