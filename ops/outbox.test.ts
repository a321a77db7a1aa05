import { execFile } from "node:child_process"
import { readdirSync } from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { Kysely } from "kysely"
import { createDialect } from "../api/store/database"
import { migrateToLatest } from "../api/store/migrations"
import type { Database } from "../api/store/schema"
import { insertOutbox, insertRequest } from "../tests/helpers/api/outbox-db"
import { tempDir } from "../tests/helpers/api/temp-env"

// `npm run outbox` as the scheduled workflow runs it: due rows delivered, old deliveries removed, rows that can never
// be delivered given up as dead letters, a summary.
test("npm run outbox delivers every due row, gives up the undeliverable ones, removes old deliveries, sums up", async () => {
  const temp = tempDir("outbox-cli-")
  const sqlitePath = path.join(temp.dir, "ea.sqlite")
  const db = new Kysely<Database>({ dialect: createDialect({ kind: "sqlite", path: sqlitePath }) })
  try {
    await migrateToLatest(db)
    const ids: string[] = []
    for (let i = 0; i < 25; i++) {
      const request = await insertRequest(db)
      ids.push(await insertOutbox(db, request.id, "visitor_confirmation"))
    }
    const old = await insertRequest(db)
    const oldId = await insertOutbox(db, old.id, "staff_email", { at: "2025-01-01T00:00:00.000Z" })
    await db.updateTable("outbox").set({ delivered_at: "2025-01-01T00:00:05.000Z" }).where("id", "=", oldId).execute()
    const notDue = await insertOutbox(db, old.id, "staff_email", { at: "2999-01-01T00:00:00.000Z" })
    // Queued while a webhook was configured, tried 4 times since it was removed: the 5th try is the last.
    const noWebhook = await insertOutbox(db, old.id, "staff_webhook")
    await db.updateTable("outbox").set({ attempts: 4 }).where("id", "=", noWebhook).execute()
    // Its request is gone (erased between the commit and the delivery): nothing will ever be sent.
    const orphan = await insertOutbox(db, "erased-request", "visitor_confirmation")

    const run = () =>
      promisify(execFile)(path.resolve(__dirname, "../node_modules/.bin/tsx"), [path.resolve(__dirname, "outbox.ts")], {
        env: {
          ...process.env,
          SQLITE_PATH: sqlitePath,
          MAIL_DIR: path.join(temp.dir, "mail"),
          DATABASE_URL: "",
          SMTP_URL: "",
          NOTIFY_WEBHOOK_URL: "",
          NOTIFY_EMAIL: "",
        },
      })
    const { stdout } = await run()
    expect(stdout).toContain(
      "delivered 25, nothing to send 0, failed 0, given up 2, pending 1, dead letters 2; old deliveries removed 1, " +
        "expired requests removed 0, old rights log entries removed 0",
    )
    expect(stdout).toContain("dead letter: staff_webhook: no webhook: set NOTIFY_WEBHOOK_URL (1)")
    expect(stdout).toContain("dead letter: visitor_confirmation: the request no longer exists (1)")
    expect(readdirSync(path.join(temp.dir, "mail")).filter((name) => name.endsWith(".eml"))).toHaveLength(25)
    const dead = await db
      .selectFrom("outbox")
      .select(["id", "attempts", "dead_at"])
      .where("id", "in", [noWebhook, orphan])
      .orderBy("attempts")
      .execute()
    expect(dead).toEqual([
      { id: orphan, attempts: 1, dead_at: expect.any(String) as string },
      { id: noWebhook, attempts: 5, dead_at: expect.any(String) as string },
    ])

    // The next run does not try them again: they are counted, not retried every 15 minutes forever.
    expect((await run()).stdout).toContain(
      "delivered 0, nothing to send 0, failed 0, given up 0, pending 1, dead letters 2;",
    )
    expect(await db.selectFrom("outbox").select("attempts").where("id", "=", noWebhook).executeTakeFirst()).toEqual({
      attempts: 5,
    })
    const left = await db.selectFrom("outbox").select(["id", "delivered_at"]).execute()
    expect(left.find((row) => row.id === oldId)).toBeUndefined()
    expect(left.find((row) => row.id === notDue)?.delivered_at).toBeNull()
    expect(left.filter((row) => ids.includes(row.id)).every((row) => row.delivered_at !== null)).toBe(true)
  } finally {
    await db.destroy()
    temp.remove()
  }
}, 60_000) // two runs of the CLI, each a tsx process of its own
