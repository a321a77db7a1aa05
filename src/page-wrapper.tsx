// What wraps every page's content (gatsby-browser and gatsby-ssr's wrapPageElement): the cookie banner, first in
// the document so the first Tab reaches it. Not in root-wrapper.tsx: Gatsby renders each page's Head inside
// wrapRootElement too, and the banner's markup has no place there.
import type { ReactNode } from "react"
import { CookieConsent } from "./components/cookie-consent"

export function PageWrapper({ children }: { children: ReactNode }) {
  return (
    <>
      <CookieConsent />
      {children}
    </>
  )
}
