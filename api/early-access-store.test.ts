import { Pool } from "pg"
import type { StoreConfig } from "./database"
import { createStore, type EarlyAccessStore, type NewEarlyAccessRequest } from "./early-access-store"
import { tempDir } from "./test-support/temp-env"

// One contract, both engines. PostgreSQL runs when TEST_DATABASE_URL is set (CI sets it), each run in a schema
// of its own that is dropped afterwards.

interface Engine {
  name: string
  /** A config for a fresh, empty database; the same config reopens the same data. */
  setUp(): Promise<StoreConfig>
  tearDown(): Promise<void>
}

const sqlite = (): Engine => {
  let temp: ReturnType<typeof tempDir> | undefined
  return {
    name: "SQLite",
    async setUp() {
      temp = tempDir()
      return { kind: "sqlite", path: `${temp.dir}/nested/dir/early-access.sqlite` }
    },
    async tearDown() {
      temp?.remove()
    },
  }
}

const postgres = (connectionString: string): Engine => {
  const admin = new Pool({ connectionString, max: 1 })
  let schema = ""
  return {
    name: "PostgreSQL",
    async setUp() {
      schema = `ea_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
      await admin.query(`CREATE SCHEMA ${schema}`)
      return { kind: "postgres", connectionString, schema }
    },
    async tearDown() {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin.end()
    },
  }
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim()
const engines: Engine[] = [sqlite(), ...(testDatabaseUrl ? [postgres(testDatabaseUrl)] : [])]

if (!testDatabaseUrl) {
  console.warn(
    "PostgreSQL store contract tests SKIPPED: TEST_DATABASE_URL is not set " +
      "(e.g. TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app). Only SQLite was tested.",
  )
  describe.skip("early-access store contract (PostgreSQL: set TEST_DATABASE_URL)", () => {
    test("skipped", () => undefined)
  })
}

let sequence = 0
function request(overrides: Partial<NewEarlyAccessRequest> = {}): NewEarlyAccessRequest {
  sequence++
  return {
    email: `person${sequence}@example.com`,
    name: `Person ${sequence}`,
    company: "Acme, \"Quoted\" Ltd",
    emp_count: "11-50",
    country: "IN",
    user_agent: "jest",
    created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, sequence)).toISOString(),
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
    const later = request({ created_at: "2025-03-01T10:00:00.000Z" })
    const earlier = request({ created_at: "2025-02-01T10:00:00.000Z", country: null, user_agent: null, emp_count: "" })
    const saved = await store.saveRequest(later)
    expect(saved).toEqual({ created: true, record: { ...later, id: expect.any(String) } })
    await store.saveRequest(earlier)
    expect(await store.listRequests()).toEqual([
      { ...earlier, id: expect.any(String) },
      { ...later, id: saved.record.id },
    ])
  })

  test("the same email in any case keeps the first record", async () => {
    const first = await store.saveRequest(request({ email: "Grace@Example.com" }))
    const again = await store.saveRequest(request({ email: " GRACE@example.COM ", name: "Other" }))
    expect(again).toEqual({ created: false, record: first.record })
    const rows = (await store.listRequests()).filter((row) => row.email.toLowerCase() === "grace@example.com")
    expect(rows).toEqual([first.record])
  })

  test("50 concurrent saves of one email store one row and all succeed with it", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.saveRequest(request({ email: i % 2 ? "RACE@example.com" : "race@example.com" }))),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(new Set(results.map((result) => result.record.id)).size).toBe(1)
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

describe("SQLite specifics", () => {
  test("creates the directory on first use and keeps the file in WAL mode", async () => {
    const temp = tempDir()
    const file = `${temp.dir}/a/b/early-access.sqlite`
    const store = createStore({ kind: "sqlite", path: file })
    try {
      await store.saveRequest(request())
      const Database = (await import("better-sqlite3")).default
      const db = new Database(file, { readonly: true })
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal")
      db.close()
    } finally {
      await store.close()
      temp.remove()
    }
  })
})
