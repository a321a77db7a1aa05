import { headerValue, type ApiRequest } from "./http"

// Gatsby parses bodies before a function runs (multer, then express raw/text/urlencoded/json, 100 kB each).
// Under `gatsby develop`/`serve` a malformed or oversized JSON body never reaches the handler (Express answers
// it, see body-parser-errors.ts). Inside the built function bundle (the Netlify adapter) Gatsby's wrapper
// ignores parser errors and calls the handler anyway with `req.body` undefined, so that case is decided here.
export const BODY_LIMIT_BYTES = 100 * 1024 // Gatsby's default `100kb` limit, as the `bytes` package counts it

export type JsonBodyResult =
  { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; code: string; message: string }

const UNSUPPORTED = {
  ok: false,
  status: 415,
  code: "unsupported_media_type",
  message: "Send the request body as JSON with Content-Type: application/json.",
} as const
const MALFORMED = {
  ok: false,
  status: 400,
  code: "malformed_json",
  message: "The request body is not valid JSON.",
} as const
export const TOO_LARGE = {
  ok: false,
  status: 413,
  code: "payload_too_large",
  message: "The request body is larger than 100 kB.",
} as const

export function isJsonContentType(req: Pick<ApiRequest, "headers">): boolean {
  const mediaType = headerValue(req, "content-type")?.split(";")[0]?.trim().toLowerCase()
  return mediaType === "application/json"
}

function parseText(text: string): JsonBodyResult {
  if (Buffer.byteLength(text, "utf8") > BODY_LIMIT_BYTES) return TOO_LARGE
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return MALFORMED
  }
}

/** The parsed JSON body, or the error to answer with (415 / 400 malformed_json / 413). */
export function readJsonBody(req: ApiRequest): JsonBodyResult {
  if (!isJsonContentType(req)) return UNSUPPORTED
  const body = req.body
  if (typeof body === "string") return parseText(body)
  if (body instanceof Uint8Array) return parseText(Buffer.from(body).toString("utf8"))
  if (typeof body === "object" && body !== null) return { ok: true, value: body }
  // No parsed body: the bundled wrapper swallowed a parser error (or nothing was sent at all).
  const declaredLength = Number(headerValue(req, "content-length") ?? "0")
  return declaredLength > BODY_LIMIT_BYTES ? TOO_LARGE : MALFORMED
}
