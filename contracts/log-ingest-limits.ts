// What the browser may send to /_axiom/logs and /_axiom/web-vitals: the event shapes and their bounds.
// Shared by the server's checks (the zod schemas in api/log-ingest/schema.ts) and the browser's
// batcher (src/telemetry/), which trims its events to fit, so nothing the site itself sends is ever refused.
// No dependencies: this file is part of the browser bundle.

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const
export type BrowserLogLevel = (typeof LOG_LEVELS)[number]

export const WEB_VITAL_NAMES = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const
export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const

export const INGEST_LIMITS = {
  /** Events in one batch. */
  maxEvents: 1000,
  /** Bytes in one request body: the browser's budget for sendBeacon and fetch keepalive is 64 KiB in all. */
  maxBatchBytes: 60 * 1024,
  /** Bytes of one event, serialized. */
  maxEventBytes: 8 * 1024,
  maxMessageLength: 200,
  maxPathLength: 1024,
  /** Any string inside `fields` (a stack trace is cut to this). */
  maxStringLength: 4000,
  maxFieldKeys: 32,
  maxKeyLength: 64,
  maxArrayLength: 20,
  /** Objects and arrays nested inside `fields`, counting `fields` itself. */
  maxDepth: 3,
} as const

export type FieldValue = string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue }
export type LogFields = Record<string, FieldValue>

/** Properties every browser event carries. */
export type BrowserEventBase = {
  /** ISO 8601 time the event happened in the browser. */
  time: string
  /** The page's path (no query or hash: they can carry personal data). */
  path: string
  /** Random id of this page load, to group one visit's events; never stored in the browser. */
  session: string
}

export type BrowserLogEvent = BrowserEventBase & {
  level: BrowserLogLevel
  msg: string
  fields?: LogFields
}

export type WebVitalEvent = BrowserEventBase & {
  name: (typeof WEB_VITAL_NAMES)[number]
  value: number
  delta: number
  rating: (typeof WEB_VITAL_RATINGS)[number]
  id: string
  navigationType: string
}
