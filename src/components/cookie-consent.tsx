// Shows the cookie banner when the consent store says so (first visit with analytics on, or Cookie settings),
// and records the choice. Rendered by the root wrapper on every page; never during SSR or hydration.
import { useEffect, useRef, useSyncExternalStore } from "react"
import { CookieBanner } from "./cookie-banner"
import { SERVER_SNAPSHOT } from "../telemetry/consent"
import { siteConsent } from "../telemetry/site-consent"

export function CookieConsent({ store = siteConsent }: { store?: typeof siteConsent }) {
  const { bannerOpen, reopened } = useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_SNAPSHOT)
  const bannerRef = useRef<HTMLElement>(null)
  // Where focus was when Cookie settings opened the banner: it goes back there after the choice.
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    if (!bannerOpen || !reopened) return
    opener.current = document.activeElement
    bannerRef.current?.focus()
  }, [bannerOpen, reopened])

  useEffect(() => {
    if (bannerOpen || !opener.current) return
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    opener.current = null
  }, [bannerOpen])

  if (!bannerOpen) return null
  return <CookieBanner ref={bannerRef} onAccept={() => store.choose("accepted")} onReject={() => store.choose("rejected")} />
}
