// npm start's half of config/rewrites.ts: proxy rules stream the request to the upstream and its answer
// back (no buffering, so large bodies cost no memory); function rules hand the request to the Gatsby Function
// middleware under its /api/ name. The environment is read per request, like the Functions' configuration.
import http from "http"
import https from "https"
import { pipeline } from "stream"
import type { NextFunction, Request, RequestHandler, Response } from "express"
import { matchRewrite, REWRITES, type RawEnv, type Rewrite } from "../config/rewrites"

// Hop-by-hop headers (RFC 9110 §7.6.1) are for one connection only; cookies are ours, never PostHog's.
const DROPPED_REQUEST_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "cookie",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
])
const DROPPED_RESPONSE_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  // A third party must not set cookies on our origin.
  "set-cookie",
])

export const UPSTREAM_TIMEOUT_MS = 15_000

export type RewriteOptions = {
  env?: () => RawEnv
  rewrites?: readonly Rewrite[]
  timeoutMs?: number
}

function forwardedFor(req: Request): string {
  const previous = req.headers["x-forwarded-for"]
  const chain = Array.isArray(previous) ? previous.join(", ") : previous
  const address = req.socket.remoteAddress ?? ""
  return chain && req.app.get("trust proxy") ? `${chain}, ${address}` : address
}

function requestHeaders(req: Request, target: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value
  }
  headers.host = target.host
  // PostHog derives a visitor's country from the client address, so pass it on as a proxy does.
  headers["x-forwarded-for"] = forwardedFor(req)
  headers["x-forwarded-host"] = req.headers.host ?? ""
  headers["x-forwarded-proto"] = req.protocol
  return headers
}

function fail(res: Response, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.status(status).setHeader("Cache-Control", "no-store")
  res.json({ error: { code: status === 504 ? "upstream_timeout" : "upstream_unavailable", message } })
}

/** Streams `req` to `target` and the upstream's answer back to `res`. */
export function proxyRequest(req: Request, res: Response, target: URL, timeoutMs = UPSTREAM_TIMEOUT_MS): void {
  const transport = target.protocol === "https:" ? https : http
  const upstream = transport.request(target, { method: req.method, headers: requestHeaders(req, target) }, (answer) => {
    const headers: http.OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !DROPPED_RESPONSE_HEADERS.has(name)) headers[name] = value
    }
    res.writeHead(answer.statusCode ?? 502, headers)
    // pipeline, not pipe: an error on either side (the visitor left, the upstream broke off) destroys both
    // instead of surfacing as an unhandled 'error' event that would take the server down.
    pipeline(answer, res, () => undefined)
  })
  upstream.setTimeout(timeoutMs, () => upstream.destroy(new Error("timeout")))
  upstream.on("error", (error) =>
    fail(res, error.message === "timeout" ? 504 : 502, "The upstream service did not answer."),
  )
  // The visitor went away: stop talking to the upstream too.
  res.on("close", () => {
    if (!res.writableFinished) upstream.destroy()
  })
  req.on("error", () => upstream.destroy())
  // Not pipeline: when the upstream fails, the visitor's request must stay open for the 502.
  req.pipe(upstream)
}

/** Express middleware applying the rewrite table; mount it before body parsers, compression and redirects. */
export function rewrites({
  env = () => process.env,
  rewrites: table = REWRITES,
  timeoutMs,
}: RewriteOptions = {}): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const match = matchRewrite(req.url, env(), table)
    if (!match) return next()
    if (match.kind === "function") {
      req.url = match.url
      return next()
    }
    proxyRequest(req, res, match.target, timeoutMs)
  }
}
