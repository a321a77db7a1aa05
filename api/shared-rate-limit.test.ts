import { createStore, type EarlyAccessStore } from "./early-access-store"
import { createSharedRateLimiter } from "./shared-rate-limit"
import { testEngines } from "./test-support/engines"

// The database-backed limit: one count for every instance sharing the database, per fixed one-minute window.

describe.each(testEngines("shared rate limit"))("shared rate limit ($name)", (engine) => {
  let stores: EarlyAccessStore[]
  let clock = 0

  beforeAll(async () => {
    const config = await engine.setUp()
    // Two "instances": separate connection pools on one database.
    stores = [createStore(config), createStore(config)]
  })
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()))
    await engine.tearDown()
  })

  const limiters = () => stores.map((store) => createSharedRateLimiter(() => store.database(), { now: () => clock }))

  test("counts hits from both instances against one limit, then resets in the next window", async () => {
    clock = Date.UTC(2026, 10, 23, 9, 0, 10)
    const [a, b] = limiters()
    if (!a || !b) throw new Error("two limiters expected")
    const verdicts = [await a.hit("203.0.113.7", 3), await b.hit("203.0.113.7", 3), await a.hit("203.0.113.7", 3)]
    expect(verdicts.every((verdict) => verdict.allowed)).toBe(true)
    expect(await b.hit("203.0.113.7", 3)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(await a.hit("203.0.113.8", 3)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    clock += 50_000
    expect((await b.hit("203.0.113.7", 3)).allowed).toBe(true)
  })

  test("60 concurrent hits from two instances allow exactly the limit", async () => {
    clock = Date.UTC(2026, 10, 23, 10, 0, 0)
    const [a, b] = limiters()
    if (!a || !b) throw new Error("two limiters expected")
    const verdicts = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit("198.51.100.1", 10)))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10)
  })

  test("stores a hash of the client, never its address", async () => {
    const db = await stores[0]!.database()
    const buckets = (await db.selectFrom("rate_limit_counters").select("bucket").execute()).map((row) => row.bucket)
    expect(buckets.length).toBeGreaterThan(0)
    for (const bucket of buckets) {
      expect(bucket).toMatch(/^earlyaccess:[A-Za-z0-9_-]{43}$/)
      expect(bucket).not.toMatch(/203\.0\.113|198\.51\.100/)
    }
  })
})
