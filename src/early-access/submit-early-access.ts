// POST /api/earlyaccess and what its answer means for the form. The server is the validator; this module
// only sorts its answers (and network failures) into the few outcomes the form shows differently.
import {
  DEFAULT_EARLY_ACCESS_TOPIC,
  EARLY_ACCESS_ENDPOINT,
  EARLY_ACCESS_TOPIC_VALUES,
  type EarlyAccessAnswer,
  type EarlyAccessBody,
  type EarlyAccessFields,
  type EarlyAccessSource,
  type EarlyAccessTopic,
} from "../../contracts/early-access"
import { errorOf, isRecord, readJson, type Fetch } from "./api-answer"

export { EARLY_ACCESS_ENDPOINT }

/** The fields the visitor fills in, in the order the form shows them (and focuses the first invalid one). */
export const FIELD_NAMES = ["email", "name", "company", "emp_count", "topic", "message"] as const
export type FieldName = (typeof FIELD_NAMES)[number]

/** What the form sends: its fields plus the `website` honeypot, which only bots fill in. */
export type EarlyAccessValues = Required<EarlyAccessFields>
export type FieldErrors = Partial<Record<FieldName, string>>

export type SubmitOutcome =
  /** The same for a new and a repeated email: the answer echoes what was sent, normalised. */
  | { kind: "accepted"; answer: EarlyAccessAnswer }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** Network error, 5xx or any answer the form cannot use; `reason` is for developers only. */
  | { kind: "failed"; reason: string }

export const EMPTY_VALUES: EarlyAccessValues = {
  email: "",
  name: "",
  company: "",
  emp_count: "",
  topic: DEFAULT_EARLY_ACCESS_TOPIC,
  message: "",
  website: "",
}

/** Used when a 429 comes without a usable Retry-After. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name)
}

export function isTopic(value: unknown): value is EarlyAccessTopic {
  return (EARLY_ACCESS_TOPIC_VALUES as readonly unknown[]).includes(value)
}

/** The 200 answer, checked field by field: anything else is an answer the form cannot show. */
export function parseAnswer(body: unknown): EarlyAccessAnswer | null {
  if (!isRecord(body) || body.status !== "received") return null
  const { email, name, company, emp_count, topic, message } = body
  const texts = [email, name, company, emp_count, message]
  if (texts.some((value) => typeof value !== "string") || !isTopic(topic)) return null
  return {
    status: "received",
    email: String(email),
    name: String(name),
    company: String(company),
    emp_count: String(emp_count),
    topic,
    message: String(message),
  }
}

/** The messages for fields this form has; null when there are none (the answer is then unexpected). */
function parseFieldErrors(body: unknown): FieldErrors | null {
  const { code, fields } = errorOf(body)
  if (code !== "invalid_fields" || !fields) return null
  const known: FieldErrors = {}
  for (const [name, message] of Object.entries(fields)) {
    if (isFieldName(name) && typeof message === "string" && message) known[name] = message
  }
  return Object.keys(known).length ? known : null
}

/** Retry-After is either whole seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number {
  const value = header?.trim() ?? ""
  if (/^\d+$/.test(value)) return Math.max(1, Number(value))
  const date = Date.parse(value)
  if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - now) / 1000))
  return DEFAULT_RETRY_AFTER_SECONDS
}

export interface SubmitOptions {
  fetch?: Fetch
  signal?: AbortSignal
  /** Where the request came from (request-source.ts), sent beside the fields. */
  source?: EarlyAccessSource
  /** The page's language (its <html lang>), which the request's emails will speak. */
  language?: string
}

export async function submitEarlyAccess(
  values: EarlyAccessValues,
  { fetch: fetchImpl = (...args) => globalThis.fetch(...args), signal, source = {}, language }: SubmitOptions = {},
): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetchImpl(EARLY_ACCESS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...values, ...source, ...(language ? { language } : {}) } satisfies EarlyAccessBody),
      signal,
    })
  } catch (error) {
    return { kind: "failed", reason: `network error: ${error instanceof Error ? error.message : String(error)}` }
  }

  const { status } = response
  if (status === 429)
    return { kind: "rate-limited", retryAfterSeconds: parseRetryAfter(response.headers.get("retry-after")) }
  const body = await readJson(response)
  if (status === 200) {
    const answer = parseAnswer(body)
    return answer ? { kind: "accepted", answer } : { kind: "failed", reason: `unexpected ${status} body` }
  }
  if (status === 400) {
    const fields = parseFieldErrors(body)
    if (fields) return { kind: "invalid", fields }
  }
  const code = errorOf(body).code
  return { kind: "failed", reason: `answered ${status}${code ? ` ${code}` : ""}` }
}
