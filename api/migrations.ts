import { Migrator, sql, type Kysely, type Migration } from "kysely"

// Schema changes, in code so they ship inside the function bundle. Names sort in the order they run.
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
}

/** Brings the database up to the latest migration; throws the first migration error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`)
}
