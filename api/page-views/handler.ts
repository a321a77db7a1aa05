import { PAGE_VIEW_MAX_BYTES } from "../../contracts/page-view"
import { clientAddress } from "../http/client-address"
import { loadConfig, loadPageViewConfig, loadSiteSecret } from "../runtime/env"
import { allowMethods, headerValue, safeHandler, sendError, type ApiHandler, type ApiResponse } from "../http/http"
import { readJsonBody } from "../http/json-body"
import { log } from "../runtime/log"
import { dailySalt, pageViewDistinctId } from "./id"
import { parsePageView, type PageViewInput } from "./schema"
import { sendPageView, type SendPageView } from "./sender"
import { processSingleton } from "../runtime/process-singleton"
import { createRateLimiter, type RateLimiter } from "../rate-limit/in-memory"
import { checkSameSite, requestOrigin } from "../http/same-site"
import { languageOfPath } from "../../contracts/languages"
import { loadEmailContent } from "../outbox/email-content"

// POST /api/page-seen (contracts/page-view.ts): the page views of visitors who have not accepted analytics
// cookies (or refused them, or send GPC/DNT). The browser loads no analytics library for them; it sends the path
// here, and this records a cookieless, anonymous $pageview with posthog-node: no person profile, and a distinct id
// that is a keyed hash of address and user agent under a salt that changes daily (id.ts). The event's
// name and properties are built here; the browser only supplies the path and referrer.
export const PAGE_VIEWS_PER_MINUTE = 120
const USER_AGENT_MAX = 512

export interface PageViewDeps {
  now: () => Date
  send: SendPageView
  limiter: RateLimiter
}

function properties(input: PageViewInput, origin: string, userAgent: string | undefined): Record<string, unknown> {
  const page = new URL(input.pathname + input.search, origin)
  // Only where the visitor came from, never the query or fragment of another site's URL (tokens, emails).
  const referrer = input.referrer ? input.referrer.origin + input.referrer.pathname : null
  return {
    $current_url: page.href,
    $host: page.host,
    $pathname: page.pathname,
    $referrer: referrer ?? "$direct",
    $referring_domain: input.referrer?.host ?? "$direct",
    // The page's language, from its address (every language but the default lives under /<code>).
    language: languageOfPath(loadEmailContent().languages, page.pathname),
    ...(userAgent ? { $raw_user_agent: userAgent.slice(0, USER_AGENT_MAX) } : {}),
    // An anonymous event: PostHog creates no person for it.
    $process_person_profile: false,
  }
}

function tooLarge(res: ApiResponse): void {
  sendError(res, 413, "payload_too_large", `A page view is at most ${PAGE_VIEW_MAX_BYTES} bytes.`)
}

export function createPageViewHandler(overrides: Partial<PageViewDeps> = {}): ApiHandler {
  const { now = () => new Date(), send = sendPageView, limiter = createRateLimiter() } = overrides

  return safeHandler("page-view", async (req, res) => {
    if (!allowMethods(req, res, ["POST"])) return
    const { trustProxy } = loadConfig()
    // Stricter than the form's check: a page view comes from this very origin, never a sibling subdomain.
    const site = checkSameSite(req, undefined, { sameOriginOnly: true })
    if (!site.ok) return sendError(res, 403, "cross_site", "Page views are only accepted from this site's own pages.")

    const address = clientAddress(req, trustProxy)
    const verdict = limiter.hit(address, PAGE_VIEWS_PER_MINUTE)
    if (!verdict.allowed) {
      res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
      return sendError(res, 429, "rate_limited", "Too many page views. Please wait a moment.")
    }

    if (Number(headerValue(req, "content-length") ?? 0) > PAGE_VIEW_MAX_BYTES) return tooLarge(res)
    const body = readJsonBody(req)
    if (!body.ok) return body.status === 413 ? tooLarge(res) : sendError(res, body.status, body.code, body.message)
    // A parsed body has no length of its own (and a chunked request declares none): measure it again.
    if (Buffer.byteLength(JSON.stringify(body.value), "utf8") > PAGE_VIEW_MAX_BYTES) return tooLarge(res)
    const parsed = parsePageView(body.value)
    if (!parsed.ok) return sendError(res, 400, "invalid_page_view", "The page view was not recorded.", parsed.fields)

    const { posthogKey, posthogHost } = loadPageViewConfig()
    if (!posthogKey) {
      res.statusCode = 204
      return void res.end()
    }
    const secret = loadSiteSecret()
    if (!secret.configured) warnOnce()
    const at = now()
    const userAgent = headerValue(req, "user-agent")
    const origin = site.origin ?? requestOrigin(req) ?? "http://localhost"
    try {
      await send(
        { posthogKey, posthogHost },
        {
          distinctId: pageViewDistinctId(dailySalt(secret.value, at), address, userAgent ?? ""),
          properties: properties(parsed.input, origin, userAgent),
          timestamp: at,
        },
      )
    } catch (error) {
      log.error("page_view_failed", { error })
      return sendError(res, 502, "upstream_failed", "The page view could not be recorded.")
    }
    res.statusCode = 204
    res.end()
  })
}

let warned = false
function warnOnce(): void {
  if (warned) return
  warned = true
  log.warn("site_secret_missing", {
    detail: "SITE_SECRET is unset: page-view ids use a per-process secret and differ between instances.",
  })
}

// One limiter per process (see api/runtime/process-singleton.ts).
export const pageViewHandler = createPageViewHandler({
  limiter: processSingleton("page-view-rate-limiter", () => createRateLimiter()),
})
