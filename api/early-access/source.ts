import { z } from "zod"
import { REQUEST_SOURCE_LIMITS, type UtmParameter } from "../../contracts/early-access"
import { headerValue, type ApiRequest } from "../http/http"
import { requestOrigin } from "../http/same-site"
import type { RequestSource } from "../store/schema"

// Where an early-access request came from (docs/operations.md, "Where a request came from"): the path of the page the
// form was sent from, the five campaign parameters of its address, and the host of another site that linked to the
// visit. The page's script sends them with the fields; a form the browser sends by itself carries only its page's
// path (a hidden field), and then the page's address in the Referer header stands in for what is missing (path and
// parameters only: no header says who linked to the page).
//
// Nobody types these: they come from a link anyone can write. So they are cleaned, never refused (a bad one must not
// cost a person their request): control characters go, a campaign value is cut to its bound, a path that is not one
// of a site's paths and a referrer that is not a host are left out. What is missing is null, never "".

const { utmChars, pathChars, hostChars } = REQUEST_SOURCE_LIMITS

/** C0 and C1 controls (line breaks, escape sequences) and the bidirectional controls that reorder what staff read. */
const CONTROLS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu

/** A campaign value: one line without controls, trimmed, at most `utmChars` characters (code points); "" is none. */
export function campaignValue(value: string): string | null {
  const flat = value.replace(CONTROLS, " ").replace(/\s+/g, " ").trim()
  return flat ? Array.from(flat).slice(0, utmChars).join("").trimEnd() : null
}

/**
 * A path of this site as a browser gives it (`location.pathname`): it starts with one "/", and the URL parser leaves
 * it as it is (so it is percent-encoded, without dot segments, query or fragment, and names no other host).
 */
export function sitePath(value: string): string | null {
  const path = value.trim()
  if (!path.startsWith("/") || path.length > pathChars) return null
  try {
    return new URL(path, "https://site.invalid").pathname === path ? path : null
  } catch {
    return null
  }
}

/** The host of a referrer, given as an address or a bare host, lower-case; null when it names none. */
export function referrerHost(value: string): string | null {
  const text = value.trim()
  if (!text || text.length > 2048) return null
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`).hostname.toLowerCase()
    return host.length <= hostChars && /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(host) ? host : null
  } catch {
    return null
  }
}

/** A text cleaned by `clean`; anything that is not text (a number, a list) or absent is left out like a blank. */
const cleaned = (clean: (value: string) => string | null) =>
  z.preprocess((value) => (typeof value === "string" ? clean(value) : null), z.string().nullable())

/** The body's fields about where the request came from; it never fails (see the top of this file). */
export const requestSourceSchema = z.object({
  landing_path: cleaned(sitePath),
  utm_source: cleaned(campaignValue),
  utm_medium: cleaned(campaignValue),
  utm_campaign: cleaned(campaignValue),
  utm_term: cleaned(campaignValue),
  utm_content: cleaned(campaignValue),
  referrer: cleaned(referrerHost),
}) satisfies z.ZodType<Record<"landing_path" | UtmParameter | "referrer", string | null>>

export const NO_SOURCE: RequestSource = {
  landing_path: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer_host: null,
}

function campaignOf(params: URLSearchParams): Pick<RequestSource, UtmParameter> {
  const pick = (name: UtmParameter) => {
    const value = params.get(name)
    return value === null ? null : campaignValue(value)
  }
  return {
    utm_source: pick("utm_source"),
    utm_medium: pick("utm_medium"),
    utm_campaign: pick("utm_campaign"),
    utm_term: pick("utm_term"),
    utm_content: pick("utm_content"),
  }
}

/** The hosts that are this site itself: a link from one of its own pages is no referrer. */
function ownHosts(req: ApiRequest, siteOrigin: string | null): Set<string> {
  const origins = [siteOrigin, requestOrigin(req)].filter((origin): origin is string => origin !== null)
  return new Set(origins.map((origin) => new URL(origin).hostname))
}

/**
 * The address of the page a browser sent the form from, read from its Referer (the site's Referrer-Policy,
 * strict-origin-when-cross-origin, sends the whole address to the site itself): only an address of this site, and
 * not one of the Functions' own pages (the form shown again after a mistake is on /api/earlyaccess; it carries the
 * first page's source in hidden fields instead).
 */
function refererPage(req: ApiRequest, siteOrigin: string | null): URL | null {
  const referer = headerValue(req, "referer")
  if (!referer) return null
  try {
    const url = new URL(referer)
    const own = [siteOrigin, requestOrigin(req)].includes(url.origin)
    return own && !url.pathname.startsWith("/api/") ? url : null
  } catch {
    return null
  }
}

/**
 * Where the request in `body` came from. What the body says, part by part: the path, the campaign (taken whole) and
 * the referrer. A part it does not have comes from the Referer's page when there is one (a form the browser sent
 * itself carries only its path; a program may send nothing): its path, and the five parameters of its query. The
 * script always sends the page's path and any campaign it knows, so the Referer, which is that same page's address,
 * adds nothing to what it sent. Whatever is still missing is null.
 */
export function requestSource(body: unknown, req: ApiRequest, siteOrigin: string | null): RequestSource {
  const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}
  const { referrer, landing_path, ...campaign } = requestSourceSchema.parse(record)
  const page = refererPage(req, siteOrigin)
  const sentCampaign = Object.values(campaign).some((value) => value !== null)
  return {
    landing_path: landing_path ?? (page ? sitePath(page.pathname) : null),
    ...(sentCampaign || !page ? campaign : campaignOf(page.searchParams)),
    referrer_host: referrer !== null && !ownHosts(req, siteOrigin).has(referrer) ? referrer : null,
  }
}
