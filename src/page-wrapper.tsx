// What wraps every page's content (gatsby-browser and gatsby-ssr's wrapPageElement): the global styles and the cookie
// banner, first in the document so the first Tab reaches it. Not in root-wrapper.tsx: Gatsby renders each page's Head
// inside wrapRootElement too (in the browser, a second React root), so a <Global> there was inserted twice, and the
// banner's markup has no place there.
import { useMemo, type ReactNode } from "react"
import { CookieConsent } from "./components/cookie-consent"
import GlobalStyles from "./components/global-styles.static"
import { HydrationBoundary } from "./components/hydration-boundary"
import { PagePathContext } from "./static-parts/page-path-context"
import { PageLanguageContext, type LanguageContext } from "./languages/language-context"
import { useSite } from "./hooks/use-site"

type Props = {
  children: ReactNode
  /** The page's path, whose static parts the browser's shells draw (src/static-parts/page-parts.ts). */
  path?: string
  /** The page's pageContext: its language, and its shell's words when that is not the default language. */
  pageContext?: LanguageContext
}

export function PageWrapper({ children, path = "/", pageContext = {} }: Props) {
  const { shell } = pageContext
  const site = useSite()
  // The cookie banner's words: site.yaml's, with the page's translation over them (the wrapper is outside the context).
  const banner = { ...site.cookieBanner, ...shell?.cookieBanner }
  const languageContext = useMemo(
    () => ({ ...pageContext, siteLanguages: site.languages }),
    [pageContext, site.languages],
  )
  return (
    <PagePathContext.Provider value={path}>
      {/* The page's language and its words, as gatsby/pages.ts put them in its context (language-context.ts). */}
      <PageLanguageContext.Provider value={languageContext}>
        <GlobalStyles languages={site.languages} />
        <HydrationBoundary>
          <CookieConsent words={banner} />
        </HydrationBoundary>
        {children}
      </PageLanguageContext.Provider>
    </PagePathContext.Provider>
  )
}
