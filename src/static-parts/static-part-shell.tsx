// What a static part is in the browser's bundle: gatsby/static-part-loader.cjs replaces every `*.static.tsx` module
// there with `export default staticPartShell("<id>")`, so none of the part's components or styles are downloaded.
//
// The shell is one element whose HTML React sets and never looks inside:
// - On the page the browser loaded, React hydrates the container and keeps the server's HTML in it as it is: it does
//   not compare or write `dangerouslySetInnerHTML` while hydrating (react-dom 19, ReactFiberConfigDOM), and the string
//   below never changes while the shell is mounted, so no later render writes it either.
// - After a client-side navigation, or if React has to render this part afresh (a hydration error outside an
//   island), it writes the HTML the build put in the page's data, with the part's own styles in front of it: the
//   result is the same markup and the same look as the page's HTML file.
import { useContext, useState } from "react"
import { partId, STATIC_PART_ATTRIBUTE, type PartProps, type StaticPartData } from "./part-id"
import { StaticPartsContext } from "./static-parts-context"

/** The HTML a shell writes when React renders it in the browser: the part's styles, then its markup. */
export const shellHtml = (part: StaticPartData | undefined): string =>
  part ? (part.css ? `<style data-static-part-css="">${part.css}</style>` : "") + part.html : ""

export function staticPartShell(id: string) {
  function StaticPartShell({ partKey }: PartProps) {
    const key = partId(id, partKey)
    const parts = useContext(StaticPartsContext)
    // Read once per mount: a page's parts never change while it is shown.
    const [html] = useState(() => shellHtml(parts[key]))
    return (
      <div
        {...{ [STATIC_PART_ATTRIBUTE]: key }}

        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  StaticPartShell.displayName = `StaticPartShell(${id})`
  return Object.assign(StaticPartShell, { staticPartId: id })
}
