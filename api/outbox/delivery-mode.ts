import { processSingleton } from "../runtime/process-singleton"

// Whether this process lives on after answering (npm start's server, which hands delivery to its delivery worker)
// or may be frozen once the answer is out (a serverless Function instance, which delivers before answering). On
// globalThis, so the worker registered by server/serve.ts is seen by the compiled Function bundles it loads.

/** Who delivers behind the answers in a long-lived process (delivery-worker-supervisor.ts). */
export interface BackgroundDelivery {
  /** Outbox rows were committed: deliver what is due soon. Cheap and synchronous; never throws. */
  wake(): void
  /** Resolves once every row that was due when it was called has been attempted. */
  settle(): Promise<void>
}

const mode = processSingleton("background-delivery", () => ({ background: null as BackgroundDelivery | null }))

/** Long-lived process: a request's deliveries are handed to `delivery`, the answer does not wait. Null: off. */
export function deliverInBackground(delivery: BackgroundDelivery | null): void {
  mode.background = delivery
}

export function backgroundDelivery(): BackgroundDelivery | null {
  return mode.background
}

/** Resolves when what was due so far has been attempted by the background deliverer (tests, graceful shutdown). */
export async function settleBackgroundDeliveries(): Promise<void> {
  await mode.background?.settle()
}
