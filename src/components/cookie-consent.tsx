// Shows the cookie banner when the consent store says so (first visit with analytics on, or Cookie settings),
// and records the choice. Rendered by the root wrapper on every page; never during SSR or hydration. The banner
// itself is a separate chunk, fetched only when it is shown: most page views never need it.
import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore } from "react"
import { SERVER_SNAPSHOT } from "../telemetry/consent"
import { siteConsent } from "../telemetry/site-consent"

const CookieBanner = lazy(() => import("./cookie-banner"))

export function CookieConsent({ store = siteConsent }: { store?: typeof siteConsent }) {
  const { bannerOpen, reopened } = useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_SNAPSHOT)
  // Where focus was when Cookie settings opened the banner: it goes back there after the choice. A layout
  // effect, so it is read before the banner's own effect moves focus into it.
  const opener = useRef<Element | null>(null)

  useLayoutEffect(() => {
    if (bannerOpen && reopened) opener.current = document.activeElement
    if (bannerOpen || !opener.current) return
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    opener.current = null
  }, [bannerOpen, reopened])

  if (!bannerOpen) return null
  return (
    <Suspense fallback={null}>
      <CookieBanner
        takeFocus={reopened}
        onAccept={() => store.choose("accepted")}
        onReject={() => store.choose("rejected")}
      />
    </Suspense>
  )
}
