// An inner page's intro band (page-intro.tsx) as a static part.
import { staticPart } from "../static-parts/static-part"
import { PageIntro } from "./page-intro"

export default staticPart("page-intro", PageIntro)
