// The cookie banner on every page, and the visitor's choice. Its markup is in the HTML of every page, hidden by CSS
// unless <html data-consent-banner="open">: an inline script opens it before the first paint on a first visit with
// analytics on (telemetry/consent-banner-boot.ts), so it shows with the page and React does not render or commit
// anything for it while the page hydrates (it used to be a lazy chunk committed after hydration, a long task of
// its own: docs/performance.md). The consent store then opens and closes it through the same attribute; nothing
// here re-renders. Rendered by gatsby-browser/gatsby-ssr's wrapPageElement (not wrapRootElement, which also wraps
// the Head root).
import { useEffect, useRef } from "react"
import { reflectBanner } from "../telemetry/consent-banner-boot"
import { siteConsent } from "../telemetry/site-consent"
import CookieBanner, { type CookieBannerWords } from "./cookie-banner"

export function CookieConsent({
  words,
  store = siteConsent,
}: {
  words: CookieBannerWords
  store?: typeof siteConsent
}) {
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    // Where focus was when Cookie settings opened the banner: it goes back there after the choice.
    let opener: Element | null = null
    let open = store.getSnapshot().bannerOpen
    reflectBanner(open)
    return store.subscribe(() => {
      const { bannerOpen, reopened } = store.getSnapshot()
      reflectBanner(bannerOpen)
      if (bannerOpen && !open && reopened) {
        opener = document.activeElement
        ref.current?.focus()
      }
      if (!bannerOpen && opener) {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
        opener = null
      }
      open = bannerOpen
    })
  }, [store])

  return (
    <CookieBanner
      words={words}
      ref={ref}
      onAccept={() => store.choose("accepted")}
      onReject={() => store.choose("rejected")}
    />
  )
}
