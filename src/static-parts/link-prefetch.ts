// The site's links are plain <a> elements in the browser (inside static HTML, and in islands, which do not carry
// gatsby-link's <Link>): gatsby-plugin-catch-links sends their clicks through the site's router, and this module
// prefetches what they lead to as <Link> does: a page's data and scripts when the link comes into view (low priority;
// Gatsby's loader skips it on a slow or data-saving connection), and at once when the pointer rests on it or it takes
// focus. The page's HTML, where its static parts come from (page-parts.ts), is fetched alongside: here when the pointer
// rests or focus lands, and through Gatsby's public onPrefetchPathname (gatsby-browser.tsx) when its loader prefetches
// a link in view (its queue, its delay, its checks of the connection).
//
// Workaround for Gatsby 5.16.x: Gatsby exports `prefetchPathname` (the loader's `enqueue`) but not the loader's
// `hovering`, which gatsby-link calls through the global `window.___loader`, as this module does. Remove when Gatsby
// exports a hover prefetch; if the loader's methods go, this fails loudly in the browser's console and prefetching
// stops (navigation still works).
import { isFullLoadPath } from "../../config/client-navigation"
import { loadPageParts } from "./page-parts"

type Loader = { enqueue(path: string): unknown; hovering(path: string): unknown }

function loader(): Loader | null {
  const found = (window as { ___loader?: Partial<Loader> }).___loader
  if (typeof found?.enqueue === "function" && typeof found.hovering === "function") return found as Loader
  console.error("src/static-parts/link-prefetch.ts: Gatsby's window.___loader has no enqueue/hovering (Gatsby 5.16?)")
  return null
}

/** The site path a link leads to, if the router would take it (the same rules as gatsby-plugin-catch-links). */
export function routedPath(anchor: HTMLAnchorElement, here: Location = window.location): string | null {
  if (anchor.target && anchor.target !== "_self") return null
  if (anchor.hasAttribute("download")) return null
  let url: URL
  try {
    url = new URL(anchor.href, here.href)
  } catch {
    return null
  }
  if (url.origin !== here.origin) return null
  if (/\.(?!html?$)[a-z0-9]{1,5}$/i.test(url.pathname) || isFullLoadPath(url.pathname)) return null
  if (url.pathname === here.pathname) return null
  return url.pathname
}

const LINKS = "#___gatsby a[href]"

/** Fetches a page's parts ahead; one that fails is tried again when the link is followed (parts-before-navigation.ts). */
export const prefetchParts = (path: string, priority: RequestPriority): void =>
  void loadPageParts(path, priority).catch(() => {})

/** Starts prefetching for the page's links; call `observe` again after each route change, for the new page's. */
export function connectLinkPrefetch(): { observe: () => void } {
  const gatsby = loader()
  if (!gatsby || typeof IntersectionObserver !== "function") return { observe: () => {} }
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINKS) : null
    const path = anchor && routedPath(anchor)
    if (!path) return
    gatsby.hovering(path)
    prefetchParts(path, "high")
  }
  document.addEventListener("mouseover", onIntent, { passive: true })
  document.addEventListener("focusin", onIntent)
  document.addEventListener("touchstart", onIntent, { passive: true })

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
