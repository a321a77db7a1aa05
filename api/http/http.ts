import { securityHeaders } from "../../config/headers"
import { isolationHeaders } from "../../config/isolation"
import { flushLogs, log } from "../runtime/log"

// Minimal request/response shapes the handlers need. Express's req/res, Gatsby's GatsbyFunctionRequest/Response
// and the Netlify adapter's stand-in objects all satisfy them; responses are written with plain Node primitives
// (statusCode, setHeader, end) because the adapter's stand-in response has no other guarantees.
export type HeaderValue = string | string[] | undefined

export interface ApiRequest {
  readonly method?: string | undefined
  readonly headers: Readonly<Record<string, HeaderValue>>
  /** Whatever the runtime's body parsers produced (or undefined when none ran or one failed). */
  readonly body?: unknown
  readonly cookies?: unknown
  /** Path and query as received (the Netlify adapter's holds the path only). */
  readonly url?: string | undefined
  /** Parsed query string: Express's, or the Netlify adapter's queryStringParameters. */
  readonly query?: unknown
  /** Absent under the Netlify adapter, whose request is not backed by a socket. */
  readonly socket?: { readonly remoteAddress?: string | undefined; readonly encrypted?: boolean } | undefined
}

export interface ApiResponse {
  statusCode: number
  readonly headersSent?: boolean
  setHeader(name: string, value: string | number | readonly string[]): unknown
  end(chunk?: string): unknown
}

export type ApiHandler = (req: ApiRequest, res: ApiResponse) => Promise<void>

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

/** First value of a header, trimmed; undefined when absent or empty. */
export function headerValue(req: Pick<ApiRequest, "headers">, name: string): string | undefined {
  const raw = req.headers[name.toLowerCase()]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  return value ? value : undefined
}

/** An API answer is data, never a document: nothing may load from it or frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * The site's security headers plus the API's CSP. The CDN's `_headers` rules do not reliably reach Functions,
 * so every answer sets them itself (safeHandler before the handler runs, sendJson for the body-parser errors).
 */
export function setApiSecurityHeaders(res: ApiResponse): void {
  for (const [name, value] of Object.entries({ ...securityHeaders, ...isolationHeaders })) res.setHeader(name, value)
  res.setHeader("content-security-policy", API_CONTENT_SECURITY_POLICY)
}

/** Any answer body with the API's headers (no-store: these answers are about one visitor, or for staff). */
/** First value of a query parameter, from the runtime's parsed query or else from the URL. */
export function queryValue(req: Pick<ApiRequest, "query" | "url">, name: string): string | undefined {
  const parsed: unknown = typeof req.query === "object" && req.query !== null ? Reflect.get(req.query, name) : undefined
  const value: unknown = Array.isArray(parsed) ? parsed[0] : parsed
  if (typeof value === "string") return value
  return new URL(req.url ?? "/", "http://localhost").searchParams.get(name) ?? undefined
}

export function sendBody(res: ApiResponse, status: number, contentType: string, body: string): void {
  res.statusCode = status
  setApiSecurityHeaders(res)
  res.setHeader("Content-Type", contentType)
  res.setHeader("Cache-Control", "no-store")
  res.end(body)
}

/** 303 See Other to a page of the site: how a form the browser submitted itself is answered (post, redirect, get). */
export function sendRedirect(res: ApiResponse, location: string): void {
  res.statusCode = 303
  setApiSecurityHeaders(res)
  res.setHeader("Location", location)
  res.setHeader("Cache-Control", "no-store")
  res.end()
}

export function sendJson(res: ApiResponse, status: number, body: unknown): void {
  sendBody(res, status, "application/json; charset=utf-8", JSON.stringify(body))
}

export function sendError(
  res: ApiResponse,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): void {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } }
  sendJson(res, status, body)
}

/** Answers 405 with an Allow header and returns false unless the method is one of `allowed`. */
export function allowMethods(req: ApiRequest, res: ApiResponse, allowed: readonly string[]): boolean {
  const method = (req.method ?? "GET").toUpperCase()
  if (allowed.includes(method)) return true
  res.setHeader("Allow", allowed.join(", "))
  sendError(res, 405, "method_not_allowed", `This endpoint only accepts ${allowed.join(" or ")} requests.`)
  return false
}

/**
 * Wraps a handler (synchronous or async) so it never throws or rejects. In a built Gatsby site the function wrapper calls the handler
 * without awaiting it, so a rejection is unhandled and takes the whole server process down; here it becomes a
 * logged 500 with a generic message instead. Before it settles it also sends the request's log events (Axiom
 * batches them); a serverless host that freezes the process once the answer is out may still cut that short.
 */
export function safeHandler(
  name: string,
  handle: (req: ApiRequest, res: ApiResponse) => void | Promise<void>,
  /** Answers the failure instead of the JSON 500 (a page for a browser's own form submission, say). */
  answerFailure?: (req: ApiRequest, res: ApiResponse) => void,
): ApiHandler {
  const internalError = (res: ApiResponse) =>
    sendError(res, 500, "internal_error", "Something went wrong on our side. Please try again later.")
  return async (req, res) => {
    try {
      setApiSecurityHeaders(res)
      await handle(req, res)
    } catch (error) {
      try {
        log.error("handler_failed", { handler: name, error })
        if (res.headersSent) res.end()
        else if (!answerFailure) internalError(res)
        else {
          try {
            answerFailure(req, res)
          } catch (answerError) {
            log.error("handler_failed", { handler: name, error: answerError })
            internalError(res)
          }
        }
      } catch {
        // The connection is already gone; nothing left to answer.
      }
    } finally {
      await flushLogs()
    }
  }
}
