import type { Kysely } from "kysely"
import { eraseRequests } from "./erase"
import { loadPipelineConfig } from "../runtime/env"
import { purgeRightsLog } from "../rights/rights-log"
import type { Database } from "../store/schema"

// The maintenance step of `npm run outbox`: requests are kept EARLYACCESS_RETENTION_DAYS (730 by default), then
// erased with their outbox rows and tokens; expired tokens and stale rate-limit counters go as well, and rights log
// entries (which hold only a request id, its kind and times) once they are as old.

const DAY_MS = 24 * 60 * 60 * 1000
/** Rate-limit windows are a minute long; a counter untouched for a day only remembers a client. */
const COUNTER_MAX_AGE_MS = DAY_MS
/** Requests erased per transaction, so a large backlog never holds the write lock for long. */
const BATCH = 500

export interface PurgeResult {
  requests: number
  outbox: number
  tokens: number
  counters: number
  rights: number
}

export interface PurgeOptions {
  now?: Date
  retentionDays?: number
}

export async function purgeExpiredRequests(
  db: Kysely<Database>,
  { now = new Date(), retentionDays = loadPipelineConfig().retentionDays }: PurgeOptions = {},
): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  const result: PurgeResult = { requests: 0, outbox: 0, tokens: 0, counters: 0, rights: 0 }
  for (;;) {
    const erased = await db.transaction().execute(async (trx) => {
      const ids = await trx
        .selectFrom("early_access_requests")
        .select("id")
        .where("created_at", "<", cutoff)
        .limit(BATCH)
        .execute()
      return eraseRequests(
        trx,
        ids.map((row) => row.id),
      )
    })
    result.requests += erased.requests
    result.outbox += erased.outbox
    result.tokens += erased.tokens
    if (erased.requests < BATCH) break
  }
  const tokens = await db
    .deleteFrom("early_access_tokens")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst()
  result.tokens += Number(tokens.numDeletedRows)
  const counters = await db
    .deleteFrom("rate_limit_counters")
    .where("window_start", "<", new Date(now.getTime() - COUNTER_MAX_AGE_MS).toISOString())
    .executeTakeFirst()
  result.counters = Number(counters.numDeletedRows)
  result.rights = await purgeRightsLog(db, cutoff)
  return result
}
