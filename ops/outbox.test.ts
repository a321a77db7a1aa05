import { execFile } from "node:child_process"
import { readdirSync } from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { Kysely } from "kysely"
import { createDialect } from "../api/database"
import { migrateToLatest } from "../api/migrations"
import type { Database } from "../api/schema"
import { insertOutbox, insertRequest } from "../api/test-support/outbox-db"
import { tempDir } from "../api/test-support/temp-env"

// `npm run outbox` as the scheduled workflow runs it: due rows delivered, old deliveries removed, a summary.
test("npm run outbox delivers every due row, removes old deliveries and prints a summary", async () => {
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

    const { stdout } = await promisify(execFile)(
      path.resolve(__dirname, "../node_modules/.bin/tsx"),
      [path.resolve(__dirname, "outbox.ts")],
      {
        env: {
          ...process.env,
          SQLITE_PATH: sqlitePath,
          MAIL_DIR: path.join(temp.dir, "mail"),
          DATABASE_URL: "",
          SMTP_URL: "",
          NOTIFY_WEBHOOK_URL: "",
          NOTIFY_EMAIL: "",
        },
      },
    )
    expect(stdout).toContain("delivered 25, failed 0, dropped 0 (request deleted), pending 1; old deliveries removed 1")
    expect(readdirSync(path.join(temp.dir, "mail")).filter((name) => name.endsWith(".eml"))).toHaveLength(25)
    const left = await db.selectFrom("outbox").select(["id", "delivered_at"]).execute()
    expect(left.find((row) => row.id === oldId)).toBeUndefined()
    expect(left.find((row) => row.id === notDue)?.delivered_at).toBeNull()
    expect(left.filter((row) => ids.includes(row.id)).every((row) => row.delivered_at !== null)).toBe(true)
  } finally {
    await db.destroy()
    temp.remove()
  }
})
