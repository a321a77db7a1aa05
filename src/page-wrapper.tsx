// What wraps every page's content (gatsby-browser and gatsby-ssr's wrapPageElement): the global styles and the cookie
// banner, first in the document so the first Tab reaches it. Not in root-wrapper.tsx: Gatsby renders each page's Head
// inside wrapRootElement too (in the browser, a second React root), so a <Global> there was inserted twice, and the
// banner's markup has no place there.
import type { ReactNode } from "react"
import { CookieConsent } from "./components/cookie-consent"
import GlobalStyles from "./components/global-styles.static"
import { HydrationBoundary } from "./components/hydration-boundary"
import { StaticPartsContext } from "./static-parts/static-parts-context"
import type { StaticPartsData } from "./static-parts/part-id"

type Props = {
  children: ReactNode
  /** The page's static parts from its page data (gatsby/static-parts.ts), for the browser's shells. */
  staticParts?: StaticPartsData
}

export function PageWrapper({ children, staticParts = NONE }: Props) {
  return (
    <StaticPartsContext.Provider value={staticParts}>
      <GlobalStyles />
      <HydrationBoundary>
        <CookieConsent />
      </HydrationBoundary>
      {children}
    </StaticPartsContext.Provider>
  )
}

const NONE: StaticPartsData = {}
