// `npm run outbox`: delivers every due outbox row (emails, staff notifications), then runs maintenance, and prints
// a summary with the dead letters (rows that can never be delivered, kept with their reason). Run by hand or by
// .github/workflows/outbox.yml every 15 minutes. Exits non-zero only on a crash: a delivery that fails is retried
// later and counted, not fatal.
import { purgeExpiredRequests } from "../api/early-access/retention"
import { outboxRuntime } from "../api/outbox/deliver-early-access"
import { deleteOldDeliveries } from "../api/outbox/outbox-maintenance"

async function main(): Promise<void> {
  const { engine, db, store } = await outboxRuntime()
  try {
    process.stderr.write(`Outbox in ${store.description}\n`)
    const summary = await engine.drain()

    const now = new Date()
    // Retention: requests older than EARLYACCESS_RETENTION_DAYS (default 730) go, with their rows and tokens; so do
    // rights log entries that old.
    const purged = await purgeExpiredRequests(db, { now })
    const cleaned = await deleteOldDeliveries(db, now)

    const pending = await engine.pending()
    const dead = await engine.deadLetters()
    const deadTotal = dead.reduce((total, { count }) => total + count, 0)
    console.log(
      `delivered ${summary.delivered}, nothing to send ${summary.dropped}, failed ${summary.failed}, ` +
        `given up ${summary.dead}, pending ${pending}, dead letters ${deadTotal}; old deliveries removed ${cleaned}, ` +
        `expired requests removed ${purged.requests}, old rights log entries removed ${purged.rights}`,
    )
    for (const { kind, reason, count } of dead) console.log(`  dead letter: ${kind}: ${reason} (${count})`)
  } finally {
    await store.close()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`npm run outbox failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
