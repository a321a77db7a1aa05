import { Kysely } from "kysely"
import { createDialect, storeConfigFrom, type StoreConfig } from "../database"
import { loadConfig, loadDeliveryConfig, type DeliveryConfig } from "../env"
import { log } from "../log"
import { migrateToLatest } from "../migrations"
import { processSingleton } from "../process-singleton"
import type { Database } from "../schema"
import { backgroundDelivery } from "./delivery-mode"
import { loadEmailContent } from "./email-content"
import { createMailer } from "./mailer"
import { createOutboxEngine, type OutboxEngine } from "./outbox-engine"
import { postWebhook } from "./webhook"

// What the request handler calls right after committing a request and its outbox rows:
//   await deliverEarlyAccess(outboxIds)
// In a long-lived server it only wakes the delivery worker (a child process, delivery-worker.ts) and returns:
// rendering and sending happen there, at a lower CPU priority, never in the process that answers. On a serverless
// instance, which is frozen once the answer is out, it delivers first but never waits longer than
// DELIVERY_DEADLINE_MS: whatever is not done stays pending for a later request or `npm run outbox`.
// It never rejects.

export const DELIVERY_DEADLINE_MS = 1_500

interface Runtime {
  engine: OutboxEngine
  db: Kysely<Database>
  migrated?: Promise<void>
}

const runtimes = processSingleton("outbox-runtimes", () => new Map<string, Runtime>())

/**
 * One engine per store and delivery configuration per process (one pool, one SMTP pool). `pool` keeps SMTP
 * connections open between deliveries: for the delivery worker, which sends all day; not for a Function instance.
 */
export function outboxRuntime(
  storeConfig: StoreConfig = storeConfigFrom(loadConfig()),
  config: DeliveryConfig = loadDeliveryConfig(),
  pool = false,
): Runtime {
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

/** The runtime with its tables migrated (once per runtime; a failed migration is tried again next time). */
export async function migratedOutboxRuntime(pool = false): Promise<Runtime> {
  const runtime = outboxRuntime(undefined, undefined, pool)
  runtime.migrated ??= migrateToLatest(runtime.db).catch((error: unknown) => {
    runtime.migrated = undefined
    throw error
  })
  await runtime.migrated
  return runtime
}

async function deliverNow(outboxIds: readonly string[]): Promise<void> {
  try {
    const runtime = await migratedOutboxRuntime()
    await runtime.engine.deliver(outboxIds)
  } catch (error) {
    log.error("outbox_deliver_failed", { error })
  }
}

/** Also called with no rows (a repeat within 10 minutes): it still retries up to three due rows. */
export async function deliverEarlyAccess(outboxIds: string[]): Promise<void> {
  const background = backgroundDelivery()
  if (background) {
    background.wake()
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
