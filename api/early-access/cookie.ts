import { readCookie, setCookie } from "../http/cookies"
import type { ApiRequest, ApiResponse } from "../http/http"

// Remembers in the browser that this visitor already asked for early access, so the site can say so.
// HttpOnly: only the server reads it (GET /api/visitor reports it).
export const EARLY_ACCESS_COOKIE = "ea_requested"
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function setEarlyAccessCookie(req: ApiRequest, res: ApiResponse): void {
  setCookie(res, EARLY_ACCESS_COOKIE, "1", { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "Lax", req })
}

export function hasEarlyAccessCookie(req: ApiRequest): boolean {
  return readCookie(req, EARLY_ACCESS_COOKIE) === "1"
}
