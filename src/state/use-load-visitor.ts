// Fetches the visitor record once when the app starts. A failure is for developers only: it is
// logged, and the visitor sees the default prices with no message.
import { useEffect, type Dispatch } from "react"
import { setVisitor, type SiteAction } from "./site-state"
import { parseVisitor, type Visitor } from "./visitor"

export const VISITOR_ENDPOINT = "/api/visitor"

export async function loadVisitor(signal?: AbortSignal): Promise<Visitor | null> {
  try {
    const response = await fetch(VISITOR_ENDPOINT, { signal, headers: { accept: "application/json" } })
    if (!response.ok) throw new Error(`GET ${VISITOR_ENDPOINT} answered ${response.status}`)
    const visitor = parseVisitor(await response.json())
    if (!visitor) throw new Error(`GET ${VISITOR_ENDPOINT} answered with an unexpected body`)
    return visitor
  } catch (error) {
    if (!signal?.aborted) console.error("Could not load the visitor record:", error)
    return null
  }
}

export function useLoadVisitor(dispatch: Dispatch<SiteAction>): void {
  useEffect(() => {
    const controller = new AbortController()
    void loadVisitor(controller.signal).then((visitor) => {
      if (visitor && !controller.signal.aborted) dispatch(setVisitor(visitor))
    })
    return () => controller.abort()
  }, [dispatch])
}
