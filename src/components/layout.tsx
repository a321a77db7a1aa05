import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { Header } from "./header"
import { Footer } from "./footer"
import { HydrationBoundary } from "./hydration-boundary"
import { useSite } from "../hooks/use-site"
import type { SearchAttributes } from "../search/search-attributes"

type Props = {
  children: ReactNode
  /** The page's, defaulted once by the content schema (GraphQL gives it non-null). */
  floatingContact: boolean
  /** searchAttributes(…) for a page the site's search should find: `<main>` is then what it indexes. */
  search?: SearchAttributes
}

/**
 * The shell every page shares: header (with the skip link), main, footer (with its floating contact card). The
 * header and the footer are hydration boundaries, and so is each section of a page's body (the templates wrap
 * them): React hydrates each in short slices of its own (hydration-boundary.tsx), never the page in one task.
 */
export function Layout({ children, floatingContact, search }: Props) {
  const site = useSite()
  return (
    <div css={page}>
      <HydrationBoundary>
        <Header productName={site.productName} links={site.headerLinks} />
      </HydrationBoundary>
      <main id="main" css={main} {...search}>
        {children}
      </main>
      <HydrationBoundary>
        <Footer
          productName={site.productName}
          legalName={site.legalName}
          address={site.address}
          columns={site.footerColumns}
          legalLinks={site.legalLinks}
          contactCard={site.contactCard}
          floatingContact={floatingContact}
        />
      </HydrationBoundary>
    </div>
  )
}

const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`
const main = css`
  flex: 1;
`
