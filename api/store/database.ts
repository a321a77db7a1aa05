import { mkdirSync } from "node:fs"
import path from "node:path"
import {
  CompiledQuery,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Dialect,
  type Driver,
  type SqliteDialectConfig,
} from "kysely"
import { Pool } from "pg"
import type { ApiConfig } from "../runtime/env"
import { log } from "../runtime/log"
import { isLongLivedServer } from "../runtime/process-lifecycle"
import { loadSqliteDatabase } from "./sqlite-driver"

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

/** How long a new connection keeps trying to switch a file held by another writer to WAL (as busy_timeout). */
const WAL_SWITCH_PATIENCE_MS = 5000

async function openSqlite(file: string) {
  // Loaded only when SQLite is the store in use: PostgreSQL deploys never load the native addon.
  const Database = loadSqliteDatabase()
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma("busy_timeout = 5000")
  // Switching a new file to WAL reads it, then writes it. When another process is writing it meanwhile (the server
  // and its delivery worker open a new store at the same moment under `npm start`), SQLite refuses the upgrade from
  // read to write at once with SQLITE_BUSY, without calling the busy handler (it could deadlock), so busy_timeout
  // does not cover it: try again once the other's transaction has had time to end.
  const started = Date.now()
  for (;;) {
    try {
      db.pragma("journal_mode = WAL")
      break
    } catch (error) {
      const busy = (error as { code?: unknown }).code === "SQLITE_BUSY"
      if (!busy || Date.now() - started > WAL_SWITCH_PATIENCE_MS) {
        db.close()
        throw error
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  // FULL: a request we answered with success must survive a power cut, not just a crash of this process.
  db.pragma("synchronous = FULL")
  return db
}

/**
 * SQLite transactions that take the write lock at BEGIN. Kysely's `begin` is deferred, and two processes write
 * the file under `npm start` (the server and its delivery worker; both migrate it at start): a deferred
 * transaction that reads and then writes fails at once with SQLITE_BUSY, without waiting out busy_timeout, when
 * the other process committed in between. BEGIN IMMEDIATE waits for the lock first, then reads current data.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"))
  }
}

/**
 * SQLite's DDL is transactional, though Kysely's adapter says otherwise; saying so makes the migrator run in one
 * (immediate) transaction, which is then its lock across processes: the second process to start waits, then finds
 * the migrations done. Kysely's own migration lock for SQLite does nothing (it assumes one process).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig
  constructor(config: SqliteDialectConfig) {
    super(config)
    this.#config = config
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config)
  }
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter()
  }
}

/**
 * PostgreSQL connections per process. A Function instance answers one request at a time, and its database work is
 * one statement or transaction after another (the outbox too: outbox-engine.ts), so one connection serves it: a
 * delivery still running after its answer (the 1.5 s deadline) queues its statements behind the next request's
 * instead of opening a second connection. A burst of N instances then holds at most N connections, which a pooled
 * connection string and a role's CONNECTION LIMIT can budget for (tests/deploy/instances-load.test.ts). Idle
 * connections close, so instances that stop getting traffic give theirs back. The long-lived server answers many
 * requests at once.
 */
export function poolSettings(longLived: boolean): { max: number; idleTimeoutMillis: number } {
  return longLived ? { max: 10, idleTimeoutMillis: 30_000 } : { max: 1, idleTimeoutMillis: 10_000 }
}

export function createDialect(config: StoreConfig): Dialect {
  if (config.kind === "sqlite") {
    return new ImmediateSqliteDialect({ database: () => openSqlite(config.path) })
  }
  const pool = new Pool({
    connectionString: config.connectionString,
    ...poolSettings(isLongLivedServer()),
    // Fail a request after 5 s instead of hanging while the database is unreachable.
    connectionTimeoutMillis: 5_000,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  })
  // An idle client losing its connection emits "error"; unhandled, that event would end the process.
  pool.on("error", (error) => log.error("postgres_pool_error", { error }))
  return new PostgresDialect({ pool })
}
