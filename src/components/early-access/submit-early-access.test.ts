/** @jest-environment node */
// Pure module: runs under Node, whose fetch Response the tests build answers with.
import { EARLY_ACCESS_ENDPOINT, parseRetryAfter, submitEarlyAccess, type EarlyAccessValues } from "./submit-early-access"

const VALUES: EarlyAccessValues = { email: "ada@example.com", name: "Ada", company: "Engines Ltd", emp_count: "11-50", website: "" }
const RECORD = { id: "r1", email: "ada@example.com", name: "Ada", company: "Engines Ltd", emp_count: "11-50", country: null, created_at: "2025-06-01T00:00:00.000Z" }

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body)
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(new Response(text, { status, headers }))
}

describe("submitEarlyAccess", () => {
  it("POSTs the values as JSON to /api/earlyaccess", async () => {
    const fetch = answer(201, { request: RECORD })
    await submitEarlyAccess(VALUES, { fetch })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(EARLY_ACCESS_ENDPOINT)
    expect(init?.method).toBe("POST")
    expect(init?.headers).toMatchObject({ "content-type": "application/json" })
    expect(JSON.parse(String(init?.body))).toEqual(VALUES)
  })

  it("201 is a new request, echoing what the server stored", async () => {
    await expect(submitEarlyAccess(VALUES, { fetch: answer(201, { request: RECORD }) })).resolves.toEqual({
      kind: "accepted",
      receipt: { email: "ada@example.com", name: "Ada", company: "Engines Ltd", created: true },
    })
  })

  it("200 is a request the server already had", async () => {
    await expect(submitEarlyAccess(VALUES, { fetch: answer(200, { request: RECORD }) })).resolves.toMatchObject({
      kind: "accepted",
      receipt: { created: false },
    })
  })

  it("400 invalid_fields gives the messages of the form's fields only", async () => {
    const body = { error: { code: "invalid_fields", message: "Some fields need attention.", fields: { email: "Enter a valid email address.", admin: "?", name: 3 } } }
    await expect(submitEarlyAccess(VALUES, { fetch: answer(400, body) })).resolves.toEqual({
      kind: "invalid",
      fields: { email: "Enter a valid email address." },
    })
  })

  it("429 gives the seconds to wait from Retry-After", async () => {
    const body = { error: { code: "rate_limited", message: "Too many requests." } }
    await expect(submitEarlyAccess(VALUES, { fetch: answer(429, body, { "retry-after": "42" }) })).resolves.toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 42,
    })
  })

  it.each([
    ["500 internal_error", answer(500, { error: { code: "internal_error", message: "Something went wrong" } }), /500 internal_error/],
    ["502 with an HTML page", answer(502, "<html>Bad gateway</html>"), /502/],
    ["200 without a request", answer(200, { ok: true }), /unexpected 200/],
    ["201 that is not JSON", answer(201, "Created"), /unexpected 201/],
    ["400 malformed_json", answer(400, { error: { code: "malformed_json", message: "…" } }), /400 malformed_json/],
    ["400 invalid_fields naming no field of the form", answer(400, { error: { code: "invalid_fields", message: "…", fields: { body: "?" } } }), /400/],
    ["415", answer(415, { error: { code: "unsupported_media_type", message: "…" } }), /415/],
  ])("%s is a failure", async (_name, fetch, reason) => {
    const outcome = await submitEarlyAccess(VALUES, { fetch })
    expect(outcome).toEqual({ kind: "failed", reason: expect.stringMatching(reason) })
  })

  it("a network error is a failure", async () => {
    const failing = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError("Failed to fetch"))
    await expect(submitEarlyAccess(VALUES, { fetch: failing })).resolves.toEqual({ kind: "failed", reason: "network error: Failed to fetch" })
  })

  it("uses the global fetch by default", async () => {
    const original = global.fetch
    global.fetch = answer(201, { request: RECORD })
    try {
      await expect(submitEarlyAccess(VALUES)).resolves.toMatchObject({ kind: "accepted" })
    } finally {
      global.fetch = original
    }
  })
})

describe("parseRetryAfter", () => {
  const now = Date.parse("2025-06-01T12:00:00Z")
  it.each([
    ["30", 30],
    [" 7 ", 7],
    ["0", 1],
    ["Sun, 01 Jun 2025 12:00:10 GMT", 10],
    ["soon", 60],
    [null, 60],
  ])("%j → %i s", (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds)
  })
})
