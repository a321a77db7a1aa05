import type { Kysely, Selectable } from "kysely"
import type { Database, OutboxTable } from "../store/schema"

export type OutboxRow = Selectable<OutboxTable>
export type Engine = "sqlite" | "postgres"

export interface ClaimOptions {
  engine: Engine
  /** Identifies this claim; only its holder may settle the rows. */
  lockId: string
  now: Date
  /** How long the rows are ours; longer than any transport timeout, so a live sender never loses them. */
  leaseMs: number
  limit: number
  /** Claim these rows (the ones a request just wrote) whether or not they are due; otherwise any due rows. */
  ids?: readonly string[]
  /** Rows not to claim. */
  excluding?: readonly string[]
}

/**
 * Leases undelivered, unleased rows in one atomic UPDATE … RETURNING: two drainers never hold the same row.
 * PostgreSQL picks the candidates FOR UPDATE SKIP LOCKED (a concurrent claimer skips them rather than waiting
 * and then re-checking); SQLite runs one writer at a time, so the statement is atomic as it is.
 */
export async function claimRows(db: Kysely<Database>, options: ClaimOptions): Promise<OutboxRow[]> {
  const { engine, lockId, now, leaseMs, limit, ids, excluding } = options
  if (limit <= 0 || (ids && ids.length === 0)) return []
  const at = now.toISOString()
  const candidates = db
    .selectFrom("outbox")
    .select("id")
    .where("delivered_at", "is", null)
    .where("dead_at", "is", null)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .$if(ids !== undefined, (qb) => qb.where("id", "in", ids ?? []))
    .$if(ids === undefined, (qb) => qb.where("next_attempt_at", "<=", at))
    .$if(!!excluding?.length, (qb) => qb.where("id", "not in", excluding ?? []))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .$if(engine === "postgres", (qb) => qb.forUpdate().skipLocked())
  return db
    .updateTable("outbox")
    .set({ lock_id: lockId, locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("id", "in", candidates)
    .returningAll()
    .execute()
}
