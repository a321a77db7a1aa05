import { createHash, randomBytes } from "node:crypto"
import type { Kysely, Transaction } from "kysely"
import type { EarlyAccessTokenErrorCode } from "../contracts/early-access"
import type { Database, TokenPurpose } from "./schema"

// Tokens for the links in the confirmation email: 256 random bits, single-purpose, expiring, single-use.
// Only their SHA-256 is stored, so a copy of the database cannot confirm or delete anybody's request.

export const TOKEN_TTL_MS: Readonly<Record<TokenPurpose, number>> = {
  confirm: 7 * 24 * 60 * 60 * 1000,
  delete: 30 * 24 * 60 * 60 * 1000,
}

type Db = Kysely<Database> | Transaction<Database>

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex")
}

/** Creates a token for `purpose` on a request and returns it; the caller puts it in a link and forgets it. */
export async function issueToken(db: Db, requestId: string, purpose: TokenPurpose, now: Date): Promise<string> {
  const raw = randomBytes(32).toString("base64url")
  await db
    .insertInto("early_access_tokens")
    .values({
      token_hash: hashToken(raw),
      request_id: requestId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
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
  if (typeof raw !== "string" || !TOKEN_SHAPE.test(raw)) return { ok: false, code: "invalid_token" }
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
