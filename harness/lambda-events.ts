// Lambda events as Netlify's Functions runtime hands them to a Function's handler (API Gateway v1 shape): both
// `headers` and `multiValueHeaders` (the adapter's wrapper reads the second), the query both ways, the body as a
// string, base64 when it is binary (a sendBeacon Blob, say), and the headers Netlify's edge adds: the client's
// address (x-nf-client-connection-ip), its country (x-country, x-nf-geo), the scheme and the request id.

export interface LambdaEvent {
  path: string
  rawUrl: string
  rawQuery: string
  httpMethod: string
  headers: Record<string, string>
  multiValueHeaders: Record<string, string[]>
  queryStringParameters: Record<string, string>
  multiValueQueryStringParameters: Record<string, string[]>
  body: string | null
  isBase64Encoded: boolean
}

export interface EventOptions {
  method?: string
  /** Path with an optional query string. */
  path: string
  /** Extra request headers; a list is a header sent several times. */
  headers?: Record<string, string | string[]>
  /** A string is sent as it is; anything else as JSON with Content-Type application/json. */
  body?: unknown
  /** Send the body base64-encoded, as Netlify does for binary payloads. */
  base64?: boolean
  /** The visitor's address as the edge saw it. */
  clientIp?: string
  /** The visitor's country code, as Netlify's geolocation says. */
  country?: string
}

export const SITE_HOST = "shiftwise.example"
export const SITE_ORIGIN = `https://${SITE_HOST}`

let requestSequence = 0

export function lambdaEvent({
  method = "GET",
  path: pathAndQuery,
  headers = {},
  body,
  base64 = false,
  clientIp = "203.0.113.10",
  country = "IN",
}: EventOptions): LambdaEvent {
  const url = new URL(pathAndQuery, SITE_ORIGIN)
  const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body)
  const all: Record<string, string[]> = {
    host: [SITE_HOST],
    "user-agent": ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"],
    accept: ["*/*"],
    "x-forwarded-proto": ["https"],
    "x-forwarded-for": [clientIp],
    "x-nf-client-connection-ip": [clientIp],
    "x-country": [country],
    "x-nf-geo": [Buffer.from(JSON.stringify({ country: { code: country, name: country } })).toString("base64")],
    "x-nf-request-id": [`01TEST${String(++requestSequence).padStart(20, "0")}`],
  }
  if (text !== null) {
    all["content-length"] = [String(Buffer.byteLength(text))]
    if (typeof body !== "string") all["content-type"] = ["application/json"]
  }
  for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = Array.isArray(value) ? value : [value]
  const query: Record<string, string[]> = {}
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value)
  return {
    path: url.pathname,
    rawUrl: url.href,
    rawQuery: url.search.slice(1),
    httpMethod: method,
    headers: Object.fromEntries(Object.entries(all).map(([name, values]) => [name, values.join(", ")])),
    multiValueHeaders: all,
    queryStringParameters: Object.fromEntries(Object.entries(query).map(([name, values]) => [name, values.join(",")])),
    multiValueQueryStringParameters: query,
    body: text === null ? null : base64 ? Buffer.from(text).toString("base64") : text,
    isBase64Encoded: base64,
  }
}

/** A browser's same-origin request from one of the site's pages. */
export const SAME_ORIGIN = { origin: SITE_ORIGIN, "sec-fetch-site": "same-origin" }
