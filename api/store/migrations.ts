import { DEFAULT_MIGRATION_TABLE, Migrator, PostgresAdapter, sql, type Kysely, type Migration } from "kysely"
import type { RequestSource } from "../../contracts/request-source"
import { log } from "../runtime/log"

/** Written out, not derived: a migration must keep adding the same columns whatever the types say later. */
const REQUEST_SOURCE_COLUMNS = [
  "landing_path",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer_host",
] as const satisfies ReadonlyArray<keyof RequestSource>

// Schema changes, in code so they ship inside the function bundle. Names sort in the order they run.
// Each one only adds (a table, a nullable column, an index), never renames, drops or tightens what an earlier one
// made: publishing an older deploy again (a rollback, docs/deploy.md) runs its Functions on the schema the newer one
// left, and they must keep working there (migrateToLatest). A change that must remove something ships in two
// deploys, the code that stops using it first.
// One set for both engines: only types both SQLite and PostgreSQL understand. created_at is ISO-8601 UTC text
// (fixed width, so it sorts by time) rather than a timestamp type SQLite does not have.
export const migrations: Record<string, Migration> = {
  "2025-06-01-create-early-access-requests": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("early_access_requests")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("email_key", "text", (column) => column.notNull().unique())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("company", "text", (column) => column.notNull())
        .addColumn("emp_count", "text", (column) => column.notNull().defaultTo(sql`''`))
        .addColumn("country", "text")
        .addColumn("user_agent", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute()
      await db.schema
        .createIndex("early_access_requests_created_at_idx")
        .on("early_access_requests")
        .column("created_at")
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("early_access_requests").execute()
    },
  },
  "2026-11-23-early-access-pipeline": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("early_access_requests")
        .addColumn("topic", "text", (column) => column.notNull().defaultTo("early_access"))
        .execute()
      await db.schema
        .alterTable("early_access_requests")
        .addColumn("message", "text", (column) => column.notNull().defaultTo(sql`''`))
        .execute()
      await db.schema.alterTable("early_access_requests").addColumn("confirmed_at", "text").execute()
      await db.schema.alterTable("early_access_requests").addColumn("confirmation_sent_at", "text").execute()

      await db.schema
        .createTable("early_access_tokens")
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("request_id", "text", (column) => column.notNull())
        .addColumn("purpose", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("expires_at", "text", (column) => column.notNull())
        .addColumn("used_at", "text")
        .execute()
      await db.schema
        .createIndex("early_access_tokens_request_idx")
        .on("early_access_tokens")
        .column("request_id")
        .execute()

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("request_id", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("payload", "text", (column) => column.notNull().defaultTo("{}"))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (column) => column.notNull())
        .addColumn("locked_until", "text")
        .addColumn("lock_id", "text")
        .addColumn("delivered_at", "text")
        .addColumn("last_error", "text")
        .execute()
      await db.schema.createIndex("outbox_request_idx").on("outbox").column("request_id").execute()
      await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["delivered_at", "next_attempt_at"]).execute()

      await db.schema
        .createTable("rate_limit_counters")
        .addColumn("bucket", "text", (column) => column.primaryKey())
        .addColumn("window_start", "text", (column) => column.notNull())
        .addColumn("hits", "integer", (column) => column.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rate_limit_counters").execute()
      await db.schema.dropTable("outbox").execute()
      await db.schema.dropTable("early_access_tokens").execute()
      for (const column of ["confirmation_sent_at", "confirmed_at", "message", "topic"]) {
        await db.schema.alterTable("early_access_requests").dropColumn(column).execute()
      }
    },
  },
  "2026-11-25-outbox-dead-letters": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("dead_at", "text").execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").dropColumn("dead_at").execute()
    },
  },
  // A person's rights without writing to us (api/rights/): when they last corrected their request, which processor
  // carried each delivery, and the rights log (access, correction, erasure: request id, kind and times only).
  "2026-11-26-rights": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("early_access_requests").addColumn("corrected_at", "text").execute()
      await db.schema.alterTable("outbox").addColumn("sent_via", "text").execute()
      await db.schema
        .createTable("rights_requests")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("request_id", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("requested_at", "text", (column) => column.notNull())
        .addColumn("answered_at", "text")
        .execute()
      await db.schema
        .createIndex("rights_requests_requested_at_idx")
        .on("rights_requests")
        .column("requested_at")
        .execute()
      await db.schema.createIndex("rights_requests_request_idx").on("rights_requests").column("request_id").execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rights_requests").execute()
      await db.schema.alterTable("outbox").dropColumn("sent_via").execute()
      await db.schema.alterTable("early_access_requests").dropColumn("corrected_at").execute()
    },
  },
  // The shared rate limit weighs the previous window's hits (api/rate-limit/in-database.ts), so a client stopped at the
  // end of one minute is not let through again at the start of the next.
  "2026-11-26-rate-limit-previous-window": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("rate_limit_counters")
        .addColumn("previous_hits", "integer", (column) => column.notNull().defaultTo(0))
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("rate_limit_counters").dropColumn("previous_hits").execute()
    },
  },
  // Where a request came from (api/early-access/source.ts): the page the form was sent from, the five campaign
  // parameters, the referring site's host. Nullable text: null is "none" or "not known", never "".
  "2026-11-28-request-source": {
    async up(db: Kysely<unknown>) {
      for (const column of REQUEST_SOURCE_COLUMNS) {
        await db.schema.alterTable("early_access_requests").addColumn(column, "text").execute()
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of [...REQUEST_SOURCE_COLUMNS].reverse()) {
        await db.schema.alterTable("early_access_requests").dropColumn(column).execute()
      }
    },
  },
  // The language the request was sent in (content/languages.yaml's code of the form's page), which its emails and
  // the pages their links open speak. Null for the requests stored before the site had languages: the default's.
  "2026-12-04-request-language": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("early_access_requests").addColumn("language", "text").execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("early_access_requests").dropColumn("language").execute()
    },
  },
}

