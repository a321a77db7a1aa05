import { randomUUID } from "node:crypto"
import type { Kysely } from "kysely"
import { log } from "../runtime/log"
import type { Database } from "../store/schema"
import { retryDelayMs } from "./backoff"
import { claimRows, type Engine, type OutboxRow } from "./claim"
import { prepareDelivery } from "./deliver-row"
import { Undeliverable, type DeliveryContext, type PreparedDelivery } from "./delivery"
import { describeFailure } from "./email-text"

// The outbox: rows written with a request are claimed (leased), delivered, and settled; a failure is retried with
// backoff by a later request, `npm run outbox` or the scheduled workflow. At least once: a sender that dies after
// sending but before settling leaves the row to be sent again when its lease runs out, under the same id. A row that
// can never be sent (deliver-row.ts: Undeliverable) is not retried forever: it becomes a dead letter, kept with its
// reason for staff to see, after UNDELIVERABLE_ATTEMPTS tries (at once when its request is gone). A row found to owe
// nothing after all (delivery.ts: NothingToSend) is deleted.

/** Longer than any transport's timeouts (SMTP 10 + 20 s, webhook 5 s), so a live sender never loses its rows. */
export const LEASE_MS = 2 * 60_000
/** Due rows a request's delivery also takes on (retries ride on later requests, a few at a time). */
export const PIGGYBACK_ROWS = 3
export const DRAIN_BATCH = 20
/** Tries of a row whose rule no longer applies before it is dead-lettered (about an hour of backoff). */
export const UNDELIVERABLE_ATTEMPTS = 5

export interface OutboxEngineDeps extends DeliveryContext {
  db: Kysely<Database>
  engine: Engine
  leaseMs?: number
}

export interface DrainSummary {
  delivered: number
  /** Failed this time; tried again later. */
  failed: number
  /** Given up this time as undeliverable: kept as dead letters with their reason. */
  dead: number
  /** Found to owe nothing after all ("your data" links for an address we do not hold): deleted. */
  dropped: number
}

export interface DeadLetterCount {
  kind: string
  reason: string
  count: number
}

export interface OutboxEngine {
  /** Delivers these rows plus up to PIGGYBACK_ROWS other due rows. Never rejects. */
  deliver(outboxIds: readonly string[]): Promise<DrainSummary>
  /** Delivers every due row, a batch at a time, until none is left that is due. */
  drain(): Promise<DrainSummary>
  /** Claims and delivers one batch of due rows into `summary`; false when none was due. */
  drainBatch(summary: DrainSummary, limit?: number): Promise<boolean>
  /** Undelivered rows left (due later, failing, or leased by someone else); dead letters not included. */
  pending(): Promise<number>
  /** Every dead letter in the store, by kind and reason. */
  deadLetters(): Promise<DeadLetterCount[]>
}

const empty = (): DrainSummary => ({ delivered: 0, failed: 0, dead: 0, dropped: 0 })

type Outcome = { row: OutboxRow; prepared: PreparedDelivery } | { row: OutboxRow; error: unknown }

