import { Kysely } from "kysely"
import { REQUEST_SOURCE_FIELDS } from "../../contracts/request-source"
import { createDialect, describeStore, storeConfigFrom, type StoreConfig } from "./database"
import { saveRequestWithOutbox, type SaveOptions, type SaveResult } from "../early-access/intake"
export { emailKey } from "../early-access/intake"
import { loadConfig, type ApiConfig } from "../runtime/env"
import { migrateToLatest } from "./migrations"
import { processSingleton } from "../runtime/process-singleton"
import type { Database, EarlyAccessRecord, NewEarlyAccessRequest } from "./schema"

// The early-access database, the same for SQLite and PostgreSQL: one connection pool per store, migrated on
// first use. Queries that belong to one feature live in their own module and take the Kysely instance.

// Declared beside the tables (api/early-access/intake.ts needs them too, and imports nothing from here).
export type { EarlyAccessRecord, NewEarlyAccessRequest }

export interface ListFilter {
  /** ISO-8601 UTC: only requests created at or after it. */
  since?: string
}

/** A request as the staff export shows it: with the deliveries that were given up for it (dead letters). */
export type StaffRecord = EarlyAccessRecord & {
  /** Each dead letter as "kind: reason", "; "-separated; "" when every delivery went out or is still pending. */
  undelivered: string
}

export interface EarlyAccessStore {
  readonly description: string
  readonly engine: StoreConfig["kind"]
  /** The migrated database, for the feature modules (intake, tokens, outbox, retention). */
  database(): Promise<Kysely<Database>>
  /** Stores a new request with its outbox rows, or handles a repeat; see api/early-access/intake.ts. */
  saveRequest(input: NewEarlyAccessRequest, options?: SaveOptions): Promise<SaveResult>
  /** Oldest first. */
  listRequests(filter?: ListFilter): Promise<EarlyAccessRecord[]>
  /** Oldest first, with their dead letters (the staff export). */
  listForStaff(filter?: ListFilter): Promise<StaffRecord[]>
  close(): Promise<void>
}

export const RECORD_COLUMNS = [
  "id",
  "email",
  "name",
  "company",
  "emp_count",
  "topic",
  "message",
  "country",
  "user_agent",
  "created_at",
  "confirmed_at",
  "corrected_at",
  // Added later, so last: a staff spreadsheet's earlier columns keep their places.
  ...REQUEST_SOURCE_FIELDS,
  "language",
] as const satisfies ReadonlyArray<keyof EarlyAccessRecord>

export function createStore(config: StoreConfig, onClose?: () => void): EarlyAccessStore {
  const db = new Kysely<Database>({ dialect: createDialect(config) })
  // Migrations run once per store (so once per process with getStore), on first use; a failure is retried.
  let ready: Promise<void> | null = null
  const database = async (): Promise<Kysely<Database>> => {
    ready ??= migrateToLatest(db).catch((error: unknown) => {
      ready = null
      throw error
    })
    await ready
    return db
  }

  return {
    description: describeStore(config),
    engine: config.kind,
    database,

    async saveRequest(input, options) {
      return saveRequestWithOutbox(await database(), input, options)
    },

    async listRequests(filter = {}) {
      let query = (await database()).selectFrom("early_access_requests").select(RECORD_COLUMNS)
      if (filter.since !== undefined) query = query.where("created_at", ">=", filter.since)
      return query.orderBy("created_at").orderBy("id").execute()
    },

    async listForStaff(filter = {}) {
      const records = await this.listRequests(filter)
      const dead = await (
        await database()
      )
        .selectFrom("outbox")
        .select(["request_id", "kind", "last_error"])
        .where("dead_at", "is not", null)
        .orderBy("dead_at")
        .execute()
      const byRequest = new Map<string, string[]>()
      for (const row of dead) {
        const list = byRequest.get(row.request_id) ?? []
        list.push(`${row.kind}: ${row.last_error ?? "undeliverable"}`)
        byRequest.set(row.request_id, list)
      }
      return records.map((record) => ({ ...record, undelivered: (byRequest.get(record.id) ?? []).join("; ") }))
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
