// The static parts this visit has, by page, which the browser's shells draw (static-part-shell.tsx). This module is in
// every page's first load, so it holds only the cache: the code that fetches other pages' HTML and reads their parts
// (page-html.ts, behind other-pages.ts) is a chunk of its own, imported at the first need (page-parts.ts).
import { STATIC_PART_ATTRIBUTE } from "./part-id"

/**
 * A page's static parts by key (their containers' inner HTML), and for a page the browser did not load, `show`, which
 * puts that page's CSS in <head> (once per page and visit).
 */
export type PageParts = { parts: { get(key: string): string | undefined }; show?: () => void }

/** The key of a page in the cache: its path without a trailing slash (the site's canonical addresses have none). */
export const pageKey = (pathname: string): string => pathname.replace(/\/+$/, "") || "/"

/** The key of the page the browser loaded. */
export const firstPage = pageKey(window.location.pathname)

/**
 * The pages' parts by pageKey. The loaded page's are in the document as the server sent them (React never writes
 * inside a part's container): a shell reads its own there, before React commits anything. other-pages.ts replaces
 * them with a copy when it arrives (before any navigation away can render), for a later Back to this page.
 */
export const loaded = new Map<string, PageParts>([
  [
    firstPage,
    {
      parts: {
        get(key) {
          const container = document.querySelector(`[${STATIC_PART_ATTRIBUTE}="${key}"]`)
          return container ? container.innerHTML : undefined
        },
      },
    },
  ],
])

/** The page's parts if this visit has them already. */
export const loadedParts = (pathname: string): PageParts | undefined => loaded.get(pageKey(pathname))
