import type { AxiomEvent, ShipResult } from "../runtime/axiom"
import type { ApiErrorBody } from "../http/http"
import { setLogWriter } from "../runtime/log"
import { createLogIngestHandler } from "./handler"
import { INGEST_LIMITS } from "../../contracts/log-ingest-limits"
import {
  GATSBY_RUNTIMES,
  startFunctionServer,
  type FunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"
import { setEnv } from "../../tests/helpers/api/temp-env"
import { startFakeAxiom, type FakeUpstream } from "../../harness/fake-upstreams"

const JSON_HEADERS = { "content-type": "application/json" }

const logEvent = (overrides: Record<string, unknown> = {}) => ({
  time: "2025-06-01T10:00:00.000Z",
  path: "/pricing",
  session: "k3v9x2",
  level: "info",
  msg: "pricing_toggled",
  fields: { currency: "INR", monthly: true, error: { name: "TypeError", message: "x", stack: "at y" } },
  ...overrides,
})
const vital = (overrides: Record<string, unknown> = {}) => ({
  time: "2025-06-01T10:00:00.000Z",
  path: "/",
  session: "k3v9x2",
  name: "LCP",
  value: 1234.5,
  delta: 1234.5,
  rating: "good",
  id: "v5-1717236000000-123",
  navigationType: "navigate",
  ...overrides,
})

const post = (server: FunctionServer, route: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
  fetch(server.url(`/api/${route}`), {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  })

let shipped: AxiomEvent[][] = []
let logLines: string[] = []
const ship = (events: readonly AxiomEvent[]): Promise<ShipResult> => {
  shipped.push([...events])
  return Promise.resolve({ ok: true, destination: "axiom" })
}

beforeEach(() => {
  shipped = []
  logLines = []
  setLogWriter((line) => logLines.push(line))
})
afterEach(() => setLogWriter(null))

type BadCase = {
  name: string
  route?: string
  body: unknown
  headers?: Record<string, string>
  status: number
  code: string
}

const BAD_BATCHES: BadCase[] = [
  { name: "malformed JSON", body: '[{"level":', status: 400, code: "malformed_json" },
  { name: "an object instead of an array", body: logEvent(), status: 400, code: "invalid_batch" },
  { name: "an empty array", body: [], status: 400, code: "invalid_batch" },
  { name: "a string event", body: [logEvent(), "hello"], status: 400, code: "invalid_batch" },
  { name: "an unknown level", body: [logEvent({ level: "fatal" })], status: 400, code: "invalid_batch" },
  { name: "a missing message", body: [logEvent({ msg: undefined })], status: 400, code: "invalid_batch" },
  { name: "an unknown property", body: [logEvent({ token: "x" })], status: 400, code: "invalid_batch" },
  { name: "a bad time", body: [logEvent({ time: "yesterday" })], status: 400, code: "invalid_batch" },
  {
    name: "a path that is a URL",
    body: [logEvent({ path: "https://evil.example/" })],
    status: 400,
    code: "invalid_batch",
  },
  {
    name: "fields nested too deep",
    body: [logEvent({ fields: { a: { b: { c: { d: 1 } } } } })],
    status: 400,
    code: "invalid_batch",
  },
  {
    name: "too many fields",
    body: [logEvent({ fields: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`f${i}`, i])) })],
    status: 400,
    code: "invalid_batch",
  },
  {
    name: "a 9 kB event",
    body: [logEvent({ fields: { a: "x".repeat(3000), b: "x".repeat(3000), c: "x".repeat(3000) } })],
    status: 400,
    code: "invalid_batch",
  },
  {
    name: "one bad event among good ones",
    body: [logEvent(), logEvent(), logEvent({ level: 3 })],
    status: 400,
    code: "invalid_batch",
  },
  { name: "a web vital sent as a log", body: [vital()], status: 400, code: "invalid_batch" },
  {
    name: "an unknown web vital",
    route: "axiom-web-vitals",
    body: [vital({ name: "FID" })],
    status: 400,
    code: "invalid_batch",
  },
  {
    name: "a negative web vital",
    route: "axiom-web-vitals",
    body: [vital({ value: -1 })],
    status: 400,
    code: "invalid_batch",
  },
  { name: "1001 events", body: Array.from({ length: 1001 }, () => ({})), status: 413, code: "too_many_events" },
  {
    name: "a 61 kB batch of valid events",
    body: Array.from({ length: 20 }, () => logEvent({ fields: { stack: "x".repeat(3100) } })),
    status: 413,
    code: "payload_too_large",
  },
  {
    name: "a 150 kB body",
    body: [logEvent({ fields: { pad: "x".repeat(150 * 1024) } })],
    status: 413,
    code: "payload_too_large",
  },
  {
    name: "text/plain",
    body: [logEvent()],
    headers: { "content-type": "text/plain" },
    status: 415,
    code: "unsupported_media_type",
  },
]

