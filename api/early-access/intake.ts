import { randomUUID } from "node:crypto"
import type { Kysely } from "kysely"
import type { EarlyAccessPipelineConfig } from "../runtime/env"
import type { Database, NewEarlyAccessRequest, OutboxKind, OutboxTable } from "../store/schema"

// Writing a request and what is owed for it in one transaction: a request answered with success always has its
// outbox rows (the visitor's confirmation email, the staff notifications), and a repeat changes nothing stored
// except, at most every 10 minutes, queueing the confirmation email again to the address itself.

export const RESEND_CONFIRMATION_AFTER_MS = 10 * 60 * 1000

export type StaffKind = Exclude<OutboxKind, "visitor_confirmation">

export interface SaveOptions {
  /** Staff notifications to queue for a new request (see staffNotificationKinds). */
  staff?: readonly StaffKind[]
  /** A repeat re-queues the confirmation only when the last one was queued longer ago than this. */
  resendAfterMs?: number
}

export interface SaveResult {
  /** false when a request with this email already existed; it was left as it was. */
  created: boolean
  /** The outbox rows this call queued, for immediate delivery after the commit. */
  outboxIds: string[]
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/** Staff are always told: by webhook and/or email as configured, by email to the site's address when neither is. */
export function staffNotificationKinds(
  config: Pick<EarlyAccessPipelineConfig, "notifyWebhookUrl" | "notifyEmail">,
): StaffKind[] {
  const kinds: StaffKind[] = []
  if (config.notifyWebhookUrl) kinds.push("staff_webhook")
  if (config.notifyEmail || !config.notifyWebhookUrl) kinds.push("staff_email")
  return kinds
}

/** A new outbox row, due at `at`. */
export function outboxRow(requestId: string, kind: OutboxKind, at: string, payload: object = {}): OutboxTable {
  return {
    id: randomUUID(), // also the delivery id receivers dedupe on
    request_id: requestId,
    kind,
    payload: JSON.stringify(payload),
    created_at: at,
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    lock_id: null,
    delivered_at: null,
    dead_at: null,
    last_error: null,
    sent_via: null,
  }
}

/** Stores `input` unless its email is already known; either way, queues what is owed, in one transaction. */
export async function saveRequestWithOutbox(
  db: Kysely<Database>,
  input: NewEarlyAccessRequest,
  { staff = ["staff_email"], resendAfterMs = RESEND_CONFIRMATION_AFTER_MS }: SaveOptions = {},
): Promise<SaveResult> {
  const at = input.created_at
  const key = emailKey(input.email)
  return db.transaction().execute(async (trx) => {
    // The first statement writes, so SQLite takes its write lock at once (no read-then-upgrade deadlock).
    const inserted = await trx
      .insertInto("early_access_requests")
      .values({
        ...input,
        id: randomUUID(),
        email_key: key,
        confirmed_at: null,
        confirmation_sent_at: at,
        corrected_at: null,
      })
      .onConflict((conflict) => conflict.column("email_key").doNothing())
      .returning("id")
      .executeTakeFirst()

    let rows: OutboxTable[]
    if (inserted) {
      rows = [
        outboxRow(inserted.id, "visitor_confirmation", at),
        ...staff.map((kind) => outboxRow(inserted.id, kind, at)),
      ]
    } else {
      // A conditional update decides the re-send: of many concurrent repeats, only one matches the old value.
      const cutoff = new Date(Date.parse(at) - resendAfterMs).toISOString()
      const due = await trx
        .updateTable("early_access_requests")
        .set({ confirmation_sent_at: at })
        .where("email_key", "=", key)
        .where((eb) => eb.or([eb("confirmation_sent_at", "is", null), eb("confirmation_sent_at", "<=", cutoff)]))
        .returning("id")
        .executeTakeFirst()
      rows = due ? [outboxRow(due.id, "visitor_confirmation", at, { repeat: true })] : []
    }
    if (rows.length > 0) await trx.insertInto("outbox").values(rows).execute()
    return { created: inserted !== undefined, outboxIds: rows.map((row) => row.id) }
  })
}
