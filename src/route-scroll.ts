// The page's <html> scrolls smoothly (global-styles.tsx), for moves within a page: a fragment link, the table of
// contents, scrollIntoView. A move to another page must not glide: Gatsby's router scrolls the new page to its top, or
// Back's page to where it was left, with window.scrollTo, and under smooth scrolling the visitor saw the new page at
// the old page's offset, sliding up for half a second. For that one scroll the document scrolls at once.
//
// Left as they were: the first render (the browser has just laid the page out, and a page opened at a #fragment lands
// on it by gliding past the parts below the fold as they lay out, below-the-fold.test.ts), and a move to another
// page's #fragment, for the same reason.

type At = { pathname: string; hash: string }

/** Called from gatsby-browser's shouldUpdateScroll, just before the router scrolls; the answer is the router's go-ahead. */
export function scrollAtOnceOnPageChange(previous: At | undefined, next: At): true {
  if (!previous || previous.pathname === next.pathname || next.hash) return true
  const root = document.documentElement
  root.style.scrollBehavior = "auto"
  // Chromium's scrollTo reads the style as last computed: compute it now, or the scroll still glides.
  void getComputedStyle(root).scrollBehavior
  // The router's scroll runs in the same task, right after this returns.
  setTimeout(() => {
    root.style.removeProperty("scroll-behavior")
    if (!root.getAttribute("style")) root.removeAttribute("style")
  }, 0)
  return true
}
