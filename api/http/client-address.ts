import { isIP } from "node:net"
import { headerValue, type ApiRequest } from "./http"

// Headers a CDN or proxy sets to the visitor's address, most specific first. Only honoured with TRUST_PROXY:
// without a proxy in front that overwrites them, any client could pick its own rate-limit bucket.
const PROXY_HEADERS = ["x-nf-client-connection-ip", "cf-connecting-ip", "x-forwarded-for"] as const

// Netlify's edge sets this on every request it hands to a Function, replacing whatever the client sent.
const NETLIFY_CLIENT_IP = "x-nf-client-connection-ip"

/**
 * Whether the request reached us through gatsby-adapter-netlify's Lambda wrapper, which exposes the Lambda event
 * as `req.netlifyFunctionParams`; only Netlify's Functions runtime invokes that wrapper, and only behind its edge.
 */
export function viaNetlifyFunction(req: ApiRequest): boolean {
  const params: unknown = Reflect.get(req, "netlifyFunctionParams")
  return typeof params === "object" && params !== null && "event" in params
}

function firstAddress(req: ApiRequest, header: string): string | undefined {
  const first = headerValue(req, header)?.split(",")[0]?.trim()
  return first && isIP(first) ? first : undefined
}

/**
 * Key the rate limiter uses for the client: its IP address, or "unknown" when none can be told. On Netlify it is
 * the edge's client-IP header with no setting needed (the adapter's request has no socket at all); elsewhere the
 * socket's address, or with TRUST_PROXY the proxy's forwarding headers.
 */
export function clientAddress(req: ApiRequest, trustProxy: boolean): string {
  if (viaNetlifyFunction(req)) {
    const address = firstAddress(req, NETLIFY_CLIENT_IP)
    if (address) return address
  }
  if (trustProxy) {
    for (const header of PROXY_HEADERS) {
      const address = firstAddress(req, header)
      if (address) return address
    }
  }
  return req.socket?.remoteAddress ?? "unknown"
}
