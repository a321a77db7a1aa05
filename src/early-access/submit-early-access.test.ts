/** @jest-environment node */
// Pure module: runs under Node, whose fetch Response the tests build answers with.
import {
  EARLY_ACCESS_ENDPOINT,
  parseRetryAfter,
  submitEarlyAccess,
  type EarlyAccessValues,
} from "./submit-early-access"

const VALUES: EarlyAccessValues = {
  email: "ada@example.com",
  name: "Ada",
  company: "Engines Ltd",
  emp_count: "11-50",
  topic: "demo",
  message: "Two sites,\nnight shifts.",
  website: "",
}
// The answer repeats what was sent, less the honeypot.
const { website: _honeypot, ...SENT } = VALUES
const ANSWER = { status: "received", ...SENT }

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body)
  return jest
    .fn<Promise<Response>, Parameters<typeof fetch>>()
    .mockResolvedValue(new Response(text, { status, headers }))
}

describe("submitEarlyAccess", () => {
  it("POSTs the values, topic and message included, as JSON to /api/earlyaccess", async () => {
    const fetch = answer(200, ANSWER)
    await submitEarlyAccess(VALUES, { fetch })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(EARLY_ACCESS_ENDPOINT)
    expect(EARLY_ACCESS_ENDPOINT).toBe("/api/earlyaccess")
    expect(init?.method).toBe("POST")
    expect(init?.headers).toMatchObject({ "content-type": "application/json" })
    expect(JSON.parse(init?.body as string)).toEqual(VALUES)
  })

  it("sends where the request came from beside the fields", async () => {
    const fetch = answer(200, ANSWER)
    const source = { landing_path: "/invite", utm_source: "newsletter", referrer_host: "news.example.com" }
    await submitEarlyAccess(VALUES, { fetch, source })
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({ ...VALUES, ...source })
  })

  it("sends the page's language beside the fields, when it has one", async () => {
    const fetch = answer(200, ANSWER)
    await submitEarlyAccess(VALUES, { fetch, language: "hi" })
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({ ...VALUES, language: "hi" })
    await submitEarlyAccess(VALUES, { fetch, language: "" })
    expect(JSON.parse(fetch.mock.calls[1]![1]?.body as string)).toEqual(VALUES)
  })

  it("200 received gives the answer's own (normalised) values, not what the form sent", async () => {
    const normalised = { ...ANSWER, email: "ada@example.com", name: "Ada L.", topic: "support", message: "" }
    await expect(
      submitEarlyAccess({ ...VALUES, email: " ADA@example.com " }, { fetch: answer(200, normalised) }),
    ).resolves.toEqual({
      kind: "accepted",
      answer: normalised,
    })
  })

  it("ignores anything else the server adds to the answer", async () => {
    const outcome = await submitEarlyAccess(VALUES, {
      fetch: answer(200, { ...ANSWER, id: "r1", created_at: "2025-06-01" }),
    })
    expect(outcome).toEqual({ kind: "accepted", answer: ANSWER })
  })

  it("400 invalid_fields gives the messages of the form's fields only, topic and message included", async () => {
    const body = {
      error: {
        code: "invalid_fields",
        message: "Some fields need attention.",
        fields: {
          email: "Enter a valid email address.",
          message: "Keep the message under 2,000 characters.",
          topic: "Pick a topic.",
          admin: "?",
          name: 3,
        },
      },
    }
    await expect(submitEarlyAccess(VALUES, { fetch: answer(400, body) })).resolves.toEqual({
      kind: "invalid",
      fields: {
        email: "Enter a valid email address.",
        message: "Keep the message under 2,000 characters.",
        topic: "Pick a topic.",
      },
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
    [
      "500 internal_error",
      answer(500, { error: { code: "internal_error", message: "Something went wrong" } }),
      /500 internal_error/,
    ],
    ["502 with an HTML page", answer(502, "<html>Bad gateway</html>"), /502/],
    ["403 cross_site", answer(403, { error: { code: "cross_site", message: "…" } }), /403 cross_site/],
    [
      "the old 201 { request } answer",
      answer(201, { request: { email: "ada@example.com", name: "Ada", company: "Engines Ltd" } }),
      /201/,
    ],
    ["200 in the old { request } shape", answer(200, { request: ANSWER }), /unexpected 200/],
    ["200 without a status", answer(200, { ...ANSWER, status: undefined }), /unexpected 200/],
    ["200 with an unknown topic", answer(200, { ...ANSWER, topic: "sales" }), /unexpected 200/],
    ["200 without the message", answer(200, { ...ANSWER, message: undefined }), /unexpected 200/],
    ["200 that is not JSON", answer(200, "OK"), /unexpected 200/],
    ["400 malformed_json", answer(400, { error: { code: "malformed_json", message: "…" } }), /400 malformed_json/],
    [
      "400 invalid_fields naming no field of the form",
      answer(400, { error: { code: "invalid_fields", message: "…", fields: { body: "?" } } }),
      /400/,
    ],
    ["415", answer(415, { error: { code: "unsupported_media_type", message: "…" } }), /415/],
  ])("%s is a failure", async (_name, fetch, reason) => {
    const outcome = await submitEarlyAccess(VALUES, { fetch })
    expect(outcome).toEqual({ kind: "failed", reason: expect.stringMatching(reason) })
  })

  it("a network error is a failure", async () => {
    const failing = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValue(new TypeError("Failed to fetch"))
    await expect(submitEarlyAccess(VALUES, { fetch: failing })).resolves.toEqual({
      kind: "failed",
      reason: "network error: Failed to fetch",
    })
  })

  it("uses the global fetch by default", async () => {
    const original = global.fetch
    global.fetch = answer(200, ANSWER)
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
