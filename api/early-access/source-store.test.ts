import { Kysely, Migrator, sql } from "kysely"
import { REQUEST_SOURCE_LIMITS } from "../../contracts/request-source"
import { collectYourData } from "../rights/data-report"
import { eraseInSession } from "../rights/erasure"
import { createDialect } from "../store/database"
import { migrations } from "../store/migrations"
import type { EarlyAccessStore } from "../store/store"
import type { RequestSource } from "../../contracts/request-source"
import type { Database } from "../store/schema"
import { closeTestStore, openTestStore, testEngines } from "../../tests/helpers/api/engines"
import { newRequest } from "../../tests/helpers/api/requests"
import { formatYourDataCsv } from "../rights/export-csv"
import { purgeExpiredRequests } from "./retention"
import { NO_SOURCE, requestSource } from "./source"
import { issueToken } from "./tokens"
import { runTokenAction } from "./token-action"

// Where a request came from, on both engines: stored as the server took it in (bounded, markup as text), null when
// absent, read back whole by the staff export and the your-data page, and gone with the request whichever way it
// is erased (the your-data erase button, the emailed delete link, retention).

const NOW = new Date("2026-11-28T09:00:00.000Z")
const DAY = 24 * 60 * 60 * 1000
const SOURCE_COLUMNS = Object.keys(NO_SOURCE) as Array<keyof RequestSource>
/**
 * What the server stores for a body the page's script sent from a campaign link with a long and a hostile value;
 * `mark` is a value no other row holds, to look for after an erasure.
 */
const campaignSource = (mark: string) =>
  requestSource(
    {
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_medium: `${mark}\r\nBcc: x@evil.example`,
      utm_campaign: "w".repeat(5000),
      utm_term: "<script>alert(1)</script>",
      referrer_host: "https://news.example.com/item?id=1",
    },
    { headers: { host: "shiftwise.example" } },
    "https://shiftwise.example",
  )

