import type { Kysely } from "kysely"
import { eraseRequestByEmail } from "./erase"
import { purgeExpiredRequests } from "./retention"
import { issueToken } from "./tokens"
import type { EarlyAccessStore } from "../store/store"
import type { Database } from "../store/schema"
import { closeTestStore, openTestStore, testEngines } from "../../tests/helpers/api/engines"
import { newRequest } from "../../tests/helpers/api/requests"
import { setEnv } from "../../tests/helpers/api/temp-env"

// Retention (the maintenance step of `npm run outbox`) and `npm run signups -- --delete EMAIL` erase a request
// with everything kept for it; nothing else is touched.

const NOW = new Date("2026-11-23T09:00:00.000Z")
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY)

describe.each(testEngines("early-access retention"))("retention and erasure ($name)", (engine) => {
  let store: EarlyAccessStore
  let db: Kysely<Database>

  beforeAll(async () => ({ store, db } = await openTestStore(engine)))
  beforeEach(async () => {
    for (const table of [
      "outbox",
      "early_access_tokens",
      "early_access_requests",
      "rate_limit_counters",
      "rights_requests",
    ] as const) {
      await db.deleteFrom(table).execute()
    }
  })
  afterAll(() => closeTestStore(store, engine))

  async function stored(email: string, created: Date) {
    await store.saveRequest(newRequest({ email, created_at: created.toISOString() }), { staff: ["staff_webhook"] })
    const { id } = await db
      .selectFrom("early_access_requests")
      .select("id")
      .where("email_key", "=", email.toLowerCase())
      .executeTakeFirstOrThrow()
    await issueToken(db, id, "confirm", created)
    await issueToken(db, id, "delete", NOW)
    return id
  }
  const left = async () => ({
    requests: (await db.selectFrom("early_access_requests").select("email").orderBy("email").execute()).map(
      (row) => row.email,
    ),
    outbox: (await db.selectFrom("outbox").select("request_id").execute()).length,
    tokens: (await db.selectFrom("early_access_tokens").select("request_id").execute()).length,
  })

  test("erases requests older than the retention with their outbox rows and tokens, and expired tokens", async () => {
    await stored("old@example.com", daysAgo(731))
    await stored("edge@example.com", daysAgo(729))
    await stored("new@example.com", daysAgo(1))
    // 3 requests × (2 outbox rows, 2 tokens); the confirm tokens of the two older requests have expired.
    const result = await purgeExpiredRequests(db, { now: NOW, retentionDays: 730 })
    expect(result).toEqual({ requests: 1, outbox: 2, tokens: 2 + 1, counters: 0, rights: 0 })
    expect(await left()).toEqual({ requests: ["edge@example.com", "new@example.com"], outbox: 4, tokens: 3 })
    // Nothing left to do on a second run.
    expect(await purgeExpiredRequests(db, { now: NOW, retentionDays: 730 })).toEqual({
      requests: 0,
      outbox: 0,
      tokens: 0,
      counters: 0,
      rights: 0,
    })
  })

  test("reads EARLYACCESS_RETENTION_DAYS when not told, 730 by default", async () => {
    await stored("a@example.com", daysAgo(40))
    await stored("b@example.com", daysAgo(20))
    expect((await purgeExpiredRequests(db, { now: NOW })).requests).toBe(0)
    const restore = setEnv({ EARLYACCESS_RETENTION_DAYS: "30" })
    try {
      expect((await purgeExpiredRequests(db, { now: NOW })).requests).toBe(1)
    } finally {
      restore()
    }
    expect((await left()).requests).toEqual(["b@example.com"])
  })

  test("drops rate-limit counters untouched for a day", async () => {
    await db
      .insertInto("rate_limit_counters")
      .values([
        { bucket: "earlyaccess:old", window_start: daysAgo(2).toISOString(), hits: 3 },
        { bucket: "earlyaccess:recent", window_start: NOW.toISOString(), hits: 1 },
      ])
      .execute()
    expect((await purgeExpiredRequests(db, { now: NOW })).counters).toBe(1)
    expect((await db.selectFrom("rate_limit_counters").select("bucket").execute()).map((row) => row.bucket)).toEqual([
      "earlyaccess:recent",
    ])
  })

  test("eraseRequestByEmail removes one person's request, whatever the case, and says what it did", async () => {
    await stored("Keep@example.com", daysAgo(1))
    const gone = await stored("Gone@Example.com", daysAgo(1))
    const asked = daysAgo(3)
    expect(await eraseRequestByEmail(db, " GONE@example.com ", { now: NOW, requestedAt: asked })).toEqual({
      requests: 1,
      outbox: 2,
      tokens: 2,
    })
    expect(await left()).toEqual({ requests: ["Keep@example.com"], outbox: 2, tokens: 2 })
    // The erasure is in the rights log: asked when the person wrote, answered now; the request's id and nothing else.
    expect(await db.selectFrom("rights_requests").selectAll().execute()).toEqual([
      {
        id: expect.any(String),
        request_id: gone,
        kind: "erasure",
        requested_at: asked.toISOString(),
        answered_at: NOW.toISOString(),
      },
    ])
    expect(await eraseRequestByEmail(db, "gone@example.com")).toEqual({ requests: 0, outbox: 0, tokens: 0 })
    expect(await db.selectFrom("rights_requests").select("id").execute()).toHaveLength(1)
  })

  test("rights log entries go once as old as the retention; they hold no more than an id, a kind and times", async () => {
    await db
      .insertInto("rights_requests")
      .values([
        { id: "old", request_id: "r1", kind: "access", requested_at: daysAgo(731).toISOString(), answered_at: null },
        { id: "new", request_id: "r2", kind: "erasure", requested_at: daysAgo(10).toISOString(), answered_at: null },
      ])
      .execute()
    expect((await purgeExpiredRequests(db, { now: NOW, retentionDays: 730 })).rights).toBe(1)
    expect((await db.selectFrom("rights_requests").select("id").execute()).map((row) => row.id)).toEqual(["new"])
  })
})
