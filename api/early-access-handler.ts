import { randomUUID } from "node:crypto"
import { clientAddress } from "./client-address"
import { setEarlyAccessCookie } from "./early-access-cookie"
import { parseEarlyAccess } from "./early-access-schema"
import { getStore, type EarlyAccessRecord, type EarlyAccessStore } from "./early-access-store"
import { loadConfig, type ApiConfig } from "./env"
import { countryFromHeaders } from "./geo"
import { allowMethods, headerValue, safeHandler, sendError, sendJson, type ApiHandler } from "./http"
import { readJsonBody } from "./json-body"
import { log } from "./log"
import { processSingleton } from "./process-singleton"
import { createRateLimiter, type RateLimiter } from "./rate-limit"

export type PublicEarlyAccessRecord = Omit<EarlyAccessRecord, "user_agent">

export interface EarlyAccessResponseBody {
  request: PublicEarlyAccessRecord
}

export interface EarlyAccessDeps {
  openStore: (config: ApiConfig) => EarlyAccessStore
  limiter: RateLimiter
  now: () => Date
}

const USER_AGENT_MAX = 512

function truncate(value: string | undefined, max: number): string | null {
  return value ? Array.from(value).slice(0, max).join("") : null
}

function toPublic({ user_agent: _userAgent, ...record }: EarlyAccessRecord): PublicEarlyAccessRecord {
  return record
}

/** POST /api/earlyaccess: validate, rate-limit and store a request for early access (one per email). */
export function createEarlyAccessHandler(overrides: Partial<EarlyAccessDeps> = {}): ApiHandler {
  const { openStore = getStore, limiter = createRateLimiter(), now = () => new Date() } = overrides

  return safeHandler("earlyaccess", async (req, res) => {
    if (!allowMethods(req, res, ["POST"])) return
    const config = loadConfig()

    const verdict = limiter.hit(clientAddress(req, config.trustProxy), config.rateLimitPerMinute)
    if (!verdict.allowed) {
      res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
      return sendError(res, 429, "rate_limited", "Too many requests. Please wait a moment and try again.")
    }

    const body = readJsonBody(req)
    if (!body.ok) return sendError(res, body.status, body.code, body.message)
    const parsed = parseEarlyAccess(body.value)
    if (!parsed.ok) return sendError(res, 400, "invalid_fields", "Some fields need attention.", parsed.fields)

    const request = {
      ...parsed.input,
      country: countryFromHeaders(req),
      user_agent: truncate(headerValue(req, "user-agent"), USER_AGENT_MAX),
      created_at: now().toISOString(),
    }

    if (parsed.honeypot) {
      // Answer a bot exactly as a person, so it learns nothing; store nothing.
      log.info("early_access_honeypot", { country: request.country })
      setEarlyAccessCookie(req, res)
      const fake: EarlyAccessResponseBody = { request: toPublic({ id: randomUUID(), ...request }) }
      return sendJson(res, 201, fake)
    }

    const { record, created } = await openStore(config).saveRequest(request)
    if (created) log.info("early_access_stored", { id: record.id, company: record.company, country: record.country })
    else log.info("early_access_repeated", { id: record.id })
    setEarlyAccessCookie(req, res)
    const answer: EarlyAccessResponseBody = { request: toPublic(record) }
    sendJson(res, created ? 201 : 200, answer)
  })
}

// One limiter per process, not per module evaluation (see process-singleton.ts).
export default createEarlyAccessHandler({ limiter: processSingleton("early-access-rate-limiter", () => createRateLimiter()) })
