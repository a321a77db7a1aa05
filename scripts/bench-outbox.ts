// Delivery lag of the outbox engine alone, for `npm run bench:api`: requests and their outbox rows are written
// into a fresh SQLite store as the request handler writes them, then handed to the engine as the handler would,
// `concurrency` at a time, against loopback SMTP and webhook receivers. Lag = handed over → arrival.
import { randomUUID } from "node:crypto"
import { Kysely } from "kysely"
import { createDialect } from "../api/database"
import { loadDeliveryConfig } from "../api/env"
import { setLogWriter } from "../api/log"
import { migrateToLatest } from "../api/migrations"
import { loadEmailContent } from "../api/outbox/email-content"
import { createMailer } from "../api/outbox/mailer"
import { createOutboxEngine } from "../api/outbox/outbox-engine"
import { postWebhook } from "../api/outbox/webhook"
import type { Database, OutboxKind } from "../api/schema"
import { freshSqlite, percentile, runPool } from "../tests/helpers/early-access"
import { startDeliveryReceivers } from "./delivery-receivers"

export async function benchEngineLag(requests: number, concurrency: number): Promise<void> {
  const store = freshSqlite()
  const receivers = await startDeliveryReceivers()
  const db = new Kysely<Database>({ dialect: createDialect({ kind: "sqlite", path: store.sqlitePath }) })
  setLogWriter(() => undefined)
  try {
    await migrateToLatest(db)
    const config = { ...loadDeliveryConfig({}), smtpUrl: receivers.smtpUrl, notifyWebhookUrl: receivers.webhookUrl, notifyEmail: "team@bench.example" }
    const content = loadEmailContent(config.contentDir)
    const mailer = createMailer(config, content.brand, { pool: true })
    const engine = createOutboxEngine({ db, engine: "sqlite", config, content, mailer, postWebhook, now: () => new Date() })
    const handedAt = new Map<string, number>()
    const started = performance.now()
    await runPool(requests, concurrency, async (index) => {
      const email = `engine-${index}@bench.example`
      const id = randomUUID()
      const at = new Date().toISOString()
      const kinds: OutboxKind[] = ["visitor_confirmation", "staff_email", "staff_webhook"]
      const rows = kinds.map((kind) => ({ id: randomUUID(), request_id: id, kind, payload: "{}", created_at: at, attempts: 0, next_attempt_at: at, locked_until: null, lock_id: null, delivered_at: null, last_error: null }))
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("early_access_requests").values({ id, email, email_key: email, name: `Bench ${index}`, company: "Bench Ltd", emp_count: "11-50", topic: "early_access", message: "", country: null, user_agent: null, created_at: at, confirmed_at: null, confirmation_sent_at: at }).execute()
        await trx.insertInto("outbox").values(rows).execute()
      })
      handedAt.set(email, performance.now())
      await engine.deliver(rows.map((row) => row.id))
    })
    const seconds = (performance.now() - started) / 1000
    const until = performance.now() + 15_000
    while (receivers.arrivals.length < requests * 2 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 100))
    const lag = (via: "smtp" | "webhook") =>
      receivers.arrivals
        .filter((a) => a.via === via && handedAt.has(a.email))
        .map((a) => a.at - (handedAt.get(a.email) ?? a.at))
        .sort((a, b) => a - b)
    console.log(`engine alone ${requests} requests (3 deliveries each), concurrency ${concurrency}, SQLite: ${(requests / seconds).toFixed(1)} requests' deliveries/s; pending afterwards ${await engine.pending()}`)
    for (const via of ["smtp", "webhook"] as const) {
      const lags = lag(via)
      console.log(`  lag ${via.padEnd(7)} ${lags.length} arrivals, p50 ${percentile(lags, 50).toFixed(1)} ms  p99 ${percentile(lags, 99).toFixed(1)} ms`)
    }
    mailer.close()
  } finally {
    setLogWriter(null)
    await db.destroy()
    await receivers.close()
    store.remove()
  }
}
