import type { Kysely } from "kysely"
import { YOUR_DATA_ENDPOINT } from "../../contracts/your-data"
import { isHttps, readCookie, setCookie } from "../http/cookies"
import { findLiveToken, hashToken, issueToken, TOKEN_POLICY, useToken, type LiveToken } from "../early-access/tokens"
import type { ApiRequest, ApiResponse } from "../http/http"
import type { Database } from "../store/schema"

// The "your data" session: the emailed link's token (24 hours, one use) is spent for a session token (30 minutes),
// stored like every token as a hash, and kept in the browser in a cookie:
// - HttpOnly, and Secure with the `__Secure-` prefix over https (a network attacker cannot plant or overwrite it);
// - Path=/api/your-data: only the Functions that need it ever receive it, never a page;
// - SameSite=Strict. The link opened from a mail app or webmail is a cross-site navigation, and a Strict cookie is not
//   sent on one; but nothing needs it there: the link only opens a page (a GET spends nothing, since mail scanners
//   follow links), and the session starts when that page, on our own origin, POSTs the token. Every request that
//   uses the session after that comes from our pages too. Lax would only add the cookie to cross-site top-level
//   GETs, which the session never needs; Strict keeps another site from even starting a download with it.
// - Max-Age is what is left of the 30 minutes; the server checks the expiry itself in any case.

export const SESSION_COOKIE = "your_data_session"
const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`

function cookieName(req: ApiRequest): string {
  return isHttps(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE
}

function setSessionCookie(req: ApiRequest, res: ApiResponse, value: string, maxAgeSeconds: number): void {
  setCookie(res, cookieName(req), value, { path: YOUR_DATA_ENDPOINT, maxAge: maxAgeSeconds, sameSite: "Strict", req })
}

export type OpenedSession = { ok: true; token: string; requestId: string; expiresAt: string } | { ok: false }

/**
 * Spends the emailed link's token and starts a session for its request, in one transaction. Whatever went wrong (used,
 * expired, altered, minted for another purpose, the request erased since) is one answer: the caller says "expired".
 */
export async function openSession(db: Kysely<Database>, link: unknown, now: Date): Promise<OpenedSession> {
  return db.transaction().execute(async (trx): Promise<OpenedSession> => {
    const used = await useToken(trx, link, "access", now)
    if (!used.ok) return { ok: false }
    const exists = await trx
      .selectFrom("early_access_requests")
      .select("id")
      .where("id", "=", used.requestId)
      .executeTakeFirst()
    if (!exists) return { ok: false }
    const token = await issueToken(trx, used.requestId, "session", now)
    const expiresAt = new Date(now.getTime() + TOKEN_POLICY.session.ttlMs).toISOString()
    return { ok: true, token, requestId: used.requestId, expiresAt }
  })
}

export function startSessionCookie(
  req: ApiRequest,
  res: ApiResponse,
  opened: { token: string; expiresAt: string },
  now: Date,
): void {
  setSessionCookie(req, res, opened.token, (Date.parse(opened.expiresAt) - now.getTime()) / 1000)
}

export function clearSessionCookie(req: ApiRequest, res: ApiResponse): void {
  setSessionCookie(req, res, "", 0)
}

export interface Session extends LiveToken {
  /** The cookie's token, to end the session with. */
  token: string
}

/** The live session this request carries, or null (no cookie, altered, ended, expired, or its request erased). */
export async function readSession(req: ApiRequest, db: Kysely<Database>, now: Date): Promise<Session | null> {
  const token = readCookie(req, cookieName(req))
  if (!token) return null
  const live = await findLiveToken(db, token, "session", now)
  return live ? { ...live, token } : null
}

/** Ends the session now (the token is marked used); a second end changes nothing. */
export async function endSession(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db
    .updateTable("early_access_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", "session")
    .where("used_at", "is", null)
    .execute()
}
