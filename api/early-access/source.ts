import { z } from "zod"
import {
  campaignOfQuery,
  campaignValue,
  REQUEST_SOURCE_FIELDS,
  REQUEST_SOURCE_LIMITS,
  UTM_PARAMETERS,
  type RequestSource,
  type RequestSourceField,
  type UtmParameter,
} from "../../contracts/request-source"
import { headerValue, type ApiRequest } from "../http/http"
import { requestOrigin } from "../http/same-site"

// Where an early-access request came from (docs/operations.md, "Where a request came from"): the path of the page the
// form was sent from, the five campaign parameters of its address, and the host of another site that linked to the
// visit. The page's script sends them with the fields; a form the browser sends by itself carries only its page's
// path (a hidden field), and then the page's address in the Referer header stands in for what is missing (path and
// parameters only: no header says who linked to the page).
//
// Nobody types these: they come from a link anyone can write. So they are cleaned, never refused (a bad one must not
// cost a person their request): a campaign value is cleaned as the browser cleans it (contracts/request-source.ts),
// a path that is not one of a site's paths and a referrer that is not a host are left out. What is missing is null,
// never "".

const { pathChars, hostChars } = REQUEST_SOURCE_LIMITS

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

type Cleaner = (value: string) => string | null

/** A text cleaned by `clean`; anything that is not text (a number, a list) or absent is left out like a blank. */
const cleaned = (clean: Cleaner) =>
  z.preprocess((value) => (typeof value === "string" ? clean(value) : null), z.string().nullable())

/** How each field of the body is cleaned. */
const CLEAN = {
  landing_path: sitePath,
  ...(Object.fromEntries(UTM_PARAMETERS.map((name) => [name, campaignValue])) as Record<UtmParameter, Cleaner>),
  referrer_host: referrerHost,
} satisfies Record<RequestSourceField, Cleaner>

/**
 * The body's fields about where the request came from, under their stored names; it never fails (see the top of this
 * file). A field under another name (an older form's `referrer`) is dropped with every other unknown field.
 */
export const requestSourceSchema = z.object(
  Object.fromEntries(REQUEST_SOURCE_FIELDS.map((field) => [field, cleaned(CLEAN[field])])) as Record<
    RequestSourceField,
    ReturnType<typeof cleaned>
  >,
) satisfies z.ZodType<RequestSource>

/** Nothing known: every field null. */
export const NO_SOURCE: RequestSource = Object.freeze(
  Object.fromEntries(REQUEST_SOURCE_FIELDS.map((field) => [field, null])) as RequestSource,
)

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
  const { landing_path, referrer_host, ...campaign } = requestSourceSchema.parse(record)
  const page = refererPage(req, siteOrigin)
  const sentCampaign = Object.values(campaign).some((value) => value !== null)
  return {
    landing_path: landing_path ?? (page ? sitePath(page.pathname) : null),
    ...(sentCampaign || !page ? campaign : campaignOfQuery(page.searchParams)),
    referrer_host: referrer_host !== null && !ownHosts(req, siteOrigin).has(referrer_host) ? referrer_host : null,
  }
}