describe.each(GATSBY_RUNTIMES)("POST /api/axiom-logs and /api/axiom-web-vitals (%s)", (runtime) => {
  let server: FunctionServer

  beforeAll(async () => {
    server = await startFunctionServer(
      {
        "axiom-logs": createLogIngestHandler("log", { ship }),
        "axiom-web-vitals": createLogIngestHandler("web-vital", { ship }),
      },
      { runtime, siteBodyParserErrors: true },
    )
  })
  afterAll(() => server.close())

  test.each(BAD_BATCHES)(
    "answers $name with $status $code and forwards nothing",
    async ({ route = "axiom-logs", body, headers, status, code }) => {
      const response = await post(server, route, body, headers)
      expect(response.status).toBe(status)
      expect(response.headers.get("content-type")).toMatch(/^application\/json/)
      const answer = (await response.json()) as ApiErrorBody
      expect(answer.error.code).toBe(code)
      expect(answer.error.message).toMatch(/\.$/)
      expect(shipped).toEqual([])
    },
  )

  test("GET answers 405 with Allow: POST", async () => {
    const response = await fetch(server.url("/api/axiom-logs"))
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("POST")
    expect(shipped).toEqual([])
  })

  test("ships a valid batch in one piece, with Axiom's _time and where it came from", async () => {
    const batch = [logEvent(), logEvent({ level: "error", msg: "uncaught_error", fields: undefined })]
    const response = await post(server, "axiom-logs", batch, {
      ...JSON_HEADERS,
      "user-agent": "Mozilla/5.0 Test",
      "x-country": "in",
    })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: 2 })
    expect(shipped).toHaveLength(1)
    expect(shipped[0]).toEqual([
      {
        _time: batch[0]!.time,
        source: "browser",
        kind: "log",
        user_agent: "Mozilla/5.0 Test",
        country: "IN",
        ...batch[0],
      },
      {
        _time: batch[1]!.time,
        source: "browser",
        kind: "log",
        user_agent: "Mozilla/5.0 Test",
        country: "IN",
        ...logEvent({ level: "error", msg: "uncaught_error", fields: undefined }),
      },
    ])
  })

  test("web vitals go through their own endpoint", async () => {
    const response = await post(server, "axiom-web-vitals", [vital(), vital({ name: "CLS", value: 0.02, delta: 0.02 })])
    expect(response.status).toBe(202)
    expect(shipped[0]?.map((event) => [event.kind, event.name])).toEqual([
      ["web-vital", "LCP"],
      ["web-vital", "CLS"],
    ])
  })

  test("a batch just under the byte limit is accepted whole", async () => {
    const small = { time: "2025-06-01T10:00:00Z", path: "/", session: "s", level: "debug", msg: "m" }
    const fit = Math.floor(INGEST_LIMITS.maxBatchBytes / (JSON.stringify(small).length + 1))
    const batch = Array.from({ length: fit }, () => small)
    expect(JSON.stringify(batch).length).toBeLessThanOrEqual(INGEST_LIMITS.maxBatchBytes)
    const response = await post(server, "axiom-logs", batch)
    expect(response.status).toBe(202)
    expect(shipped[0]).toHaveLength(fit)
  })
})

