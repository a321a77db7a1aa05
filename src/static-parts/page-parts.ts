// Where a static part's markup comes from in the browser once the page was not the one the browser loaded: that
// page's own built HTML, fetched as Gatsby fetches a page's data (link-prefetch.ts starts it on the same triggers) and
// kept for the visit. So a page's data carries no part, and a first visit downloads the page's text once, in its HTML.
//
// - The page the browser loaded: its parts are read from the document as the server sent it, before React hydrates
//   (rememberLoadedPage, from gatsby-browser's onClientEntry); its styles are in <head> already.
// - Any other page: its HTML's parts (each container's inner HTML) and its page CSS (the <style data-page-css> that
//   src/ssr/render-page.tsx writes in <head>: the rules its components use), parsed with DOMParser, which runs none of
//   its scripts.
import { PAGE_CSS_ATTRIBUTE, STATIC_PART_ATTRIBUTE } from "./part-id"

/** A page's static parts by key (their containers' inner HTML), and the CSS rules its components use. */
export type PageParts = { parts: ReadonlyMap<string, string>; css: string }

const loaded = new Map<string, PageParts>()
const loading = new Map<string, Promise<PageParts>>()
const forRender = new Map<string, Promise<PageParts>>()

/** The key of a page in the cache: its path without a trailing slash (the site's canonical addresses have none). */
export const pageKey = (pathname: string): string => pathname.replace(/\/+$/, "") || "/"

/** The static parts of a document, and its page CSS. */
export function readParts(doc: ParentNode): PageParts {
  const parts = new Map<string, string>()
  for (const container of doc.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`))
    parts.set(container.getAttribute(STATIC_PART_ATTRIBUTE)!, container.innerHTML)
  const css = [...doc.querySelectorAll(`style[${PAGE_CSS_ATTRIBUTE}]`)].map((style) => style.textContent).join("")
  return { parts, css }
}

/**
 * Keeps the loaded page's parts as the server sent them, once the document is parsed: from onClientEntry, which runs
 * before Gatsby adds the DOMContentLoaded listener that starts hydration (as src/hydration-progress.ts counts).
 */
export function rememberLoadedPage(): void {
  const run = () => loaded.set(pageKey(window.location.pathname), { parts: readParts(document).parts, css: "" })
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true })
  else run()
}

/** The page's parts if this visit has them already. */
export const loadedParts = (pathname: string): PageParts | undefined => loaded.get(pageKey(pathname))

/** Fetches the page's HTML (once per visit) and reads its parts; rejects if the page cannot be fetched. */
export function loadPageParts(pathname: string, priority: RequestPriority = "high"): Promise<PageParts> {
  const key = pageKey(pathname)
  const done = loaded.get(key)
  if (done) return Promise.resolve(done)
  let pending = loading.get(key)
  if (!pending) {
    pending = fetch(key, { headers: { accept: "text/html" }, priority })
      .then((response) => {
        if (!response.ok) throw new Error(`${key}: HTTP ${response.status}`)
        return response.text()
      })
      .then((html) => {
        const page = readParts(new DOMParser().parseFromString(html, "text/html"))
        loaded.set(key, page)
        return page
      })
      .finally(() => loading.delete(key))
    loading.set(key, pending)
  }
  return pending
}

/**
 * For a shell rendered on a page whose parts have not arrived (a navigation that did not come through a link, such as
 * a form's navigate()): the same promise on every render until they arrive, for React's use(). If the page's HTML
 * cannot be fetched, the browser loads the page from the server instead.
 */
export function partsForRender(pathname: string): Promise<PageParts> {
  const key = pageKey(pathname)
  let promise = forRender.get(key)
  if (!promise) {
    promise = loadPageParts(key).catch(() => {
      window.location.reload()
      return { parts: new Map(), css: "" }
    })
    forRender.set(key, promise)
  }
  return promise
}

const styled = new Set<string>()

/**
 * Puts a navigated page's CSS at the end of <head>, once per page and visit. Emotion names a class for its rules' hash,
 * so rules already there from another page are the same rules, and nothing is ever taken out (as Emotion's own sheet).
 */
export function addPageCss(pathname: string, css: string): void {
  const key = pageKey(pathname)
  if (!css || styled.has(key)) return
  styled.add(key)
  const style = document.createElement("style")
  style.setAttribute("data-static-part-css", key)
  style.textContent = css
  document.head.append(style)
}
