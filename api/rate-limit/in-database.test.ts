import { createStore, type EarlyAccessStore } from "../store/store"
import { createSharedRateLimiter } from "./in-database"
import { testEngines } from "../../tests/helpers/api/engines"

// The database-backed limit: one count for every instance sharing the database, over a sliding minute (this
// minute's hits plus the previous minute's, weighted by how much of it is still within the last 60 s).

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
    // Four hits in this window (the refused one counts): the next is allowed once they weigh 2 in the next window,
    // halfway through it, at 09:01:30.
    expect(await b.hit("203.0.113.7", 3)).toEqual({ allowed: false, retryAfterSeconds: 80 })
    expect(await a.hit("203.0.113.8", 3)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    // Refused just before that (and counted: 1 hit here now), so the next must wait until 09:01:45.
    clock = Date.UTC(2026, 10, 23, 9, 1, 29)
    expect(await b.hit("203.0.113.7", 3)).toEqual({ allowed: false, retryAfterSeconds: 16 })
    clock = Date.UTC(2026, 10, 23, 9, 1, 45)
    expect((await b.hit("203.0.113.7", 3)).allowed).toBe(true)
  })

  test("a client stopped at the end of a minute is still stopped at the start of the next", async () => {
    clock = Date.UTC(2026, 10, 23, 11, 0, 58)
    const [a, b] = limiters()
    if (!a || !b) throw new Error("two limiters expected")
    for (const limiter of [a, b, a]) expect((await limiter.hit("192.0.2.10", 3)).allowed).toBe(true)
    clock = Date.UTC(2026, 10, 23, 11, 1, 0, 500)
    const refused = await b.hit("192.0.2.10", 3)
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    // A client that sent nothing for two minutes starts afresh.
    clock = Date.UTC(2026, 10, 23, 11, 3, 0)
    expect(await a.hit("192.0.2.10", 3)).toEqual({ allowed: true, retryAfterSeconds: 0 })
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
