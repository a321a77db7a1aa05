import { isIP } from "node:net"
import { headerValue, type ApiRequest } from "./http"

// Headers a CDN or proxy sets to the visitor's address, most specific first. Only honoured with TRUST_PROXY:
// without a proxy in front that overwrites them, any client could pick its own rate-limit bucket.
const PROXY_HEADERS = ["x-nf-client-connection-ip", "cf-connecting-ip", "x-forwarded-for"] as const

/** Key the rate limiter uses for the client: its IP address, or "unknown" when none can be told. */
export function clientAddress(req: ApiRequest, trustProxy: boolean): string {
  if (trustProxy) {
    for (const header of PROXY_HEADERS) {
      const first = headerValue(req, header)?.split(",")[0]?.trim()
      if (first && isIP(first)) return first
    }
  }
  return req.socket?.remoteAddress ?? "unknown"
}
