import { processSingleton } from "./process-singleton"

// Whether this process outlives its answers (the server `npm run serve` runs, which many requests share at once)
// or is a serverless Function instance: one request at a time, frozen once the answer is out. The second is the
// default, because it is what production runs; server/serve.ts declares the first before it serves anything.
// Resources sized by it (the PostgreSQL pool) are built once per process, on first use.

const lifecycle = processSingleton("process-lifecycle", () => ({ longLived: false }))

export function declareLongLivedServer(): void {
  lifecycle.longLived = true
}

export function isLongLivedServer(): boolean {
  return lifecycle.longLived
}
