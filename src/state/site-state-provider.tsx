// The one root context (wrapped around every page by src/root-wrapper.tsx). The state lives in a
// store shared by every provider on the page (see site-store.ts); this exposes it to components.
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react"
import { connectBrowser } from "./connect-browser"
import type { Currency } from "./preferences"
import { initialSiteState, setBilling, setCurrency, setVisitor } from "./site-state"
import { siteStore, type SiteStore } from "./site-store"
import { useLoadVisitor } from "./use-load-visitor"
import type { Visitor } from "./visitor"

export type SiteStateValue = {
  currency: Currency
  isMonthly: boolean
  visitor: Visitor | null
  setCurrency: (currency: Currency) => void
  setBilling: (isMonthly: boolean) => void
  setVisitor: (visitor: Visitor) => void
}

type Actions = Pick<SiteStateValue, "setCurrency" | "setBilling" | "setVisitor">

// The context holds the store, which never changes; each component that reads the state subscribes
// to it itself. A context value that changed with the state (currency restored, visitor loaded) would
// reach every Suspense boundary React has not hydrated yet and force it to hydrate at once, and one
// still waiting for its code (the header's navigation) would lose its server markup meanwhile.
export const SiteStateContext = createContext<{ store: SiteStore; actions: Actions; connected: boolean } | null>(null)

// Hydration renders what SSR rendered (the defaults), then React re-renders with the restored state.
const serverState = () => initialSiteState

type Props = {
  children: ReactNode
  store?: SiteStore
  /** false: state alone, no side effects on the page (the editor's preview, inside a frame of /admin). */
  connected?: boolean
}

export function SiteStateProvider({ children, store = siteStore, connected = true }: Props) {
  useEffect(() => (connected ? connectBrowser(store) : undefined), [store, connected])
  const value = useMemo(
    () => ({
      store,
      actions: {
        setCurrency: (currency: Currency) => store.dispatch(setCurrency(currency)),
        setBilling: (isMonthly: boolean) => store.dispatch(setBilling(isMonthly)),
        setVisitor: (visitor: Visitor) => store.dispatch(setVisitor(visitor)),
      },
      connected,
    }),
    [store, connected],
  )
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}

/**
 * Asks for the visitor record (GET /api/visitor, once per page load) for a component that uses it: the price switches
 * (the visitor's location sets the prices' default currency) and the early-access form (whether this browser already
 * asked). A page with neither (/about, an article) never fetches it. It re-renders nothing: the record goes to the
 * store, and only components that read the state follow it.
 */
export function useRequestVisitor(): void {
  const context = useContext(SiteStateContext)
  if (!context)
    throw new Error("useRequestVisitor needs <SiteStateProvider> above it (src/root-wrapper.tsx provides it)")
  useLoadVisitor(context.store, context.connected)
}

/** The state's actions alone, for a component that sets the state and reads none of it (it never re-renders for it). */
export function useSiteActions(): Actions {
  const context = useContext(SiteStateContext)
  if (!context) throw new Error("useSiteActions needs <SiteStateProvider> above it (src/root-wrapper.tsx provides it)")
  return context.actions
}

export function useSiteState(): SiteStateValue {
  const context = useContext(SiteStateContext)
  if (!context) throw new Error("useSiteState needs <SiteStateProvider> above it (src/root-wrapper.tsx provides it)")
  const state = useSyncExternalStore(context.store.subscribe, context.store.getState, serverState)
  return useMemo(
    () => ({ currency: state.currency, isMonthly: state.isMonthly, visitor: state.visitor, ...context.actions }),
    [state, context.actions],
  )
}
