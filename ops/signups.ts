// Prints the stored early-access requests from whichever store the environment selects
// (DATABASE_URL → PostgreSQL, else the SQLite file). `npm run signups` for a table, `npm run signups -- --csv` for CSV,
// `npm run signups -- --delete EMAIL` to erase one person's request with its queued emails and links.
import { parseArgs } from "node:util"
import { eraseRequestByEmail } from "../api/early-access-erase"
import { createStore } from "../api/early-access-store"
import { storeConfigFrom } from "../api/database"
import { loadConfig } from "../api/env"
import { formatCsv, formatTable } from "../api/signup-report"

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { csv: { type: "boolean" }, delete: { type: "string" } } })
  const store = createStore(storeConfigFrom(loadConfig()))
  try {
    // stderr, so `--csv > file.csv` stays clean.
    process.stderr.write(`${values.delete === undefined ? "Reading from" : "Deleting in"} ${store.description}\n`)
    if (values.delete !== undefined) {
      const erased = await eraseRequestByEmail(await store.database(), values.delete)
      process.stdout.write(
        erased.requests === 0
          ? `No request from ${values.delete}; nothing deleted.\n`
          : `Deleted the request from ${values.delete} with ${erased.outbox} outbox row(s) and ${erased.tokens} link token(s).\n`,
      )
      return
    }
    const records = await store.listForStaff()
    process.stdout.write(values.csv ? formatCsv(records) : formatTable(records))
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not complete: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
