// gatsby-browser's hooks for telemetry. At client entry only error listeners are installed (log.ts keeps what
// they catch); the rest (telemetry-runtime.ts: log batching, web vitals, PostHog) is fetched once React has
// hydrated the page and the main thread is idle, so none of it delays the page becoming interactive.
import { log, logUncaughtErrors } from "./log"
import { whenIdle } from "./when-idle"

export function startTelemetry(): void {
  logUncaughtErrors()
}

export function loadTelemetryWhenIdle(): void {
  whenIdle(() => {
    import("./telemetry-runtime")
      .then(({ startRuntime }) => startRuntime())
      .catch((error: unknown) => log.warn("telemetry_load_failed", { error }))
  })
}
