/** @jest-environment node */
import { correctYourData, eraseYourData, loadYourData, openSession, requestLink } from "./client"

// What each answer of the your-data endpoints means for the page (the server's side is tested in api/rights/).

function answering(status: number, body?: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetch = (url: string, init?: RequestInit) => {
    calls.push({ url, init: init ?? {} })
    return Promise.resolve(
      new Response(body === undefined ? "<html>proxy error</html>" : JSON.stringify(body), { status }),
    )
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}
const failing = (() => Promise.reject(new TypeError("offline"))) as typeof globalThis.fetch

describe("asking for the link", () => {
  it("posts the address as JSON and reads the neutral answer as sent", async () => {
    const { calls, fetch } = answering(200, { status: "received", message: "…" })
    expect(await requestLink("ada@example.com", undefined, { fetch })).toEqual({ outcome: "sent" })
    expect(calls[0]?.url).toBe("/api/your-data/request")
    expect(calls[0]?.init).toMatchObject({ method: "POST", body: '{"email":"ada@example.com"}' })
    expect(calls[0]?.init.headers).toMatchObject({ "content-type": "application/json", accept: "application/json" })
  })

  it("sends the page's language with the address, when the page is in one", async () => {
    const { calls, fetch } = answering(200, { status: "received", message: "…" })
    await requestLink("ada@example.com", "hi", { fetch })
    expect(calls[0]?.init).toMatchObject({ body: '{"email":"ada@example.com","language":"hi"}' })
  })

  it("the field's message, too many requests, and anything else as a failure", async () => {
    const invalid = answering(400, {
      error: { code: "invalid_fields", fields: { email: "Enter a valid email address." } },
    })
    expect(await requestLink("x", undefined, { fetch: invalid.fetch })).toEqual({
      outcome: "invalid",
      message: "Enter a valid email address.",
    })
    expect(await requestLink("x", undefined, answering(429, { error: { code: "rate_limited" } }))).toEqual({
      outcome: "rate-limited",
    })
    expect(await requestLink("x", undefined, answering(502))).toEqual({ outcome: "failed" })
    expect(await requestLink("x", undefined, { fetch: failing })).toEqual({ outcome: "failed" })
  })
})

describe("opening the session", () => {
  it("open, expired (any link that does not work), too many tries, failed", async () => {
    expect(await openSession("t", answering(200, { status: "open", expires_at: "x" }))).toBe("open")
    expect(await openSession("t", answering(410, { error: { code: "link_expired" } }))).toBe("expired")
    expect(await openSession("t", answering(429, {}))).toBe("rate-limited")
    expect(await openSession("t", answering(403, { error: { code: "cross_site" } }))).toBe("failed")
    expect(await openSession("t", { fetch: failing })).toBe("failed")
  })
})

describe("in the session", () => {
  const answer = { data: { request: { id: "r" } }, session: { expires_at: "x" } }

  /** The session's state first, then (only with a session) the data. */
  function sessionThen(session: unknown, status: number, data: unknown) {
    const calls: string[] = []
    const fetch = ((url: string) => {
      calls.push(url)
      const [code, body] = url === "/api/your-data/session" ? [200, session] : [status, data]
      return Promise.resolve(new Response(JSON.stringify(body), { status: code }))
    }) as typeof globalThis.fetch
    return { calls, fetch }
  }

  it("asks whether there is a session, then loads the data; without one it asks nothing that fails", async () => {
    const open = sessionThen({ status: "open", expires_at: "x" }, 200, answer)
    expect(await loadYourData(open)).toEqual({ outcome: "loaded", answer })
    expect(open.calls).toEqual(["/api/your-data/session", "/api/your-data"])
    const none = sessionThen({ status: "none" }, 200, answer)
    expect(await loadYourData(none)).toEqual({ outcome: "no-session" })
    expect(none.calls).toEqual(["/api/your-data/session"])
    // Ended between the two requests, or an answer it cannot read.
    expect(await loadYourData(sessionThen({ status: "open" }, 401, {}))).toEqual({ outcome: "no-session" })
    expect(await loadYourData(sessionThen({ status: "open" }, 200, { unexpected: true }))).toEqual({
      outcome: "failed",
    })
  })

  it("a correction: stored or unchanged with its fields, the fields' messages, the session ended", async () => {
    const values = { name: "Ada", company: "Engines", emp_count: "" }
    expect(await correctYourData(values, answering(200, { status: "corrected", fields: ["company"] }))).toEqual({
      outcome: "corrected",
      fields: ["company"],
    })
    expect(
      await correctYourData(
        values,
        answering(400, { error: { code: "invalid_fields", fields: { name: "Name is required." } } }),
      ),
    ).toEqual({
      outcome: "invalid",
      fields: { name: "Name is required." },
    })
    expect(await correctYourData(values, answering(401, {}))).toEqual({ outcome: "no-session" })
  })

  it("an erasure", async () => {
    const { calls, fetch } = answering(200, { status: "erased" })
    expect(await eraseYourData({ fetch })).toBe("erased")
    expect(calls[0]?.init).toMatchObject({ method: "POST", body: "{}" })
    expect(await eraseYourData(answering(401, {}))).toBe("no-session")
    expect(await eraseYourData(answering(500, {}))).toBe("failed")
  })
})
