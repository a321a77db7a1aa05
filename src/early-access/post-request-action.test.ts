/** @jest-environment node */
import { postRequestAction, tokenFrom } from "./post-request-action"

function answer(status: number, body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body)
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(new Response(text, { status }))
}
const error = (code: string) => ({ error: { code, message: "…" } })

describe("postRequestAction", () => {
  it.each([
    ["confirm", "/api/earlyaccess/confirm"],
    ["delete", "/api/earlyaccess/delete"],
  ] as const)("%s POSTs { token } as JSON to %s", async (action, path) => {
    const fetch = answer(200, { status: action === "confirm" ? "confirmed" : "deleted" })
    await expect(postRequestAction(action, "tok_123", { fetch })).resolves.toEqual({ outcome: "done" })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(path)
    expect(init?.method).toBe("POST")
    expect(init?.headers).toMatchObject({ "content-type": "application/json" })
    expect(JSON.parse(init?.body as string)).toEqual({ token: "tok_123" })
  })

  it.each([
    ["410 token_used", 410, error("token_used"), "used"],
    ["410 token_expired", 410, error("token_expired"), "expired"],
    ["400 invalid_token", 400, error("invalid_token"), "invalid"],
    ["429 rate_limited", 429, error("rate_limited"), "rate-limited"],
    ["403 cross_site", 403, error("cross_site"), "failed"],
    ["500", 500, error("internal_error"), "failed"],
    ["502 with an HTML page", 502, "<html>Bad gateway</html>", "failed"],
    ["404 (no such endpoint)", 404, "Not found", "failed"],
    ["410 with another code", 410, error("gone"), "failed"],
    ["200 that says nothing", 200, {}, "failed"],
  ])("%s is %s", async (_name, status, body, outcome) => {
    await expect(postRequestAction("confirm", "t", { fetch: answer(status, body) })).resolves.toMatchObject({ outcome })
  })

  it("a 200 for the other action is not taken as done", async () => {
    await expect(
      postRequestAction("delete", "t", { fetch: answer(200, { status: "confirmed" }) }),
    ).resolves.toMatchObject({ outcome: "failed" })
  })

  it("a network error is a failure", async () => {
    const failing = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValue(new TypeError("Failed to fetch"))
    await expect(postRequestAction("confirm", "t", { fetch: failing })).resolves.toEqual({
      outcome: "failed",
      reason: "network error: Failed to fetch",
    })
  })
})

describe("tokenFrom", () => {
  it.each([
    ["?token=abc.def_-", "abc.def_-"],
    ["?utm_source=mail&token=x%2By", "x+y"],
    ["?token=", null],
    ["?token=%20", null],
    ["", null],
    ["?t=abc", null],
  ])("%j → %j", (search, token) => {
    expect(tokenFrom(search)).toBe(token)
  })
})