describe("when Axiom fails", () => {
  test("answers 502 and logs the failure", async () => {
    const server = await startFunctionServer(
      {
        "axiom-logs": createLogIngestHandler("log", { ship: () => Promise.resolve({ ok: false, error: "forbidden" }) }),
      },
      { runtime: "function-bundle" },
    )
    try {
      const response = await post(server, "axiom-logs", [logEvent()])
      expect(response.status).toBe(502)
      expect(((await response.json()) as ApiErrorBody).error.code).toBe("upstream_failed")
      expect(logLines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
        expect.objectContaining({
          level: "error",
          msg: "log_ingest_failed",
          kind: "log",
          events: 1,
          error: "forbidden",
        }),
      )
    } finally {
      await server.close()
    }
  })
})

describe("rate limit", () => {
  test("answers 429 with Retry-After past the per-minute limit, per client", async () => {
    const server = await startFunctionServer(
      { "axiom-logs": createLogIngestHandler("log", { ship }) },
      { runtime: "function-bundle" },
    )
    try {
      const statuses: number[] = []
      for (let i = 0; i < 241; i++) statuses.push((await post(server, "axiom-logs", [logEvent()])).status)
      expect(statuses.filter((s) => s === 202)).toHaveLength(240)
      const last = await post(server, "axiom-logs", [logEvent()])
      expect(last.status).toBe(429)
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0)
    } finally {
      await server.close()
    }
  })
})

describe("the real shipper (api/runtime/axiom.ts)", () => {
  let axiom: FakeUpstream
  let restoreEnv: () => void = () => {}
  let server: FunctionServer

  beforeAll(async () => {
    axiom = await startFakeAxiom()
    server = await startFunctionServer({ "axiom-logs": createLogIngestHandler("log") }, { runtime: "function-bundle" })
  })
  afterAll(async () => {
    await server.close()
    await axiom.close()
  })
  afterEach(() => {
    restoreEnv()
    axiom.clear()
    axiom.failWith(null)
  })

  test("with AXIOM_TOKEN: one ingest request into AXIOM_DATASET with the token, read at request time", async () => {
    restoreEnv = setEnv({ AXIOM_TOKEN: "xaat-runtime-token", AXIOM_DATASET: "site-test", AXIOM_URL: axiom.url })
    const response = await post(server, "axiom-logs", [logEvent(), logEvent({ msg: "second" })])
    expect(response.status).toBe(202)
    expect(axiom.requests).toHaveLength(1)
    expect(axiom.requests[0]).toMatchObject({ method: "POST", path: "/v1/datasets/site-test/ingest" })
    expect(axiom.requests[0]?.headers.authorization).toBe("Bearer xaat-runtime-token")
    expect(axiom.events().map((event) => event.msg)).toEqual(["pricing_toggled", "second"])
  })

  test("Axiom answering 403 becomes a 502", async () => {
    restoreEnv = setEnv({ AXIOM_TOKEN: "xaat-bad", AXIOM_DATASET: undefined, AXIOM_URL: axiom.url })
    axiom.failWith(403)
    const response = await post(server, "axiom-logs", [logEvent()])
    expect(response.status).toBe(502)
    expect(axiom.requests[0]?.path).toBe("/v1/datasets/shiftwise-site/ingest")
  })

  test("without AXIOM_TOKEN: one JSON line per event on stdout, nothing sent", async () => {
    restoreEnv = setEnv({ AXIOM_TOKEN: undefined, AXIOM_URL: axiom.url })
    const write = jest.spyOn(process.stdout, "write").mockImplementation(() => true)
    try {
      const response = await post(server, "axiom-logs", [logEvent(), logEvent({ msg: "second" })])
      expect(response.status).toBe(202)
      const lines = write.mock.calls
        .map(([chunk]) => String(chunk))
        .filter((line) => line.includes('"source":"browser"'))
      expect(lines).toHaveLength(2)
      expect(lines.every((line) => line.endsWith("\n"))).toBe(true)
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["pricing_toggled", "second"])
    } finally {
      write.mockRestore()
    }
    expect(axiom.requests).toEqual([])
  })
})
