import { randomUUID } from "node:crypto"
import type { Kysely, Transaction } from "kysely"
import type { Database, RightsKind, RightsRequestsTable } from "../store/schema"

// The rights log: each access, correction and erasure a person asked for, with when it was asked and when it was
// answered, so that staff can show the legal deadlines were met (GDPR Art. 12(3): a month; DPDP Rules: 90 days for a
// grievance). An entry holds the request's id and the kind, nothing else: it outlives an erasure and then names nobody.

type Db = Kysely<Database> | Transaction<Database>

export interface RightsEntry {
  /** Defaults to a new id; an access request uses its outbox row's id, so a retried delivery records it once. */
  id?: string
  requestId: string
  kind: RightsKind
  requestedAt: string
  answeredAt: string | null
}

export async function recordRightsRequest(db: Db, entry: RightsEntry): Promise<string> {
  const id = entry.id ?? randomUUID()
  await db
    .insertInto("rights_requests")
    .values({
      id,
      request_id: entry.requestId,
      kind: entry.kind,
      requested_at: entry.requestedAt,
      answered_at: entry.answeredAt,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute()
  return id
}

/** The first answer counts. */
export async function markRightsAnswered(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable("rights_requests")
    .set({ answered_at: at.toISOString() })
    .where("id", "=", id)
    .where("answered_at", "is", null)
    .execute()
}

/** Oldest first; `since` (ISO-8601 UTC) keeps those asked at or after it. */
export async function listRightsRequests(db: Db, { since }: { since?: string } = {}): Promise<RightsRequestsTable[]> {
  return db
    .selectFrom("rights_requests")
    .selectAll()
    .$if(since !== undefined, (qb) => qb.where("requested_at", ">=", since ?? ""))
    .orderBy("requested_at")
    .orderBy("id")
    .execute()
}

/** Entries asked before `before` (ISO-8601 UTC) are deleted by the maintenance step; returns how many. */
export async function purgeRightsLog(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("rights_requests").where("requested_at", "<", before).executeTakeFirst()
  return Number(result.numDeletedRows)
}
