// The site's logger as every module uses it: log.info("pricing_toggled", { currency }). Cheap to import: it
// only records the call (with its time and page) and hands it to the sink that telemetry-runtime.ts attaches
// once the page is idle (logger.ts, batched to /_axiom/logs). Calls made before that are kept and replayed.
// Silent during SSR and in unit tests; in development each call is also printed to the console.
import type { BrowserLogLevel } from "../../contracts/log-ingest-limits"

export type LogLevel = BrowserLogLevel
export type LogInput = Readonly<Record<string, unknown>>
export type Logger = Record<LogLevel, (msg: string, fields?: LogInput) => void>
export type LogCall = { level: LogLevel; msg: string; fields: LogInput | undefined; time: Date; path: string }
export type LogSink = (call: LogCall) => void

/** Calls kept while the runtime loads; a page that logs more before it is idle has bigger problems. */
const MAX_EARLY_CALLS = 200

let sink: LogSink | null = null
const early: LogCall[] = []

function record(level: LogLevel) {
  return (msg: string, fields?: LogInput) => {
    if (typeof window === "undefined" || process.env.NODE_ENV === "test") return
    try {
      if (process.env.NODE_ENV === "development") console[level](msg, fields ?? "")
      const call = { level, msg, fields, time: new Date(), path: window.location.pathname }
      if (sink) sink(call)
      else if (early.length < MAX_EARLY_CALLS) early.push(call)
    } catch {
      // Logging must never break the page.
    }
  }
}

export const log: Logger = {
  debug: record("debug"),
  info: record("info"),
  warn: record("warn"),
  error: record("error"),
}

/** Where calls go from now on; the ones made before are replayed into it first. */
export function attachLogSink(next: LogSink): void {
  sink = next
  for (const call of early.splice(0)) next(call)
}

/** Logs uncaught errors and unhandled promise rejections; returns a function removing the listeners. */
export function logUncaughtErrors(target: Window = window, logger: Logger = log): () => void {
  const onError = (event: ErrorEvent) => {
    logger.error("uncaught_error", {
      error: event.error instanceof Error ? event.error : event.message || "unknown error",
      source: event.filename || null,
      line: event.lineno || null,
      column: event.colno || null,
    })
  }
  const onRejection = (event: PromiseRejectionEvent) =>
    logger.error("unhandled_rejection", { error: event.reason as unknown })
  target.addEventListener("error", onError)
  target.addEventListener("unhandledrejection", onRejection)
  return () => {
    target.removeEventListener("error", onError)
    target.removeEventListener("unhandledrejection", onRejection)
  }
}
