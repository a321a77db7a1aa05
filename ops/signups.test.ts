import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import { Kysely } from "kysely"
import { createDialect } from "../api/store/database"
import { migrateToLatest } from "../api/store/migrations"
import type { Database } from "../api/store/schema"
import { insertRequest } from "../tests/helpers/api/outbox-db"
import { tempDir } from "../tests/helpers/api/temp-env"

// `npm run signups` as staff run it: the requests with their correction date, then the rights log; the rights log alone
// as CSV; an erasure on a person's written request, entered in the rights log with the day they wrote.

const TSX = path.resolve(__dirname, "../node_modules/.bin/tsx")
const SIGNUPS = path.resolve(__dirname, "signups.ts")

test("npm run signups: requests and the rights log; --rights --csv; --delete with --requested-at", async () => {
  const temp = tempDir("signups-cli-")
  const sqlitePath = path.join(temp.dir, "ea.sqlite")
  const db = new Kysely<Database>({ dialect: createDialect({ kind: "sqlite", path: sqlitePath }) })
  const run = (...args: string[]) =>
    promisify(execFile)(TSX, [SIGNUPS, ...args], {
      env: { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: "" },
    })
  try {
    await migrateToLatest(db)
    const ada = await insertRequest(db, {
      email: "ada@example.com",
      email_key: "ada@example.com",
      corrected_at: "2026-11-25T10:00:00.000Z",
    })
    await db
      .insertInto("rights_requests")
      .values({
        id: "entry-1",
        request_id: ada.id,
        kind: "correction",
        requested_at: "2026-11-25T10:00:00.000Z",
        answered_at: "2026-11-25T10:00:00.000Z",
      })
      .execute()

    const { stdout } = await run()
    // The request's line ends with its correction date (the last column).
    expect(stdout.split("\n").find((line) => line.includes("ada@example.com"))).toMatch(/ 2026-11-25 10:00:00$/)
    expect(stdout).toContain("Rights requests (access, correction, erasure)")
    expect(stdout).toMatch(/2026-11-25 10:00:00 {2}correction {2}2026-11-25 10:00:00 {2}2026-12-25 {2}/)

    const csv = (await run("--rights", "--csv")).stdout
    expect(csv).toBe(
      "id,request_id,kind,requested_at,answered_at,due_by\r\n" +
        `entry-1,${ada.id},correction,2026-11-25T10:00:00.000Z,2026-11-25T10:00:00.000Z,2026-12-25\r\n`,
    )

    await expect(run("--delete", "ada@example.com", "--requested-at", "last tuesday")).rejects.toMatchObject({
      stderr: expect.stringContaining("--requested-at last tuesday is not a date"),
    })
    expect(await db.selectFrom("early_access_requests").select("id").execute()).toHaveLength(1)

    const deleted = await run("--delete", "ada@example.com", "--requested-at", "2026-11-20")
    expect(deleted.stdout).toContain("Deleted the request from ada@example.com")
    expect(await db.selectFrom("early_access_requests").select("id").execute()).toEqual([])
    expect(
      await db
        .selectFrom("rights_requests")
        .select(["request_id", "kind", "requested_at"])
        .where("kind", "=", "erasure")
        .execute(),
    ).toEqual([{ request_id: ada.id, kind: "erasure", requested_at: "2026-11-20T00:00:00.000Z" }])
  } finally {
    await db.destroy()
    temp.remove()
  }
}, 120_000) // five runs of the CLI, each a tsx process of its own
