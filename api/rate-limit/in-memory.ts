// Sliding-window rate limiter kept in memory. Per process: several server processes or serverless instances
// each count on their own, so the effective limit is multiplied by their number. Used with SQLite (one local
// process) and for the page-view beacon and admin failures; with PostgreSQL the early-access limit is shared by
// every instance (in-database.ts).

export interface RateLimitVerdict {
  allowed: boolean
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  /** Counts a request from `key` unless `limit` requests already fell in the window; limit 0 = no limit. */
  hit(key: string, limit: number): RateLimitVerdict
  /** The verdict a hit would get now, without counting one (to refuse before doing the work, count after). */
  peek(key: string, limit: number): RateLimitVerdict
}

export interface RateLimiterOptions {
  windowMs?: number
  /** Injected clock, in milliseconds (tests pass a fake one). */
  now?: () => number
  /** Clients remembered at most; the least recently seen are forgotten first. */
  maxClients?: number
}

export function createRateLimiter({
  windowMs = 60_000,
  now = Date.now,
  maxClients = 10_000,
}: RateLimiterOptions = {}): RateLimiter {
  // key -> times of the allowed requests still inside the window, oldest first. Map order doubles as LRU order.
  const hits = new Map<string, number[]>()

  const verdict = (recent: readonly number[], limit: number, at: number): RateLimitVerdict => {
    if (recent.length < limit) return { allowed: true, retryAfterSeconds: 0 }
    const oldestHit = recent[recent.length - limit] ?? at
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestHit + windowMs - at) / 1000)) }
  }

  return {
    hit(key, limit) {
      if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 }
      const at = now()
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs)
      hits.delete(key)
      hits.set(key, recent)
      if (hits.size > maxClients) {
        const oldest = hits.keys().next().value
        if (oldest !== undefined) hits.delete(oldest)
      }
      const result = verdict(recent, limit, at)
      if (result.allowed) recent.push(at)
      return result
    },
    peek(key, limit) {
      if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 }
      const at = now()
      return verdict(
        (hits.get(key) ?? []).filter((time) => time > at - windowMs),
        limit,
        at,
      )
    },
  }
}
