import { clientAddress } from "../http/client-address"
import type { EarlyAccessStore } from "../store/store"
import type { ApiConfig } from "../runtime/env"
import type { ApiRequest } from "../http/http"
import type { RateLimiter, RateLimitVerdict } from "./in-memory"
import { createSharedRateLimiter } from "./in-database"

// The per-client limit of a form's endpoint (EARLYACCESS_RATE_LIMIT a minute): counted in this process with SQLite
// (one local server), in PostgreSQL otherwise, so that every Function instance enforces one limit. `scope` keeps
// each endpoint's counters apart.

export interface ClientLimit {
  config: ApiConfig
  store: () => EarlyAccessStore
  /** This process's counter, used with SQLite. */
  limiter: RateLimiter
  scope: string
  now: Date
}

export async function limitClient(
  req: ApiRequest,
  { config, store, limiter, scope, now }: ClientLimit,
): Promise<RateLimitVerdict> {
  const client = clientAddress(req, config.trustProxy)
  if (config.rateLimitPerMinute <= 0) return { allowed: true, retryAfterSeconds: 0 }
  const opened = store()
  if (opened.engine !== "postgres") return limiter.hit(client, config.rateLimitPerMinute)
  return createSharedRateLimiter(() => opened.database(), { scope, now: () => now.getTime() }).hit(
    client,
    config.rateLimitPerMinute,
  )
}
