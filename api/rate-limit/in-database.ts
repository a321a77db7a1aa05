import { createHash } from "node:crypto"
import { sql, type Kysely } from "kysely"
import type { RateLimitVerdict } from "./in-memory"
import type { Database } from "../store/schema"

// The per-client limit counted in the database, so every function instance sharing it enforces one limit.
// One row per client, updated by a single atomic upsert (one statement per request, no read-modify-write race),
// holding this window's hits and the previous window's. The verdict is the sliding-window estimate: the previous
// window's hits weighted by how much of it still lies within the last minute, plus this window's. A fixed window
// alone would let a client that was stopped at 09:00:59 send the limit again at 09:01:00.
// Clients are stored as hashes, never as addresses.

export interface SharedRateLimiter {
  hit(key: string, limit: number): Promise<RateLimitVerdict>
}

/** Hits in the last windowMs as the two windows' counts estimate them at `at`. */
export function slidingEstimate(previous: number, current: number, elapsedFraction: number): number {
  return previous * (1 - elapsedFraction) + current
}

/**
 * Seconds until a next hit would be allowed: within this window once the previous window's weight has fallen far
 * enough, or else once this window's own hits weigh little enough in the next one.
 */
export function retryAfterSeconds(
  { previous, current, limit }: { previous: number; current: number; limit: number },
  { windowStartMs, windowMs, at }: { windowStartMs: number; windowMs: number; at: number },
): number {
  let allowedAt: number
  const roomThisWindow = limit - current - 1
  const fractionThisWindow = previous > 0 ? 1 - roomThisWindow / previous : 0
  if (roomThisWindow >= 0 && fractionThisWindow < 1)
    allowedAt = windowStartMs + Math.max(0, fractionThisWindow) * windowMs
  else allowedAt = windowStartMs + windowMs + Math.max(0, 1 - (limit - 1) / current) * windowMs
  return Math.max(1, Math.ceil((allowedAt - at) / 1000))
}

export function createSharedRateLimiter(
  database: () => Promise<Kysely<Database>>,
  {
    scope = "earlyaccess",
    windowMs = 60_000,
    now = Date.now,
  }: { scope?: string; windowMs?: number; now?: () => number } = {},
): SharedRateLimiter {
  return {
    async hit(key, limit) {
      if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 }
      const at = now()
      const windowStartMs = Math.floor(at / windowMs) * windowMs
      const windowStart = new Date(windowStartMs).toISOString()
      const previousStart = new Date(windowStartMs - windowMs).toISOString()
      const bucket = `${scope}:${createHash("sha256").update(key).digest("base64url")}`
      const db = await database()
      // Every SET expression reads the row as it was before this statement (both engines).
      const row = await db
        .insertInto("rate_limit_counters")
        .values({ bucket, window_start: windowStart, hits: 1, previous_hits: 0 })
        .onConflict((conflict) =>
          conflict.column("bucket").doUpdateSet({
            hits: sql<number>`case when rate_limit_counters.window_start = excluded.window_start then rate_limit_counters.hits + 1 else 1 end`,
            previous_hits: sql<number>`case when rate_limit_counters.window_start = excluded.window_start then rate_limit_counters.previous_hits when rate_limit_counters.window_start = ${previousStart} then rate_limit_counters.hits else 0 end`,
            window_start: sql<string>`excluded.window_start`,
          }),
        )
        .returning(["hits", "previous_hits"])
        .executeTakeFirstOrThrow()
      const [current, previous] = [row.hits, row.previous_hits]
      if (slidingEstimate(previous, current, (at - windowStartMs) / windowMs) <= limit)
        return { allowed: true, retryAfterSeconds: 0 }
      return {
        allowed: false,
        retryAfterSeconds: retryAfterSeconds({ previous, current, limit }, { windowStartMs, windowMs, at }),
      }
    },
  }
}
