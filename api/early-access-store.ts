import { randomUUID } from "node:crypto"
import { Kysely } from "kysely"
import { createDialect, describeStore, storeConfigFrom, type StoreConfig } from "./database"
import { loadConfig, type ApiConfig } from "./env"
import { migrateToLatest } from "./migrations"
import { processSingleton } from "./process-singleton"

// Every query on early-access requests, the same for SQLite and PostgreSQL.

export interface EarlyAccessRecord {
  id: string
  email: string
  name: string
  company: string
  emp_count: string
  country: string | null
  user_agent: string | null
  /** ISO-8601 UTC. */
  created_at: string
}

interface EarlyAccessTable extends EarlyAccessRecord {
  /** Trimmed, lower-cased email: one request per address whatever its case. */
  email_key: string
}

interface Database {
  early_access_requests: EarlyAccessTable
}

export type NewEarlyAccessRequest = Omit<EarlyAccessRecord, "id">

export interface SaveResult {
  record: EarlyAccessRecord
  /** false when a request with this email already existed; `record` is then the stored one, unchanged. */
  created: boolean
}

export interface EarlyAccessStore {
  readonly description: string
  saveRequest(input: NewEarlyAccessRequest): Promise<SaveResult>
  /** Oldest first. */
  listRequests(): Promise<EarlyAccessRecord[]>
  close(): Promise<void>
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

const COLUMNS = ["id", "email", "name", "company", "emp_count", "country", "user_agent", "created_at"] as const

export function createStore(config: StoreConfig, onClose?: () => void): EarlyAccessStore {
  const db = new Kysely<Database>({ dialect: createDialect(config) })
  // Migrations run once per store (so once per process with getStore), on first use; a failure is retried.
  let ready: Promise<void> | null = null
  const migrated = (): Promise<void> => {
    ready ??= migrateToLatest(db).catch((error: unknown) => {
      ready = null
      throw error
    })
    return ready
  }

  return {
    description: describeStore(config),

    async saveRequest(input) {
      await migrated()
      const key = emailKey(input.email)
      const id = randomUUID()
      // Insert-or-nothing, then read back: concurrent requests for one email all end up with the single row.
      await db
        .insertInto("early_access_requests")
        .values({ ...input, id, email_key: key })
        .onConflict((conflict) => conflict.column("email_key").doNothing())
        .execute()
      const record = await db
        .selectFrom("early_access_requests")
        .select(COLUMNS)
        .where("email_key", "=", key)
        .executeTakeFirstOrThrow()
      return { record, created: record.id === id }
    },

    async listRequests() {
      await migrated()
      return db.selectFrom("early_access_requests").select(COLUMNS).orderBy("created_at").orderBy("id").execute()
    },

    async close() {
      onClose?.()
      await db.destroy()
    },
  }
}

const stores = processSingleton("early-access-stores", () => new Map<string, EarlyAccessStore>())

/** The process-wide store for the configured engine (one pool or SQLite connection per process). */
export function getStore(config: ApiConfig = loadConfig()): EarlyAccessStore {
  const storeConfig = storeConfigFrom(config)
  const key = JSON.stringify(storeConfig)
  let store = stores.get(key)
  if (!store) {
    store = createStore(storeConfig, () => stores.delete(key))
    stores.set(key, store)
  }
  return store
}

export async function closeAllStores(): Promise<void> {
  await Promise.all([...stores.values()].map((store) => store.close()))
}
