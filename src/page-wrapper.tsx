// What wraps every page's content (gatsby-browser and gatsby-ssr's wrapPageElement): the global styles and the cookie
// banner, first in the document so the first Tab reaches it. Not in root-wrapper.tsx: Gatsby renders each page's Head
// inside wrapRootElement too (in the browser, a second React root), so a <Global> there was inserted twice, and the
// banner's markup has no place there.
import type { ReactNode } from "react"
import { CookieConsent } from "./components/cookie-consent"
import { GlobalStyles } from "./components/global-styles"
import { HydrationBoundary } from "./components/hydration-boundary"

export function PageWrapper({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles />
      <HydrationBoundary>
        <CookieConsent />
      </HydrationBoundary>
      {children}
    </>
  )
}
