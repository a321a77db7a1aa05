// Prints the stored early-access requests and the rights log from whichever store the environment selects
// (DATABASE_URL → PostgreSQL, else the SQLite file).
//   npm run signups                    the requests, then the rights log (access, correction, erasure), as tables
//   npm run signups -- --csv           the requests as CSV
//   npm run signups -- --rights [--csv]  the rights log only (with the day each was due)
//   npm run signups -- --delete EMAIL [--requested-at 2026-11-20]
//                                      erases one person's request with its queued emails and links, and enters the
//                                      erasure in the rights log (asked when they wrote to you; answered now)
import { parseArgs } from "node:util"
import { eraseRequestByEmail } from "../api/early-access/erase"
import { createStore } from "../api/store/store"
import { storeConfigFrom } from "../api/store/database"
import { loadConfig } from "../api/runtime/env"
import { listRightsRequests } from "../api/rights/rights-log"
import { formatCsv, formatRightsCsv, formatRightsTable, formatTable } from "../api/admin/signup-report"

function parseDate(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime()))
    throw new Error(`--requested-at ${value} is not a date (use 2026-11-20 or an ISO time)`)
  return date
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      csv: { type: "boolean" },
      rights: { type: "boolean" },
      delete: { type: "string" },
      "requested-at": { type: "string" },
    },
  })
  const requestedAt = parseDate(values["requested-at"])
  const store = createStore(storeConfigFrom(loadConfig()))
  try {
    // stderr, so `--csv > file.csv` stays clean.
    process.stderr.write(`${values.delete === undefined ? "Reading from" : "Deleting in"} ${store.description}\n`)
    const db = await store.database()
    if (values.delete !== undefined) {
      const erased = await eraseRequestByEmail(db, values.delete, requestedAt ? { requestedAt } : {})
      process.stdout.write(
        erased.requests === 0
          ? `No request from ${values.delete}; nothing deleted.\n`
          : `Deleted the request from ${values.delete} with ${erased.outbox} outbox row(s) and ${erased.tokens} link token(s); the erasure is in the rights log.\n`,
      )
      return
    }
    if (values.rights) {
      const entries = await listRightsRequests(db)
      process.stdout.write(values.csv ? formatRightsCsv(entries) : formatRightsTable(entries))
      return
    }
    const records = await store.listForStaff()
    if (values.csv) return void process.stdout.write(formatCsv(records))
    process.stdout.write(formatTable(records))
    process.stdout.write(
      `\nRights requests (access, correction, erasure)\n${formatRightsTable(await listRightsRequests(db))}`,
    )
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not complete: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
