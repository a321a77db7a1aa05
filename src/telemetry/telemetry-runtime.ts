// What telemetry needs beyond the first paint, loaded as its own chunk once the page is idle (start-telemetry.ts),
// so none of it counts against the JavaScript the page needs to become interactive: the log batcher and sink,
// web vitals, and following the visitor's analytics choice (posthog-js is a further chunk, loaded only after an Accept).
import { LOG_ENDPOINTS } from "../../config/telemetry-paths"
import type { BrowserLogEvent } from "../../contracts/log-ingest-limits"
import { analytics } from "./analytics"
import { createBatcher } from "./batcher"
import { attachLogSink } from "./log"
import { createLogSink } from "./logger"
import { followConsent } from "./site-consent"
import { reportWebVitals } from "./web-vitals"

export function startRuntime(): void {
  attachLogSink(
    createLogSink({
      batcher: createBatcher<BrowserLogEvent>({ endpoint: LOG_ENDPOINTS.logs }),
      minLevel: process.env.NODE_ENV === "development" ? "debug" : "info",
    }),
  )
  // web-vitals reads the buffered performance entries, so starting it late still reports the page load.
  reportWebVitals()
  // posthog-js itself only after an Accept (site-consent.ts).
  if (analytics.enabled) followConsent()
}
