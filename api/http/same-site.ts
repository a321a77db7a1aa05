import { isHttps } from "./cookies"
import { loadPipelineConfig } from "../runtime/env"
import { headerValue, sendError, type ApiRequest, type ApiResponse } from "./http"

// CSRF defence for every endpoint that changes state: a browser names the page that sent a request in
// `Origin` (and, in current browsers, says in `Sec-Fetch-Site` how it relates to the target). A request
// from another site is refused; one without those headers (curl, a server) is not a browser's, so not CSRF.

export type SameSiteVerdict =
  /** `origin`: the site origin the browser named, or null for a request without Origin (not a browser's). */
  { ok: true; origin: string | null } | { ok: false; reason: "cross_site_fetch" | "opaque_origin" | "foreign_origin" }

export interface SameSiteOptions {
  /** Refuse `Sec-Fetch-Site: same-site` too (a sibling subdomain), not only cross-site. */
  sameOriginOnly?: boolean
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null
  } catch {
    return null
  }
}

/** The origin this request was addressed to: its Host (or the proxy's X-Forwarded-Host) and protocol. */
export function requestOrigin(req: ApiRequest): string | null {
  const host = headerValue(req, "x-forwarded-host")?.split(",")[0]?.trim() ?? headerValue(req, "host")
  return host ? originOf(`${isHttps(req) ? "https" : "http"}://${host}`) : null
}

/** Decides whether `req` may change state: same origin as SITE_URL or as the request's own host. */
export function checkSameSite(
  req: ApiRequest,
  siteOrigin: string | null = loadPipelineConfig().siteOrigin,
  { sameOriginOnly = false }: SameSiteOptions = {},
): SameSiteVerdict {
  const fetchSite = headerValue(req, "sec-fetch-site")?.toLowerCase()
  if (fetchSite === "cross-site" || (sameOriginOnly && fetchSite !== undefined && fetchSite !== "same-origin")) {
    return { ok: false, reason: "cross_site_fetch" }
  }
  const origin = headerValue(req, "origin")
  if (origin === undefined) return { ok: true, origin: null }
  if (origin === "null") return { ok: false, reason: "opaque_origin" }
  const sent = originOf(origin)
  if (sent !== null && (sent === siteOrigin || sent === requestOrigin(req))) return { ok: true, origin: sent }
  return { ok: false, reason: "foreign_origin" }
}

/** Answers 403 cross_site and returns false unless the request comes from the site itself (or from no browser). */
export function requireSameSite(req: ApiRequest, res: ApiResponse): boolean {
  const verdict = checkSameSite(req)
  if (verdict.ok) return true
  sendError(res, 403, "cross_site", "This request must come from the site's own pages.")
  return false
}
