import { createHash } from "node:crypto"
import { sql, type Kysely } from "kysely"
import type { RateLimitVerdict } from "./rate-limit"
import type { Database } from "./schema"

// The per-client limit counted in the database, so every function instance sharing it enforces one limit.
// A fixed window (one row per client, updated by a single atomic upsert) instead of the in-memory sliding
// window: one statement per request, no read-modify-write race. Clients are stored as hashes, never as addresses.

export interface SharedRateLimiter {
  hit(key: string, limit: number): Promise<RateLimitVerdict>
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
      const bucket = `${scope}:${createHash("sha256").update(key).digest("base64url")}`
      const db = await database()
      const { hits } = await db
        .insertInto("rate_limit_counters")
        .values({ bucket, window_start: windowStart, hits: 1 })
        .onConflict((conflict) =>
          conflict.column("bucket").doUpdateSet({
            hits: sql<number>`case when rate_limit_counters.window_start = excluded.window_start then rate_limit_counters.hits + 1 else 1 end`,
            window_start: sql<string>`excluded.window_start`,
          }),
        )
        .returning("hits")
        .executeTakeFirstOrThrow()
      if (hits <= limit) return { allowed: true, retryAfterSeconds: 0 }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + windowMs - at) / 1000)) }
    },
  }
}
