import {
  YOUR_DATA_FORM_PAGE,
  YOUR_DATA_NEUTRAL_ANSWER,
  YOUR_DATA_NOT_SENT_PAGE,
  YOUR_DATA_SENT_PAGE,
} from "../../contracts/your-data"
import { emailPagePath } from "../../schema/email-content"
import { loadEmailContent } from "../outbox/email-content"
import { limitClient } from "../rate-limit/per-client"
import { earlyAccessRules } from "../early-access/schema"
import { languageOf, pageSpeech } from "../early-access/exchange"
import { getStore, type EarlyAccessStore } from "../store/store"
import { loadConfig, type ApiConfig } from "../runtime/env"
import { isFormSubmission, isPageVisit, readFormBody } from "../http/form-submission"
import { allowMethods, safeHandler, sendError, sendJson, sendRedirect, type ApiHandler } from "../http/http"
import { readJsonBody } from "../http/json-body"
import { log } from "../runtime/log"
import { deliverInFixedTime } from "../outbox/deliver-early-access"
import { processSingleton } from "../runtime/process-singleton"
import { createRateLimiter, type RateLimiter } from "../rate-limit/in-memory"
import { checkSameSite } from "../http/same-site"
import { queueRightsLink } from "./link-request"

// POST /api/your-data/request { email }: asks for the "your data" link. The answer is the same bytes whether or not
// the address is stored, and takes the same time (link-request.ts does the same work either way; the outbox decides).
// The page's script sends JSON; the form sent without the script (before hydration, or with JavaScript off) is
// form-encoded and is redirected to a page: the neutral one, or the one saying the form could not be taken. Rate
// limited like the early-access form.

export interface LinkRequestDeps {
  openStore: (config: ApiConfig) => EarlyAccessStore
  /** Counts per process; used with SQLite. With PostgreSQL the limit is counted in the database. */
  limiter: RateLimiter
  now: () => Date
  /** After the row is committed; must take the same time whatever the row turns out to owe. */
  deliver: (outboxIds: string[]) => Promise<void>
}

// The address's message is the request form's (content/form.yaml's `errors`), in the language the page sent.
const requestSchema = (language: string | null) => {
  const { words, locale } = pageSpeech(language)
  return earlyAccessRules(words, locale).pick({ email: true })
}

export function parseLinkRequest(
  body: unknown,
  language: string | null = null,
): { ok: true; email: string } | { ok: false; fields: Record<string, string> } {
  const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}
  const result = requestSchema(language).safeParse(record)
  if (result.success) return { ok: true, email: result.data.email }
  return { ok: false, fields: { email: result.error.issues[0]?.message ?? "Enter a valid email address." } }
}

export function createLinkRequestHandler(overrides: Partial<LinkRequestDeps> = {}): ApiHandler {
  const {
    openStore = getStore,
    limiter = createRateLimiter(),
    now = () => new Date(),
    deliver = deliverInFixedTime,
  } = overrides

  return safeHandler("your-data-request", async (req, res) => {
    // Someone opened the endpoint's address in a browser: the form is what they are after.
    if (isPageVisit(req)) return sendRedirect(res, YOUR_DATA_FORM_PAGE)
    if (!allowMethods(req, res, ["POST"])) return
    const form = isFormSubmission(req)
    const body = form ? readFormBody(req) : readJsonBody(req)
    // The page's language (its hidden field, or the script's `language`): a form sent by the browser itself is led
    // to the page in it where that page is translated.
    const language = languageOf(body)
    const page = (path: string) => emailPagePath(loadEmailContent(), language, path)
    const notTaken = (status: number, code: string, message: string, fields?: Record<string, string>) =>
      form ? sendRedirect(res, page(YOUR_DATA_NOT_SENT_PAGE)) : sendError(res, status, code, message, fields)

    if (!checkSameSite(req).ok) return notTaken(403, "cross_site", "This request must come from the site's own pages.")
    const config = loadConfig()
    const store = () => openStore(config)
    const verdict = await limitClient(req, { config, store, limiter, scope: "your-data", now: now() })
    if (!verdict.allowed) {
      res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
      return notTaken(429, "rate_limited", "Too many requests. Please wait a moment and try again.")
    }
    if (!body.ok) return notTaken(body.status, body.code, body.message)
    const parsed = parseLinkRequest(body.value, language)
    if (!parsed.ok) return notTaken(400, "invalid_fields", "Some fields need attention.", parsed.fields)

    const id = await queueRightsLink(await store().database(), parsed.email, now())
    // Nothing about the address: not even whether it is stored.
    log.info("your_data_link_requested", {})
    await deliver([id])
    if (form) return sendRedirect(res, page(YOUR_DATA_SENT_PAGE))
    sendJson(res, 200, YOUR_DATA_NEUTRAL_ANSWER)
  })
}

// One limiter per process (see api/runtime/process-singleton.ts).
export default createLinkRequestHandler({
  limiter: processSingleton("your-data-rate-limiter", () => createRateLimiter()),
})
