// Core Web Vitals (LCP, CLS, INP) and FCP, TTFB from the `web-vitals` library, batched to /_axiom/web-vitals
// like the logs. The metrics belong to the page load (a client-side route change does not start new ones),
// so every event carries the path the visit landed on.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals"
import { LOG_ENDPOINTS } from "../../config/telemetry-paths"
import { INGEST_LIMITS, type WebVitalEvent } from "../../contracts/log-ingest-limits"
import { createBatcher, type Batcher } from "./batcher"
import { pageSession } from "./page-session"

export type VitalContext = { path: string; session: string; now?: () => Date }

export function toWebVitalEvent(
  metric: Metric,
  { path, session, now = () => new Date() }: VitalContext,
): WebVitalEvent {
  return {
    time: now().toISOString(),
    path: path.slice(0, INGEST_LIMITS.maxPathLength),
    session,
    name: metric.name,
    // CLS is a unitless score; the others are milliseconds. Rounded the way web.dev's guidance suggests.
    value: metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    delta: metric.name === "CLS" ? Math.round(metric.delta * 10_000) / 10_000 : Math.round(metric.delta),
    rating: metric.rating,
    id: metric.id.slice(0, 100),
    navigationType: metric.navigationType,
  }
}

/** Starts observing; each metric is queued when web-vitals reports it (LCP, CLS, INP at the latest on page hide). */
export function reportWebVitals(
  batcher: Pick<Batcher<WebVitalEvent>, "push"> = createBatcher<WebVitalEvent>({ endpoint: LOG_ENDPOINTS.webVitals }),
  context: VitalContext = { path: window.location.pathname, session: pageSession() },
): void {
  const report = (metric: Metric) => batcher.push(toWebVitalEvent(metric, context))
  for (const observe of [onLCP, onCLS, onFCP, onTTFB]) observe(report)
  // INP with each change, not only on page hide. web-vitals (5.3) reads an interaction in an idle callback, and on
  // hide it sends INP before that callback has run: a visitor who taps and leaves before the browser is idle sent no
  // INP (two clean CI runs lost it). Every report carries `id` and `delta`; the last of an id is the page's INP.
  onINP(report, { reportAllChanges: true })
}
