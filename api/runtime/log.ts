// Structured server logger: one event per call ({level, msg, time, ...fields}). With AXIOM_TOKEN set the events
// go to Axiom (batched, see api/runtime/axiom.ts; safeHandler flushes them before a request ends), otherwise one JSON
// line each on stdout. Never throws.
import { queueLogEvent, flushLogEvents, stdoutLines } from "./axiom"
import { loadAxiomConfig } from "./env"

export type LogLevel = "info" | "warn" | "error"
export type LogFields = Readonly<Record<string, unknown>>
export type LogWriter = (line: string) => void

const RESERVED = new Set(["level", "msg", "time"])

let testWriter: LogWriter | null = null

/** Tests capture or silence output with this (it replaces Axiom and stdout); pass null to restore them. */
export function setLogWriter(next: LogWriter | null): void {
  testWriter = next
}

function deliver(line: string): void {
  if (testWriter) return testWriter(line)
  const axiom = loadAxiomConfig()
  if (!axiom) return stdoutLines(line)
  const entry = JSON.parse(line) as Record<string, unknown>
  // Axiom's own timestamp field; `source` tells these apart from the browser's events in the same dataset.
  queueLogEvent({ _time: entry.time, source: "server", ...entry }, axiom)
}

/** Sends queued events (Axiom only; stdout is written at once). Never rejects. */
export function flushLogs(): Promise<void> {
  return flushLogEvents()
}

function serializeError(error: Error): Record<string, unknown> {
  const code: unknown = Reflect.get(error, "code")
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    stack: error.stack,
  }
}

function toLine(level: LogLevel, msg: string, fields: LogFields): string {
  const entry: Record<string, unknown> = { level, msg, time: new Date().toISOString() }
  for (const [key, value] of Object.entries(fields)) {
    if (!RESERVED.has(key)) entry[key] = value
  }
  const seen = new WeakSet()
  return JSON.stringify(entry, (_key, value: unknown) => {
    if (value instanceof Error) return serializeError(value)
    if (typeof value === "bigint") return value.toString()
    if (typeof value === "object" && value !== null) {
      if (seen.has(value)) return "[circular]"
      seen.add(value)
    }
    return value
  })
}

function write(level: LogLevel, msg: string, fields: LogFields = {}): void {
  try {
    deliver(toLine(level, msg, fields))
  } catch {
    // Logging must never take a request down with it.
  }
}

export const log = {
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
}
