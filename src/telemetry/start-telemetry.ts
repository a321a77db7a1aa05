// gatsby-browser's onClientEntry. Only error listeners are installed now (log.ts keeps what they catch); the
// rest of telemetry (telemetry-runtime.ts) is fetched once the page has loaded and the main thread is idle.
import { log, logUncaughtErrors } from "./log"
import { whenIdle } from "./when-idle"

export function startTelemetry(): void {
  logUncaughtErrors()
  whenIdle(() => {
    import("./telemetry-runtime")
      .then(({ startRuntime }) => startRuntime())
      .catch((error: unknown) => log.warn("telemetry_load_failed", { error }))
  })
}
