// POST /api/earlyaccess and what its answer means for the form. The server is the validator; this module
// only sorts its answers (and network failures) into the few outcomes the form shows differently.
import type { EarlyAccessResponseBody } from "../../../api/early-access-handler"
import type { ApiErrorBody } from "../../../api/http"

export const EARLY_ACCESS_ENDPOINT = "/api/earlyaccess"

/** The fields the visitor fills in, in the order the form shows them (and focuses the first invalid one). */
export const FIELD_NAMES = ["email", "name", "company", "emp_count"] as const
export type FieldName = (typeof FIELD_NAMES)[number]

/** What the form sends: its fields plus the `website` honeypot, which only bots fill in. */
export type EarlyAccessValues = Record<FieldName | "website", string>
export type FieldErrors = Partial<Record<FieldName, string>>

export type EarlyAccessReceipt = Pick<EarlyAccessResponseBody["request"], "email" | "name" | "company"> & {
  /** false when the server already had a request from this email (200 instead of 201). */
  created: boolean
}

export type SubmitOutcome =
  | { kind: "accepted"; receipt: EarlyAccessReceipt }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** Network error, 5xx or any answer the form cannot use; `reason` is for developers only. */
  | { kind: "failed"; reason: string }

export const EMPTY_VALUES: EarlyAccessValues = { email: "", name: "", company: "", emp_count: "", website: "" }

/** Used when a 429 comes without a usable Retry-After. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60

type Fetch = typeof fetch

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name)
}

function parseReceipt(body: unknown, created: boolean): EarlyAccessReceipt | null {
  const request: unknown = isRecord(body) ? body.request : undefined
  if (!isRecord(request)) return null
  const { email, name, company } = request
  if (typeof email !== "string" || typeof name !== "string" || typeof company !== "string") return null
  return { email, name, company, created }
}

/** The `{error:{code, fields}}` of an API error answer, checked (see api/http.ts). */
function errorOf(body: unknown): { code?: ApiErrorBody["error"]["code"]; fields?: Record<string, unknown> } {
  const error: unknown = isRecord(body) ? body.error : undefined
  if (!isRecord(error)) return {}
  return {
    ...(typeof error.code === "string" ? { code: error.code } : {}),
    ...(isRecord(error.fields) ? { fields: error.fields } : {}),
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

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown
  } catch {
    return undefined
  }
}

export async function submitEarlyAccess(
  values: EarlyAccessValues,
  { fetch: fetchImpl = (...args) => globalThis.fetch(...args), signal }: { fetch?: Fetch; signal?: AbortSignal } = {},
): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetchImpl(EARLY_ACCESS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(values),
      signal,
    })
  } catch (error) {
    return { kind: "failed", reason: `network error: ${error instanceof Error ? error.message : String(error)}` }
  }

  const { status } = response
  if (status === 429) return { kind: "rate-limited", retryAfterSeconds: parseRetryAfter(response.headers.get("retry-after")) }
  const body = await readJson(response)
  if (status === 200 || status === 201) {
    const receipt = parseReceipt(body, status === 201)
    return receipt ? { kind: "accepted", receipt } : { kind: "failed", reason: `unexpected ${status} body` }
  }
  if (status === 400) {
    const fields = parseFieldErrors(body)
    if (fields) return { kind: "invalid", fields }
  }
  const code = errorOf(body).code
  return { kind: "failed", reason: `answered ${status}${code ? ` ${code}` : ""}` }
}
