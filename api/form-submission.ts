import { headerValue, type ApiRequest } from "./http"
import { BODY_LIMIT_BYTES, TOO_LARGE } from "./json-body"

// A form the browser submits by itself (before the page's script has hydrated, or with JavaScript off) sends its fields
// form-encoded and asks for a document: `Content-Type: application/x-www-form-urlencoded` and an `Accept` naming
// text/html, which every browser sends on a navigation. The page's script sends JSON and asks for JSON. Such a
// submission is answered with a page (a redirect to one), never JSON; anything else keeps the API's JSON answers.

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

const UNREADABLE = {
  ok: false,
  status: 400,
  code: "bad_request",
  message: "The request body could not be read.",
} as const

function parseText(text: string): FormBodyResult {
  if (Buffer.byteLength(text, "utf8") > BODY_LIMIT_BYTES) return TOO_LARGE
  const fields: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = fields[name]
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value]
  }
  return { ok: true, value: fields }
}

/**
 * The fields of a form-encoded body. Gatsby's runtimes parse it before the Function runs (body-parser's urlencoded,
 * 100 kB); a body left unparsed is parsed here, and a missing one is oversized (the parser refused it) or unreadable.
 */
export function readFormBody(req: ApiRequest): FormBodyResult {
  const body = req.body
  if (typeof body === "string") return parseText(body)
  if (body instanceof Uint8Array) return parseText(Buffer.from(body).toString("utf8"))
  if (typeof body === "object" && body !== null && !Array.isArray(body)) return { ok: true, value: { ...body } }
  const declaredLength = Number(headerValue(req, "content-length") ?? "0")
  return declaredLength > BODY_LIMIT_BYTES ? TOO_LARGE : UNREADABLE
}
