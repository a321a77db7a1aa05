import type { Kysely } from "kysely"
import type { Database } from "../schema"

/** Delivered rows are kept this long (to answer "was it sent?"), then deleted. */
export const DELIVERED_RETENTION_DAYS = 30

/** Deletes outbox rows delivered more than DELIVERED_RETENTION_DAYS ago; returns how many. */
export async function deleteOldDeliveries(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERED_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const result = await db
    .deleteFrom("outbox")
    .where("delivered_at", "is not", null)
    .where("delivered_at", "<", before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
