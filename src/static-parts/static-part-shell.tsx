// What a static part is in the browser's bundle: gatsby/static-part-loader.cjs replaces every `*.static.tsx` module
// there with `export default staticPartShell("<id>")`, so none of the part's components or styles are downloaded.
//
// The shell is one element whose HTML React sets and never looks inside:
// - On the page the browser loaded, React hydrates the container and keeps the server's HTML in it as it is: it does
//   not compare or write `dangerouslySetInnerHTML` while hydrating (react-dom 19, ReactFiberConfigDOM), and the string
//   below never changes while the shell is mounted, so no later render writes it either. The string is that same
//   HTML, read from the container in the document when the shell first renders (before React commits anything), so
//   if React has to render the part afresh (a hydration error outside an island) it writes what was there.
// - After a client-side navigation, it writes the part's HTML from the target page's own HTML file, and puts that
//   page's CSS in <head> (page-parts.ts): the result is the same markup and the same look as the page's HTML file. A
//   link waits for them before it navigates (parts-before-navigation.ts) once that code has come; any other navigation
//   suspends here until they arrive. Back to the loaded page draws the parts other-pages.ts kept from the document.
import { use, useContext, useInsertionEffect, useState } from "react"
import { loadedParts } from "./loaded-parts"
import { partsForRender } from "./page-parts"
import { PagePathContext } from "./page-path-context"
import { partId, STATIC_PART_ATTRIBUTE, type PartProps } from "./part-id"

export function staticPartShell(id: string) {
  function StaticPartShell({ partKey }: PartProps) {
    const key = partId(id, partKey)
    const path = useContext(PagePathContext)
    const page = loadedParts(path) || use(partsForRender(path))
    useInsertionEffect(() => {
      if (page.show) page.show()
    }, [page])
    // Read once per mount: a page's parts never change while it is shown.
    const [html] = useState(() => page.parts.get(key) || "")
    return (
      <div {...{ [STATIC_PART_ATTRIBUTE]: key }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
    )
  }
  StaticPartShell.displayName = `StaticPartShell(${id})`
  return StaticPartShell
}
