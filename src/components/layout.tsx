import { Suspense, type ReactNode } from "react"
import { css } from "@emotion/react"
import { Header } from "./header"
import { Footer } from "./footer"
import { useSite } from "../hooks/use-site"

/** floatingContact is the page's, defaulted once by the content schema (GraphQL gives it non-null). */
type Props = { children: ReactNode; floatingContact: boolean }

/** The shell every page shares: header (with the skip link), main, footer (with its floating contact card). */
export function Layout({ children, floatingContact }: Props) {
  const site = useSite()
  return (
    <div css={page}>
      <Header productName={site.productName} links={site.headerLinks} />
      {/* Each boundary hydrates in its own interruptible pass after the header, so hydrating a long
          page never blocks the main thread in one piece (a click inside hydrates its boundary first). */}
      <Suspense fallback={null}>
        <main id="main" css={main}>
          {children}
        </main>
      </Suspense>
      <Suspense fallback={null}>
        <Footer
          productName={site.productName}
          legalName={site.legalName}
          address={site.address}
          columns={site.footerColumns}
          legalLinks={site.legalLinks}
          contactCard={site.contactCard}
          floatingContact={floatingContact}
        />
      </Suspense>
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
