import { z } from "zod"
import {
  INGEST_LIMITS as L,
  LOG_LEVELS,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  type BrowserLogEvent,
  type FieldValue,
  type WebVitalEvent,
} from "./log-ingest-limits"

// Checks a batch from the browser: a JSON array of at most INGEST_LIMITS.maxEvents events, each one of the two
// shapes in log-ingest-limits.ts and no larger than maxEventBytes. Unknown properties are refused, not dropped:
// the browser never sends them, so they mean someone else is writing to our dataset.

export type IngestKind = "log" | "web-vital"

const key = z
  .string()
  .min(1)
  .max(L.maxKeyLength)
  .regex(/^[A-Za-z0-9_.$-]+$/, { error: "keys are letters, digits, _ . $ -" })

const primitive = z.union([z.string().max(L.maxStringLength), z.number().finite(), z.boolean(), z.null()])

function nested(inner: z.ZodType<FieldValue>): z.ZodType<FieldValue> {
  return z.union([
    primitive,
    z.array(inner).max(L.maxArrayLength),
    z.record(key, inner).refine((value) => Object.keys(value).length <= L.maxFieldKeys, { error: `at most ${L.maxFieldKeys} keys` }),
  ])
}

// `fields` is one level; values may nest two more (an error's {name, message, stack}, a short list).
const fieldValue = nested(nested(primitive))
const fields = z
  .record(key, fieldValue)
  .refine((value) => Object.keys(value).length <= L.maxFieldKeys, { error: `at most ${L.maxFieldKeys} fields` })

const base = {
  time: z.iso.datetime({ offset: true }),
  path: z.string().startsWith("/").max(L.maxPathLength),
  session: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
}

export const browserLogEventSchema = z.strictObject({
  ...base,
  level: z.enum(LOG_LEVELS),
  msg: z.string().min(1).max(L.maxMessageLength),
  fields: fields.optional(),
})

export const webVitalEventSchema = z.strictObject({
  ...base,
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().finite().min(0).max(1e7),
  delta: z.number().finite().min(-1e7).max(1e7),
  rating: z.enum(WEB_VITAL_RATINGS),
  id: z.string().min(1).max(100),
  navigationType: z.string().max(32),
})

const SCHEMAS = { log: browserLogEventSchema, "web-vital": webVitalEventSchema } as const

export type IngestEvent = BrowserLogEvent | WebVitalEvent

export type BatchParse =
  | { ok: true; events: IngestEvent[] }
  | { ok: false; status: 400 | 413; code: string; message: string }

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
    if (typeof event !== "object" || event === null || Array.isArray(event)) return invalid(`Event ${index} is not an object.`)
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
