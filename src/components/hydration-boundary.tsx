// An island's fence: the part of a page that a visitor operates (a form, a switch, the consent banner, the search),
// which React hydrates on its own, in short slices, and the rest of the page never waits for. A server-rendered
// <Suspense> boundary is "dehydrated" until React gets to it at offscreen priority, in 5 ms slices that yield to the
// browser between them; a click or key press inside one that has not hydrated yet makes React hydrate it first, then
// handle the event. And if the server's HTML of one island does not match what React renders (a hydration error),
// React renders that island afresh and leaves everything outside it alone: the static parts around it
// (src/static-parts/) and the other islands. Nothing suspends here: the fallback is never shown, because the server
// always renders the content (src/ssr/render-page.tsx writes every boundary in place).
//
// Each island reports when it has hydrated: "site:interactive" is marked once every island of the server's HTML has
// (the browser tests and the benchmark wait for it; src/hydration-progress.ts counts).
import { Suspense, useEffect, type ReactNode } from "react"
import { boundaryHydrated } from "../hydration-progress"

function Hydrated() {
  useEffect(boundaryHydrated, [])
  return null
}

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated />
    </Suspense>
  )
}
