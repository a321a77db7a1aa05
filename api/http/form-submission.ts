import { headerValue, type ApiRequest } from "./http"
import { BODY_LIMIT_BYTES, TOO_LARGE } from "./json-body"

// A form the browser submits by itself (before the page's script has hydrated it, or with JavaScript off) sends
// its fields form-encoded and asks for a document to show: `Content-Type: application/x-www-form-urlencoded` and an
// `Accept` that names text/html, which every browser sends on a navigation. The page's script sends JSON and asks
// for JSON. Only a request that is both form-encoded and asking for HTML is answered with a page; anything else
// keeps the JSON API's answers (a form-encoded POST from a program that does not ask for HTML is still a 415).

const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded"
const DOCUMENT_TYPES = new Set(["text/html", "application/xhtml+xml"])

function mediaType(value: string | undefined): string | undefined {
  return value?.split(";")[0]?.trim().toLowerCase()
}

export function isFormEncoded(req: Pick<ApiRequest, "headers">): boolean {
  return mediaType(headerValue(req, "content-type")) === FORM_MEDIA_TYPE
}

/** Accept names an HTML document with a weight above 0 (a bare wildcard does not count: programs send it). */
export function acceptsHtml(req: Pick<ApiRequest, "headers">): boolean {
  return (headerValue(req, "accept") ?? "").split(",").some((entry) => {
    const [type, ...parameters] = entry.split(";")
    if (!DOCUMENT_TYPES.has(mediaType(type) ?? "")) return false
    const weight = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="))
    return weight === undefined || Number(weight.slice(2)) > 0
  })
}

/** A browser's own submission of a form: form-encoded, asking for a page in answer. */
export function isFormSubmission(req: Pick<ApiRequest, "headers">): boolean {
  return isFormEncoded(req) && acceptsHtml(req)
}

/** A browser opening the address itself (typed, bookmarked, restored): a GET or HEAD asking for a page. */
export function isPageVisit(req: Pick<ApiRequest, "headers" | "method">): boolean {
  const method = (req.method ?? "GET").toUpperCase()
  return (method === "GET" || method === "HEAD") && acceptsHtml(req)
}

/** The form's fields as sent: a text each, or a list when a name came more than once. */
export type FormFields = Record<string, unknown>

export type FormBodyResult =
  | { ok: true; value: FormFields }
  | { ok: false; status: 400 | 413; code: "bad_request" | "payload_too_large"; message: string }

export const UNREADABLE_BODY = {
  ok: false,
  status: 400,
  code: "bad_request",
  message: "The request body could not be read.",
} as const

/**
 * A browser encoding a form turns every line break into CRLF (HTML's form serialisation), while the script's FormData
 * keeps a textarea's LF: they are turned back here, so a message is stored alike whichever way it came.
 */
function normaliseLineBreaks(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/\r\n?/g, "\n")
  return Array.isArray(value) ? value.map(normaliseLineBreaks) : value
}

function normalised(fields: object): FormFields {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, normaliseLineBreaks(value)]))
}

function parseText(text: string): FormBodyResult {
  if (Buffer.byteLength(text, "utf8") > BODY_LIMIT_BYTES) return TOO_LARGE
  const params = new URLSearchParams(text)
  const fields: FormFields = {}
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name)
    fields[name] = values.length === 1 ? values[0] : values
  }
  return { ok: true, value: normalised(fields) }
}

/**
 * The fields of a form-encoded body. Gatsby's runtimes parse it before the Function runs (body-parser's urlencoded,
 * 100 kB); a body left unparsed is parsed here, and a missing one is oversized (the parser refused it) or unreadable.
 */
export function readFormBody(req: ApiRequest): FormBodyResult {
  const body = req.body
  if (typeof body === "string") return parseText(body)
  if (body instanceof Uint8Array) return parseText(Buffer.from(body).toString("utf8"))
  if (typeof body === "object" && body !== null && !Array.isArray(body)) return { ok: true, value: normalised(body) }
  const declaredLength = Number(headerValue(req, "content-length") ?? "0")
  return declaredLength > BODY_LIMIT_BYTES ? TOO_LARGE : UNREADABLE_BODY
}

/** A field as the visitor typed it, for showing it again: its text, the first of several, or "" for anything else. */
export function typedText(fields: FormFields, name: string): string {
  const value: unknown = fields[name]
  const first: unknown = Array.isArray(value) ? value[0] : value
  return typeof first === "string" ? first : ""
}
