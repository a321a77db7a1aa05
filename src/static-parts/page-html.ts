// Another page's static parts, from its built HTML (loaded lazily: page-parts.ts). Its parts are each container's
// inner HTML, and its CSS the <style data-page-css> that src/ssr/render-page.tsx writes in its <head> (the rules its
// components use), parsed with DOMParser, which runs none of its scripts.
import { loaded, pageKey, type PageParts } from "./loaded-parts"
import { PAGE_CSS_ATTRIBUTE } from "./page-css"
import { STATIC_PART_ATTRIBUTE } from "./part-id"

/** The static parts of a document. */
export function readParts(doc: ParentNode): Map<string, string> {
  const parts = new Map<string, string>()
  for (const container of doc.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`))
    parts.set(container.getAttribute(STATIC_PART_ATTRIBUTE)!, container.innerHTML)
  return parts
}

const loading = new Map<string, Promise<PageParts>>()

/** Fetches the page's HTML (once per visit) and reads its parts; rejects if the page cannot be fetched. */
export function loadPageParts(pathname: string): Promise<PageParts> {
  const key = pageKey(pathname)
  const done = loaded.get(key)
  if (done) return Promise.resolve(done)
  let pending = loading.get(key)
  if (!pending) {
    pending = fetch(key, { headers: { accept: "text/html" }, priority: "high" })
      .then((response) => {
        if (!response.ok) throw new Error(`${key}: HTTP ${response.status}`)
        return response.text()
      })
      .then((html) => {
        const doc = new DOMParser().parseFromString(html, "text/html")
        const css = [...doc.querySelectorAll(`style[${PAGE_CSS_ATTRIBUTE}]`)].map((style) => style.textContent).join("")
        const page: PageParts = { parts: readParts(doc), show: () => addPageCss(key, css) }
        loaded.set(key, page)
        return page
      })
      .finally(() => loading.delete(key))
    loading.set(key, pending)
  }
  return pending
}

const styled = new Set<string>()

/**
 * Puts a navigated page's CSS at the end of <head>, once per page and visit. Emotion names a class for its rules' hash,
 * so rules already there from another page are the same rules, and nothing is ever taken out (as Emotion's own sheet).
 */
function addPageCss(key: string, css: string): void {
  if (!css || styled.has(key)) return
  styled.add(key)
  const style = document.createElement("style")
  style.setAttribute("data-static-part-css", key)
  style.textContent = css
  document.head.append(style)
}