describe.each(testEngines("where a request came from, stored"))("where a request came from ($name)", (engine) => {
  let store: EarlyAccessStore
  let db: Kysely<Database>

  beforeAll(async () => ({ store, db } = await openTestStore(engine)))
  afterAll(() => closeTestStore(store, engine))

  async function save(email: string, source: RequestSource, created = NOW): Promise<string> {
    await store.saveRequest(newRequest({ email, ...source, created_at: created.toISOString() }))
    const row = await db
      .selectFrom("early_access_requests")
      .select("id")
      .where("email_key", "=", email)
      .executeTakeFirstOrThrow()
    return row.id
  }

  /** Every row of every table, as text: what an erasure must leave no trace of the campaign in. */
  async function everything(): Promise<string> {
    const tables = ["early_access_requests", "outbox", "early_access_tokens", "rights_requests"] as const
    const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()))
    return JSON.stringify(rows)
  }

  test("stored bounded and as text; read back whole by the staff export and the your-data page", async () => {
    const id = await save("campaign@example.com", campaignSource("cpc"))
    const expected: RequestSource = {
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_medium: "cpc Bcc: x@evil.example",
      utm_campaign: "w".repeat(REQUEST_SOURCE_LIMITS.utmChars),
      utm_term: "<script>alert(1)</script>",
      utm_content: null,
      referrer_host: "news.example.com",
    }
    // Read by the database itself, not through our code: 200 characters, nothing longer reached it.
    const { rows } = await sql<{ length: number | string }>`
      select length(utm_campaign) as length from early_access_requests where id = ${id}`.execute(db)
    expect(Number(rows[0]?.length)).toBe(REQUEST_SOURCE_LIMITS.utmChars)

    const staff = (await store.listForStaff()).find((record) => record.id === id)
    expect(staff).toMatchObject(expected)
    const data = await collectYourData(db, id, {
      now: NOW,
      retentionDays: 730,
      settings: { axiom: false, posthog: false },
    })
    expect(data?.request).toMatchObject(expected)
    // The CSV download: one line per value, markup as it is (a CSV is text, not a page).
    const csv = formatYourDataCsv(data!)
    expect(csv).toContain(`early_access_requests,${id},utm_term,<script>alert(1)</script>\r\n`)
    expect(csv).toContain(`early_access_requests,${id},referrer_host,news.example.com\r\n`)
    expect(csv).toContain(`early_access_requests,${id},utm_content,\r\n`)
  })

  test("a request from a page without parameters stores none: null in every column, never an empty string", async () => {
    const bare = requestSource({ landing_path: "/invite" }, { headers: {} }, null)
    const withPath = await save("bare@example.com", bare)
    const nothing = await save("program@example.com", requestSource({}, { headers: {} }, null))
    for (const [id, path] of [
      [withPath, "/invite"],
      [nothing, null],
    ] as const) {
      const row = await db.selectFrom("early_access_requests").selectAll().where("id", "=", id).executeTakeFirst()
      expect(row).toMatchObject({ ...NO_SOURCE, landing_path: path })
    }
    // Asked of the database: no source column of any request holds "".
    for (const column of SOURCE_COLUMNS) {
      const empty = await db.selectFrom("early_access_requests").select("id").where(sql.ref(column), "=", "").execute()
      expect({ column, empty }).toEqual({ column, empty: [] })
    }
  })

  test("erased with the request by the your-data erase button", async () => {
    const id = await save("erase-session@example.com", campaignSource("erase-session-mark"))
    expect(await everything()).toContain("erase-session-mark")
    expect(await eraseInSession(db, id, NOW)).toMatchObject({ requests: 1 })
    expect(await everything()).not.toContain("erase-session-mark")
  })

  test("erased with the request by the emailed delete link", async () => {
    const id = await save("erase-link@example.com", campaignSource("erase-link-mark"))
    const link = await issueToken(db, id, "delete", NOW)
    expect(await everything()).toContain("erase-link-mark")
    expect(await runTokenAction(db, "delete", link, NOW)).toEqual({ ok: true, answer: { status: "deleted" } })
    expect(await everything()).not.toContain("erase-link-mark")
  })

  test("erased with the request when its retention ends, as the rest of the row", async () => {
    await save(
      "erase-retention@example.com",
      campaignSource("erase-retention-mark"),
      new Date(NOW.getTime() - 731 * DAY),
    )
    expect(await everything()).toContain("erase-retention-mark")
    expect(await purgeExpiredRequests(db, { now: NOW, retentionDays: 730 })).toMatchObject({ requests: 1 })
    expect(await everything()).not.toContain("erase-retention-mark")
  })
})

describe.each(testEngines("the request-source migration"))("the request-source migration ($name)", (engine) => {
  test("a request stored before it has no source (null); undone, the columns go and the request stays", async () => {
    const config = await engine.setUp()
    const db = new Kysely<Database>({ dialect: createDialect(config) })
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
        ...(config.kind === "postgres" && config.schema ? { migrationTableSchema: config.schema } : {}),
      })
      // The migration that runs just before this one (the migrator runs them in the order of their names).
      const names = Object.keys(migrations).sort()
      const before = names[names.indexOf("2026-11-28-request-source") - 1]!
      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      const { landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host, ...old } = {
        ...newRequest({ email: "before@example.com" }),
        id: "r-before",
        email_key: "before@example.com",
        confirmed_at: null,
        confirmation_sent_at: null,
        corrected_at: null,
      }
      void [landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host]
      await db.insertInto("early_access_requests").values(old).execute()

      expect((await migrator.migrateToLatest()).error).toBeUndefined()
      const row = await db.selectFrom("early_access_requests").selectAll().executeTakeFirstOrThrow()
      expect(row).toMatchObject({ email: "before@example.com", ...NO_SOURCE })

      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      const after = await sql<Record<string, unknown>>`select * from early_access_requests`.execute(db)
      expect(after.rows).toHaveLength(1)
      for (const column of SOURCE_COLUMNS) expect(after.rows[0]).not.toHaveProperty(column)
    } finally {
      await db.destroy()
      await engine.tearDown()
    }
  })
})
