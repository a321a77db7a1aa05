// `npm run outbox`: delivers every due outbox row (emails, staff notifications), then runs maintenance, and prints
// a summary. Run by hand or by .github/workflows/outbox.yml every 15 minutes. Exits non-zero only on a crash:
// a delivery that fails is retried later and counted, not fatal.
import { describeStore, storeConfigFrom } from "../api/database"
import { loadConfig } from "../api/env"
import { migrateToLatest } from "../api/migrations"
import { outboxRuntime } from "../api/outbox/deliver-early-access"
import { purgeExpiredRequests } from "../api/early-access-retention"
import { deleteOldDeliveries } from "../api/outbox/outbox-maintenance"

async function main(): Promise<void> {
  const storeConfig = storeConfigFrom(loadConfig())
  const { engine, db } = outboxRuntime(storeConfig)
  try {
    process.stderr.write(`Outbox in ${describeStore(storeConfig)}\n`)
    await migrateToLatest(db)
    const summary = await engine.drain()

    const now = new Date()
    // Retention: requests older than EARLYACCESS_RETENTION_DAYS (default 730) go, with their rows and tokens.
    const expired = (await purgeExpiredRequests(db, { now })).requests
    const cleaned = await deleteOldDeliveries(db, now)

    const pending = await engine.pending()
    console.log(
      `delivered ${summary.delivered}, failed ${summary.failed}, dropped ${summary.dropped} (request deleted), ` +
        `pending ${pending}; old deliveries removed ${cleaned}` +
        `, expired requests removed ${expired}`,
    )
  } finally {
    await db.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`npm run outbox failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
