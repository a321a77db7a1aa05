// Stand-ins for PostHog and Axiom on 127.0.0.1 (free ports) that record what reaches them. Point the site
// at them with POSTHOG_HOST and AXIOM_URL.
import http from "http"
import type { AddressInfo } from "net"
import zlib from "zlib"

export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: http.IncomingHttpHeaders
  /** Decoded events in the body (PostHog: capture payloads; Axiom: ingested events). */
  events: Array<Record<string, unknown>>
  at: number
}

export type FakeUpstream = {
  url: string
  requests: RecordedRequest[]
  events: () => Array<Record<string, unknown>>
  /** Answer every following request with this status (Axiom failure cases). */
  failWith: (status: number | null) => void
  clear: () => void
  close: () => Promise<void>
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })
}

function asEvents(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value))
    return value.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
  if (typeof value !== "object" || value === null) return []
  const batch: unknown = Reflect.get(value, "batch")
  if (Array.isArray(batch)) return asEvents(batch)
  return [value as Record<string, unknown>]
}

function parseJsonOrLines(text: string): unknown {
  const trimmed = text.trim()
  if (!trimmed) return []
  try {
    return JSON.parse(trimmed) as unknown
  } catch {
    return trimmed.split("\n").map((line) => JSON.parse(line) as unknown)
  }
}

/** PostHog bodies are JSON, gzip (?compression=gzip-js) or base64 form data (sendBeacon: data=...). */
export function decodePosthogBody(
  body: Buffer,
  headers: http.IncomingHttpHeaders,
  query: URLSearchParams,
): Array<Record<string, unknown>> {
  if (body.length === 0) return []
  let raw = body
  if (headers["content-encoding"] === "gzip" || query.get("compression") === "gzip-js") raw = zlib.gunzipSync(raw)
  let text = raw.toString("utf8")
  if (String(headers["content-type"]).startsWith("application/x-www-form-urlencoded") || text.startsWith("data=")) {
    const data = new URLSearchParams(text).get("data") ?? ""
    text =
      query.get("compression") === "base64" || !/^[[{]/.test(data) ? Buffer.from(data, "base64").toString("utf8") : data
  }
  try {
    return asEvents(parseJsonOrLines(text))
  } catch {
    return []
  }
}

async function startFake(
  answer: (req: http.IncomingMessage, recorded: RecordedRequest, res: http.ServerResponse) => void,
  decode: (body: Buffer, req: http.IncomingMessage, query: URLSearchParams) => Array<Record<string, unknown>>,
): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = []
  let failure: number | null = null
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake")
    let body: Buffer
    try {
      body = await readBody(req)
    } catch {
      return // the sender gave up mid-body (a proxy whose visitor left): nothing to record
    }
    let events: Array<Record<string, unknown>> = []
    try {
      events = decode(body, req, url.searchParams)
    } catch {
      events = []
    }
    const recorded = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      events,
      at: Date.now(),
    }
    requests.push(recorded)
    if (failure !== null) {
      res
        .writeHead(failure, { "content-type": "application/json" })
        .end(JSON.stringify({ message: "failing on purpose" }))
      return
    }
    answer(req, recorded, res)
  }
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    events: () => requests.flatMap((request) => request.events),
    failWith: (status) => {
      failure = status
    },
    clear: () => {
      requests.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Answers what posthog-js asks for: capture endpoints, /flags, remote config and /static scripts. */
export function startFakePosthog(): Promise<FakeUpstream> {
  return startFake(
    (_req, { path }, res) => {
      if (path.endsWith(".js")) {
        // /static/*.js extensions and /array/<token>/config.js (site apps): an empty script.
        res.writeHead(200, { "content-type": "application/javascript" }).end("/* fake posthog script */")
      } else if (path.startsWith("/array/")) {
        res.writeHead(200, { "content-type": "application/json" }).end("{}")
      } else if (path.startsWith("/flags") || path.startsWith("/decide")) {
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false }))
      } else {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: 1 }))
      }
    },
    (body, req, query) => decodePosthogBody(body, req.headers, query),
  )
}

/** Axiom's ingest API: POST /v1/datasets/<dataset>/ingest with NDJSON or a JSON array, possibly gzip. */
export function startFakeAxiom(): Promise<FakeUpstream> {
  return startFake(
    (_req, { events, path }, res) => {
      if (!/^\/v1\/(datasets\/[^/]+\/ingest|ingest\/[^/]+)$/.test(path)) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "not found" }))
        return
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          ingested: events.length,
          failed: 0,
          failures: [],
          processedBytes: 0,
          blocksCreated: 0,
          walLength: 0,
        }),
      )
    },
    (body, req) => {
      const raw = req.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body
      return asEvents(parseJsonOrLines(raw.toString("utf8")))
    },
  )
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | false, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