export function createOutboxEngine(deps: OutboxEngineDeps): OutboxEngine {
  const { db, engine, now } = deps
  const leaseMs = deps.leaseMs ?? LEASE_MS

  /** Settles a row that was not sent: dead-lettered when it never can be, else scheduled again. True when dead. */
  async function fail(row: OutboxRow, lockId: string, error: unknown): Promise<boolean> {
    const attempts = row.attempts + 1
    const lastError = describeFailure(error)
    const dead = error instanceof Undeliverable && (error.final || attempts >= UNDELIVERABLE_ATTEMPTS)
    if (dead) log.warn("outbox_dead_letter", { id: row.id, kind: row.kind, attempts, reason: lastError })
    else log.warn("outbox_delivery_failed", { id: row.id, kind: row.kind, attempts, error: lastError })
    try {
      const at = now()
      await db
        .updateTable("outbox")
        .set({
          attempts,
          last_error: lastError,
          next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts)).toISOString(),
          dead_at: dead ? at.toISOString() : null,
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
    return dead
  }

  /**
   * Prepares the claimed rows one by one (database work: one connection is enough), sends them at once, then
   * settles them: the delivered ones in one UPDATE (each write is a durable commit, and SQLite has one writer: a
   * statement per row would make delivery compete with the requests being answered), the others one by one.
   */
  async function run(rows: OutboxRow[], lockId: string, summary: DrainSummary): Promise<void> {
    const outcomes: Outcome[] = []
    const nothing: OutboxRow[] = []
    for (const row of rows) {
      try {
        const prepared = await prepareDelivery(row, deps)
        if ("nothingToSend" in prepared) {
          log.info("outbox_nothing_to_send", { id: row.id, kind: row.kind, reason: prepared.nothingToSend })
          nothing.push(row)
        } else outcomes.push({ row, prepared })
      } catch (error) {
        outcomes.push({ row, error })
      }
    }
    if (nothing.length) {
      try {
        await db
          .deleteFrom("outbox")
          .where(
            "id",
            "in",
            nothing.map((row) => row.id),
          )
          .where("lock_id", "=", lockId)
          .execute()
        summary.dropped += nothing.length
      } catch (error) {
        // Left leased: the next claim prepares them again and finds nothing to send again.
        log.error("outbox_settle_failed", { ids: nothing.map((row) => row.id), error })
      }
    }
    const sent = await Promise.all(
      outcomes.map(async (outcome): Promise<{ row: OutboxRow; prepared?: PreparedDelivery; error?: unknown }> => {
        if (!("prepared" in outcome)) return outcome
        try {
          await outcome.prepared.send()
          return outcome
        } catch (error) {
          return { row: outcome.row, error }
        }
      }),
    )
    const delivered = sent.flatMap((result) =>
      "error" in result || !result.prepared ? [] : [{ row: result.row, prepared: result.prepared }],
    )
    const unsent = sent.filter((result) => "error" in result)
    const at = now()
    // One UPDATE per carrier (usually one or two: the email provider and the staff webhook).
    const byVia = new Map<string, string[]>()
    for (const { row, prepared } of delivered) byVia.set(prepared.via, [...(byVia.get(prepared.via) ?? []), row.id])
    try {
      for (const [via, ids] of byVia) {
        await db
          .updateTable("outbox")
          .set((eb) => ({
            delivered_at: at.toISOString(),
            sent_via: via,
            attempts: eb("attempts", "+", 1),
            last_error: null,
            lock_id: null,
            locked_until: null,
          }))
          .where("id", "in", ids)
          .where("lock_id", "=", lockId)
          .execute()
      }
      summary.delivered += delivered.length
    } catch (error) {
      // Sent but not marked: the lease runs out and they go again under the same delivery id (at least once).
      log.error("outbox_settle_failed", { ids: delivered.map(({ row }) => row.id), error })
    }
    for (const { row, prepared } of delivered) {
      if (!prepared.delivered) continue
      try {
        await prepared.delivered(at)
      } catch (error) {
        log.error("outbox_after_delivery_failed", { id: row.id, kind: row.kind, error })
      }
    }
    for (const { row, error } of unsent) {
      if (await fail(row, lockId, error)) summary.dead += 1
      else summary.failed += 1
    }
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
        .where("dead_at", "is", null)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    async deadLetters() {
      const rows = await db
        .selectFrom("outbox")
        .select((eb) => ["kind", "last_error", eb.fn.countAll<string | number>().as("count")])
        .where("dead_at", "is not", null)
        .groupBy(["kind", "last_error"])
        .orderBy("kind")
        .orderBy("last_error")
        .execute()
      return rows.map((row) => ({ kind: row.kind, reason: row.last_error ?? "", count: Number(row.count) }))
    },
  }
}
