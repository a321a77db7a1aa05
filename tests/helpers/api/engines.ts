import type { Kysely } from "kysely"
import { Pool } from "pg"
import type { StoreConfig } from "../../../api/store/database"
import { createStore, type EarlyAccessStore } from "../../../api/store/store"
import type { Database } from "../../../api/store/schema"
import { tempDir } from "./temp-env"

// The two engines every store test runs on. PostgreSQL runs when TEST_DATABASE_URL is set (CI sets it), each
// setUp in a schema of its own that tearDown drops.

export interface Engine {
  name: string
  /** A config for a fresh, empty database; the same config reopens the same data. */
  setUp(): Promise<StoreConfig>
  tearDown(): Promise<void>
}

export const sqliteEngine = (): Engine => {
  let temp: ReturnType<typeof tempDir> | undefined
  return {
    name: "SQLite",
    setUp() {
      temp = tempDir()
      return Promise.resolve({ kind: "sqlite", path: `${temp.dir}/nested/dir/early-access.sqlite` })
    },
    tearDown() {
      temp?.remove()
      return Promise.resolve()
    },
  }
}

export const postgresEngine = (connectionString: string): Engine => {
  const admin = new Pool({ connectionString, max: 1 })
  const schemas: string[] = []
  return {
    name: "PostgreSQL",
    async setUp() {
      const schema = `ea_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
      schemas.push(schema)
      await admin.query(`CREATE SCHEMA ${schema}`)
      return { kind: "postgres", connectionString, schema }
    },
    async tearDown() {
      for (const schema of schemas.splice(0)) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin.end()
    },
  }
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined

/** SQLite, plus PostgreSQL when TEST_DATABASE_URL is set (a skipped placeholder says so when it is not). */
export function testEngines(suite: string): Engine[] {
  if (!testDatabaseUrl) {
    describe.skip(`${suite} (PostgreSQL: set TEST_DATABASE_URL)`, () => {
      test("skipped", () => undefined)
    })
  }
  return [sqliteEngine(), ...(testDatabaseUrl ? [postgresEngine(testDatabaseUrl)] : [])]
}

/** A migrated store on a fresh database of `engine`, with its Kysely handle; close it with closeTestStore. */
export async function openTestStore(engine: Engine): Promise<{ store: EarlyAccessStore; db: Kysely<Database> }> {
  const store = createStore(await engine.setUp())
  return { store, db: await store.database() }
}

export async function closeTestStore(store: EarlyAccessStore, engine: Engine): Promise<void> {
  await store.close()
  await engine.tearDown()
}
