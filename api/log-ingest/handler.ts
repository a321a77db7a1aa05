import { shipEvents, type AxiomEvent, type ShipResult } from "../runtime/axiom"
import { clientAddress } from "../http/client-address"
import { loadConfig } from "../runtime/env"
import { countryFromHeaders } from "../visitor/geo"
import {
  allowMethods,
  headerValue,
  safeHandler,
  sendError,
  sendJson,
  type ApiHandler,
  type ApiRequest,
} from "../http/http"
import { readJsonBody } from "../http/json-body"
import { INGEST_LIMITS } from "../../contracts/log-ingest-limits"
import { parseBatch, type IngestKind } from "./schema"
import { log } from "../runtime/log"
import { processSingleton } from "../runtime/process-singleton"
import { createRateLimiter, type RateLimiter } from "../rate-limit/in-memory"

// POST /_axiom/logs and /_axiom/web-vitals (rewritten to /api/axiom-logs and /api/axiom-web-vitals): check a batch
// from the browser's logger (src/telemetry/) and ship it to Axiom, or to stdout when no AXIOM_TOKEN is set.
// The browser sends at most one batch a second per kind; the limit leaves room for a few tabs behind one address.
export const INGEST_REQUESTS_PER_MINUTE = 240
const USER_AGENT_MAX = 256

export interface LogIngestDeps {
  ship: (events: readonly AxiomEvent[]) => Promise<ShipResult>
  limiter: RateLimiter
}

const TOO_LARGE = `The batch is larger than ${INGEST_LIMITS.maxBatchBytes} bytes.`

function declaredLength(req: ApiRequest): number | null {
  const value = Number(headerValue(req, "content-length"))
  return Number.isFinite(value) ? value : null
}

export function createLogIngestHandler(kind: IngestKind, overrides: Partial<LogIngestDeps> = {}): ApiHandler {
  const { ship = (events) => shipEvents(events), limiter = createRateLimiter() } = overrides

  return safeHandler(`axiom-${kind}`, async (req, res) => {
    if (!allowMethods(req, res, ["POST"])) return
    const config = loadConfig()

    const verdict = limiter.hit(clientAddress(req, config.trustProxy), INGEST_REQUESTS_PER_MINUTE)
    if (!verdict.allowed) {
      res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
      return sendError(res, 429, "rate_limited", "Too many log batches. Please wait a moment.")
    }

    if ((declaredLength(req) ?? 0) > INGEST_LIMITS.maxBatchBytes)
      return sendError(res, 413, "payload_too_large", TOO_LARGE)
    const body = readJsonBody(req)
    if (!body.ok) return sendError(res, body.status, body.code, body.message)
    // A parsed body has no length of its own (and chunked requests declare none): measure it again.
    if (Buffer.byteLength(JSON.stringify(body.value), "utf8") > INGEST_LIMITS.maxBatchBytes) {
      return sendError(res, 413, "payload_too_large", TOO_LARGE)
    }
    const batch = parseBatch(kind, body.value)
    if (!batch.ok) return sendError(res, batch.status, batch.code, batch.message)

    const context = {
      source: "browser",
      kind,
      user_agent: headerValue(req, "user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
      country: countryFromHeaders(req),
    }
    const result = await ship(batch.events.map((event) => ({ _time: event.time, ...context, ...event })))
    if (!result.ok) {
      log.error("log_ingest_failed", { kind, events: batch.events.length, error: result.error })
      return sendError(res, 502, "upstream_failed", "The events could not be stored. They were not kept.")
    }
    sendJson(res, 202, { accepted: batch.events.length })
  })
}

// One limiter per process and kind (see api/runtime/process-singleton.ts).
export const axiomLogsHandler = createLogIngestHandler("log", {
  limiter: processSingleton("log-ingest-rate-limiter", () => createRateLimiter()),
})
export const axiomWebVitalsHandler = createLogIngestHandler("web-vital", {
  limiter: processSingleton("web-vitals-ingest-rate-limiter", () => createRateLimiter()),
})
