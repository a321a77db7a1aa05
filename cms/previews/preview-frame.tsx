// Everything a preview needs around the site's components, inside Decap's preview frame: Emotion writing its
// styles into the frame's own <head> (they would otherwise go to /admin's), the site's global styles and theme,
// and the site's state (currency and billing) on its own, mirrored onto the frame's <html> as on the site.
import { useEffect, useMemo, type ReactNode } from "react"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { GlobalStyles } from "../../src/components/global-styles"
import { SiteStateProvider } from "../../src/state/site-state-provider"
import { createSiteStore } from "../../src/state/site-store"
import { billingOf, ROOT_ATTRIBUTES } from "../../src/state/preferences"
import { LANGUAGES_ATTRIBUTE, parseLanguagesAttribute } from "../paths"

export function PreviewFrame({ document, children }: { document: Document; children: ReactNode }) {
  const cache = useMemo(() => createCache({ key: "preview", container: document.head }), [document])
  const store = useMemo(() => createSiteStore(), [])
  // The site's languages as /admin's page names them (cms/build-admin.ts): a Hindi preview draws its text in the
  // fonts the Hindi pages name, so it sits in its lines as on the site.
  const languages = useMemo(
    () => parseLanguagesAttribute(window.document.documentElement.getAttribute(LANGUAGES_ATTRIBUTE)),
    [],
  )
  useEffect(() => {
    const html = document.documentElement
    const mirror = () => {
      const state = store.getState()
      html.setAttribute(ROOT_ATTRIBUTES.currency, state.currency)
      html.setAttribute(ROOT_ATTRIBUTES.billing, billingOf(state.isMonthly))
    }
    mirror()
    return store.subscribe(mirror)
  }, [document, store])
  return (
    <CacheProvider value={cache}>
      <SiteStateProvider store={store} connected={false}>
        <GlobalStyles languages={languages} />
        {children}
      </SiteStateProvider>
    </CacheProvider>
  )
}
