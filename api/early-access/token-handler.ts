import type { EarlyAccessTokenErrorCode } from "../../contracts/early-access"
import { runTokenAction } from "./token-action"
import { getStore, type EarlyAccessStore } from "../store/store"
import { loadConfig, type ApiConfig } from "../runtime/env"
import { allowMethods, safeHandler, sendError, sendJson, type ApiHandler } from "../http/http"
import { readJsonBody } from "../http/json-body"
import { log } from "../runtime/log"
import { requireSameSite } from "../http/same-site"
import type { TokenPurpose } from "../store/schema"

// POST /api/earlyaccess/confirm and /api/earlyaccess/delete { token }: the buttons on the pages the emailed links
// open (a GET never changes state, since mail scanners follow links).

export interface TokenHandlerDeps {
  openStore: (config: ApiConfig) => EarlyAccessStore
  now: () => Date
}

const ERRORS: Record<EarlyAccessTokenErrorCode, { status: number; message: string }> = {
  invalid_token: { status: 400, message: "This link is not valid. Please use the link from your email as it is." },
  token_expired: { status: 410, message: "This link has expired." },
  token_used: { status: 410, message: "This link was already used." },
}

function tokenOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? Reflect.get(body, "token") : undefined
}

export function createTokenHandler(purpose: TokenPurpose, overrides: Partial<TokenHandlerDeps> = {}): ApiHandler {
  const { openStore = getStore, now = () => new Date() } = overrides

  return safeHandler(`earlyaccess-${purpose}`, async (req, res) => {
    if (!allowMethods(req, res, ["POST"])) return
    if (!requireSameSite(req, res)) return
    const body = readJsonBody(req)
    if (!body.ok) return sendError(res, body.status, body.code, body.message)

    const db = await openStore(loadConfig()).database()
    const result = await runTokenAction(db, purpose, tokenOf(body.value), now())
    if (!result.ok) {
      const { status, message } = ERRORS[result.code]
      return sendError(res, status, result.code, message)
    }
    log.info(purpose === "confirm" ? "early_access_confirmed" : "early_access_deleted", {})
    sendJson(res, 200, result.answer)
  })
}

export const confirmHandler = createTokenHandler("confirm")
export const deleteHandler = createTokenHandler("delete")
