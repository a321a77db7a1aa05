// A static part: a piece of a page rendered at build time and kept by the browser as the server sent it. React never
// hydrates what is inside it, and its components and their styles are in no chunk a visitor downloads.
//
// A static part is a module named `<id>.static.tsx` whose default export is `staticPart("<id>", Component)`:
//
//   // src/components/site-footer.static.tsx
//   export default staticPart("site-footer", SiteFooter)
//
// - On the server (and under `gatsby develop`) the part is the component itself, inside a container that names it:
//   `<div data-static-part="site-footer">…</div>`.
// - In the browser's bundle the module is replaced by a shell (gatsby/static-part-loader.cjs), which keeps the
//   server's HTML on a first load and, after a client-side navigation, draws the part's HTML and styles from the
//   target page's own HTML file (page-parts.ts, static-part-shell.tsx). None of the module's imports follow it there.
//
// A page that shows one part more than once gives each a `partKey` (the sections of a landing page: their index).
// A part gets its data as props (from the page's query, or the layout's site facts); it never reads an island's
// state, and an island never renders inside it. docs/development.md, "Static parts and islands", says more.
import type { ComponentType } from "react"
import { partId, STATIC_PART_ATTRIBUTE, type PartProps } from "./part-id"

export type StaticPartComponent<P> = ComponentType<P & PartProps>

export function staticPart<P extends object>(id: string, Component: ComponentType<P>): StaticPartComponent<P> {
  // Generic props cannot be checked against JSX's managed attributes; the signature above checks them.
  const Inner = Component as ComponentType<object>
  function StaticPart({ partKey, ...props }: P & PartProps) {
    return (
      <div {...{ [STATIC_PART_ATTRIBUTE]: partId(id, partKey) }}>
        <Inner {...props} />
      </div>
    )
  }
  StaticPart.displayName = `StaticPart(${id})`
  return StaticPart
}
