import type { YourDataSessionAnswer, YourDataSessionState } from "../../contracts/your-data"
import { limitClient } from "../rate-limit/per-client"
import { getStore, type EarlyAccessStore } from "../store/store"
import { loadConfig, type ApiConfig } from "../runtime/env"
import { allowMethods, safeHandler, sendError, sendJson, type ApiHandler } from "../http/http"
import { readJsonBody } from "../http/json-body"
import { log } from "../runtime/log"
import { processSingleton } from "../runtime/process-singleton"
import { createRateLimiter, type RateLimiter } from "../rate-limit/in-memory"
import { requireSameSite } from "../http/same-site"
import { clearSessionCookie, endSession, openSession, readSession, startSessionCookie } from "./session"

// POST /api/your-data/session { token }: the button on the page the emailed link opens spends the link and starts
// the 30-minute session (session.ts). Used, expired, altered, or for another purpose: one answer, 410 link_expired,
// revealing nothing. GET says whether this browser has a session open (the data page asks before it loads anything);
// DELETE ends it (the page's "Close" button).

export interface SessionHandlerDeps {
  openStore: (config: ApiConfig) => EarlyAccessStore
  limiter: RateLimiter
  now: () => Date
}

export const LINK_EXPIRED_MESSAGE =
  "This link has expired or was already used. Ask for a new one on the your-data page."

function tokenOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? Reflect.get(body, "token") : undefined
}

export function createSessionHandler(overrides: Partial<SessionHandlerDeps> = {}): ApiHandler {
  const { openStore = getStore, limiter = createRateLimiter(), now = () => new Date() } = overrides

  return safeHandler("your-data-session", async (req, res) => {
    if (!allowMethods(req, res, ["GET", "POST", "DELETE"])) return
    const method = (req.method ?? "GET").toUpperCase()
    if (method !== "GET" && !requireSameSite(req, res)) return
    const config = loadConfig()
    const db = await openStore(config).database()
    const at = now()

    if (method === "GET") {
      const session = await readSession(req, db, at)
      const state: YourDataSessionState = session
        ? { status: "open", expires_at: session.expiresAt }
        : { status: "none" }
      return sendJson(res, 200, state)
    }

    if (method === "DELETE") {
      const session = await readSession(req, db, at)
      if (session) await endSession(db, session.token, at)
      clearSessionCookie(req, res)
      return sendJson(res, 200, { status: "closed" })
    }

    const verdict = await limitClient(req, {
      config,
      store: () => openStore(config),
      limiter,
      scope: "your-data-session",
      now: at,
    })
    if (!verdict.allowed) {
      res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
      return sendError(res, 429, "rate_limited", "Too many requests. Please wait a moment and try again.")
    }
    const body = readJsonBody(req)
    if (!body.ok) return sendError(res, body.status, body.code, body.message)
    const opened = await openSession(db, tokenOf(body.value), at)
    if (!opened.ok) {
      log.info("your_data_link_refused", {})
      return sendError(res, 410, "link_expired", LINK_EXPIRED_MESSAGE)
    }
    log.info("your_data_session_opened", {})
    startSessionCookie(req, res, opened, at)
    const answer: YourDataSessionAnswer = { status: "open", expires_at: opened.expiresAt }
    sendJson(res, 200, answer)
  })
}

export default createSessionHandler({
  limiter: processSingleton("your-data-session-rate-limiter", () => createRateLimiter()),
})
