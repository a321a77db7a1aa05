import { headerValue, type ApiRequest, type ApiResponse } from "./http"

// Remembers in the browser that this visitor already asked for early access, so the site can say so.
// HttpOnly: only the server reads it (GET /api/visitor reports it).
export const EARLY_ACCESS_COOKIE = "ea_requested"
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** https either on our own socket or, behind a CDN/proxy, as reported by it (a spoofed value only hurts the spoofer). */
export function isHttps(req: ApiRequest): boolean {
  return req.socket?.encrypted === true || headerValue(req, "x-forwarded-proto")?.split(",")[0]?.trim() === "https"
}

export function setEarlyAccessCookie(req: ApiRequest, res: ApiResponse): void {
  const attributes = [`${EARLY_ACCESS_COOKIE}=1`, "Path=/", `Max-Age=${ONE_YEAR_SECONDS}`, "HttpOnly", "SameSite=Lax"]
  if (isHttps(req)) attributes.push("Secure")
  res.setHeader("Set-Cookie", attributes.join("; "))
}

function cookieFromHeader(req: ApiRequest, name: string): string | undefined {
  for (const pair of (headerValue(req, "cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=")
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}

/** Gatsby's runtimes fill `req.cookies`; fall back to the raw header where one does not. */
export function hasEarlyAccessCookie(req: ApiRequest): boolean {
  const parsed: unknown = req.cookies
  const value: unknown =
    typeof parsed === "object" && parsed !== null
      ? Reflect.get(parsed, EARLY_ACCESS_COOKIE)
      : cookieFromHeader(req, EARLY_ACCESS_COOKIE)
  return value === "1"
}
