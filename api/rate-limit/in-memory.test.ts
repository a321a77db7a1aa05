import { createRateLimiter } from "./in-memory"

function fakeClock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

describe("createRateLimiter", () => {
  test("allows `limit` requests per window, then says when to retry", () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ now: clock.now })
    for (let i = 0; i < 3; i++) {
      expect(limiter.hit("a", 3)).toEqual({ allowed: true, retryAfterSeconds: 0 })
      clock.advance(10_000)
    }
    // hits at t=0, 10 s, 20 s; now t=30 s: the first one leaves the window at t=60 s
    expect(limiter.hit("a", 3)).toEqual({ allowed: false, retryAfterSeconds: 30 })
  })

  test("peek gives the verdict a hit would get without counting one", () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ now: clock.now })
    for (let i = 0; i < 5; i++) expect(limiter.peek("a", 2)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    limiter.hit("a", 2)
    clock.advance(20_000)
    limiter.hit("a", 2)
    expect(limiter.peek("a", 2)).toEqual({ allowed: false, retryAfterSeconds: 40 })
    expect(limiter.peek("b", 2).allowed).toBe(true)
    expect(limiter.peek("a", 0).allowed).toBe(true)
    clock.advance(40_000)
    expect(limiter.peek("a", 2).allowed).toBe(true)
  })

  test("the window slides: an old hit expires on its own", () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ now: clock.now })
    limiter.hit("a", 2)
    clock.advance(45_000)
    limiter.hit("a", 2)
    expect(limiter.hit("a", 2).allowed).toBe(false)
    clock.advance(15_000) // the first hit is now exactly 60 s old
    expect(limiter.hit("a", 2).allowed).toBe(true)
    expect(limiter.hit("a", 2)).toEqual({ allowed: false, retryAfterSeconds: 45 })
  })

  test("refused requests do not extend the wait", () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ now: clock.now })
    limiter.hit("a", 1)
    for (let i = 0; i < 5; i++) {
      clock.advance(5_000)
      expect(limiter.hit("a", 1).allowed).toBe(false)
    }
    clock.advance(35_000)
    expect(limiter.hit("a", 1).allowed).toBe(true)
  })

  test("Retry-After is at least one second", () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ now: clock.now })
    limiter.hit("a", 1)
    clock.advance(59_999)
    expect(limiter.hit("a", 1)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  test("counts each client separately", () => {
    const limiter = createRateLimiter({ now: fakeClock().now })
    expect(limiter.hit("a", 1).allowed).toBe(true)
    expect(limiter.hit("b", 1).allowed).toBe(true)
    expect(limiter.hit("a", 1).allowed).toBe(false)
  })

  test("a limit of 0 turns limiting off", () => {
    const limiter = createRateLimiter({ now: fakeClock().now })
    for (let i = 0; i < 100; i++) expect(limiter.hit("a", 0).allowed).toBe(true)
  })

  test("the limit can change between calls (it is read from the environment per request)", () => {
    const limiter = createRateLimiter({ now: fakeClock().now })
    for (let i = 0; i < 5; i++) limiter.hit("a", 10)
    expect(limiter.hit("a", 3).allowed).toBe(false)
    expect(limiter.hit("a", 10).allowed).toBe(true)
  })

  test("forgets the least recently seen clients beyond maxClients", () => {
    const limiter = createRateLimiter({ now: fakeClock().now, maxClients: 2 })
    limiter.hit("a", 1)
    limiter.hit("b", 1)
    limiter.hit("c", 1) // evicts "a"
    expect(limiter.hit("a", 1).allowed).toBe(true)
    expect(limiter.hit("c", 1).allowed).toBe(false)
  })
})
