import { Kysely } from "kysely"
import { createDialect, storeConfigFrom, type StoreConfig } from "../database"
import { loadConfig, loadDeliveryConfig, type DeliveryConfig } from "../env"
import { log } from "../log"
import { migrateToLatest } from "../migrations"
import { processSingleton } from "../process-singleton"
import type { Database } from "../schema"
import { isBackgroundDelivery, trackInFlight } from "./delivery-mode"
import { loadEmailContent } from "./email-content"
import { createMailer } from "./mailer"
import { createOutboxEngine, type OutboxEngine } from "./outbox-engine"
import { postWebhook } from "./webhook"

// What the request handler calls right after committing a request and its outbox rows:
//   await deliverEarlyAccess(outboxIds)
// In a long-lived process (deliverInBackground() was called) it returns at once and delivery goes on behind the
// answer. On a serverless instance, which is frozen once the answer is out, it delivers first but never waits
// longer than DELIVERY_DEADLINE_MS: whatever is not done stays pending for a later request or `npm run outbox`.
// It never rejects.

export const DELIVERY_DEADLINE_MS = 1_500

interface Runtime {
  engine: OutboxEngine
  db: Kysely<Database>
}

const runtimes = processSingleton("outbox-runtimes", () => new Map<string, Runtime>())

/** One engine per store and delivery configuration per process (one pool, one SMTP pool). */
export function outboxRuntime(storeConfig: StoreConfig = storeConfigFrom(loadConfig()), config: DeliveryConfig = loadDeliveryConfig()): Runtime {
  const pool = isBackgroundDelivery()
  const key = JSON.stringify([storeConfig, config, pool])
  let runtime = runtimes.get(key)
  if (!runtime) {
    // LEAD: the store (api/early-access-store.ts) could share its Kysely instance here instead of a second one.
    const db = new Kysely<Database>({ dialect: createDialect(storeConfig) })
    const content = loadEmailContent(config.contentDir)
    const engine = createOutboxEngine({
      db,
      engine: storeConfig.kind,
      config,
      content,
      mailer: createMailer(config, content.brand, { pool }),
      postWebhook,
      now: () => new Date(),
    })
    runtime = { engine, db }
    runtimes.set(key, runtime)
  }
  return runtime
}

let migrated: Promise<void> | null = null

async function deliverNow(outboxIds: readonly string[]): Promise<void> {
  try {
    const runtime = outboxRuntime()
    migrated ??= migrateToLatest(runtime.db).catch((error: unknown) => {
      migrated = null
      throw error
    })
    await migrated
    await runtime.engine.deliver(outboxIds)
  } catch (error) {
    log.error("outbox_deliver_failed", { error })
  }
}

// In a long-lived process one loop per process delivers, batch by batch, whatever is due: a request only wakes
// it. Per-request claims and settles would each be a durable write competing with the answers (SQLite has one
// writer), which cut answer throughput several-fold under load.
const loop = processSingleton("outbox-background-loop", () => ({ running: false, again: false }))
/** Rows per batch in the background, and how long a wake-up waits for more requests to join its batch. */
const BACKGROUND_BATCH = 100
const GATHER_MS = 50

async function drainInBackground(): Promise<void> {
  loop.running = true
  try {
    const runtime = outboxRuntime()
    migrated ??= migrateToLatest(runtime.db).catch((error: unknown) => {
      migrated = null
      throw error
    })
    await migrated
    const summary = { delivered: 0, failed: 0, dropped: 0 }
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, GATHER_MS))
      loop.again = false
      const claimed = await runtime.engine.drainBatch(summary, BACKGROUND_BATCH)
      // Stop once nothing was due and no request arrived meanwhile (failed rows wait for their backoff).
      if (!claimed && !loop.again) break
    }
  } catch (error) {
    log.error("outbox_deliver_failed", { error })
  } finally {
    loop.running = false
  }
}

function wakeBackgroundDelivery(): void {
  loop.again = true
  if (!loop.running) trackInFlight(drainInBackground())
}

/** Also called with no rows (a repeat within 10 minutes): it still retries up to three due rows. */
export async function deliverEarlyAccess(outboxIds: string[]): Promise<void> {
  if (isBackgroundDelivery()) {
    wakeBackgroundDelivery()
    return
  }
  const work = deliverNow(outboxIds)
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, DELIVERY_DEADLINE_MS)
  })
  await Promise.race([work, deadline])
  clearTimeout(timer)
}
