// The one root context (wrapped around every page by src/root-wrapper.tsx). The state lives in a
// store shared by every provider on the page (see site-store.ts); this exposes it to components.
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react"
import { connectBrowser } from "./connect-browser"
import type { Currency } from "./preferences"
import { initialSiteState, setBilling, setCurrency, setVisitor, toggleBilling } from "./site-state"
import { siteStore, type SiteStore } from "./site-store"
import { useLoadVisitor } from "./use-load-visitor"
import type { Visitor } from "./visitor"

export type SiteStateValue = {
  currency: Currency
  isMonthly: boolean
  visitor: Visitor | null
  setCurrency: (currency: Currency) => void
  setBilling: (isMonthly: boolean) => void
  toggleBilling: () => void
  setVisitor: (visitor: Visitor) => void
}

const SiteStateContext = createContext<SiteStateValue | null>(null)

// Hydration renders what SSR rendered (the defaults), then React re-renders with the restored state.
const serverState = () => initialSiteState

type Props = { children: ReactNode; store?: SiteStore }

export function SiteStateProvider({ children, store = siteStore }: Props) {
  const state = useSyncExternalStore(store.subscribe, store.getState, serverState)
  useEffect(() => connectBrowser(store), [store])
  useLoadVisitor(store)

  const value = useMemo<SiteStateValue>(
    () => ({
      currency: state.currency,
      isMonthly: state.isMonthly,
      visitor: state.visitor,
      setCurrency: (currency) => store.dispatch(setCurrency(currency)),
      setBilling: (isMonthly) => store.dispatch(setBilling(isMonthly)),
      toggleBilling: () => store.dispatch(toggleBilling()),
      setVisitor: (visitor) => store.dispatch(setVisitor(visitor)),
    }),
    [store, state.currency, state.isMonthly, state.visitor],
  )
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}

export function useSiteState(): SiteStateValue {
  const value = useContext(SiteStateContext)
  if (!value) throw new Error("useSiteState needs <SiteStateProvider> above it (src/root-wrapper.tsx provides it)")
  return value
}
