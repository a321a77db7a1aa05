import { z } from "zod"
import { DEFAULT_EARLY_ACCESS_TOPIC, EARLY_ACCESS_TOPIC_VALUES, MESSAGE_MAX_CHARS } from "../../contracts/early-access"
import { EMPLOYEE_RANGE_VALUES } from "../../contracts/employee-ranges"

// Rules for an early-access request body. Values are trimmed and otherwise stored as entered; unknown fields
// are dropped. `website` is a honeypot the form hides from people: only bots fill it in.

function text(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
}

const SIZE_MESSAGE = "Choose one of the company sizes offered."
const TOPIC_MESSAGE = "Choose one of the topics offered."

/** Absent, null and blank all mean "not given". */
const orBlank = (value: unknown): unknown => value ?? ""

export const earlyAccessSchema = z.object({
  email: text("Email", 254).pipe(z.email({ error: "Enter a valid email address." })),
  name: text("Name", 120),
  company: text("Company", 160),
  emp_count: z.preprocess(
    orBlank,
    z
      .string({ error: SIZE_MESSAGE })
      .trim()
      .pipe(z.enum(["", ...EMPLOYEE_RANGE_VALUES], { error: SIZE_MESSAGE })),
  ),
  topic: z.preprocess(
    orBlank,
    z
      .string({ error: TOPIC_MESSAGE })
      .trim()
      .transform((value) => value || DEFAULT_EARLY_ACCESS_TOPIC)
      .pipe(z.enum(EARLY_ACCESS_TOPIC_VALUES, { error: TOPIC_MESSAGE })),
  ),
  message: z.preprocess(
    orBlank,
    z
      .string({ error: "Message must be text." })
      .trim()
      .max(MESSAGE_MAX_CHARS, {
        error: `Message must be at most ${MESSAGE_MAX_CHARS.toLocaleString("en")} characters.`,
      }),
  ),
})

export type EarlyAccessInput = z.infer<typeof earlyAccessSchema>

export type EarlyAccessParse =
  { ok: true; input: EarlyAccessInput; honeypot: boolean } | { ok: false; fields: Record<string, string> }

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false
  return typeof value !== "string" || value.trim() !== ""
}

/** Validates a parsed JSON body; a non-object body is reported as every required field missing. */
export function parseEarlyAccess(body: unknown): EarlyAccessParse {
  const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}
  const result = earlyAccessSchema.safeParse(record)
  if (!result.success) {
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "body")
      fields[field] ??= issue.message
    }
    return { ok: false, fields }
  }
  return { ok: true, input: result.data, honeypot: isFilled(Reflect.get(record, "website")) }
}
