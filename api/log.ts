// Structured server logger: one JSON line per event on stdout ({level, msg, time, ...fields}).
// The single module to change when logs are shipped elsewhere (Axiom is planned). Never throws.

export type LogLevel = "info" | "warn" | "error"
export type LogFields = Readonly<Record<string, unknown>>
export type LogWriter = (line: string) => void

const RESERVED = new Set(["level", "msg", "time"])

const stdoutWriter: LogWriter = (line) => {
  process.stdout.write(line + "\n")
}

let writer: LogWriter = stdoutWriter

/** Tests capture or silence output with this; pass null to restore stdout. */
export function setLogWriter(next: LogWriter | null): void {
  writer = next ?? stdoutWriter
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
  const seen = new WeakSet<object>()
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
    writer(toLine(level, msg, fields))
  } catch {
    // Logging must never take a request down with it.
  }
}

export const log = {
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
}
