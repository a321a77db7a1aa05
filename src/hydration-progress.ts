// When every hydration boundary of the page the server sent has hydrated (src/components/hydration-boundary.tsx).
// React writes each server-rendered <Suspense> boundary between the comments <!--$--> and <!--/$-->; counted before
// React starts (gatsby-browser's onClientEntry), each boundary then reports itself once its effects run, and the
// last one marks "site:interactive". A page rendered in the browser alone has none, so it is interactive as soon
// as React has rendered it (onInitialClientRender).

import { STATIC_PART_ATTRIBUTE } from "./static-parts/part-id"

export const INTERACTIVE_MARK = "site:interactive"

let expected = 0
let hydrated = 0
let marked = false

function markOnce(): void {
  if (marked) return
  marked = true
  performance.mark?.(INTERACTIVE_MARK)
}

// A static part's HTML is never hydrated (src/static-parts/): a boundary written inside one is not counted.
const outsideStaticParts: NodeFilter = (node) =>
  node.nodeType === Node.COMMENT_NODE
    ? NodeFilter.FILTER_ACCEPT
    : (node as Element).hasAttribute(STATIC_PART_ATTRIBUTE)
      ? NodeFilter.FILTER_REJECT
      : NodeFilter.FILTER_SKIP

function count(root: Node | null): void {
  expected = 0
  if (!root) return
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_ELEMENT, outsideStaticParts)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue === "$") expected++
}

/**
 * Counts the server's boundaries in Gatsby's #___gatsby once the document is parsed: from onClientEntry, which runs
 * before Gatsby adds its own DOMContentLoaded listener, so the count is in before hydration starts.
 */
export function countServerBoundaries(doc: Document = document): void {
  const run = () => count(doc.getElementById("___gatsby"))
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", run, { once: true })
  else run()
}

export function boundaryHydrated(): void {
  hydrated++
  if (hydrated >= expected) markOnce()
}

/** After React's first commit: a page without server boundaries is interactive now. */
export function firstRenderCommitted(): void {
  if (expected === 0) markOnce()
}
