import { randomUUID } from "node:crypto"
import type { Kysely } from "kysely"
import { log } from "../log"
import type { Database } from "../schema"
import { retryDelayMs } from "./backoff"
import { claimRows, type Engine, type OutboxRow } from "./claim"
import { deliverRow, type DeliveryContext } from "./deliver-row"
import { describeFailure } from "./email-text"

// The outbox: rows written with a request are claimed (leased), delivered, and settled; a failure is retried with
// backoff by a later request, `npm run outbox` or the scheduled workflow. At least once: a sender that dies after
// sending but before settling leaves the row to be sent again when its lease runs out, under the same id.

/** Longer than any transport's timeouts (SMTP 10 + 20 s, webhook 5 s), so a live sender never loses its rows. */
export const LEASE_MS = 2 * 60_000
/** Due rows a request's delivery also takes on (retries ride on later requests, a few at a time). */
export const PIGGYBACK_ROWS = 3
export const DRAIN_BATCH = 20

export interface OutboxEngineDeps extends DeliveryContext {
  db: Kysely<Database>
  engine: Engine
  leaseMs?: number
}

export interface DrainSummary {
  delivered: number
  failed: number
  /** Rows whose request no longer exists: removed unsent. */
  dropped: number
}

export interface OutboxEngine {
  /** Delivers these rows plus up to PIGGYBACK_ROWS other due rows. Never rejects. */
  deliver(outboxIds: readonly string[]): Promise<DrainSummary>
  /** Delivers every due row, a batch at a time, until none is left that is due. */
  drain(): Promise<DrainSummary>
  /** Claims and delivers one batch of due rows into `summary`; false when none was due. */
  drainBatch(summary: DrainSummary, limit?: number): Promise<boolean>
  /** Undelivered rows left (due later, failing, or leased by someone else). */
  pending(): Promise<number>
}

const empty = (): DrainSummary => ({ delivered: 0, failed: 0, dropped: 0 })

export function createOutboxEngine(deps: OutboxEngineDeps): OutboxEngine {
  const { db, engine, now } = deps
  const leaseMs = deps.leaseMs ?? LEASE_MS

  async function fail(row: OutboxRow, lockId: string, error: unknown): Promise<void> {
    const attempts = row.attempts + 1
    const lastError = describeFailure(error)
    log.warn("outbox_delivery_failed", { id: row.id, kind: row.kind, attempts, error: lastError })
    try {
      await db
        .updateTable("outbox")
        .set({
          attempts,
          last_error: lastError,
          next_attempt_at: new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
          lock_id: null,
          locked_until: null,
        })
        .where("id", "=", row.id)
        .where("lock_id", "=", lockId)
        .execute()
    } catch (settleError) {
      // The lease runs out and the row is tried again; nothing is lost.
      log.error("outbox_settle_failed", { id: row.id, error: settleError })
    }
  }

  /**
   * Sends the claimed rows at once, then settles them: the delivered ones in one UPDATE and the dropped ones in
   * one DELETE (each write is a durable commit, and SQLite has one writer: a statement per row would make
   * delivery compete with the requests being answered), failures one by one with their own backoff.
   */
  async function run(rows: OutboxRow[], lockId: string, summary: DrainSummary): Promise<void> {
    const outcomes = await Promise.allSettled(rows.map((row) => deliverRow(row, deps)))
    const delivered: string[] = []
    const dropped: string[] = []
    const failures: Promise<void>[] = []
    outcomes.forEach((outcome, index) => {
      const row = rows[index]!
      if (outcome.status === "rejected") failures.push(fail(row, lockId, outcome.reason))
      else if (outcome.value === "dropped") dropped.push(row.id)
      else delivered.push(row.id)
    })
    try {
      if (delivered.length) {
        await db
          .updateTable("outbox")
          .set((eb) => ({
            delivered_at: now().toISOString(),
            attempts: eb("attempts", "+", 1),
            last_error: null,
            lock_id: null,
            locked_until: null,
          }))
          .where("id", "in", delivered)
          .where("lock_id", "=", lockId)
          .execute()
      }
      if (dropped.length)
        await db.deleteFrom("outbox").where("id", "in", dropped).where("lock_id", "=", lockId).execute()
      summary.delivered += delivered.length
      summary.dropped += dropped.length
    } catch (error) {
      // Sent but not marked: the lease runs out and they go again under the same delivery id (at least once).
      log.error("outbox_settle_failed", { ids: [...delivered, ...dropped], error })
    }
    summary.failed += failures.length
    await Promise.all(failures)
  }

  return {
    async deliver(outboxIds) {
      const summary = empty()
      try {
        const lockId = randomUUID()
        const at = now()
        const own = await claimRows(db, { engine, lockId, now: at, leaseMs, limit: outboxIds.length, ids: outboxIds })
        const others = await claimRows(db, {
          engine,
          lockId,
          now: at,
          leaseMs,
          limit: PIGGYBACK_ROWS,
          excluding: outboxIds,
        })
        await run([...own, ...others], lockId, summary)
      } catch (error) {
        // The rows stay pending for the next request or `npm run outbox`; the visitor's answer is unaffected.
        log.error("outbox_deliver_failed", { error })
      }
      return summary
    },

    async drain() {
      const summary = empty()
      while (await this.drainBatch(summary)) {
        // one batch at a time until nothing due is left
      }
      return summary
    },

    async drainBatch(summary, limit = DRAIN_BATCH) {
      const lockId = randomUUID()
      const rows = await claimRows(db, { engine, lockId, now: now(), leaseMs, limit })
      if (rows.length === 0) return false
      await run(rows, lockId, summary)
      return true
    },

    async pending() {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where("delivered_at", "is", null)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },
  }
}
