import { REQUEST_SOURCE_LIMITS, UTM_PARAMETERS } from "../../contracts/request-source"
import { NO_SOURCE, referrerHost, requestSource, sitePath } from "./source"

// Where a request came from, as the server takes it in: cleaned and bounded, never refused; the page's address in the
// Referer header when the body says nothing (a form the browser sent by itself). A campaign value's cleaning is the
// contract's, shared with the browser (contracts/request-source.test.ts).

const SITE = "https://shiftwise.example"
/** A request as the site's own page sends it (Host is the site's). */
const req = (headers: Record<string, string> = {}) => ({ headers: { host: "shiftwise.example", ...headers } })
const https = { "x-forwarded-proto": "https" }

describe("the page's path", () => {
  test.each(["/", "/invite", "/for/retail", "/blog/a-post", "/caf%C3%A9", "/a'b"])("%s is a site path", (path) => {
    expect(sitePath(path)).toBe(path)
  })

  test.each([
    ["a full address", "https://evil.example/invite"],
    ["another host, scheme-relative", "//evil.example/x"],
    ["a backslash the parser turns into another host", "/\\evil.example"],
    ["relative", "invite"],
    ["with a query", "/invite?utm_source=x"],
    ["with a fragment", "/invite#x"],
    ["dot segments", "/a/../admin"],
    ["markup (not encoded as a browser's path is)", "/<script>alert(1)</script>"],
    ["a space", "/a b"],
    ["a line break", "/a\nb"],
    ["too long", `/${"a".repeat(REQUEST_SOURCE_LIMITS.pathChars)}`],
    ["javascript:", "javascript:alert(1)"],
  ])("%s is not one, and is left out", (_name, path) => {
    expect(sitePath(path)).toBeNull()
  })
})

describe("the referrer", () => {
  test.each([
    ["https://www.google.com/", "www.google.com"],
    ["https://News.Example.com:8443/item?id=1#c", "news.example.com"],
    ["news.example.com", "news.example.com"],
    ["android-app://com.google.android.gm/", "com.google.android.gm"],
    ["http://[::1]:3000/", "[::1]"],
  ])("%s is reduced to its host %s", (value, host) => {
    expect(referrerHost(value)).toBe(host)
  })

  test.each([
    "",
    "<script>alert(1)</script>",
    "https://<b>x</b>/",
    "javascript:alert(1)",
    "not a host at all",
    `https://${"a".repeat(260)}.example/`,
  ])("%j names no host, and is left out", (value) => {
    expect(referrerHost(value)).toBeNull()
  })
})

