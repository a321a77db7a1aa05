import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import type { Kysely, Transaction } from "kysely"
import type { EarlyAccessTokenErrorCode } from "../../contracts/early-access"
import { YOUR_DATA_LINK_HOURS, YOUR_DATA_SESSION_MINUTES } from "../../contracts/your-data"
import { loadSiteSecret } from "../runtime/env"
import type { Database, TokenPurpose } from "../store/schema"

// Tokens for the emailed links and the "your data" session: 256 random bits, single-purpose, expiring, single-use.
// Only their SHA-256 is stored, so a copy of the database cannot confirm, delete or open anybody's data. The
// "your data" link and session are also signed with SITE_SECRET (HMAC-SHA256 over the purpose and the random part):
// a token that was altered, or minted for another purpose, is refused before the database is asked at all.

const HOUR_MS = 60 * 60 * 1000

export interface TokenPolicy {
  ttlMs: number
  signed: boolean
}

/** The confirmation email's links predate signing and stay unsigned, so links already sent keep working. */
export const TOKEN_POLICY: Readonly<Record<TokenPurpose, TokenPolicy>> = {
  confirm: { ttlMs: 7 * 24 * HOUR_MS, signed: false },
  delete: { ttlMs: 30 * 24 * HOUR_MS, signed: false },
  // The your-data contract states these two (contracts/your-data.ts), and the words the person reads quote it.
  access: { ttlMs: YOUR_DATA_LINK_HOURS * HOUR_MS, signed: true },
  session: { ttlMs: YOUR_DATA_SESSION_MINUTES * 60 * 1000, signed: true },
}

type Db = Kysely<Database> | Transaction<Database>

const RANDOM = "[A-Za-z0-9_-]{43}"
const UNSIGNED_SHAPE = new RegExp(`^${RANDOM}$`)
const SIGNED_SHAPE = new RegExp(`^(${RANDOM})\\.(${RANDOM})$`)

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex")
}

function signature(purpose: TokenPurpose, random: string, secret: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${random}`).digest("base64url")
}

/** Whether `raw` has the shape of a `purpose` token and, for a signed purpose, carries a valid signature. */
export function isWellFormedToken(raw: unknown, purpose: TokenPurpose, secret = loadSiteSecret().value): raw is string {
  if (typeof raw !== "string") return false
  if (!TOKEN_POLICY[purpose].signed) return UNSIGNED_SHAPE.test(raw)
  const match = SIGNED_SHAPE.exec(raw)
  if (!match) return false
  const expected = Buffer.from(signature(purpose, match[1] ?? "", secret))
  const given = Buffer.from(match[2] ?? "")
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A new raw token for `purpose` (not stored): 256 random bits, signed when the purpose is. */
export function newToken(purpose: TokenPurpose, secret = loadSiteSecret().value): string {
  const random = randomBytes(32).toString("base64url")
  return TOKEN_POLICY[purpose].signed ? `${random}.${signature(purpose, random, secret)}` : random
}

/** Creates a token for `purpose` on a request and returns it; the caller puts it in a link and forgets it. */
export async function issueToken(db: Db, requestId: string, purpose: TokenPurpose, now: Date): Promise<string> {
  const raw = newToken(purpose)
  await db
    .insertInto("early_access_tokens")
    .values({
      token_hash: hashToken(raw),
      request_id: requestId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_POLICY[purpose].ttlMs).toISOString(),
      used_at: null,
    })
    .execute()
  return raw
}

export type TokenUse = { ok: true; requestId: string } | { ok: false; code: EarlyAccessTokenErrorCode }

/**
 * Marks a token used, atomically (two concurrent uses: one wins), and says whose request it was for. Run it in
 * the same transaction as the action it authorises, so a failed action leaves the token usable.
 */
export async function useToken(db: Db, raw: unknown, purpose: TokenPurpose, now: Date): Promise<TokenUse> {
  if (!isWellFormedToken(raw, purpose)) return { ok: false, code: "invalid_token" }
  const tokenHash = hashToken(raw)
  const at = now.toISOString()
  const used = await db
    .updateTable("early_access_tokens")
    .set({ used_at: at })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", at)
    .returning("request_id")
    .executeTakeFirst()
  if (used) return { ok: true, requestId: used.request_id }

  const row = await db
    .selectFrom("early_access_tokens")
    .select(["purpose", "used_at", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst()
  if (!row || row.purpose !== purpose) return { ok: false, code: "invalid_token" }
  if (row.used_at !== null) return { ok: false, code: "token_used" }
  return { ok: false, code: "token_expired" }
}

export interface LiveToken {
  requestId: string
  expiresAt: string
}

/** A token that is still good (not used, not expired) without spending it: the "your data" session's check. */
export async function findLiveToken(db: Db, raw: unknown, purpose: TokenPurpose, now: Date): Promise<LiveToken | null> {
  if (!isWellFormedToken(raw, purpose)) return null
  const row = await db
    .selectFrom("early_access_tokens")
    .select(["request_id", "expires_at"])
    .where("token_hash", "=", hashToken(raw))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst()
  return row ? { requestId: row.request_id, expiresAt: row.expires_at } : null
}
