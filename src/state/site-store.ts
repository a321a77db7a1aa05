// Holds the site state outside React. Gatsby renders each page's Head in a second React root, wrapped
// in wrapRootElement too, so there are two providers per page; a module-level store gives them one
// state, and one set of side effects (see connect-browser.ts), instead of two that drift apart.
import { initialSiteState, siteStateReducer, type SiteAction, type SiteState } from "./site-state"

export type SiteStore = {
  getState: () => SiteState
  dispatch: (action: SiteAction) => void
  subscribe: (listener: () => void) => () => void
}

export function createSiteStore(initial: SiteState = initialSiteState): SiteStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    dispatch(action) {
      const next = siteStateReducer(state, action)
      if (next === state) return
      state = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The page's one store. On the server nothing dispatches, so every render sees the defaults. */
export const siteStore = createSiteStore()
