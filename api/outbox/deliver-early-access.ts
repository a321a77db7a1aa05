import type { Kysely } from "kysely"
import { getStore, type EarlyAccessStore } from "../store/store"
import { loadConfig, loadDeliveryConfig, type ApiConfig, type DeliveryConfig } from "../runtime/env"
import { log } from "../runtime/log"
import { processSingleton } from "../runtime/process-singleton"
import type { Database } from "../store/schema"
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

export interface OutboxRuntime {
  engine: OutboxEngine
  /** The process's one store: the outbox, the rate limiter and the request handlers share its connection pool. */
  store: EarlyAccessStore
  db: Kysely<Database>
}

export interface OutboxRuntimeOptions {
  config?: ApiConfig
  delivery?: DeliveryConfig
  /** Keep SMTP connections open between deliveries: for the delivery worker, which sends all day; not for a Function. */
  smtpPool?: boolean
}

// Per store (so per process with getStore), then per delivery settings. A closed store takes its engines with it.
const runtimes = processSingleton(
  "outbox-runtimes",
  () => new WeakMap<EarlyAccessStore, Map<string, Promise<OutboxRuntime>>>(),
)

/** The outbox engine over the process's store, migrated; built once per store and delivery configuration. */
export function outboxRuntime(options: OutboxRuntimeOptions = {}): Promise<OutboxRuntime> {
  const { config = loadConfig(), delivery = loadDeliveryConfig(), smtpPool = false } = options
  const store = getStore(config)
  let engines = runtimes.get(store)
  if (!engines) {
    engines = new Map<string, Promise<OutboxRuntime>>()
    runtimes.set(store, engines)
  }
  const key = JSON.stringify([delivery, smtpPool])
  let runtime = engines.get(key)
  if (!runtime) {
    runtime = store.database().then((db) => {
      const content = loadEmailContent(delivery.contentDir)
      const engine = createOutboxEngine({
        db,
        engine: store.engine,
        config: delivery,
        content,
        mailer: createMailer(delivery, content.brand, { pool: smtpPool }),
        postWebhook,
        now: () => new Date(),
      })
      return { engine, store, db }
    })
    // A failed migration or connection is tried again by the next call.
    runtime.catch(() => engines.delete(key))
    engines.set(key, runtime)
  }
  return runtime
}

async function deliverNow(outboxIds: readonly string[]): Promise<void> {
  try {
    const { engine } = await outboxRuntime()
    await engine.deliver(outboxIds)
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

/**
 * For an answer whose timing must not tell what was delivered (the "your data" link: an email for a stored address,
 * nothing for an unknown one). A long-lived server only wakes its delivery worker, as for any request, and answers at
 * once. A serverless instance delivers before it answers, and then always waits out the whole delivery deadline, so
 * its answer takes DELIVERY_DEADLINE_MS whether an email went out or not. Never rejects.
 */
export async function deliverInFixedTime(outboxIds: string[]): Promise<void> {
  const background = backgroundDelivery()
  if (background) {
    background.wake()
    return
  }
  const work = deliverNow(outboxIds)
  await new Promise((resolve) => setTimeout(resolve, DELIVERY_DEADLINE_MS))
  // Still running past the deadline (a slow relay): left to finish if the instance lives, else to a later drain.
  void work
}
