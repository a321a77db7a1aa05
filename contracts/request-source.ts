// Where an early-access request came from (docs/operations.md, "Where a request came from"), as the browser, the
// server, the store and every view of it agree: the one list of its fields, their names (the same in the body, the
// store's columns, the staff webhook and the your-data download) and the one parser of a campaign's values. The
// browser's form code imports it, so it stays plain: no schema library, no dependency.

/** The campaign parameters kept from a page's address; any other parameter is left out. */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const
export type UtmParameter = (typeof UTM_PARAMETERS)[number]

/**
 * Every field of where a request came from, in the order staff and the person see them: the path of the page the form
 * was sent from, the five campaign parameters, the host of another site that linked to the visit. The store's columns,
 * the body's fields, the staff webhook's `source` and the download's columns are these names.
 */
export const REQUEST_SOURCE_FIELDS = ["landing_path", ...UTM_PARAMETERS, "referrer_host"] as const
export type RequestSourceField = (typeof REQUEST_SOURCE_FIELDS)[number]

/** Where a request came from, as stored: null for what is not known, never "". */
export type RequestSource = Record<RequestSourceField, string | null>

/**
 * Bounds of where a request came from: a longer campaign value is cut to `utmChars`; a longer path is not a path of
 * the site and is left out. The browser applies them before it sends (so a link with a huge value cannot push the body
 * over the server's limit) and the server again.
 */
export const REQUEST_SOURCE_LIMITS = { utmChars: 200, pathChars: 300, hostChars: 253 } as const

/** The five campaign parameters, each null when absent or blank. */
export type Campaign = Record<UtmParameter, string | null>

/** C0 and C1 controls (line breaks, escape sequences) and the bidirectional controls that reorder what staff read. */
const CONTROLS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu

/**
 * A campaign value, cleaned: one line (controls become a space, runs of white space one space), trimmed, at most
 * `utmChars` characters (code points, so an emoji is never split), its case as written (analytics tools count
 * "Newsletter" and "newsletter" apart, and so do staff). Blank is none (null). Nobody types these, anyone can write a
 * link: a value is cleaned, never refused.
 */
export function campaignValue(value: string): string | null {
  const flat = value.replace(CONTROLS, " ").replace(/\s+/g, " ").trim()
  return flat ? Array.from(flat).slice(0, REQUEST_SOURCE_LIMITS.utmChars).join("").trimEnd() : null
}

/** The campaign of an address's query (`?utm_source=…` or its parameters): the first of each parameter, cleaned. */
export function campaignOfQuery(query: string | URLSearchParams): Campaign {
  const params = typeof query === "string" ? new URLSearchParams(query) : query
  return Object.fromEntries(
    UTM_PARAMETERS.map((name) => {
      const raw = params.get(name)
      return [name, raw === null ? null : campaignValue(raw)]
    }),
  ) as Campaign
}

/** The campaign's parameters that have a value, each with its name as in the address, in the list's order. */
export function campaignEntries(campaign: Pick<RequestSource, UtmParameter>): Array<[UtmParameter, string]> {
  return UTM_PARAMETERS.flatMap((name): Array<[UtmParameter, string]> => {
    const value = campaign[name]
    return value === null ? [] : [[name, value]]
  })
}

/** The source fields of a stored row (which has many more), in the list's order. */
export function requestSourceOf(row: RequestSource): RequestSource {
  return Object.fromEntries(REQUEST_SOURCE_FIELDS.map((field) => [field, row[field]])) as RequestSource
}
