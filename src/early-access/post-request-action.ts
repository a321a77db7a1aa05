// POST { token } to confirm an address or delete a request (the pages the confirmation email links to), and
// what the answer means for the visitor. Only a button press calls this: a GET never changes state.
import {
  EARLY_ACCESS_CONFIRM_ENDPOINT,
  EARLY_ACCESS_DELETE_ENDPOINT,
  type EarlyAccessTokenAnswer,
  type EarlyAccessTokenBody,
} from "../../contracts/early-access"
import { errorOf, isRecord, readJson, type Fetch } from "./api-answer"

export type RequestAction = "confirm" | "delete"

export const ACTION_ENDPOINTS: Record<RequestAction, string> = {
  confirm: EARLY_ACCESS_CONFIRM_ENDPOINT,
  delete: EARLY_ACCESS_DELETE_ENDPOINT,
}

const DONE_STATUS: Record<RequestAction, EarlyAccessTokenAnswer["status"]> = { confirm: "confirmed", delete: "deleted" }

/**
 * What the page shows: done; the link was already used, expired or is not a link we sent; too many tries;
 * anything else (network, 5xx, 403 cross_site, an answer we cannot read) is "failed", worth another try.
 */
export type ActionOutcome = "done" | "used" | "expired" | "invalid" | "rate-limited" | "failed"

/** The token from the page's query string (`?token=…`), or null when there is none. */
export function tokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim()
  return token ? token : null
}

export async function postRequestAction(
  action: RequestAction,
  token: string,
  { fetch: fetchImpl = (...args) => globalThis.fetch(...args), signal }: { fetch?: Fetch; signal?: AbortSignal } = {},
): Promise<{ outcome: ActionOutcome; reason?: string }> {
  let response: Response
  try {
    response = await fetchImpl(ACTION_ENDPOINTS[action], {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ token } satisfies EarlyAccessTokenBody),
      signal,
    })
  } catch (error) {
    return { outcome: "failed", reason: `network error: ${error instanceof Error ? error.message : String(error)}` }
  }
  const { status } = response
  if (status === 429) return { outcome: "rate-limited" }
  const body = await readJson(response)
  if (status === 200 && isRecord(body) && body.status === DONE_STATUS[action]) return { outcome: "done" }
  const code = errorOf(body).code
  if (status === 410 && code === "token_used") return { outcome: "used" }
  if (status === 410 && code === "token_expired") return { outcome: "expired" }
  if (status === 400 && code === "invalid_token") return { outcome: "invalid" }
  return { outcome: "failed", reason: `answered ${status}${code ? ` ${code}` : ""}` }
}
