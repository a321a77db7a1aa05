import { EARLY_ACCESS_FORM_PAGE, type EarlyAccessAnswer } from "../../contracts/early-access"
import { limitClient } from "../rate-limit/per-client"
import { setEarlyAccessCookie } from "./cookie"
import { earlyAccessExchange, pageSpeech } from "./exchange"
import { staffNotificationKinds } from "./intake"
import { parseEarlyAccess, type EarlyAccessInput } from "./schema"
import { requestSource } from "./source"
import { getStore, type EarlyAccessStore } from "../store/store"
import { loadConfig, loadPipelineConfig, type ApiConfig } from "../runtime/env"
import { isPageVisit } from "../http/form-submission"
import { countryFromHeaders } from "../visitor/geo"
import {
  allowMethods,
  headerValue,
  safeHandler,
  type ApiHandler,
  type ApiRequest,
  type ApiResponse,
} from "../http/http"
import { log } from "../runtime/log"
import { deliverEarlyAccess } from "../outbox/deliver-early-access"
import { processSingleton } from "../runtime/process-singleton"
import { createRateLimiter, type RateLimiter } from "../rate-limit/in-memory"
import { checkSameSite } from "../http/same-site"

/** Sends the given outbox rows now; must settle within its own short deadline and never reject for a failed send. */
export type DeliverOutbox = (outboxIds: string[]) => Promise<void>

export interface EarlyAccessDeps {
  openStore: (config: ApiConfig) => EarlyAccessStore
  /** Counts per process; used with SQLite. With PostgreSQL the limit is counted in the database. */
  limiter: RateLimiter
  now: () => Date
  /**
   * Called after the commit with the outbox rows just queued, and awaited before answering. The default does
   * nothing (rows wait for `npm run outbox`); the outbox delivery module is wired in here.
   */
  deliver: DeliverOutbox
}

export const deliverNothing: DeliverOutbox = async () => {}

const USER_AGENT_MAX = 512

function truncate(value: string | undefined, max: number): string | null {
  return value ? Array.from(value).slice(0, max).join("") : null
}

/** The answer: what was just submitted, normalised, and nothing from the store, for a new and a repeated email alike. */
function answerFor(input: EarlyAccessInput): EarlyAccessAnswer {
  const { email, name, company, emp_count, topic, message } = input
  return { status: "received", email, name, company, emp_count, topic, message }
}

/** A browser that opens the endpoint's address itself (a bookmark, a restored tab) is sent to the form. */
function redirectToForm(res: ApiResponse): void {
  res.statusCode = 303
  res.setHeader("Location", EARLY_ACCESS_FORM_PAGE)
  res.setHeader("Cache-Control", "no-store")
  res.end()
}

/**
 * POST /api/earlyaccess: validate, rate-limit and store a request for early access (one per email), with its outbox.
 * The page's script sends JSON and gets JSON; a browser sending the form by itself gets a page (early-access-exchange).
 */
export function createEarlyAccessHandler(overrides: Partial<EarlyAccessDeps> = {}): ApiHandler {
  const {
    openStore = getStore,
    limiter = createRateLimiter(),
    now = () => new Date(),
    deliver = deliverNothing,
  } = overrides

  const handle = async (req: ApiRequest, res: ApiResponse) => {
    if (isPageVisit(req)) return redirectToForm(res)
    if (!allowMethods(req, res, ["POST"])) return
    const exchange = earlyAccessExchange(req, res)
    if (!checkSameSite(req).ok) return exchange.crossSite()
    const config = loadConfig()
    const store = () => openStore(config)

    const verdict = await limitClient(req, { config, store, limiter, scope: "earlyaccess", now: now() })
    if (!verdict.allowed) return exchange.rateLimited(verdict.retryAfterSeconds)

    const body = exchange.readBody()
    if (!body.ok) return exchange.unreadable(body)
    // The language of the form's page: one the site has, else the default. Never a reason to refuse.
    const language = exchange.language()
    const { words, locale } = pageSpeech(language)
    const parsed = parseEarlyAccess(body.value, words, locale)
    if (!parsed.ok) return exchange.invalid(parsed.fields)
    const answer = answerFor(parsed.input)
    // Which door the request came through: "page" counts the forms sent before hydration or without JavaScript.
    const via = exchange.kind

    if (parsed.honeypot) {
      // Answer a bot exactly as a person, so it learns nothing; store nothing.
      log.info("early_access_honeypot", { country: countryFromHeaders(req), via })
      setEarlyAccessCookie(req, res)
      return exchange.accepted(answer)
    }

    const country = countryFromHeaders(req)
    const source = requestSource(body.value, req, loadPipelineConfig().siteOrigin)
    const saved = await store().saveRequest(
      {
        ...parsed.input,
        ...source,
        language,
        country,
        user_agent: truncate(headerValue(req, "user-agent"), USER_AGENT_MAX),
        created_at: now().toISOString(),
      },
      { staff: staffNotificationKinds(loadPipelineConfig()) },
    )
    // Committed (SQLite synchronous=FULL, or PostgreSQL's commit): from here on nothing is lost if we die.
    if (saved.created)
      log.info("early_access_stored", {
        company: parsed.input.company,
        country,
        topic: parsed.input.topic,
        language,
        via,
      })
    else log.info("early_access_repeated", { resent: saved.outboxIds.length > 0, via })

    if (saved.outboxIds.length > 0) {
      try {
        await deliver(saved.outboxIds)
      } catch (error) {
        // The rows stay in the outbox for the next drain; the visitor's request is stored all the same.
        log.error("early_access_delivery_failed", { error })
      }
    }
    setEarlyAccessCookie(req, res)
    exchange.accepted(answer)
  }

  return safeHandler("earlyaccess", handle, (req, res) => earlyAccessExchange(req, res).failed())
}

// One limiter per process, not per module evaluation (see api/runtime/process-singleton.ts).
export default createEarlyAccessHandler({
  limiter: processSingleton("early-access-rate-limiter", () => createRateLimiter()),
  deliver: deliverEarlyAccess,
})
