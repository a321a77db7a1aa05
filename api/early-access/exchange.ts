import { EARLY_ACCESS_FORM_PAGE, type EarlyAccessAnswer } from "../../contracts/early-access"
import { emailLanguage, emailPagePath, formWords } from "../../schema/email-content"
import { earlyAccessPage, typedValues, type EarlyAccessOutcome, type PageSpeech, type TypedValues } from "./page"
import { isFormSubmission, readFormBody, type FormBodyResult } from "../http/form-submission"
import { sendError, sendJson, type ApiRequest, type ApiResponse } from "../http/http"
import { sendHtmlPage } from "../http/html-page"
import { readJsonBody, type JsonBodyResult } from "../http/json-body"
import { loadEmailContent } from "../outbox/email-content"
import { loadPipelineConfig } from "../runtime/env"
import type { RequestSource } from "../../contracts/request-source"
import { requestSource } from "./source"

// How one POST /api/earlyaccess is read and answered. The page's script sends JSON and reads the JSON answer; a
// browser that sends the form by itself (before hydration, or without JavaScript) sends it form-encoded and shows
// whatever comes back, so it is answered with a page (api/early-access/page.ts). The handler decides once per
// request and then speaks through this interface, so validation, the same-site check, the rate limit, the honeypot,
// the neutral answer and the outbox are the same code for both.

export type BodyError = Extract<JsonBodyResult | FormBodyResult, { ok: false }>

export interface EarlyAccessExchange {
  /** "json" for the script (and every other program), "page" for a browser's own form submission. */
  readonly kind: "json" | "page"
  readBody(): JsonBodyResult | FormBodyResult
  /**
   * The language the request speaks: the code its form's page sent (`language`, a hidden field; its <html lang>)
   * when the site has it, else the default. Its field messages, the page answering it and its emails are in it.
   */
  language(): string
  accepted(answer: EarlyAccessAnswer): void
  invalid(fields: Record<string, string>): void
  rateLimited(retryAfterSeconds: number): void
  crossSite(): void
  unreadable(error: BodyError): void
  failed(): void
}

/** The language a body names (see EarlyAccessExchange.language). */
export function languageOf(read: JsonBodyResult | FormBodyResult): string {
  const sent: unknown = read.ok ? Reflect.get(Object(read.value) as object, "language") : null
  return emailLanguage(loadEmailContent(), typeof sent === "string" ? sent.trim() : null).code
}

/** The words, number format and form page of a language (see PageSpeech); null or unknown: the default's. */
export function pageSpeech(code: string | null): PageSpeech {
  const content = loadEmailContent()
  const language = emailLanguage(content, code)
  return {
    words: formWords(content, language.code),
    code: language.code,
    locale: language.locale,
    formPage: emailPagePath(content, language.code, EARLY_ACCESS_FORM_PAGE),
    shell: content.shells[language.code]!,
  }
}

function jsonExchange(req: ApiRequest, res: ApiResponse): EarlyAccessExchange {
  let body: JsonBodyResult | undefined
  const readBody = () => (body ??= readJsonBody(req))
  return {
    kind: "json",
    readBody,
    language: () => languageOf(readBody()),
    accepted: (answer) => sendJson(res, 200, answer),
    invalid: (fields) => sendError(res, 400, "invalid_fields", "Some fields need attention.", fields),
    rateLimited: (seconds) => {
      res.setHeader("Retry-After", String(seconds))
      sendError(res, 429, "rate_limited", "Too many requests. Please wait a moment and try again.")
    },
    crossSite: () => sendError(res, 403, "cross_site", "This request must come from the site's own pages."),
    unreadable: (error) => sendError(res, error.status, error.code, error.message),
    failed: () => sendError(res, 500, "internal_error", "Something went wrong on our side. Please try again later."),
  }
}

function pageExchange(req: ApiRequest, res: ApiResponse): EarlyAccessExchange {
  let body: FormBodyResult | undefined
  const readBody = () => (body ??= readFormBody(req))
  /** What the visitor typed, when the body could be read: the form is filled in with it again. */
  const typed = (): TypedValues | null => {
    const read = readBody()
    return read.ok ? typedValues(read.value) : null
  }
  /**
   * Where the request came from, which the form shown again carries on (api/early-access/source.ts). Also asked on
   * the way out of a failure, which may be a setting that cannot be read: the form is then shown without it.
   */
  const source = (): RequestSource | null => {
    const read = readBody()
    try {
      return read.ok ? requestSource(read.value, req, loadPipelineConfig().siteOrigin) : null
    } catch {
      return null
    }
  }
  // A body that cannot be read (too large, a failure) names no language: the page is then the default's.
  const language = () => languageOf(readBody())
  const send = (status: number, outcome: EarlyAccessOutcome) =>
    sendHtmlPage(res, status, earlyAccessPage(pageSpeech(language()), outcome), loadEmailContent().brand)
  return {
    kind: "page",
    readBody,
    language,
    accepted: (answer) => send(200, { kind: "accepted", answer }),
    invalid: (fields) => send(400, { kind: "invalid", fields, values: typed() ?? typedValues({}), source: source() }),
    rateLimited: (seconds) => {
      res.setHeader("Retry-After", String(seconds))
      send(429, { kind: "rate-limited", retryAfterSeconds: seconds, values: typed(), source: source() })
    },
    crossSite: () => send(403, { kind: "cross-site" }),
    unreadable: (error) =>
      error.status === 413 ? send(413, { kind: "too-large" }) : send(error.status, { kind: "failed", values: null }),
    failed: () => send(500, { kind: "failed", values: typed(), source: source() }),
  }
}

/** The page for a browser's own form submission, JSON for everything else. */
export function earlyAccessExchange(req: ApiRequest, res: ApiResponse): EarlyAccessExchange {
  return isFormSubmission(req) ? pageExchange(req, res) : jsonExchange(req, res)
}
