import type { EarlyAccessAnswer } from "../../contracts/early-access"
import { createEarlyAccessHandler } from "./handler"
import { closeAllStores } from "../store/store"
import type { ApiErrorBody, ApiResponse } from "../http/http"
import {
  GATSBY_RUNTIMES,
  startFunctionServer,
  type FunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"
import {
  startEarlyAccessServer,
  unreachableStore,
  useEarlyAccessFunction,
} from "../../tests/helpers/api/early-access-function"

const VALID = { email: "Ada@Example.com", name: "Ada Lovelace", company: "Analytical Engines", emp_count: "11-50" }
const JSON_HEADERS = { "content-type": "application/json" }

const { logLines, stored, temp } = useEarlyAccessFunction()

function post(server: FunctionServer, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(server.url("/api/earlyaccess"), {
    method: "POST",
    headers: { ...JSON_HEADERS, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
}

interface BadCase {
  name: string
  init: RequestInit
  status: number
  code: string
  fields?: string[]
  allow?: string
}

const json = (body: unknown): RequestInit => ({ method: "POST", headers: JSON_HEADERS, body: JSON.stringify(body) })

const BAD_INPUTS: BadCase[] = [
  {
    name: "malformed JSON",
    init: { method: "POST", headers: JSON_HEADERS, body: '{"email": "a@b.co",' },
    status: 400,
    code: "malformed_json",
  },
  {
    name: "text/plain body",
    init: { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify(VALID) },
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "form-encoded body",
    init: { method: "POST", body: new URLSearchParams(VALID) },
    status: 415,
    code: "unsupported_media_type",
  },
  { name: "GET", init: { method: "GET" }, status: 405, code: "method_not_allowed", allow: "POST" },
  { name: "PUT", init: { ...json(VALID), method: "PUT" }, status: 405, code: "method_not_allowed", allow: "POST" },
  { name: "missing fields", init: json({}), status: 400, code: "invalid_fields", fields: ["company", "email", "name"] },
  {
    name: "blank fields",
    init: json({ email: " ", name: "  ", company: "\t" }),
    status: 400,
    code: "invalid_fields",
    fields: ["company", "email", "name"],
  },
  {
    name: "a JSON array",
    init: json([VALID]),
    status: 400,
    code: "invalid_fields",
    fields: ["company", "email", "name"],
  },
  {
    name: "over-long fields",
    init: json({ email: `${"a".repeat(250)}@b.co`, name: "n".repeat(121), company: "c".repeat(161) }),
    status: 400,
    code: "invalid_fields",
    fields: ["company", "email", "name"],
  },
  {
    name: "bad email",
    init: json({ ...VALID, email: "ada@" }),
    status: 400,
    code: "invalid_fields",
    fields: ["email"],
  },
  {
    name: "unknown emp_count",
    init: json({ ...VALID, emp_count: "12" }),
    status: 400,
    code: "invalid_fields",
    fields: ["emp_count"],
  },
  {
    name: "non-string field",
    init: json({ ...VALID, name: 42 }),
    status: 400,
    code: "invalid_fields",
    fields: ["name"],
  },
  {
    name: "150 kB body",
    init: json({ ...VALID, padding: "x".repeat(150 * 1024) }),
    status: 413,
    code: "payload_too_large",
  },
]

describe.each(GATSBY_RUNTIMES)("POST /api/earlyaccess (%s)", (runtime) => {
  let server: FunctionServer
  beforeAll(async () => {
    server = await startEarlyAccessServer(runtime)
  })
  afterAll(() => server.close())

  test.each(BAD_INPUTS)(
    "rejects $name with $status $code and stores nothing",
    async ({ init, status, code, fields, allow }) => {
      const response = await fetch(server.url("/api/earlyaccess"), init)
      expect(response.status).toBe(status)
      expect(response.headers.get("content-type")).toMatch(/^application\/json/)
      expect(response.headers.get("cache-control")).toBe("no-store")
      if (allow) expect(response.headers.get("allow")).toBe(allow)
      expect(response.headers.get("set-cookie")).toBeNull()
      const body = (await response.json()) as ApiErrorBody
      expect(body.error.code).toBe(code)
      expect(body.error.message).toMatch(/\.$/)
      if (fields) expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(fields)
      expect(await stored()).toEqual([])
    },
  )

  test("stores a valid request: 200, the submitted values only, geo, user agent and the cookie", async () => {
    const response = await post(
      server,
      {
        email: "  Ada@Example.com ",
        name: " Ada Lovelace ",
        company: "Analytical Engines",
        unknown: "ignored",
        topic: "demo",
        message: " Hi\nthere ",
      },
      { "x-country": "in", "user-agent": `Mozilla/5.0 ${"x".repeat(600)}` },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const cookie = response.headers.get("set-cookie") ?? ""
    expect(cookie).toMatch(/^ea_requested=1;/)
    expect(cookie).toContain("HttpOnly")
    expect(cookie).toContain("SameSite=Lax")
    expect(cookie).toContain("Path=/")
    expect(cookie).toContain("Max-Age=31536000")
    expect(cookie).not.toContain("Secure")

    const answer: EarlyAccessAnswer = {
      status: "received",
      email: "Ada@Example.com",
      name: "Ada Lovelace",
      company: "Analytical Engines",
      emp_count: "",
      topic: "demo",
      message: "Hi\nthere",
    }
    expect(await response.json()).toEqual(answer)
    const rows = await stored()
    expect(rows).toHaveLength(1)
    const { status: _status, ...fields } = answer
    expect(rows[0]).toMatchObject({
      ...fields,
      country: "IN",
      confirmed_at: null,
      user_agent: expect.stringMatching(/^Mozilla\/5\.0 x+$/),
    })
    expect(rows[0]?.user_agent).toHaveLength(512)

    const event = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.msg === "early_access_stored")
    expect(event).toMatchObject({ level: "info", company: "Analytical Engines", country: "IN", topic: "demo" })
    expect(logLines.join("\n")).not.toMatch(/ada@example\.com/i)
  })

  test("marks the cookie Secure when the request came over https", async () => {
    const response = await post(server, VALID, { "x-forwarded-proto": "https" })
    expect(response.status).toBe(200)
    expect(response.headers.get("set-cookie")).toContain("Secure")
  })

  test("a repeat, in another case, answers byte for byte what a new request would, and changes nothing stored", async () => {
    const first = await post(server, VALID)
    const before = await stored()
    const repeatBody = {
      ...VALID,
      email: " ADA@example.COM",
      name: "Someone Else",
      company: "Other Co",
      emp_count: "1-10",
    }
    const again = await post(server, repeatBody, { "x-country": "DE", "user-agent": "other" })
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.headers.get("set-cookie")).toBe(first.headers.get("set-cookie"))
    const repeatText = await again.text()
    expect(await stored()).toEqual(before)

    // The same body sent to an empty store: the answer is identical, so it cannot hold anything stored.
    await closeAllStores()
    process.env.SQLITE_PATH = `${temp.dir}/other.sqlite`
    const fresh = await post(server, repeatBody, { "x-country": "DE", "user-agent": "other" })
    expect(fresh.status).toBe(200)
    expect(await fresh.text()).toBe(repeatText)
    expect(repeatText).not.toMatch(/Ada Lovelace|Analytical Engines|11-50|created|"id"|country/)
  })

  test("a filled-in honeypot answers byte for byte like a person and stores nothing", async () => {
    const body = { ...VALID, email: "bot@example.com" }
    const person = await post(server, body)
    const bot = await post(server, { ...body, email: "bot2@example.com", website: "https://spam.example" })
    expect(bot.status).toBe(200)
    expect(bot.headers.get("set-cookie")).toBe(person.headers.get("set-cookie"))
    expect((await bot.text()).replace("bot2@", "bot@")).toBe(await person.text())
    expect((await stored()).map((row) => row.email)).toEqual(["bot@example.com"])
  })

  test("an empty honeypot is ignored", async () => {
    expect((await post(server, { ...VALID, website: "" })).status).toBe(200)
    expect(await stored()).toHaveLength(1)
  })

  test("a 2,001-character message is a field error and stores nothing; 2,000 is fine", async () => {
    const long = await post(server, { ...VALID, message: "m".repeat(2001) })
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual({
      error: {
        code: "invalid_fields",
        message: expect.any(String),
        fields: { message: "Message must be at most 2,000 characters." },
      },
    })
    const badTopic = await post(server, { ...VALID, topic: "sales" })
    expect(((await badTopic.json()) as ApiErrorBody).error.fields).toEqual({
      topic: "Choose one of the topics offered.",
    })
    expect(await stored()).toEqual([])
    expect((await post(server, { ...VALID, message: "m".repeat(2000) })).status).toBe(200)
    expect((await stored())[0]).toMatchObject({ topic: "early_access", message: "m".repeat(2000) })
  })
})

describe.each(GATSBY_RUNTIMES)("store failure (%s)", (runtime) => {
  test("answers 500 internal_error without details, and the server answers the next request", async () => {
    const failing = unreachableStore()
    const server = await startFunctionServer(
      {
        broken: createEarlyAccessHandler({ openStore: () => failing }),
        throwing: createEarlyAccessHandler({
          openStore: () => {
            throw new Error("bad config")
          },
        }),
        earlyaccess: createEarlyAccessHandler(),
      },
      { runtime, siteBodyParserErrors: true },
    )
    try {
      for (const route of ["broken", "throwing"]) {
        const response = await fetch(server.url(`/api/${route}`), json(VALID))
        expect(response.status).toBe(500)
        expect(response.headers.get("content-type")).toMatch(/^application\/json/)
        const text = await response.text()
        expect(JSON.parse(text)).toEqual({ error: { code: "internal_error", message: expect.stringMatching(/\.$/) } })
        expect(text).not.toMatch(/secret-host|bad config/)
      }
      expect(server.crashed()).toBeUndefined()
      expect((await post(server, VALID)).status).toBe(200)
      const errors = logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((e) => e.level === "error")
      expect(errors).toHaveLength(2)
      expect(errors[0]).toMatchObject({
        msg: "handler_failed",
        handler: "earlyaccess",
        error: { message: expect.any(String) },
      })
    } finally {
      await server.close()
    }
  })
})

describe("rate limiting", () => {
  let server: FunctionServer
  beforeEach(async () => {
    // A fresh handler (and so a fresh in-memory limiter) for every test.
    server = await startFunctionServer({ earlyaccess: createEarlyAccessHandler() }, { runtime: "function-bundle" })
  })
  afterEach(() => server.close())

  const from = (address: string) => ({ "x-forwarded-for": `${address}, 10.0.0.1` })

  test("answers 429 with Retry-After once EARLYACCESS_RATE_LIMIT requests were made in a minute", async () => {
    process.env.EARLYACCESS_RATE_LIMIT = "3"
    for (let i = 0; i < 3; i++) expect((await post(server, { ...VALID, email: `u${i}@example.com` })).status).toBe(200)
    const limited = await post(server, { ...VALID, email: "late@example.com" })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get("retry-after"))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(((await limited.json()) as ApiErrorBody).error.code).toBe("rate_limited")
    expect(await stored()).toHaveLength(3)
  })

  test("counts invalid requests too", async () => {
    process.env.EARLYACCESS_RATE_LIMIT = "2"
    await post(server, "{")
    await post(server, {})
    expect((await post(server, VALID)).status).toBe(429)
  })

  test("0 turns it off", async () => {
    process.env.EARLYACCESS_RATE_LIMIT = "0"
    const statuses = await Promise.all(Array.from({ length: 15 }, () => post(server, VALID).then((r) => r.status)))
    expect(statuses.filter((status) => status === 429)).toEqual([])
  })

  test("without TRUST_PROXY, forwarded addresses are ignored: every client shares the socket address", async () => {
    process.env.EARLYACCESS_RATE_LIMIT = "1"
    expect((await post(server, VALID, from("203.0.113.1"))).status).toBe(200)
    expect((await post(server, VALID, from("203.0.113.2"))).status).toBe(429)
  })

  test("with TRUST_PROXY, the first forwarded address is the client", async () => {
    process.env.EARLYACCESS_RATE_LIMIT = "1"
    process.env.TRUST_PROXY = "true"
    expect((await post(server, VALID, from("203.0.113.1"))).status).toBe(200)
    expect((await post(server, VALID, from("203.0.113.2"))).status).toBe(200)
    expect((await post(server, VALID, { "x-nf-client-connection-ip": "2001:db8::1" })).status).toBe(200)
    expect((await post(server, VALID, from("203.0.113.1"))).status).toBe(429)
  })
})

describe("under the Netlify adapter's stand-in request/response (no socket, no Express)", () => {
  function fakeResponse() {
    const headers: Record<string, string> = {}
    const res: ApiResponse & { body: string; headers: Record<string, string> } = {
      statusCode: 200,
      body: "",
      headers,
      setHeader(name, value) {
        headers[name.toLowerCase()] = String(value)
      },
      end(chunk) {
        res.body = chunk ?? ""
      },
    }
    return res
  }

  test("stores a parsed body and answers through setHeader/end only", async () => {
    const res = fakeResponse()
    await createEarlyAccessHandler()(
      { method: "POST", headers: { ...JSON_HEADERS, "x-forwarded-proto": "https" }, body: VALID },
      res,
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers["set-cookie"]).toContain("Secure")
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(JSON.parse(res.body)).toMatchObject({ status: "received", email: VALID.email })
  })

  test("a body its wrapper failed to parse (req.body undefined) is malformed JSON, or too large by Content-Length", async () => {
    const malformed = fakeResponse()
    await createEarlyAccessHandler()(
      { method: "POST", headers: { ...JSON_HEADERS, "content-length": "12" } },
      malformed,
    )
    expect([malformed.statusCode, JSON.parse(malformed.body)]).toEqual([
      400,
      { error: expect.objectContaining({ code: "malformed_json" }) },
    ])
    const large = fakeResponse()
    await createEarlyAccessHandler()(
      { method: "POST", headers: { ...JSON_HEADERS, "content-length": "153600" } },
      large,
    )
    expect([large.statusCode, JSON.parse(large.body)]).toEqual([
      413,
      { error: expect.objectContaining({ code: "payload_too_large" }) },
    ])
  })
})