/**
 * The PostgreSQL schema the store's tables go to (the connection's search_path), for the migrator's own tables.
 * Unless told a schema, Kysely's migrator looks for kysely_migration(_lock) in every schema of the database, so
 * another schema's copy (a second app in the same database, a test) made it skip creating ours and then fail with
 * 'relation "kysely_migration_lock" does not exist'.
 */
async function migrationSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema
}

/**
 * The migrations the database has run that this code does not know: a newer deploy's, met after a rollback. None on a
 * new database (no migrations table yet: looked up first, as Kysely's migrator does, rather than a query that fails).
 * Read before the migrator takes its lock, which holds the one connection a Function has: a newer deploy migrating in
 * between fails this one start, and the next request tries again (store.ts).
 */
async function migrationsAhead<DB>(db: Kysely<DB>, schema: string | undefined): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  const found = tables.some(
    (table) => table.name === DEFAULT_MIGRATION_TABLE && (schema === undefined || table.schema === schema),
  )
  if (!found) return []
  const own = db as unknown as Kysely<Record<typeof DEFAULT_MIGRATION_TABLE, { name: string }>>
  const rows = await (schema ? own.withSchema(schema) : own)
    .selectFrom(DEFAULT_MIGRATION_TABLE)
    .select("name")
    .execute()
  return rows.map((row) => row.name).filter((name) => !Object.hasOwn(migrations, name))
}

/**
 * Brings the database up to the latest migration; throws the first migration error. A database a newer deploy has
 * migrated further (the site rolled back to an older deploy) is used as it is: its newer migrations count as done
 * here, rather than stopping every request with Kysely's "previously executed migration … is missing". Migrations
 * only add, so this code's queries still work on that schema.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const schema = await migrationSchema(db)
  const ahead = await migrationsAhead(db, schema)
  if (ahead.length) log.warn("store_schema_ahead_of_code", { migrations: ahead.join(", ") })
  const known: Record<string, Migration> = {
    ...migrations,
    ...Object.fromEntries(ahead.map((name) => [name, { up: () => Promise.resolve() }])),
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(known) },
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Beside a newer deploy's migrations, one of this code's may not have run yet and sort before them (a fix forward
    // from a branch that diverged): run it rather than refuse the database.
    allowUnorderedMigrations: ahead.length > 0,
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error("Migration failed", { cause: error })
}
