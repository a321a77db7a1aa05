import { acceptsHtml, isFormSubmission, isPageVisit, readFormBody, typedText } from "./form-submission"

// What Chromium sends when it submits a form or opens a page itself (checked in tests/e2e/early-access-native.test.ts).
const NAVIGATION_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7"
const FORM = "application/x-www-form-urlencoded"

describe("telling a browser's own form submission from the script's request", () => {
  it.each([
    ["a browser's form post", FORM, NAVIGATION_ACCEPT, true],
    ["with a charset", `${FORM}; charset=UTF-8`, "text/html", true],
    ["XHTML only", FORM, "application/xhtml+xml", true],
    ["the script's JSON", "application/json", "application/json", false],
    ["JSON asking for HTML", "application/json", NAVIGATION_ACCEPT, false],
    ["a program's form post (curl -d)", FORM, "*/*", false],
    ["fetch() with a URLSearchParams body", FORM, undefined, false],
    ["HTML refused (q=0)", FORM, "text/html;q=0, */*", false],
    ["multipart", "multipart/form-data; boundary=x", NAVIGATION_ACCEPT, false],
  ])("%s", (_name, contentType, accept, expected) => {
    const headers = { "content-type": contentType, ...(accept ? { accept } : {}) }
    expect(isFormSubmission({ headers })).toBe(expected)
  })

  it("reads Accept's weights and lists", () => {
    expect(acceptsHtml({ headers: { accept: "application/json, text/html;q=0.1" } })).toBe(true)
    expect(acceptsHtml({ headers: { accept: " TEXT/HTML ; q=1.0" } })).toBe(true)
    expect(acceptsHtml({ headers: { accept: "text/html;level=1;q=0" } })).toBe(false)
    expect(acceptsHtml({ headers: {} })).toBe(false)
  })

  it("a page visit is a GET or HEAD asking for HTML", () => {
    expect(isPageVisit({ method: "GET", headers: { accept: NAVIGATION_ACCEPT } })).toBe(true)
    expect(isPageVisit({ method: "HEAD", headers: { accept: "text/html" } })).toBe(true)
    expect(isPageVisit({ method: "GET", headers: { accept: "*/*" } })).toBe(false)
    expect(isPageVisit({ method: "POST", headers: { accept: NAVIGATION_ACCEPT } })).toBe(false)
  })
})

describe("readFormBody", () => {
  const headers = { "content-type": FORM }

  it("takes the runtime's parsed fields, with the browser's CRLF line breaks turned back into LF", () => {
    const body = { email: "a@b.co", topic: ["demo", "support"], message: "One\r\ntwo\rthree\n", nested: { a: "b" } }
    expect(readFormBody({ headers, body })).toEqual({
      ok: true,
      value: { email: "a@b.co", topic: ["demo", "support"], message: "One\ntwo\nthree\n", nested: { a: "b" } },
    })
  })

  it("parses a body the runtime left as text or bytes, a repeated name as a list", () => {
    const text = "email=ada%40example.com&name=Ada+Lovelace&message=Line+1%0D%0ALine+2&topic=demo&topic=support"
    const expected = {
      ok: true,
      value: {
        email: "ada@example.com",
        name: "Ada Lovelace",
        message: "Line 1\nLine 2",
        topic: ["demo", "support"],
      },
    }
    expect(readFormBody({ headers, body: text })).toEqual(expected)
    expect(readFormBody({ headers, body: Buffer.from(text) })).toEqual(expected)
  })

  it("no body: too large when the declared length is over 100 kB, unreadable otherwise", () => {
    expect(readFormBody({ headers: { ...headers, "content-length": String(150 * 1024) } })).toMatchObject({
      ok: false,
      status: 413,
      code: "payload_too_large",
    })
    expect(readFormBody({ headers })).toMatchObject({ ok: false, status: 400, code: "bad_request" })
    expect(readFormBody({ headers, body: `message=${"x".repeat(110 * 1024)}` })).toMatchObject({ status: 413 })
  })

  it("typedText: the text, the first of several, or empty", () => {
    const fields = { a: "x", b: ["y", "z"], c: { nested: "no" }, d: 4 }
    expect(["a", "b", "c", "d", "e"].map((name) => typedText(fields, name))).toEqual(["x", "y", "", "", ""])
  })
})
