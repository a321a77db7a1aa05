import { processSingleton } from "../process-singleton"

// Whether this process lives on after answering (npm start's server) or may be frozen once the answer is out
// (a serverless Function instance). On globalThis, so the flag set by scripts/site-server.ts is seen by the
// compiled Function bundles it loads.
const mode = processSingleton("delivery-mode", () => ({ background: false, inFlight: new Set<Promise<unknown>>() }))

/** Long-lived process: a request's deliveries continue in the background, the answer does not wait. */
export function deliverInBackground(enabled = true): void {
  mode.background = enabled
}

export function isBackgroundDelivery(): boolean {
  return mode.background
}

export function trackInFlight(work: Promise<unknown>): void {
  mode.inFlight.add(work)
  void work.finally(() => mode.inFlight.delete(work))
}

/** Resolves when the background deliveries started so far have settled (tests, graceful shutdown). */
export async function settleBackgroundDeliveries(): Promise<void> {
  await Promise.allSettled([...mode.inFlight])
}
