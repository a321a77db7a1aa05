import { z } from "zod"
import { DEFAULT_EARLY_ACCESS_TOPIC, EARLY_ACCESS_TOPIC_VALUES, MESSAGE_MAX_CHARS } from "../../contracts/early-access"
import { EMPLOYEE_RANGE_VALUES } from "../../contracts/employee-ranges"
import { fillWords, formatNumber, type FormWords } from "../../contracts/early-access-copy"

// Rules for an early-access request body. Values are trimmed and otherwise stored as entered; unknown fields
// are dropped. `website` is a honeypot the form hides from people: only bots fill it in.

/**
 * The rules, their messages in the words of the request's language (content/form.yaml's `errors`), numbers as its
 * locale writes them.
 */
export function earlyAccessRules({ errors }: Pick<FormWords, "errors">, locale: string) {
  function text(field: keyof FormWords["errors"]["labels"], max: number) {
    const label = errors.labels[field]
    const required = fillWords(errors.required, { label })
    return z
      .string({ error: (issue) => (issue.input == null ? required : fillWords(errors.notText, { label })) })
      .trim()
      .min(1, { error: required })
      .max(max, { error: fillWords(errors.tooLong, { label, max: formatNumber(max, locale) }) })
  }
  return z.object({
    email: text("email", 254).pipe(z.email({ error: errors.invalidEmail })),
    name: text("name", 120),
    company: text("company", 160),
    emp_count: z.preprocess(
      orBlank,
      z
        .string({ error: errors.size })
        .trim()
        .pipe(z.enum(["", ...EMPLOYEE_RANGE_VALUES], { error: errors.size })),
    ),
    topic: z.preprocess(
      orBlank,
      z
        .string({ error: errors.topic })
        .trim()
        .transform((value) => value || DEFAULT_EARLY_ACCESS_TOPIC)
        .pipe(z.enum(EARLY_ACCESS_TOPIC_VALUES, { error: errors.topic })),
    ),
    message: z.preprocess(
      orBlank,
      z
        .string({ error: errors.messageNotText })
        .trim()
        .max(MESSAGE_MAX_CHARS, {
          error: fillWords(errors.messageTooLong, { max: formatNumber(MESSAGE_MAX_CHARS, locale) }),
        }),
    ),
  })
}

/** Absent, null and blank all mean "not given". */
const orBlank = (value: unknown): unknown => value ?? ""

export type EarlyAccessInput = z.infer<ReturnType<typeof earlyAccessRules>>

export type EarlyAccessParse =
  { ok: true; input: EarlyAccessInput; honeypot: boolean } | { ok: false; fields: Record<string, string> }

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false
  return typeof value !== "string" || value.trim() !== ""
}

/**
 * Validates a parsed body, each message in `words`' language; a non-object body is reported as every required field
 * missing.
 */
export function parseEarlyAccess(body: unknown, words: Pick<FormWords, "errors">, locale: string): EarlyAccessParse {
  const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}
  const result = earlyAccessRules(words, locale).safeParse(record)
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
