import { sql } from "kysely"
import { createStore, type EarlyAccessStore, type NewEarlyAccessRequest } from "./store"
import type { StoreConfig } from "./database"
import { postgresEngine, testDatabaseUrl, testEngines } from "../../tests/helpers/api/engines"
import { tempDir } from "../../tests/helpers/api/temp-env"
import { loadSqliteDatabase } from "./sqlite-driver"
import { NO_SOURCE } from "../early-access/source"

// One contract, both engines (see tests/helpers/api/engines.ts).
const engines = testEngines("early-access store contract")

if (!testDatabaseUrl) {
  console.warn(
    "PostgreSQL store contract tests SKIPPED: TEST_DATABASE_URL is not set " +
      "(e.g. TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app). Only SQLite was tested.",
  )
}

let sequence = 0
function request(overrides: Partial<NewEarlyAccessRequest> = {}): NewEarlyAccessRequest {
  sequence++
  return {
    email: `person${sequence}@example.com`,
    name: `Person ${sequence}`,
    company: 'Acme, "Quoted" Ltd',
    emp_count: "11-50",
    topic: "early_access",
    message: "",
    country: "IN",
    user_agent: "jest",
    created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, sequence)).toISOString(),
    ...NO_SOURCE,
    ...overrides,
  }
}

describe.each(engines)("early-access store contract ($name)", (engine) => {
  let config: StoreConfig
  let store: EarlyAccessStore

  beforeAll(async () => {
    config = await engine.setUp()
    store = createStore(config)
  })
  afterAll(async () => {
    await store.close()
    await engine.tearDown()
  })

  test("starts empty, then saves and lists requests oldest first", async () => {
    expect(await store.listRequests()).toEqual([])
    const later = request({
      created_at: "2025-03-01T10:00:00.000Z",
      topic: "demo",
      message: "Line 1\nLine 2",
      language: "hi",
    })
    const earlier = request({ created_at: "2025-02-01T10:00:00.000Z", country: null, user_agent: null, emp_count: "" })
    const saved = await store.saveRequest(later)
    expect(saved).toEqual({ created: true, outboxIds: [expect.any(String), expect.any(String)] })
    await store.saveRequest(earlier)
    expect(await store.listRequests()).toEqual([
      // Stored without a language (as before the site had languages): null, the default's.
      { ...earlier, id: expect.any(String), confirmed_at: null, corrected_at: null, language: null },
      { ...later, id: expect.any(String), confirmed_at: null, corrected_at: null },
    ])
  })

  test("lists only requests created at or after `since`", async () => {
    const rows = await store.listRequests({ since: "2025-03-01T10:00:00.000Z" })
    expect(rows.map((row) => row.created_at)).toEqual(["2025-03-01T10:00:00.000Z"])
    expect(await store.listRequests({ since: "2030-01-01T00:00:00.000Z" })).toEqual([])
  })

  test("the same email in any case keeps the first record, unchanged", async () => {
    await store.saveRequest(request({ email: "Grace@Example.com" }))
    const before = await store.listRequests()
    const again = await store.saveRequest(
      request({ email: " GRACE@example.COM ", name: "Other", topic: "support", message: "x" }),
    )
    expect(again.created).toBe(false)
    expect(await store.listRequests()).toEqual(before)
  })

  test("50 concurrent saves of one email store one row, and exactly one reports it created", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.saveRequest(request({ email: i % 2 ? "RACE@example.com" : "race@example.com" })),
      ),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect((await store.listRequests()).filter((row) => row.email.toLowerCase() === "race@example.com")).toHaveLength(1)
  })

  test("200 concurrent saves of distinct emails store 200 rows", async () => {
    const before = (await store.listRequests()).length
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => store.saveRequest(request({ email: `bulk${i}@example.com` }))),
    )
    expect(results.every((result) => result.created)).toBe(true)
    expect((await store.listRequests()).length).toBe(before + 200)
  })

  test("data survives closing and reopening the store", async () => {
    const rows = await store.listRequests()
    await store.close()
    store = createStore(config)
    expect(await store.listRequests()).toEqual(rows)
    const repeat = await store.saveRequest(request({ email: "grace@example.com" }))
    expect(repeat.created).toBe(false)
  })
})

