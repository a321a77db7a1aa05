import type { ApiErrorBody } from "../http/http"
import { setLogWriter } from "../runtime/log"
import { createPageViewHandler } from "./handler"
import {
  GATSBY_RUNTIMES,
  startFunctionServer,
  type FunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"
import { setEnv } from "../../tests/helpers/api/temp-env"
import { startFakePosthog, waitFor, type FakeUpstream } from "../../harness/fake-upstreams"

// The page-view Function against a PostHog stand-in: posthog-node really posts (gzipped) to it, and what arrives
// there is what is checked. The clock is injected so a test can move to the next day.
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
let clock = new Date("2026-11-23T09:00:00Z")
let posthog: FakeUpstream
let restoreEnv: () => void
let logLines: string[] = []

beforeAll(async () => {
  posthog = await startFakePosthog()
  restoreEnv = setEnv({
    GATSBY_POSTHOG_KEY: "phc_test",
    POSTHOG_KEY: undefined,
    POSTHOG_HOST: posthog.url,
    SITE_SECRET: "test-secret-0123456789abcdef0123456789",
    TRUST_PROXY: undefined,
  })
})
afterAll(async () => {
  restoreEnv()
  await posthog.close()
})
beforeEach(() => {
  posthog.clear()
  posthog.failWith(null)
  clock = new Date("2026-11-23T09:00:00Z")
  logLines = []
  setLogWriter((line) => logLines.push(line))
})
afterEach(() => setLogWriter(null))

const pageviews = () => posthog.events().filter((event) => event.event === "$pageview")
const props = (event: Record<string, unknown>) => event.properties as Record<string, unknown>

describe.each(GATSBY_RUNTIMES)("POST /api/page-seen (%s)", (runtime) => {
  let server: FunctionServer
  const send = (body: unknown, headers: Record<string, string> = {}, method = "POST") =>
    fetch(server.url("/api/page-seen"), {
      method,
      headers: {
        "content-type": "application/json",
        origin: server.origin,
        "sec-fetch-site": "same-origin",
        "user-agent": UA,
        ...headers,
      },
      body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    })

  beforeAll(async () => {
    server = await startFunctionServer(
      { "page-seen": createPageViewHandler({ now: () => clock }) },
      { runtime, siteBodyParserErrors: true },
    )
  })
  afterAll(() => server.close())

  it("records an anonymous $pageview with properties it builds itself, before it answers", async () => {
    const response = await send({
      path: "/pricing?currency=INR",
      referrer: "https://search.example/q?email=ada@example.com#x",
    })
    expect(response.status).toBe(204)
    // Sent before the answer: it is already at PostHog.
    expect(pageviews()).toHaveLength(1)
    const [event] = pageviews()
    const request = posthog.requests.find((r) => r.events.length > 0)!
    expect(request.path).toBe("/batch/")
    expect(request.headers["content-encoding"]).toBe("gzip")
    expect(event).toMatchObject({ event: "$pageview", distinct_id: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(props(event!)).toMatchObject({
      $current_url: `${server.origin}/pricing?currency=INR`,
      $pathname: "/pricing",
      $host: new URL(server.origin).host,
      $referrer: "https://search.example/q",
      $referring_domain: "search.example",
      $raw_user_agent: UA,
      $process_person_profile: false,
      $geoip_disable: true,
      language: "en",
    })
    expect(JSON.stringify(event)).not.toContain("ada@example.com")
    expect(JSON.stringify(event)).not.toContain("127.0.0.1\n")
  })

  it("names the page's language, from its address", async () => {
    for (const path of ["/hi/for/retail", "/hi", "/for/retail", "/hiring"])
      expect((await send({ path })).status).toBe(204)
    expect(pageviews().map((event) => [props(event).$pathname, props(event).language])).toEqual([
      ["/hi/for/retail", "hi"],
      ["/hi", "hi"],
      ["/for/retail", "en"],
      ["/hiring", "en"],
    ])
  })

  it("never passes an emailed link's token on to PostHog", async () => {
    expect((await send({ path: "/your-data/open?token=abc.def&lang=en" })).status).toBe(204)
    expect(props(pageviews()[0]!)).toMatchObject({
      $current_url: `${server.origin}/your-data/open?lang=en`,
      $pathname: "/your-data/open",
    })
    expect(JSON.stringify(pageviews())).not.toContain("abc.def")
  })

  it("the same client on the same day has one distinct id; the next day another; another browser another", async () => {
    await send({ path: "/" })
    clock = new Date("2026-11-23T23:59:00Z")
    await send({ path: "/features" })
    clock = new Date("2026-11-24T00:01:00Z")
    await send({ path: "/pricing" })
    await send({ path: "/pricing" }, { "user-agent": `${UA} Edg/131.0` })
    const ids = pageviews().map((event) => event.distinct_id)
    expect(ids).toHaveLength(4)
    expect(ids[0]).toBe(ids[1])
    expect(ids[2]).not.toBe(ids[1])
    expect(ids[3]).not.toBe(ids[2])
  })

  it.each([
    ["an event name", { path: "/", event: "$identify" }, "event"],
    ["properties", { path: "/", properties: { $set: { email: "ada@example.com" } } }, "properties"],
    ["a distinct id", { path: "/", distinct_id: "ada@example.com" }, "distinct_id"],
    ["a person property", { path: "/", $set: { plan: "pro" } }, "$set"],
  ])("refuses a body with %s (400) and forwards nothing", async (_name, body, field) => {
    const response = await send(body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as ApiErrorBody
    expect(answer.error).toMatchObject({
      code: "invalid_page_view",
      fields: { [field]: "Only path and referrer may be sent." },
    })
    expect(posthog.requests).toEqual([])
  })

  it.each([
    ["malformed JSON", '{"path":', 400, "malformed_json"],
    ["an array", ["/"], 400, "invalid_page_view"],
    ["no path", {}, 400, "invalid_page_view"],
    ["a path that is a number", { path: 3 }, 400, "invalid_page_view"],
    ["a full URL as path", { path: "https://evil.example/" }, 400, "invalid_page_view"],
    ["a protocol-relative path", { path: "//evil.example/x" }, 400, "invalid_page_view"],
    ["a path with spaces", { path: "/a b" }, 400, "invalid_page_view"],
    ["a javascript: referrer", { path: "/", referrer: "javascript:alert(1)" }, 400, "invalid_page_view"],
    ["a 513-character path", { path: "/" + "x".repeat(512) }, 400, "invalid_page_view"],
    ["a 3 kB body", { path: "/", referrer: `https://a.example/${"x".repeat(3000)}` }, 413, "payload_too_large"],
    ["a 150 kB body", { path: "/", pad: "x".repeat(150 * 1024) }, 413, "payload_too_large"],
  ])("answers %s with %i %s and sends nothing", async (_name, body, status, code) => {
    const response = await send(body)
    expect(response.status).toBe(status)
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
    expect(((await response.json()) as ApiErrorBody).error.code).toBe(code)
    expect(posthog.requests).toEqual([])
  })

  it("answers text/plain with 415", async () => {
    const response = await send({ path: "/" }, { "content-type": "text/plain" })
    expect(response.status).toBe(415)
    expect(posthog.requests).toEqual([])
  })

  it("answers GET with 405 and Allow: POST", async () => {
    const response = await send(undefined, {}, "GET")
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("POST")
    expect(posthog.requests).toEqual([])
  })

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Origin: null (a sandboxed frame)", { origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ])("refuses %s with 403 JSON", async (_name, headers) => {
    const response = await send({ path: "/" }, headers)
    expect(response.status).toBe(403)
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("cross_site")
    expect(posthog.requests).toEqual([])
  })

  it("when PostHog fails: 502 JSON, and the failure is logged", async () => {
    posthog.failWith(500)
    const response = await send({ path: "/" })
    expect(response.status).toBe(502)
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("upstream_failed")
    expect(logLines.some((line) => line.includes('"msg":"page_view_failed"'))).toBe(true)
  })

  it("without a PostHog key answers 204 and sends nothing", async () => {
    const restore = setEnv({ GATSBY_POSTHOG_KEY: undefined })
    try {
      const response = await send({ path: "/" })
      expect(response.status).toBe(204)
      expect(posthog.requests).toEqual([])
    } finally {
      restore()
    }
  })
})

describe("SITE_SECRET", () => {
  let server: FunctionServer
  beforeAll(async () => {
    server = await startFunctionServer(
      { "page-seen": createPageViewHandler({ now: () => clock }) },
      { runtime: "gatsby-server" },
    )
  })
  afterAll(() => server.close())
  const send = () =>
    fetch(server.url("/api/page-seen"), {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": UA },
      body: '{"path":"/"}',
    })

  it("decides the id: another secret, another id", async () => {
    await send()
    const restore = setEnv({ SITE_SECRET: "another-secret-0123456789abcdef0123" })
    try {
      await send()
    } finally {
      restore()
    }
    const ids = await waitFor(
      () => pageviews().length === 2 && pageviews().map((event) => event.distinct_id),
      "two page views",
    )
    expect(ids[0]).not.toBe(ids[1])
  })

  it("unset: still works (a per-process secret, stable within the process) and warns", async () => {
    const restore = setEnv({ SITE_SECRET: undefined })
    try {
      expect((await send()).status).toBe(204)
      expect((await send()).status).toBe(204)
    } finally {
      restore()
    }
    const ids = pageviews().map((event) => event.distinct_id)
    expect(ids).toHaveLength(2)
    expect(ids[0]).toBe(ids[1])
    expect(logLines.some((line) => line.includes('"msg":"site_secret_missing"'))).toBe(true)
  })
})
