// The chunk for pages other than the one the browser loaded (page-parts.ts imports it at the first need): fetching
// their parts (page-html.ts) and making a followed link wait for them (parts-before-navigation.ts). Webpack evaluates
// a module once, so what follows runs once, when the chunk first arrives. Until then a click is not held: the router
// goes at once and the new page's shells wait for its parts (static-part-shell.tsx).
import { firstPage, loaded } from "./loaded-parts"
import { readParts } from "./page-html"
import { connectPartsBeforeNavigation } from "./parts-before-navigation"

export { loadPageParts } from "./page-html"

// The loaded page's parts, copied for a later Back to it: the document still shows that page, since every navigation
// away from it waits for this chunk (its shells suspend until the target's parts come).
loaded.set(firstPage, { parts: readParts(document) })
connectPartsBeforeNavigation()
