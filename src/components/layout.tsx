import type { ReactNode } from "react"
import SiteHeader from "./site-header.static"
import SiteFooter from "./site-footer.static"
import { GLOBAL_CLASSES } from "./global-classes"
import { MAIN_ID } from "./shell-ids"
import type { SearchAttributes } from "../search/search-attributes"

type Props = {
  children: ReactNode
  /** The page's, defaulted once by the content schema (GraphQL gives it non-null). */
  floatingContact: boolean
  /** searchAttributes(…) for a page the site's search should find: `<main>` is then what it indexes. */
  search?: SearchAttributes
  /** A page for paid traffic: the header without its navigation links (the logo still leads home). */
  focused?: boolean
}

/**
 * The shell every page shares: header (with the skip link), main, footer (with its floating contact card). The header
 * and the footer are static parts (src/static-parts/): server HTML that React keeps and never hydrates. A page's
 * template fills <main> with static parts and islands.
 */
export function Layout({ children, floatingContact, search, focused = false }: Props) {
  return (
    <div className={GLOBAL_CLASSES.page}>
      <SiteHeader focused={focused} />
      <main id={MAIN_ID} className={GLOBAL_CLASSES.main} {...search}>
        {children}
      </main>
      <SiteFooter floatingContact={floatingContact} />
    </div>
  )
}
