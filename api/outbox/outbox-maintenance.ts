import type { Kysely } from "kysely"
import type { Database } from "../store/schema"

/** Delivered rows are kept this long (to answer "was it sent?"), then deleted; so are dead letters whose request is gone. */
export const DELIVERED_RETENTION_DAYS = 30

/**
 * Deletes outbox rows delivered more than DELIVERED_RETENTION_DAYS ago, and dead letters that old whose request no
 * longer exists (a dead letter of a stored request stays with it: staff see it in the export). Returns how many.
 */
export async function deleteOldDeliveries(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERED_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const delivered = await db
    .deleteFrom("outbox")
    .where("delivered_at", "is not", null)
    .where("delivered_at", "<", before)
    .executeTakeFirst()
  const orphans = await db
    .deleteFrom("outbox")
    .where("dead_at", "is not", null)
    .where("dead_at", "<", before)
    .where("request_id", "not in", (eb) => eb.selectFrom("early_access_requests").select("id"))
    .executeTakeFirst()
  return Number(delivered.numDeletedRows) + Number(orphans.numDeletedRows)
}
