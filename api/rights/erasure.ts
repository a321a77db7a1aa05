import type { Kysely } from "kysely"
import { eraseRequests, type Erased } from "../early-access/erase"
import type { Database } from "../store/schema"
import { recordRightsRequest } from "./rights-log"

// Erasing one's request from the "your data" page: the same erasure as the confirmation email's delete link
// (api/early-access/erase.ts: the request, its queued and sent emails and notifications, its links and sessions), and an
// entry in the rights log, which keeps only the request's id and the times. What the page says it erases before the
// button is pressed (content/your-data.yaml, erase.erasesList) is what eraseRequests deletes; keep them together.

export async function eraseInSession(db: Kysely<Database>, requestId: string, now: Date): Promise<Erased> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const erased = await eraseRequests(trx, [requestId])
    if (erased.requests > 0)
      await recordRightsRequest(trx, { requestId, kind: "erasure", requestedAt: at, answeredAt: at })
    return erased
  })
}
