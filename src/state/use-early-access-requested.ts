// What the early-access form reads of the site's state (on /invite and in a landing page's form section): a module of
// its own, so that its code travels with the form's chunks, not with every page's (site-state-provider.tsx is in
// the app chunk).
import { useContext, useMemo, useSyncExternalStore } from "react"
import { initialSiteState, setVisitor, type SiteState } from "./site-state"
import { SiteStateContext, useRequestVisitor } from "./site-state-provider"

/**
 * One value read from the state: the component renders again only when that value changes (a boolean, a string), not
 * whenever the state does. The visitor record's arrival changes the state on every page that asks for it; a component
 * that reads one flag of it should not render for that.
 */
export function useSiteSelector<T>(select: (state: SiteState) => T): T {
  const context = useContext(SiteStateContext)
  if (!context) throw new Error("useSiteSelector needs <SiteStateProvider> above it (src/root-wrapper.tsx provides it)")
  const { store } = context
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(initialSiteState),
  )
}

/**
 * For the early-access form (on /invite and a landing page's form section): whether this browser already asked (the
 * visitor record says so, GET /api/visitor, which this asks for), and how to record that it just has, so that coming
 * back to the form in this visit shows "already requested" too. The record's arrival renders the form again only
 * when it says the browser already asked.
 */
export function useEarlyAccessRequested(): { alreadyRequested: boolean; markRequested: () => void } {
  useRequestVisitor()
  const alreadyRequested = useSiteSelector((state) => state.visitor?.earlyAccessRequested === true)
  const { store } = useContext(SiteStateContext)!
  const markRequested = useMemo(
    () => () => {
      const { visitor } = store.getState()
      if (visitor) store.dispatch(setVisitor({ ...visitor, earlyAccessRequested: true }))
    },
    [store],
  )
  return { alreadyRequested, markRequested }
}
