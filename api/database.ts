import { mkdirSync } from "node:fs"
import path from "node:path"
import { PostgresDialect, SqliteDialect, type Dialect } from "kysely"
import type BetterSqlite3 from "better-sqlite3"
import { Pool } from "pg"
import type { ApiConfig } from "./env"
import { log } from "./log"
import { nativeRequire } from "./native-require"

// Connection to one of the two engines: PostgreSQL when DATABASE_URL is set, else a local SQLite file.
export type StoreConfig =
  | { kind: "sqlite"; path: string }
  /** `schema` sets the search_path (tests run each suite in a schema of its own). */
  | { kind: "postgres"; connectionString: string; schema?: string }

export function storeConfigFrom(config: ApiConfig): StoreConfig {
  return config.databaseUrl
    ? { kind: "postgres", connectionString: config.databaseUrl }
    : { kind: "sqlite", path: config.sqlitePath }
}

/** Where the data lives, for humans; never includes credentials. */
export function describeStore(config: StoreConfig): string {
  if (config.kind === "sqlite") return `SQLite ${config.path}`
  try {
    const url = new URL(config.connectionString)
    return `PostgreSQL ${url.host}${url.pathname}`
  } catch {
    return "PostgreSQL (DATABASE_URL)"
  }
}

function openSqlite(file: string) {
  // Loaded only when SQLite is the store in use, and outside the bundle (see native-require.ts).
  const Database = nativeRequire("better-sqlite3") as typeof BetterSqlite3
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma("journal_mode = WAL")
  // FULL: a request we answered with success must survive a power cut, not just a crash of this process.
  db.pragma("synchronous = FULL")
  db.pragma("busy_timeout = 5000")
  return db
}

export function createDialect(config: StoreConfig): Dialect {
  if (config.kind === "sqlite") {
    return new SqliteDialect({ database: () => Promise.resolve(openSqlite(config.path)) })
  }
  const pool = new Pool({
    connectionString: config.connectionString,
    // Fail a request after 5 s instead of hanging while the database is unreachable.
    connectionTimeoutMillis: 5_000,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  })
  // An idle client losing its connection emits "error"; unhandled, that event would end the process.
  pool.on("error", (error) => log.error("postgres_pool_error", { error }))
  return new PostgresDialect({ pool })
}
