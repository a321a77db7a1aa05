// Fetches the visitor record once per page load, when the first component that uses it mounts
// (site-state-provider.tsx useRequestVisitor). A failure is for developers only: it is
// logged, and the visitor sees the default prices with no message.
import { useEffect } from "react"
import { setVisitor } from "./site-state"
import type { SiteStore } from "./site-store"
import { parseVisitor, type Visitor } from "./visitor"

export const VISITOR_ENDPOINT = "/api/visitor"

export async function loadVisitor(): Promise<Visitor | null> {
  try {
    const response = await fetch(VISITOR_ENDPOINT, { headers: { accept: "application/json" } })
    if (!response.ok) throw new Error(`GET ${VISITOR_ENDPOINT} answered ${response.status}`)
    const visitor = parseVisitor(await response.json())
    if (!visitor) throw new Error(`GET ${VISITOR_ENDPOINT} answered with an unexpected body`)
    return visitor
  } catch (error) {
    console.error("Could not load the visitor record:", error)
    return null
  }
}

// Per store, not per provider: the page and Gatsby's Head root each mount one.
const requested = new WeakSet<SiteStore>()

export function useLoadVisitor(store: SiteStore, enabled = true): void {
  useEffect(() => {
    if (!enabled || requested.has(store)) return
    requested.add(store)
    void loadVisitor().then((visitor) => {
      if (visitor) store.dispatch(setVisitor(visitor))
    })
  }, [store, enabled])
}
