// The site's links are plain <a> elements in the browser (inside static HTML, and in islands, which do not carry
// gatsby-link's <Link>): gatsby-plugin-catch-links sends their clicks through the site's router, and this module
// prefetches what they lead to as <Link> does: a page's data and scripts when the link comes into view (low priority;
// Gatsby's loader skips it on a slow or data-saving connection), and at once when the pointer rests on it or it takes
// focus. The page's HTML, where its static parts come from (page-parts.ts), is fetched through `onIntent` when the
// pointer rests, focus lands or a finger touches, not for a link in view: the code that reads it is kept out of a
// first visit's download, and Gatsby's prefetch of the links in view comes within it (page-parts.ts).
//
// Workaround for Gatsby 5.16.x: Gatsby exports `prefetchPathname` (the loader's `enqueue`) but not the loader's
// `hovering`, which gatsby-link calls through the global `window.___loader`, as this module does. Remove when Gatsby
// exports a hover prefetch; if the loader's methods go, this fails loudly in the browser's console and prefetching
// stops (navigation still works).
import { routedPath } from "./routed-path"

type Loader = { enqueue(path: string): unknown; hovering(path: string): unknown }

function loader(): Loader | null {
  const found = (window as { ___loader?: Partial<Loader> }).___loader
  if (typeof found?.enqueue === "function" && typeof found.hovering === "function") return found as Loader
  console.error("src/static-parts/link-prefetch.ts: Gatsby's window.___loader has no enqueue/hovering (Gatsby 5.16?)")
  return null
}

const LINKS = "#___gatsby a[href]"

/**
 * Starts prefetching for the page's links; call `observe` again after each route change, for the new page's.
 * `onIntent` is told the path when the pointer rests on a link or it takes focus.
 */
export function connectLinkPrefetch(onIntent: (path: string) => void): { observe: () => void } {
  const gatsby = loader()
  if (!gatsby || typeof IntersectionObserver !== "function") return { observe: () => {} }
  const intent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINKS) : null
    const path = anchor && routedPath(anchor)
    if (!path) return
    gatsby.hovering(path)
    onIntent(path)
  }
  document.addEventListener("mouseover", intent, { passive: true })
  document.addEventListener("focusin", intent)
  document.addEventListener("touchstart", intent, { passive: true })

  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      inView.unobserve(entry.target)
      const path = routedPath(entry.target as HTMLAnchorElement)
      if (path) gatsby.enqueue(path)
    }
  })
  return {
    observe: () => {
      inView.disconnect()
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>(LINKS)) inView.observe(anchor)
    },
  }
}
