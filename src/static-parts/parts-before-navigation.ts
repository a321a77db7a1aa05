// A click on a link the router takes waits for the target page's parts (page-parts.ts), so the new page is drawn whole
// when Gatsby renders it. Usually they are here already: they are fetched when the pointer rests on the link, it
// takes focus or a finger touches it (link-prefetch.ts), which is also what first loads this code (other-pages.ts).
// This listener is on the document, so it runs before gatsby-plugin-catch-links' (on the window), which leaves a click
// alone once it is handled (`defaultPrevented`); navigate() is Gatsby's public API. If the page cannot be fetched, the
// browser loads it.
import { navigate } from "gatsby"
import { routedPath } from "./routed-path"
import { loadedParts } from "./loaded-parts"
import { loadPageParts } from "./page-html"

export function connectPartsBeforeNavigation(): void {
  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null
    const path = anchor && routedPath(anchor)
    if (!anchor || !path || loadedParts(path)) return
    event.preventDefault()
    const url = new URL(anchor.href)
    loadPageParts(path).then(
      () => navigate(url.pathname + url.search + url.hash),
      () => window.location.assign(url.href),
    )
  })
}
