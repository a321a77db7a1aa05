// The store's side effects in the browser, run once per store however many providers use it:
// restore the address and stored preferences, mirror the state onto <html data-currency
// data-billing> (which decides the visible prices) and onto the switches' radios, and remember the visitor's own
// choices.
import { browserStorage, writeKey } from "../browser-storage"
import {
  billingOf,
  findPreferences,
  followChoiceInAddress,
  ROOT_ATTRIBUTES,
  STORAGE_KEYS,
  URL_PARAMS,
} from "./preferences"
import { restorePreferences, type SiteState } from "./site-state"
import { syncPreferenceRadios } from "./preference-radios"
import type { SiteStore } from "./site-store"

const connections = new WeakMap<SiteStore, { users: number; disconnect: () => void }>()

function remember(previous: SiteState, state: SiteState): void {
  const storage = browserStorage()
  // Only the visitor's own choices are stored, not what a link or their location suggested.
  if (
    state.currencySource === "explicit" &&
    (state.currency !== previous.currency || previous.currencySource !== "explicit")
  ) {
    writeKey(storage, STORAGE_KEYS.currency, state.currency)
    followChoiceInAddress(URL_PARAMS.currency, state.currency)
  }
  if (
    state.billingSource === "explicit" &&
    (state.isMonthly !== previous.isMonthly || previous.billingSource !== "explicit")
  ) {
    writeKey(storage, STORAGE_KEYS.billing, billingOf(state.isMonthly))
    followChoiceInAddress(URL_PARAMS.billing, billingOf(state.isMonthly))
  }
  // The location is remembered separately, so a returning visitor's first paint already follows it.
  if (state.visitor && state.visitor !== previous.visitor)
    writeKey(storage, STORAGE_KEYS.visitorCurrency, state.visitor.currency)
}

function connect(store: SiteStore): () => void {
  // The boot script already painted from these same inputs, so <html> is not touched before this.
  store.dispatch(restorePreferences(findPreferences(window.location.search, browserStorage())))

  const html = document.documentElement
  const mirror = () => {
    const state = store.getState()
    const wanted = { [ROOT_ATTRIBUTES.currency]: state.currency, [ROOT_ATTRIBUTES.billing]: billingOf(state.isMonthly) }
    for (const [name, value] of Object.entries(wanted))
      if (html.getAttribute(name) !== value) html.setAttribute(name, value)
    syncPreferenceRadios()
  }
  mirror()

  let previous = store.getState()
  // Synchronous with dispatch, so the prices switch in the same frame as the click that chose them.
  const unsubscribe = store.subscribe(() => {
    const state = store.getState()
    mirror()
    remember(previous, state)
    previous = state
  })
  // React 19 strips every attribute from <html> when something renders an <html> element (a Head
  // doing so through the JSX runtime did); this puts ours back before the next paint.
  const observer = new MutationObserver(mirror)
  observer.observe(html, { attributes: true, attributeFilter: Object.values(ROOT_ATTRIBUTES) })

  return () => {
    unsubscribe()
    observer.disconnect()
  }
}

/** Connects the store to the page (once, however many callers) and returns a release function. */
export function connectBrowser(store: SiteStore): () => void {
  let connection = connections.get(store)
  if (!connection) {
    connection = { users: 0, disconnect: connect(store) }
    connections.set(store, connection)
  }
  connection.users += 1
  const current = connection
  let released = false
  return () => {
    if (released) return
    released = true
    current.users -= 1
    if (current.users === 0) {
      current.disconnect()
      connections.delete(store)
    }
  }
}
