import type { YourDataCorrectionAnswer } from "../../contracts/your-data"
import { limitClient } from "../rate-limit/per-client"
import { staffNotificationKinds } from "../early-access/intake"
import { getStore } from "../store/store"
import { loadPipelineConfig } from "../runtime/env"
import { allowMethods, safeHandler, sendError, sendJson, type ApiHandler } from "../http/http"
import { readJsonBody } from "../http/json-body"
import { log } from "../runtime/log"
import { deliverEarlyAccess } from "../outbox/deliver-early-access"
import { processSingleton } from "../runtime/process-singleton"
import { createRateLimiter, type RateLimiter } from "../rate-limit/in-memory"
import { correctRequest, parseCorrection } from "./correction"
import { languageOf } from "../early-access/exchange"
import { NO_SESSION_MESSAGE, requireSession, type SessionDeps } from "./guard"

// POST /api/your-data/correction { name, company, emp_count }, in the session: corrects the request, with the same
// rules as the form; staff are told once through the outbox (correction.ts). Nothing changed: nothing is sent.

export interface CorrectionDeps extends SessionDeps {
  limiter: RateLimiter
  deliver: (outboxIds: string[]) => Promise<void>
}

export function createCorrectionHandler(overrides: Partial<CorrectionDeps> = {}): ApiHandler {
  const deps: CorrectionDeps = {
    openStore: getStore,
    now: () => new Date(),
    limiter: createRateLimiter(),
    deliver: deliverEarlyAccess,
    ...overrides,
  }

  return safeHandler("your-data-correction", async (req, res) => {
    if (!allowMethods(req, res, ["POST"])) return
    const guarded = await requireSession(req, res, deps, { sameSite: true })
    if (!guarded) return
    const { session, db, config } = guarded
    const at = deps.now()
    // Each correction notifies staff: bounded like the forms, so a session cannot flood their inbox.
    const verdict = await limitClient(req, {
      config,
      store: () => deps.openStore(config),
      limiter: deps.limiter,
      scope: "your-data-correction",
      now: at,
    })
    if (!verdict.allowed) {
      res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
      return sendError(res, 429, "rate_limited", "Too many requests. Please wait a moment and try again.")
    }
    const body = readJsonBody(req)
    if (!body.ok) return sendError(res, body.status, body.code, body.message)
    const parsed = parseCorrection(body.value, languageOf(body))
    if (!parsed.ok) return sendError(res, 400, "invalid_fields", "Some fields need attention.", parsed.fields)

    const result = await correctRequest(
      db,
      session.requestId,
      parsed.input,
      staffNotificationKinds(loadPipelineConfig()),
      at,
    )
    if (result.status === "gone") return sendError(res, 401, "no_session", NO_SESSION_MESSAGE)
    if (result.status === "corrected") {
      log.info("your_data_corrected", { fields: result.fields })
      try {
        await deps.deliver(result.outboxIds)
      } catch (error) {
        // The rows stay in the outbox for the next drain; the correction is stored all the same.
        log.error("your_data_delivery_failed", { error })
      }
    }
    const answer: YourDataCorrectionAnswer = { status: result.status, fields: result.fields }
    sendJson(res, 200, answer)
  })
}

export default createCorrectionHandler({
  limiter: processSingleton("your-data-correction-rate-limiter", () => createRateLimiter()),
})
