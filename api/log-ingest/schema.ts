import { INGEST_LIMITS as L, type BrowserLogEvent, type WebVitalEvent } from "../../contracts/log-ingest-limits"
import { browserLogEventSchema, webVitalEventSchema } from "../../contracts/log-ingest-schema"

// Checks a batch from the browser: a JSON array of at most INGEST_LIMITS.maxEvents events, each one of the two
// shapes in contracts/log-ingest-schema.ts and no larger than maxEventBytes.

export type IngestKind = "log" | "web-vital"

const SCHEMAS = { log: browserLogEventSchema, "web-vital": webVitalEventSchema } as const

export type IngestEvent = BrowserLogEvent | WebVitalEvent

export type BatchParse =
  { ok: true; events: IngestEvent[] } | { ok: false; status: 400 | 413; code: string; message: string }

function invalid(message: string): BatchParse {
  return { ok: false, status: 400, code: "invalid_batch", message }
}

function bytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? "", "utf8")
}

/** The whole batch or nothing: one bad event refuses the batch, so nothing half-checked is forwarded. */
export function parseBatch(kind: IngestKind, body: unknown): BatchParse {
  if (!Array.isArray(body)) return invalid("The body must be a JSON array of events.")
  if (body.length === 0) return invalid("The batch is empty.")
  if (body.length > L.maxEvents) {
    return { ok: false, status: 413, code: "too_many_events", message: `A batch holds at most ${L.maxEvents} events.` }
  }
  const schema = SCHEMAS[kind]
  const events: IngestEvent[] = []
  for (const [index, event] of body.entries()) {
    if (typeof event !== "object" || event === null || Array.isArray(event))
      return invalid(`Event ${index} is not an object.`)
    if (bytes(event) > L.maxEventBytes) return invalid(`Event ${index} is larger than ${L.maxEventBytes} bytes.`)
    const result = schema.safeParse(event)
    if (!result.success) {
      const issue = result.error.issues[0]
      const where = issue?.path.length ? ` at ${issue.path.join(".")}` : ""
      return invalid(`Event ${index}${where}: ${issue?.message ?? "invalid"}.`)
    }
    events.push(result.data)
  }
  return { ok: true, events }
}
