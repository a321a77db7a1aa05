import { z } from "zod"
import { hasAdminToken } from "./auth"
import { clientAddress } from "../http/client-address"
import { getStore, type EarlyAccessStore } from "../store/store"
import { loadConfig, loadPipelineConfig, type ApiConfig } from "../runtime/env"
import {
  allowMethods,
  queryValue,
  safeHandler,
  sendBody,
  sendError,
  sendJson,
  type ApiHandler,
  type ApiRequest,
} from "../http/http"
import { log } from "../runtime/log"
import { processSingleton } from "../runtime/process-singleton"
import { createRateLimiter, type RateLimiter } from "../rate-limit/in-memory"
import { listRightsRequests } from "../rights/rights-log"
import { formatCsv, formatRightsCsv } from "./signup-report"

// GET /api/admin/requests: the early-access requests for staff, with `Authorization: Bearer $ADMIN_TOKEN`.
// CSV (formula-safe, as `npm run signups -- --csv`) by default, JSON with ?format=json, ?since= an ISO date or time;
// ?list=rights: the rights log instead (access, correction, erasure: asked, answered, due by).
// Without ADMIN_TOKEN the endpoint does not exist (404).

/** Wrong or missing tokens a client may send per minute before every attempt answers 429. */
export const ADMIN_FAILURES_PER_MINUTE = 5

export interface AdminRequestsDeps {
  openStore: (config: ApiConfig) => EarlyAccessStore
  failures: RateLimiter
}

const querySchema = z.object({
  format: z.enum(["csv", "json"], { error: "Use format=csv or format=json." }).default("csv"),
  list: z.enum(["requests", "rights"], { error: "Use list=requests or list=rights." }).default("requests"),
  since: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: "Use an ISO date (2026-01-31) or date and time (2026-01-31T09:00:00Z).",
    })
    .transform((value) => new Date(value).toISOString())
    .optional(),
})

function parseQuery(req: ApiRequest) {
  return querySchema.safeParse({
    format: queryValue(req, "format"),
    list: queryValue(req, "list"),
    since: queryValue(req, "since"),
  })
}

export function createAdminRequestsHandler(overrides: Partial<AdminRequestsDeps> = {}): ApiHandler {
  const { openStore = getStore, failures = createRateLimiter() } = overrides

  return safeHandler("admin-requests", async (req, res) => {
    const { adminToken } = loadPipelineConfig()
    if (!adminToken) return sendError(res, 404, "not_found", "There is nothing here.")
    if (!allowMethods(req, res, ["GET"])) return
    const config = loadConfig()

    const client = clientAddress(req, config.trustProxy)
    const blocked = failures.peek(client, ADMIN_FAILURES_PER_MINUTE)
    if (!blocked.allowed) {
      res.setHeader("Retry-After", String(blocked.retryAfterSeconds))
      return sendError(res, 429, "rate_limited", "Too many failed attempts. Please wait a minute.")
    }
    if (!hasAdminToken(req, adminToken)) {
      failures.hit(client, ADMIN_FAILURES_PER_MINUTE)
      log.warn("admin_auth_failed", {})
      res.setHeader("WWW-Authenticate", 'Bearer realm="staff"')
      return sendError(res, 401, "unauthorized", "Send the staff token as Authorization: Bearer <ADMIN_TOKEN>.")
    }

    const query = parseQuery(req)
    if (!query.success) {
      const fields: Record<string, string> = {}
      for (const issue of query.error.issues) fields[String(issue.path[0] ?? "query")] ??= issue.message
      return sendError(res, 400, "invalid_query", "Some query parameters need attention.", fields)
    }
    const { format, list, since } = query.data
    if (list === "rights") {
      const entries = await listRightsRequests(await openStore(config).database(), since === undefined ? {} : { since })
      log.info("admin_rights_read", { format, count: entries.length })
      if (format === "json") return sendJson(res, 200, { rights_requests: entries })
      res.setHeader("Content-Disposition", 'attachment; filename="rights-requests.csv"')
      return sendBody(res, 200, "text/csv; charset=utf-8", formatRightsCsv(entries))
    }
    const records = await openStore(config).listForStaff(since === undefined ? {} : { since })
    log.info("admin_requests_read", { format, count: records.length })
    if (format === "json") return sendJson(res, 200, { requests: records })
    res.setHeader("Content-Disposition", 'attachment; filename="early-access-requests.csv"')
    sendBody(res, 200, "text/csv; charset=utf-8", formatCsv(records))
  })
}

// One failure counter per process (see api/runtime/process-singleton.ts).
export default createAdminRequestsHandler({
  failures: processSingleton("admin-failure-limiter", () => createRateLimiter()),
})
