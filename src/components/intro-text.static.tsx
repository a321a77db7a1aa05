// The text of an intro band (page-intro.tsx) as a static part, beside an island in an IntroSplit (a form, a button).
import { staticPart } from "../static-parts/static-part"
import { IntroText } from "./page-intro"

export default staticPart("intro-text", IntroText)
