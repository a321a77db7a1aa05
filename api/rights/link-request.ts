import { randomUUID } from "node:crypto"
import type { Kysely } from "kysely"
import { emailKey, outboxRow } from "../early-access/intake"
import type { Database } from "../store/schema"

// Asking for the "your data" link: the same work whatever the address, so that neither the answer nor the time it
// takes says whether we hold it. One statement writes one outbox row either way, for the stored request or, when the
// address is unknown, for a random id that matches nothing; the outbox decides when it delivers the row
// (deliver-rights-link.ts): a link for a stored request, nothing (the row is deleted) for an unknown address. The
// address itself is not written anywhere.

/** Queues the link for `email`; returns the outbox row's id. */
export async function queueRightsLink(db: Kysely<Database>, email: string, now: Date): Promise<string> {
  const row = outboxRow(randomUUID(), "rights_link", now.toISOString())
  await db
    .insertInto("outbox")
    .values((eb) => ({
      ...row,
      request_id: eb.fn.coalesce(
        eb.selectFrom("early_access_requests").select("id").where("email_key", "=", emailKey(email)),
        eb.val(row.request_id),
      ),
    }))
    .execute()
  return row.id
}
