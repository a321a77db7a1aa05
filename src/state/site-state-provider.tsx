// The one root context (wrapped around every page by src/root-wrapper.tsx): it restores the visitor's
// preferences, loads the visitor record, and mirrors the state onto <html> and into storage.
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useReducer, type ReactNode } from "react"
import {
  billingOf,
  browserStorage,
  findPreferences,
  followChoiceInAddress,
  ROOT_ATTRIBUTES,
  STORAGE_KEYS,
  URL_PARAMS,
  writeKey,
  type Currency,
} from "./preferences"
import { initialSiteState, restorePreferences, setBilling, setCurrency, setVisitor, siteStateReducer, toggleBilling } from "./site-state"
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

export function SiteStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(siteStateReducer, initialSiteState)

  // Read in an effect, not in the initial state: the first client render must match the SSR HTML.
  useEffect(() => {
    dispatch(restorePreferences(findPreferences(window.location.search, browserStorage())))
  }, [])
  useLoadVisitor(dispatch)

  // Before the restore, <html> already carries what the boot script chose; writing the defaults
  // over it would flash the wrong prices. A layout effect, so the switch lands in the same paint.
  useLayoutEffect(() => {
    if (!state.restored) return
    document.documentElement.setAttribute(ROOT_ATTRIBUTES.currency, state.currency)
    document.documentElement.setAttribute(ROOT_ATTRIBUTES.billing, billingOf(state.isMonthly))
  }, [state.restored, state.currency, state.isMonthly])

  // Only the visitor's own choices are remembered, not what a link or their location suggested.
  useEffect(() => {
    if (state.currencySource !== "explicit") return
    writeKey(browserStorage(), STORAGE_KEYS.currency, state.currency)
    followChoiceInAddress(URL_PARAMS.currency, state.currency)
  }, [state.currencySource, state.currency])
  useEffect(() => {
    if (state.billingSource !== "explicit") return
    writeKey(browserStorage(), STORAGE_KEYS.billing, billingOf(state.isMonthly))
    followChoiceInAddress(URL_PARAMS.billing, billingOf(state.isMonthly))
  }, [state.billingSource, state.isMonthly])
  useEffect(() => {
    if (state.visitor) writeKey(browserStorage(), STORAGE_KEYS.visitorCurrency, state.visitor.currency)
  }, [state.visitor])

  const value = useMemo<SiteStateValue>(
    () => ({
      currency: state.currency,
      isMonthly: state.isMonthly,
      visitor: state.visitor,
      setCurrency: (currency) => dispatch(setCurrency(currency)),
      setBilling: (isMonthly) => dispatch(setBilling(isMonthly)),
      toggleBilling: () => dispatch(toggleBilling()),
      setVisitor: (visitor) => dispatch(setVisitor(visitor)),
    }),
    [state.currency, state.isMonthly, state.visitor],
  )
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}

export function useSiteState(): SiteStateValue {
  const value = useContext(SiteStateContext)
  if (!value) throw new Error("useSiteState needs <SiteStateProvider> above it (src/root-wrapper.tsx provides it)")
  return value
}
