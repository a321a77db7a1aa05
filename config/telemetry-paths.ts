// The same-site paths the browser's telemetry talks to; config/rewrites.ts forwards them. A file of its own
// so the browser bundle carries these two constants and not the rewrite table.

/** Forwarded to PostHog. Deliberately neutral: blockers match /analytics, /tracking, /posthog and /ingest. */
export const ANALYTICS_PROXY_PATH = "/relay-7f3"

/** Reach the log-ingest Functions (src/api/axiom-logs.ts, src/api/axiom-web-vitals.ts). */
export const LOG_ENDPOINTS = { logs: "/_axiom/logs", webVitals: "/_axiom/web-vitals" } as const
