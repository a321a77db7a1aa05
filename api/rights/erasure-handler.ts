import type { YourDataErasureAnswer } from "../../contracts/your-data"
import { getStore } from "../store/store"
import { allowMethods, safeHandler, sendError, sendJson, type ApiHandler } from "../http/http"
import { readJsonBody } from "../http/json-body"
import { log } from "../runtime/log"
import { eraseInSession } from "./erasure"
import { requireSession, type SessionDeps } from "./guard"
import { clearSessionCookie } from "./session"

// POST /api/your-data/erasure {}, in the session: erases the request with everything kept for it (erasure.ts), as
// the confirmation email's delete link does, and ends the session.

export function createErasureHandler(overrides: Partial<SessionDeps> = {}): ApiHandler {
  const deps: SessionDeps = { openStore: getStore, now: () => new Date(), ...overrides }

  return safeHandler("your-data-erasure", async (req, res) => {
    if (!allowMethods(req, res, ["POST"])) return
    const guarded = await requireSession(req, res, deps, { sameSite: true })
    if (!guarded) return
    // A JSON body, so that only a script of our own pages can send it (a cross-site form cannot send JSON).
    const body = readJsonBody(req)
    if (!body.ok) return sendError(res, body.status, body.code, body.message)
    const erased = await eraseInSession(guarded.db, guarded.session.requestId, deps.now())
    log.info("your_data_erased", { requests: erased.requests, outbox: erased.outbox, tokens: erased.tokens })
    clearSessionCookie(req, res)
    const answer: YourDataErasureAnswer = { status: "erased" }
    sendJson(res, 200, answer)
  })
}

export default createErasureHandler()