describe("requestSource", () => {
  test("what the script sent: each value cleaned, the referrer a host, anything else in the body ignored", () => {
    const body = {
      email: "ada@example.com",
      landing_path: "/invite",
      utm_source: " newsletter ",
      utm_medium: "email",
      utm_campaign: "x".repeat(5000),
      utm_term: "<script>alert(1)</script>",
      utm_content: "\n",
      utm_id: "not one of the five",
      referrer_host: "https://news.example.com/item?id=1",
    }
    expect(requestSource(body, req(), SITE)).toEqual({
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "x".repeat(REQUEST_SOURCE_LIMITS.utmChars),
      utm_term: "<script>alert(1)</script>",
      utm_content: null,
      referrer_host: "news.example.com",
    })
  })

  test("the referrer under its stored name only: an older form's `referrer` is dropped like any unknown field", () => {
    expect(requestSource({ referrer: "news.example.com" }, req(), SITE)).toEqual(NO_SOURCE)
    expect(requestSource({ referrer_host: "news.example.com" }, req(), SITE).referrer_host).toBe("news.example.com")
  })

  test("a body with 50 parameters keeps only the five named ones", () => {
    const body: Record<string, string> = { landing_path: "/invite" }
    for (let i = 0; i < 45; i++) body[i % 2 ? `utm_x${i}` : `p${i}`] = `v${i}`
    for (const name of UTM_PARAMETERS) body[name] = `${name}-value`
    expect(Object.keys(body)).toHaveLength(51)
    const source = requestSource(body, req(), SITE)
    expect(Object.keys(source).sort()).toEqual([...UTM_PARAMETERS, "landing_path", "referrer_host"].sort())
    for (const name of UTM_PARAMETERS) expect(source[name]).toBe(`${name}-value`)
  })

  test("what is not text (a number, a list, an object) is left out, never an error", () => {
    const body = {
      landing_path: ["/invite"],
      utm_source: 5,
      utm_medium: { a: 1 },
      utm_campaign: true,
      referrer_host: 1,
    }
    expect(requestSource(body, req(), SITE)).toEqual(NO_SOURCE)
    expect(requestSource([1, 2], req(), SITE)).toEqual(NO_SOURCE)
    expect(requestSource(null, req(), SITE)).toEqual(NO_SOURCE)
  })

  test("a referrer on the site itself (SITE_URL's host or the request's own) is no referrer", () => {
    const body = { landing_path: "/invite", referrer_host: "https://shiftwise.example/pricing" }
    expect(requestSource(body, req(), SITE).referrer_host).toBeNull()
    const preview = { landing_path: "/invite", referrer_host: "https://preview--shiftwise.netlify.app/" }
    expect(requestSource(preview, req({ host: "preview--shiftwise.netlify.app" }), SITE).referrer_host).toBeNull()
  })

  test("nothing sent and no Referer: every value null", () => {
    expect(requestSource({ email: "a@b.co" }, req(), SITE)).toEqual(NO_SOURCE)
    expect(Object.values(NO_SOURCE).every((value) => value === null)).toBe(true)
  })

  describe("a form the browser sent by itself: the Referer's page", () => {
    test("its path and the five parameters of its query; other parameters and the referrer are not in it", () => {
      const referer = `${SITE}/invite?utm_source=newsletter&utm_campaign=winter&gclid=abc&utm_x=1&utm_source=second`
      expect(requestSource({ email: "a@b.co" }, req({ referer, ...https }), SITE)).toEqual({
        ...NO_SOURCE,
        landing_path: "/invite",
        utm_source: "newsletter",
        utm_campaign: "winter",
      })
    })

    test("decoded, cleaned and bounded as the script's values are", () => {
      const long = "y".repeat(5000)
      const referer = `${SITE}/invite?utm_campaign=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_term=a%0D%0Ab&utm_content=${long}`
      expect(requestSource({}, req({ referer, ...https }), SITE)).toMatchObject({
        utm_campaign: "<script>alert(1)</script>",
        utm_term: "a b",
        utm_content: "y".repeat(REQUEST_SOURCE_LIMITS.utmChars),
      })
    })

    test("the request's own origin counts as the site's (a preview deploy, the local server)", () => {
      const referer = "http://127.0.0.1:9000/?utm_source=local"
      expect(requestSource({}, { headers: { host: "127.0.0.1:9000", referer } }, SITE)).toMatchObject({
        landing_path: "/",
        utm_source: "local",
      })
    })

    test.each([
      ["another site's page", "https://evil.example/invite?utm_source=forged"],
      ["the site's address over another scheme", "http://shiftwise.example/invite?utm_source=x"],
      ["a Function's own page (the form shown again)", `${SITE}/api/earlyaccess`],
      ["not an address", "<script>"],
    ])("%s is not used", (_name, referer) => {
      expect(requestSource({}, req({ referer, ...https }), SITE)).toEqual(NO_SOURCE)
    })

    test("the form's hidden path, and the campaign of the Referer's query", () => {
      const referer = `${SITE}/invite?utm_source=newsletter`
      expect(requestSource({ landing_path: "/invite" }, req({ referer, ...https }), SITE)).toEqual({
        ...NO_SOURCE,
        landing_path: "/invite",
        utm_source: "newsletter",
      })
    })

    test("an address over 4 KB, which Chromium cuts to the origin: the hidden path stands, the campaign is lost", () => {
      const referer = `${SITE}/`
      expect(requestSource({ landing_path: "/for/retail" }, req({ referer, ...https }), SITE)).toEqual({
        ...NO_SOURCE,
        landing_path: "/for/retail",
      })
    })

    test("what the script sent wins over the Referer (it knows the campaign the visit began with)", () => {
      const referer = `${SITE}/invite`
      const body = { landing_path: "/invite", utm_source: "newsletter" }
      expect(requestSource(body, req({ referer, ...https }), SITE)).toEqual({
        ...NO_SOURCE,
        landing_path: "/invite",
        utm_source: "newsletter",
      })
    })
  })
})
