// The browser's side of the "your data" endpoints (contracts/your-data.ts): what each answer means for the page.
// The cookie that holds the session is HttpOnly; these calls send it by being same-origin, nothing here reads it.
import {
  YOUR_DATA_CORRECTION_ENDPOINT,
  YOUR_DATA_ENDPOINT,
  YOUR_DATA_ERASURE_ENDPOINT,
  YOUR_DATA_REQUEST_ENDPOINT,
  YOUR_DATA_SESSION_ENDPOINT,
  type YourDataAnswer,
  type YourDataCorrectionAnswer,
  type YourDataCorrectionBody,
  type YourDataRequestBody,
  type YourDataSessionBody,
} from "../../contracts/your-data"
import { errorOf, isRecord, readJson, type Fetch } from "../early-access/api-answer"

type Options = { fetch?: Fetch }

const defaultFetch: Fetch = (...args) => globalThis.fetch(...args)

async function send(
  endpoint: string,
  method: string,
  body: unknown,
  fetchImpl: Fetch,
): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetchImpl(endpoint, {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: "same-origin",
    })
    return { status: response.status, body: await readJson(response) }
  } catch {
    return null
  }
}

export type LinkRequestOutcome =
  { outcome: "sent" } | { outcome: "invalid"; message: string } | { outcome: "rate-limited" } | { outcome: "failed" }

/** Asks for the link: "sent" is the neutral answer, whatever the address. */
export async function requestLink(
  email: string,
  language?: string,
  { fetch = defaultFetch }: Options = {},
): Promise<LinkRequestOutcome> {
  const body: YourDataRequestBody = language ? { email, language } : { email }
  const answer = await send(YOUR_DATA_REQUEST_ENDPOINT, "POST", body, fetch)
  if (!answer) return { outcome: "failed" }
  if (answer.status === 200) return { outcome: "sent" }
  if (answer.status === 429) return { outcome: "rate-limited" }
  const { code, fields } = errorOf(answer.body)
  if (answer.status === 400 && code === "invalid_fields" && typeof fields?.email === "string")
    return { outcome: "invalid", message: fields.email }
  return { outcome: "failed" }
}

export type OpenOutcome = "open" | "expired" | "rate-limited" | "failed"

/** Spends the emailed link for a session (a cookie the browser keeps). */
export async function openSession(token: string, { fetch = defaultFetch }: Options = {}): Promise<OpenOutcome> {
  const answer = await send(YOUR_DATA_SESSION_ENDPOINT, "POST", { token } satisfies YourDataSessionBody, fetch)
  if (!answer) return "failed"
  if (answer.status === 200) return "open"
  if (answer.status === 429) return "rate-limited"
  if (answer.status === 410) return "expired"
  return "failed"
}

export async function closeSession({ fetch = defaultFetch }: Options = {}): Promise<void> {
  await send(YOUR_DATA_SESSION_ENDPOINT, "DELETE", undefined, fetch)
}

function isAnswer(body: unknown): body is YourDataAnswer {
  return isRecord(body) && isRecord(body.data) && isRecord(body.session) && isRecord(body.data.request)
}

export type LoadOutcome =
  { outcome: "loaded"; answer: YourDataAnswer } | { outcome: "no-session" } | { outcome: "failed" }

/**
 * Asks first whether this browser has a session (always a 200: having none is an ordinary state of the page), then
 * loads the data only when it has one, so a visit without a session sends no request that fails.
 */
export async function loadYourData({ fetch = defaultFetch }: Options = {}): Promise<LoadOutcome> {
  const session = await send(YOUR_DATA_SESSION_ENDPOINT, "GET", undefined, fetch)
  if (!session || session.status !== 200 || !isRecord(session.body)) return { outcome: "failed" }
  if (session.body.status !== "open") return { outcome: "no-session" }
  const answer = await send(YOUR_DATA_ENDPOINT, "GET", undefined, fetch)
  if (!answer) return { outcome: "failed" }
  if (answer.status === 200 && isAnswer(answer.body)) return { outcome: "loaded", answer: answer.body }
  if (answer.status === 401) return { outcome: "no-session" }
  return { outcome: "failed" }
}

export type CorrectionOutcome =
  | { outcome: "corrected" | "unchanged"; fields: YourDataCorrectionAnswer["fields"] }
  | { outcome: "invalid"; fields: Record<string, string> }
  | { outcome: "no-session" | "rate-limited" | "failed" }

export async function correctYourData(
  values: YourDataCorrectionBody,
  { fetch = defaultFetch }: Options = {},
): Promise<CorrectionOutcome> {
  const answer = await send(YOUR_DATA_CORRECTION_ENDPOINT, "POST", values, fetch)
  if (!answer) return { outcome: "failed" }
  const body = answer.body
  if (answer.status === 200 && isRecord(body) && (body.status === "corrected" || body.status === "unchanged"))
    return {
      outcome: body.status,
      fields: Array.isArray(body.fields) ? (body.fields as YourDataCorrectionAnswer["fields"]) : [],
    }
  if (answer.status === 401) return { outcome: "no-session" }
  if (answer.status === 429) return { outcome: "rate-limited" }
  const { code, fields } = errorOf(body)
  if (answer.status === 400 && code === "invalid_fields" && fields) {
    const messages: Record<string, string> = {}
    for (const [name, message] of Object.entries(fields)) if (typeof message === "string") messages[name] = message
    return { outcome: "invalid", fields: messages }
  }
  return { outcome: "failed" }
}

export type ErasureOutcome = "erased" | "no-session" | "failed"

export async function eraseYourData({ fetch = defaultFetch }: Options = {}): Promise<ErasureOutcome> {
  const answer = await send(YOUR_DATA_ERASURE_ENDPOINT, "POST", {}, fetch)
  if (!answer) return "failed"
  if (answer.status === 200 && isRecord(answer.body) && answer.body.status === "erased") return "erased"
  if (answer.status === 401) return "no-session"
  return "failed"
}
