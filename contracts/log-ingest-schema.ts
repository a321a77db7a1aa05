// The zod schemas of the two events the browser sends to /_axiom/logs and /_axiom/web-vitals, built from the
// bounds in log-ingest-limits.ts. The server checks each event of a batch with them (api/log-ingest/schema.ts),
// and the browser's tests check that what src/telemetry/ sends passes them. Browser code itself never imports
// this file (it would put zod in the bundle); it imports log-ingest-limits.ts. Unknown properties are refused,
// not dropped: the browser never sends them, so they mean someone else is writing to our dataset.
import { z } from "zod"
import {
  INGEST_LIMITS as L,
  LOG_LEVELS,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  type FieldValue,
} from "./log-ingest-limits"

const key = z
  .string()
  .min(1)
  .max(L.maxKeyLength)
  .regex(/^[A-Za-z0-9_.$-]+$/, { error: "keys are letters, digits, _ . $ -" })

const primitive = z.union([z.string().max(L.maxStringLength), z.number(), z.boolean(), z.null()])

function nested(inner: z.ZodType<FieldValue>): z.ZodType<FieldValue> {
  return z.union([
    primitive,
    z.array(inner).max(L.maxArrayLength),
    z
      .record(key, inner)
      .refine((value) => Object.keys(value).length <= L.maxFieldKeys, { error: `at most ${L.maxFieldKeys} keys` }),
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
  value: z.number().min(0).max(1e7),
  delta: z.number().min(-1e7).max(1e7),
  rating: z.enum(WEB_VITAL_RATINGS),
  id: z.string().min(1).max(100),
  navigationType: z.string().max(32),
})
