// The browser's structured logger: log.info("pricing_toggled", { currency }) → one event batched to
// /_axiom/logs (see batcher.ts), where a Function checks it and ships it to Axiom. Fields are trimmed here to
// the shape the server accepts (api/log-ingest-limits.ts), so the site's own events are never refused.
// During SSR and unit tests nothing is sent; in development events are also printed to the console.
import { LOG_ENDPOINTS } from "../../config/rewrites"
import {
  INGEST_LIMITS as L,
  LOG_LEVELS,
  type BrowserLogEvent,
  type BrowserLogLevel,
  type FieldValue,
  type LogFields,
} from "../../api/log-ingest-limits"
import { createBatcher, utf8Length, type Batcher } from "./batcher"
import { pageSession } from "./page-session"

export type { BrowserLogLevel as LogLevel }
export type LogInput = Readonly<Record<string, unknown>>
export type Logger = Record<BrowserLogLevel, (msg: string, fields?: LogInput) => void>

export type LoggerOptions = {
  batcher: Pick<Batcher<BrowserLogEvent>, "push">
  /** Events below this level are not sent. */
  minLevel?: BrowserLogLevel
  /** Also print events to the console (development). */
  echo?: boolean
  path?: () => string
  session?: string
  now?: () => Date
}

const rank = (level: BrowserLogLevel) => LOG_LEVELS.indexOf(level)

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function cleanKey(key: string): string {
  const cleaned = key.replace(/[^A-Za-z0-9_.$-]/g, "_").slice(0, L.maxKeyLength)
  return cleaned || "_"
}

/** Any value as what the server accepts: JSON, bounded in depth, keys, length; errors as {name, message, stack}. */
function toFieldValue(value: unknown, depth: number, maxString: number): FieldValue | undefined {
  if (value === null) return null
  switch (typeof value) {
    case "string":
      return cut(value, maxString)
    case "number":
      return Number.isFinite(value) ? value : String(value)
    case "boolean":
      return value
    case "bigint":
      return value.toString()
    case "undefined":
    case "function":
    case "symbol":
      return undefined
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (value instanceof Error) {
    const error = { name: value.name, message: value.message, stack: value.stack ?? null }
    return depth >= L.maxDepth ? cut(`${value.name}: ${value.message}`, maxString) : toFieldValue(error, depth, maxString)
  }
  // Past the depth limit an object or array is summarized as text.
  if (depth >= L.maxDepth) return cut(Array.isArray(value) ? `[array of ${value.length}]` : "[object]", maxString)
  if (Array.isArray(value)) {
    return value.slice(0, L.maxArrayLength).map((item) => toFieldValue(item, depth + 1, maxString) ?? null)
  }
  const record: Record<string, FieldValue> = {}
  for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, L.maxFieldKeys)) {
    const field = toFieldValue(item, depth + 1, maxString)
    if (field !== undefined) record[cleanKey(key)] = field
  }
  return record
}

export function toLogFields(input: LogInput, maxString: number = L.maxStringLength): LogFields {
  const fields: LogFields = {}
  for (const [key, value] of Object.entries(input).slice(0, L.maxFieldKeys)) {
    const field = toFieldValue(value, 1, maxString)
    if (field !== undefined) fields[cleanKey(key)] = field
  }
  return fields
}

const eventBytes = (event: BrowserLogEvent) => utf8Length(JSON.stringify(event))

/** The event as sent: fields shortened until it fits the per-event limit, or replaced by a note that they did not. */
export function toLogEvent(level: BrowserLogLevel, msg: string, input: LogInput | undefined, context: { time: string; path: string; session: string }): BrowserLogEvent {
  const event: BrowserLogEvent = {
    time: context.time,
    path: cut(context.path.startsWith("/") ? context.path : `/${context.path}`, L.maxPathLength),
    session: context.session,
    level,
    msg: cut(msg.trim() || "(empty message)", L.maxMessageLength),
  }
  if (!input || Object.keys(input).length === 0) return event
  for (const maxString of [L.maxStringLength, 1000, 200]) {
    const candidate = { ...event, fields: toLogFields(input, maxString) }
    if (eventBytes(candidate) <= L.maxEventBytes) return candidate
  }
  return { ...event, fields: { fields_dropped: "too large to send" } }
}

export function createLogger({
  batcher,
  minLevel = "debug",
  echo = false,
  path = () => window.location.pathname,
  session = pageSession(),
  now = () => new Date(),
}: LoggerOptions): Logger {
  const write = (level: BrowserLogLevel) => (msg: string, fields?: LogInput) => {
    try {
      if (echo) console[level](msg, fields ?? "")
      if (rank(level) < rank(minLevel)) return
      batcher.push(toLogEvent(level, msg, fields, { time: now().toISOString(), path: path(), session }))
    } catch {
      // Logging must never break the page.
    }
  }
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") }
}

const silent: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
let siteLogger: Logger | null = null

/** The site's logger, created on first use in the browser; silent during SSR and in unit tests (jsdom). */
export const log: Logger = {
  debug: (msg, fields) => siteLog().debug(msg, fields),
  info: (msg, fields) => siteLog().info(msg, fields),
  warn: (msg, fields) => siteLog().warn(msg, fields),
  error: (msg, fields) => siteLog().error(msg, fields),
}

function siteLog(): Logger {
  if (typeof window === "undefined" || process.env.NODE_ENV === "test") return silent
  const development = process.env.NODE_ENV === "development"
  siteLogger ??= createLogger({
    batcher: createBatcher<BrowserLogEvent>({ endpoint: LOG_ENDPOINTS.logs }),
    minLevel: development ? "debug" : "info",
    echo: development,
  })
  return siteLogger
}

/** Logs uncaught errors and unhandled promise rejections; returns a function removing the listeners. */
export function logUncaughtErrors(target: Window = window, logger: Logger = log): () => void {
  const onError = (event: ErrorEvent) => {
    logger.error("uncaught_error", {
      error: event.error instanceof Error ? event.error : String(event.message || "unknown error"),
      source: event.filename || null,
      line: event.lineno || null,
      column: event.colno || null,
    })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason
    logger.error("unhandled_rejection", { error: reason instanceof Error ? reason : toFieldValue(reason, 1, 1000) ?? String(reason) })
  }
  target.addEventListener("error", onError)
  target.addEventListener("unhandledrejection", onRejection)
  return () => {
    target.removeEventListener("error", onError)
    target.removeEventListener("unhandledrejection", onRejection)
  }
}