// Publishing an older deploy again in Netlify runs its Functions on the database the newer deploy migrated. Here this
// code plays the older deploy: the database has a migration it has never heard of, and the column that one added.
describe.each(testEngines("a database a newer deploy migrated"))(
  "a database a newer deploy migrated further ($name)",
  (engine) => {
    // Each test sets up a database of its own; they are dropped together.
    afterAll(() => engine.tearDown())

    test("an older deploy still saves and lists requests on it, and leaves the newer deploy's column alone", async () => {
      const config = await engine.setUp()
      const first = createStore(config)
      try {
        await first.saveRequest(request({ email: "before@example.com" }))
        const db = await first.database()
        await sql`alter table early_access_requests add column shift_pattern text`.execute(db)
        await sql`update early_access_requests set shift_pattern = 'nights'`.execute(db)
        await sql`insert into kysely_migration (name, timestamp) values ('2099-01-01-shift-pattern', ${new Date().toISOString()})`.execute(
          db,
        )
      } finally {
        await first.close()
      }
      // A fresh instance of the older code (a store migrates once, on first use).
      const older = createStore(config)
      try {
        expect(await older.saveRequest(request({ email: "after@example.com" }))).toMatchObject({ created: true })
        expect((await older.listRequests()).map((row) => row.email)).toEqual([
          "before@example.com",
          "after@example.com",
        ])
        const { rows } = await sql<{
          shift_pattern: string | null
        }>`select shift_pattern from early_access_requests order by created_at`.execute(await older.database())
        expect(rows.map((row) => row.shift_pattern)).toEqual(["nights", null])
      } finally {
        await older.close()
      }
    })

    test("a migration of this code that has not run, named before the newer deploy's, runs", async () => {
      // This code fixed forward from a branch that diverged: its newest migration (the request's language) never ran
      // on the database, and a newer deploy's, named after it, did.
      const config = await engine.setUp()
      const first = createStore(config)
      try {
        const db = await first.database()
        await sql`alter table early_access_requests drop column language`.execute(db)
        await sql`delete from kysely_migration where name = '2026-12-04-request-language'`.execute(db)
        await sql`insert into kysely_migration (name, timestamp) values ('2026-12-05-from-another-branch', ${new Date().toISOString()})`.execute(
          db,
        )
      } finally {
        await first.close()
      }
      const fixed = createStore(config)
      try {
        await fixed.saveRequest(request({ email: "hindi@example.com", language: "hi" }))
        expect((await fixed.listRequests()).map((row) => [row.email, row.language])).toEqual([
          ["hindi@example.com", "hi"],
        ])
      } finally {
        await fixed.close()
      }
    })
  },
)

describe("SQLite specifics", () => {
  test("creates the directory on first use and keeps the file in WAL mode", async () => {
    const temp = tempDir()
    const file = `${temp.dir}/a/b/early-access.sqlite`
    const store = createStore({ kind: "sqlite", path: file })
    try {
      await store.saveRequest(request())
      const Database = loadSqliteDatabase()
      const db = new Database(file, { readonly: true })
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal")
      db.close()
    } finally {
      await store.close()
      temp.remove()
    }
  })
})

const postgresOnly = testDatabaseUrl ? describe : describe.skip
postgresOnly("PostgreSQL specifics", () => {
  test("migrates in its own schema when another schema of the database already has Kysely's tables", async () => {
    // Another app (or a test) in the same database: Kysely's migrator used to find its tables there and skip
    // creating this store's own, then fail on 'relation "kysely_migration_lock" does not exist'.
    const [neighbour, own] = [postgresEngine(testDatabaseUrl!), postgresEngine(testDatabaseUrl!)]
    const first = createStore(await neighbour.setUp())
    const second = createStore(await own.setUp())
    try {
      await first.saveRequest(request())
      await second.saveRequest(request())
      expect(await second.listRequests()).toHaveLength(1)
    } finally {
      await Promise.all([first.close(), second.close()])
      await Promise.all([neighbour.tearDown(), own.tearDown()])
    }
  })
})
