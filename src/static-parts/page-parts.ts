// Where a static part's markup comes from in the browser once the page is not the one the browser loaded: that
// page's own built HTML, fetched as Gatsby fetches a page's data and kept for the visit (page-html.ts). So a page's
// data carries no part, and a first visit downloads the page's text once, in its HTML.
//
// The code that fetches and reads other pages (other-pages.ts) is not in a first visit's JavaScript: webpack splits it
// into a chunk of its own, loaded at the first need (a pointer resting on a link, focus landing on one, a touch, or a
// navigation that finds no parts), as Gatsby loads a page's component. A page's HTML is fetched on those, and not
// when Gatsby's loader prefetches a link in view: that batch comes about 3 s after every first visit, so the chunk
// would be part of every first visit's download (measured: tests/e2e/budget.test.ts counted it on the newest post).
import { pageKey, type PageParts } from "./loaded-parts"

const otherPages = () => import("./other-pages")

/** Fetches a page's parts ahead; one that fails is tried again when the link is followed (parts-before-navigation.ts). */
export const prefetchParts = (path: string): void =>
  void otherPages()
    .then((code) => code.loadPageParts(path))
    .catch(() => {})

const forRender = new Map<string, Promise<PageParts>>()

/**
 * For a shell rendered on a page whose parts have not arrived (a navigation that did not wait for them, such as a
 * form's navigate()): the same promise on every render until they arrive, for React's use(). If the page's HTML cannot
 * be fetched, the browser loads the page from the server instead.
 */
export function partsForRender(pathname: string): Promise<PageParts> {
  const key = pageKey(pathname)
  let promise = forRender.get(key)
  if (!promise) {
    promise = otherPages()
      .then((code) => code.loadPageParts(key))
      .catch(() => {
        window.location.reload()
        return { parts: new Map() }
      })
    forRender.set(key, promise)
  }
  return promise
}
