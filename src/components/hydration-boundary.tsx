// A part of the page that React hydrates on its own, in short slices, instead of inside the one synchronous task
// that hydrates everything outside a boundary. A server-rendered <Suspense> boundary is "dehydrated" until React
// gets to it at offscreen priority, in 5 ms slices that yield to the browser between them; a click or key press
// inside one that has not hydrated yet makes React hydrate it first, then handle the event. Nothing suspends here:
// the fallback is never shown, because the server always renders the content (src/ssr/render-page.tsx writes
// every boundary in place).
//
// Every part of a page is inside one (the header, the cookie banner, each section of a page's body, the footer), and
// each reports when it has hydrated: "site:interactive" is marked once every boundary of the server's HTML has
// (the browser tests and the benchmark wait for it; src/hydration-progress.ts counts).
//
// A part below the first screen says so with `belowTheFold` (its height while skipped): the browser then skips its
// style, layout and paint until the visitor scrolls near it (below-the-fold.ts).
import { Suspense, useEffect, type ReactNode } from "react"
import { boundaryHydrated } from "../hydration-progress"
import { belowTheFold, skippedHeight, type SkippedHeight } from "./below-the-fold"

function Hydrated() {
  useEffect(boundaryHydrated, [])
  return null
}

type Props = {
  children: ReactNode
  /** The part is below the first screen: its height until it renders (below-the-fold.ts). */
  belowTheFold?: SkippedHeight
}

export function HydrationBoundary({ children, belowTheFold: height }: Props) {
  return (
    <Suspense fallback={null}>
      {height ? (
        <div css={belowTheFold} style={skippedHeight(height)}>
          {children}
        </div>
      ) : (
        children
      )}
      <Hydrated />
    </Suspense>
  )
}
