import type { Kysely } from "kysely"
import type { EarlyAccessTokenAnswer } from "../../contracts/early-access"
import { eraseRequests } from "./erase"
import { hashToken, useToken, type TokenUse } from "./tokens"
import { recordRightsRequest } from "../rights/rights-log"
import type { Database, TokenPurpose } from "../store/schema"

// What an emailed link does once its page POSTs the token: confirm the address, or erase the request (entered in the
// rights log). The token is spent in the same transaction as the action, so a failed action leaves it usable and two
// concurrent uses cannot both act.

export type TokenActionResult = { ok: true; answer: EarlyAccessTokenAnswer } | Extract<TokenUse, { ok: false }>

export async function runTokenAction(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  raw: unknown,
  now: Date,
): Promise<TokenActionResult> {
  return db.transaction().execute(async (trx): Promise<TokenActionResult> => {
    const use = await useToken(trx, raw, purpose, now)
    if (!use.ok) return use
    if (purpose === "confirm") {
      // The first confirmation counts; the request stays visible to staff either way.
      await trx
        .updateTable("early_access_requests")
        .set({ confirmed_at: now.toISOString() })
        .where("id", "=", use.requestId)
        .where("confirmed_at", "is", null)
        .execute()
      return { ok: true, answer: { status: "confirmed" } }
    }
    // useToken accepted it, so `raw` is a well-formed string: keep its row so a second use says token_used.
    await eraseRequests(trx, [use.requestId], hashToken(raw as string))
    // An erasure the person asked for, answered at once: the rights log keeps the request's id and the time.
    const at = now.toISOString()
    await recordRightsRequest(trx, { requestId: use.requestId, kind: "erasure", requestedAt: at, answeredAt: at })
    return { ok: true, answer: { status: "deleted" } }
  })
}
