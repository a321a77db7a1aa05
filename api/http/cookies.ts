import { headerValue, type ApiRequest, type ApiResponse } from "./http"

// Reading and writing the site's few cookies (all HttpOnly: only the Functions read them).

/** https either on our own socket or, behind a CDN/proxy, as reported by it (a spoofed value only hurts the spoofer). */
export function isHttps(req: ApiRequest): boolean {
  return req.socket?.encrypted === true || headerValue(req, "x-forwarded-proto")?.split(",")[0]?.trim() === "https"
}

/** Gatsby's runtimes fill `req.cookies`; the raw header is read where one does not. */
export function readCookie(req: ApiRequest, name: string): string | undefined {
  const parsed: unknown = req.cookies
  if (typeof parsed === "object" && parsed !== null) {
    const value: unknown = Reflect.get(parsed, name)
    return typeof value === "string" ? value : undefined
  }
  for (const pair of (headerValue(req, "cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=")
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}

export interface CookieOptions {
  path: string
  /** Seconds; 0 deletes the cookie. */
  maxAge: number
  sameSite: "Strict" | "Lax"
  /** Secure is added whenever the request came over https. */
  req: ApiRequest
}

/** Adds a Set-Cookie header (HttpOnly always) to those already set on `res`. */
export function setCookie(res: ApiResponse, name: string, value: string, options: CookieOptions): void {
  const attributes = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    "HttpOnly",
    `SameSite=${options.sameSite}`,
  ]
  if (isHttps(options.req)) attributes.push("Secure")
  res.setHeader("Set-Cookie", attributes.join("; "))
}
