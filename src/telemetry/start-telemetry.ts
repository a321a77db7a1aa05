// Everything telemetry needs once per page load in the browser (gatsby-browser's onClientEntry).
import { analytics } from "./analytics"
import { logUncaughtErrors } from "./logger"
import { followConsent } from "./site-consent"
import { reportWebVitals } from "./web-vitals"
import { whenIdle } from "./when-idle"

export function startTelemetry(): void {
  logUncaughtErrors()
  reportWebVitals()
  if (!analytics.enabled) return
  followConsent()
  whenIdle(() => void analytics.load())
}
