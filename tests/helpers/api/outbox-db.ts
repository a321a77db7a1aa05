import { randomUUID } from "node:crypto"
import { Kysely } from "kysely"
import { Pool } from "pg"
import { createDialect, type StoreConfig } from "../../../api/store/database"
import { outboxRow } from "../../../api/early-access/intake"
import { NO_SOURCE } from "../../../api/early-access/source"
import { migrateToLatest } from "../../../api/store/migrations"
import type { Database, EarlyAccessRequestsTable, OutboxKind } from "../../../api/store/schema"
import { tempDir } from "./temp-env"

// A fresh, migrated early-access database per test suite: SQLite in a temporary folder, and PostgreSQL in a
// schema of its own when TEST_DATABASE_URL is set.

export interface TestDb {
  name: "SQLite" | "PostgreSQL"
  kind: StoreConfig["kind"]
  open(): Promise<{ db: Kysely<Database>; config: StoreConfig }>
  close(): Promise<void>
}

export function testDatabases(): TestDb[] {
  const url = process.env.TEST_DATABASE_URL?.trim()
  const list: TestDb[] = []
  const opened: Kysely<Database>[] = []
  const openMigrated = async (config: StoreConfig) => {
    const db = new Kysely<Database>({ dialect: createDialect(config) })
    opened.push(db)
    await migrateToLatest(db)
    return { db, config }
  }
  const closeAll = async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()))
  }
  let temp: ReturnType<typeof tempDir> | undefined
  list.push({
    name: "SQLite",
    kind: "sqlite",
    open() {
      temp ??= tempDir("outbox-")
      return openMigrated({ kind: "sqlite", path: `${temp.dir}/ea.sqlite` })
    },
    async close() {
      await closeAll()
      temp?.remove()
    },
  })
  if (url) {
    const schema = `outbox_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    let created = false
    list.push({
      name: "PostgreSQL",
      kind: "postgres",
      async open() {
        if (!created) {
          const admin = new Pool({ connectionString: url, max: 1 })
          await admin.query(`CREATE SCHEMA ${schema}`)
          await admin.end()
          created = true
        }
        return openMigrated({ kind: "postgres", connectionString: url, schema })
      },
      async close() {
        await closeAll()
        const admin = new Pool({ connectionString: url, max: 1 })
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        await admin.end()
      },
    })
  }
  return list
}

let sequence = 0

export async function insertRequest(
  db: Kysely<Database>,
  overrides: Partial<EarlyAccessRequestsTable> = {},
): Promise<EarlyAccessRequestsTable> {
  sequence++
  const email = overrides.email ?? `person${sequence}-${randomUUID().slice(0, 8)}@example.com`
  const row: EarlyAccessRequestsTable = {
    id: randomUUID(),
    email,
    email_key: email.toLowerCase(),
    name: `Person ${sequence}`,
    company: "Acme Retail",
    emp_count: "51-200",
    topic: "early_access",
    message: "",
    country: "IN",
    user_agent: "jest",
    created_at: "2026-11-23T09:00:00.000Z",
    confirmed_at: null,
    confirmation_sent_at: null,
    corrected_at: null,
    language: null,
    ...NO_SOURCE,
    ...overrides,
  }
  await db.insertInto("early_access_requests").values(row).execute()
  return row
}

export async function insertOutbox(
  db: Kysely<Database>,
  requestId: string,
  kind: OutboxKind,
  options: { at?: string; payload?: object } = {},
): Promise<string> {
  const row = outboxRow(requestId, kind, options.at ?? "2026-11-23T09:00:00.000Z", options.payload)
  await db.insertInto("outbox").values(row).execute()
  return row.id
}
