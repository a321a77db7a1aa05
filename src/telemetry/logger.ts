// The logging runtime behind log.ts: each call becomes one event batched to /_axiom/logs (see batcher.ts), where
// a Function checks it and ships it to Axiom. Fields are trimmed here to the shape the server accepts
// (contracts/log-ingest-limits.ts), so the site's own events are never refused. Loaded when the page is idle
// (telemetry-runtime.ts); modules log through log.ts, which queues calls until then.
import {
  INGEST_LIMITS as L,
  LOG_LEVELS,
  type BrowserLogEvent,
  type BrowserLogLevel,
  type FieldValue,
  type LogFields,
} from "../../contracts/log-ingest-limits"
import { utf8Length, type Batcher } from "./batcher"
import type { LogCall, LogInput, LogSink } from "./log"
import { pageSession } from "./page-session"

export type LogSinkOptions = {
  batcher: Pick<Batcher<BrowserLogEvent>, "push">
  /** Events below this level are not sent. */
  minLevel?: BrowserLogLevel
  session?: string
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
    case "object":
      break // objects, arrays, dates and errors: below
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (value instanceof Error) {
    const error = { name: value.name, message: value.message, stack: value.stack ?? null }
    return depth >= L.maxDepth
      ? cut(`${value.name}: ${value.message}`, maxString)
      : toFieldValue(error, depth, maxString)
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
export function toLogEvent(
  level: BrowserLogLevel,
  msg: string,
  input: LogInput | undefined,
  context: { time: string; path: string; session: string },
): BrowserLogEvent {
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

export function createLogSink({ batcher, minLevel = "debug", session = pageSession() }: LogSinkOptions): LogSink {
  return ({ level, msg, fields, time, path }: LogCall) => {
    try {
      if (rank(level) < rank(minLevel)) return
      batcher.push(toLogEvent(level, msg, fields, { time: time.toISOString(), path, session }))
    } catch {
      // Logging must never break the page.
    }
  }
}
