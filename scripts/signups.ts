// Prints the stored early-access requests from whichever store the environment selects
// (DATABASE_URL → PostgreSQL, else the SQLite file). `npm run signups` for a table, `npm run signups -- --csv` for CSV.
import { createStore } from "../api/early-access-store"
import { storeConfigFrom } from "../api/database"
import { loadConfig } from "../api/env"
import { formatCsv, formatTable } from "../api/signup-report"

async function main(): Promise<void> {
  const csv = process.argv.slice(2).includes("--csv")
  const store = createStore(storeConfigFrom(loadConfig()))
  try {
    // stderr, so `--csv > file.csv` stays clean.
    process.stderr.write(`Reading from ${store.description}\n`)
    const records = await store.listRequests()
    process.stdout.write(csv ? formatCsv(records) : formatTable(records))
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not read early-access requests: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
