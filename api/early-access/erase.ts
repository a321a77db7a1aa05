import type { Kysely, Transaction } from "kysely"
import { emailKey } from "./intake"
import { recordRightsRequest } from "../rights/rights-log"
import type { Database } from "../store/schema"

type Db = Kysely<Database> | Transaction<Database>

export interface Erased {
  requests: number
  outbox: number
  tokens: number
}

/**
 * Erases requests with everything kept for them: their outbox rows (undelivered ones included) and their tokens,
 * except `keepTokenHash` (the delete link just used, so using it again says "already used"). Run it inside a
 * transaction when it must happen together with something else.
 */
export async function eraseRequests(db: Db, requestIds: readonly string[], keepTokenHash?: string): Promise<Erased> {
  if (requestIds.length === 0) return { requests: 0, outbox: 0, tokens: 0 }
  const outbox = await db.deleteFrom("outbox").where("request_id", "in", requestIds).executeTakeFirst()
  let tokens = db.deleteFrom("early_access_tokens").where("request_id", "in", requestIds)
  if (keepTokenHash !== undefined) tokens = tokens.where("token_hash", "!=", keepTokenHash)
  const tokensDeleted = await tokens.executeTakeFirst()
  const requests = await db.deleteFrom("early_access_requests").where("id", "in", requestIds).executeTakeFirst()
  return {
    requests: Number(requests.numDeletedRows),
    outbox: Number(outbox.numDeletedRows),
    tokens: Number(tokensDeleted.numDeletedRows),
  }
}

export interface StaffErasure {
  now?: Date
  /** When the person asked (their email's date), for the rights log; now when not told. */
  requestedAt?: Date
}

/**
 * `npm run signups -- --delete EMAIL`: erases the request from this address (any case), if there is one, and enters
 * the erasure in the rights log (asked `requestedAt`, answered now).
 */
export async function eraseRequestByEmail(
  db: Kysely<Database>,
  email: string,
  { now = new Date(), requestedAt = now }: StaffErasure = {},
): Promise<Erased> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("early_access_requests")
      .select("id")
      .where("email_key", "=", emailKey(email))
      .execute()
    const ids = rows.map((row) => row.id)
    const erased = await eraseRequests(trx, ids)
    for (const requestId of ids) {
      await recordRightsRequest(trx, {
        requestId,
        kind: "erasure",
        requestedAt: requestedAt.toISOString(),
        answeredAt: now.toISOString(),
      })
    }
    return erased
  })
}
