// The deploy contract: every Gatsby Function called through the files `netlify deploy` uploads (the adapter's
// Lambda wrapper over the bundle), with the events Netlify's Lambda runtime sends, in a process of its own per
// instance, under each Node the project supports. What a visitor, staff or the browser would notice is asserted:
// status, body, headers, cookies, stored rows, delivered emails and events, and that the instance is still alive
// after every answer (on Node >= 24.20 the unpatched wrapper killed it after reading a body).
import { createHash } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Kysely } from "kysely"
import type { Database } from "../../api/store/schema"
import { ENGLISH_FORM } from "../helpers/form-words"
import { startDeliverySinks, type DeliverySinks } from "../../harness/delivery-sinks"
import { startFakeAxiom, startFakePosthog, waitFor, type FakeUpstream } from "../../harness/fake-upstreams"
import { lambdaEvent, SAME_ORIGIN, SITE_ORIGIN, type EventOptions } from "../../harness/lambda-events"
import { startLambdaInstance, type LambdaInstance, type LambdaResponse } from "../../harness/lambda-instance"
import { supportedNodes } from "../../harness/supported-nodes"
import {
  deployStore,
  FUNCTION_IDS,
  lambdaEnv,
  wrapperOf,
  type DeployStore,
  type FunctionId,
} from "../helpers/deployed-functions"

const PAGE_COPY = ENGLISH_FORM.page
const RESULT_COPY = ENGLISH_FORM.result

jest.setTimeout(60_000)

const ADMIN_TOKEN = "staff-token-0123456789abcdef0123456789"
const RATE_LIMIT = 3
const runtimes = supportedNodes()

/** The security set every answer carries, and the API's own CSP (an answer is data, never a document). */
function expectSecurityHeaders(response: LambdaResponse): void {
  expect(response.header("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'")
  expect(response.header("strict-transport-security")).toMatch(/^max-age=(\d{8,}); includeSubDomains/)
  expect(response.header("x-content-type-options")).toBe("nosniff")
  expect(response.header("x-frame-options")).toBe("DENY")
  expect(response.header("referrer-policy")).toBe("strict-origin-when-cross-origin")
  expect(response.header("permissions-policy")).toContain("camera=()")
  expect(response.header("cross-origin-opener-policy")).toBe("same-origin")
}

/**
 * A page answer (a form the browser sent by itself): the same security set, and a CSP of its own that allows
 * exactly its one inline stylesheet and no script. Returns the page.
 */
function expectPage(response: LambdaResponse, status: number): string {
  expect(response.statusCode).toBe(status)
  expect(response.header("content-type")).toBe("text/html; charset=utf-8")
  expect(response.header("cache-control")).toBe("no-store")
  expect(response.header("strict-transport-security")).toMatch(/^max-age=(\d{8,}); includeSubDomains/)
  expect(response.header("x-content-type-options")).toBe("nosniff")
  expect(response.header("x-frame-options")).toBe("DENY")
  expect(response.header("cross-origin-opener-policy")).toBe("same-origin")
  const styles = [...response.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "")
  expect(styles).toHaveLength(1)
  const hash = createHash("sha256").update(styles[0]!).digest("base64")
  expect(response.header("content-security-policy")).toBe(
    `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  )
  expect(response.text).not.toMatch(/<script/i)
  return response.text
}

/** What Chromium sends with a form it submits itself, from one of the site's pages. */
const FORM_POST = {
  ...SAME_ORIGIN,
  "content-type": "application/x-www-form-urlencoded",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
}

let ipSequence = 0
/** A client address of its own, so one test's requests never count against another's rate limit. */
const freshIp = () => `198.51.100.${++ipSequence}`

const signup = (tag: string) => ({
  email: `${tag}@example.com`,
  name: "Priya Raman",
  company: "Acme Retail",
  emp_count: "51-200",
  topic: "demo",
  message: "We run 40 stores <script>alert(1)</script>",
})

describe.each(runtimes)("Functions as deployed, under $label Node $version", ({ path: node, version }) => {
  const instances = new Map<FunctionId, LambdaInstance>()
  const extra: LambdaInstance[] = []
  let store: DeployStore
  let db: Kysely<Database>
  let sinks: DeliverySinks
  let posthog: FakeUpstream
  let axiom: FakeUpstream
  let cwd: string
  let env: Record<string, string>

  const start = (id: FunctionId) =>
    startLambdaInstance({ node, wrapper: wrapperOf(id), env: { ...env, ...lambdaEnv(id) }, cwd })

  /** Sends one event to the instance of `id`, and checks the instance outlived its answer. */
  async function call(id: FunctionId, options: EventOptions, instance = instances.get(id)!): Promise<LambdaResponse> {
    const response = await instance.invoke(lambdaEvent(options))
    await instance.assertAlive()
    return response
  }

  const requestRow = (email: string) =>
    db.selectFrom("early_access_requests").selectAll().where("email", "=", email).executeTakeFirst()

  beforeAll(async () => {
    ;[store, sinks, posthog, axiom] = await Promise.all([
      deployStore(),
      startDeliverySinks(),
      startFakePosthog(),
      startFakeAxiom(),
    ])
    db = await store.db()
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), "lambda-task-"))
    env = {
      ...store.env,
      SMTP_URL: sinks.smtpUrl,
      NOTIFY_WEBHOOK_URL: sinks.webhookUrl,
      NOTIFY_EMAIL: "team@shiftwise.example",
      MAIL_FROM: '"Shiftwise" <hello@shiftwise.example>',
      SITE_URL: SITE_ORIGIN,
      SITE_SECRET: "deploy-contract-secret-0123456789abcdef",
      ADMIN_TOKEN,
      EARLYACCESS_RATE_LIMIT: String(RATE_LIMIT),
      POSTHOG_KEY: "phc_deploy_contract",
      POSTHOG_HOST: posthog.url,
      AXIOM_TOKEN: "xaat-deploy-contract",
      AXIOM_DATASET: "shiftwise-site",
      AXIOM_URL: axiom.url,
    }
    for (const id of FUNCTION_IDS) instances.set(id, await start(id))
  })

  afterAll(async () => {
    await Promise.all([...instances.values(), ...extra].map((instance) => instance.stop()))
    await Promise.all([store?.close(), sinks?.close(), posthog?.close(), axiom?.close()])
    if (cwd) fs.rmSync(cwd, { recursive: true, force: true })
  })

  test("each instance runs on the Node under test", () => {
    for (const instance of instances.values()) expect(instance.version).toBe(version)
  })

  test("GET /api/visitor: the country from Netlify's geolocation, the currency, the early-access cookie", async () => {
    const response = await call("visitor-js", {
      path: "/api/visitor",
      country: "IN",
      headers: { cookie: "theme=dark; ea_requested=1", "accept-language": ["en-IN", "en;q=0.8"] },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ country: "IN", currency: "INR", earlyAccessRequested: true })
    expect(response.header("cache-control")).toBe("no-store")
    expectSecurityHeaders(response)

    const elsewhere = await call("visitor-js", { path: "/api/visitor", country: "DE" })
    expect(elsewhere.json()).toEqual({ country: "DE", currency: "USD", earlyAccessRequested: false })
  })

  test("a wrong method is a 405 with Allow, in JSON, with the security headers", async () => {
    const response = await call("visitor-js", { method: "POST", path: "/api/visitor", body: {} })
    expect(response.statusCode).toBe(405)
    expect(response.header("allow")).toBe("GET")
    expect(response.json()).toMatchObject({ error: { code: "method_not_allowed" } })
    expectSecurityHeaders(response)
  })

  test("POST /api/earlyaccess (JSON): answered, stored with its outbox, delivered before the answer", async () => {
    const body = signup(`priya-${version}`)
    const response = await call("earlyaccess-js", {
      method: "POST",
      path: "/api/earlyaccess",
      body,
      clientIp: freshIp(),
      headers: { ...SAME_ORIGIN, "x-forwarded-for": ["198.51.100.200", "10.0.0.1"] },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: "received", ...body })
    expectSecurityHeaders(response)
    expect(response.headers["set-cookie"]).toEqual([
      "ea_requested=1; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure",
    ])

    const row = await requestRow(body.email)
    expect(row).toMatchObject({ name: "Priya Raman", company: "Acme Retail", topic: "demo", country: "IN" })
    expect(row?.message).toBe(body.message)
    const outbox = await db.selectFrom("outbox").selectAll().where("request_id", "=", row!.id).orderBy("kind").execute()
    expect(outbox.map((entry) => entry.kind)).toEqual(["staff_email", "staff_webhook", "visitor_confirmation"])
    // The instance delivers before it answers (it may be frozen right after): all three went out already.
    expect(outbox.every((entry) => entry.delivered_at !== null)).toBe(true)
    const confirmation = sinks.mails.find((mail) => mail.to.includes(body.email))
    expect(confirmation?.mail?.subject).toBeTruthy()
    expect(sinks.mails.some((mail) => mail.to.includes("team@shiftwise.example"))).toBe(true)
    expect(sinks.hooks.some((hook) => hook.body.request?.email === body.email)).toBe(true)
  })

  test("a base64 body (Netlify encodes binary payloads) is read like any other", async () => {
    const body = signup(`base64-${version}`)
    const response = await call("earlyaccess-js", {
      method: "POST",
      path: "/api/earlyaccess",
      body,
      base64: true,
      clientIp: freshIp(),
      headers: SAME_ORIGIN,
    })
    expect(response.statusCode).toBe(200)
    expect(await requestRow(body.email)).toMatchObject({ company: "Acme Retail" })
  })

  test("POST /api/earlyaccess as a browser's own form post: a page in the ResultView's words, stored, delivered", async () => {
    const email = `form-${version}@example.com`
    const fields = { ...signup("unused"), email, message: "Two sites,\r\nnight <b>shifts</b>", website: "" }
    for (const base64 of [false, true]) {
      const sent = base64 ? { ...fields, email: `form64-${version}@example.com` } : fields
      const response = await call("earlyaccess-js", {
        method: "POST",
        path: "/api/earlyaccess",
        body: new URLSearchParams(sent).toString(),
        base64,
        clientIp: freshIp(),
        headers: FORM_POST,
      })
      const page = expectPage(response, 200)
      expect(page).toContain(`<h1>${RESULT_COPY.title}</h1>`)
      expect(page).toContain(`<strong class="echo">${sent.email}</strong>`)
      expect(page).toContain("Two sites,\nnight &lt;b&gt;shifts&lt;/b&gt;")
      expect(page).toContain("<span>Shiftwise</span>")
      expect(response.headers["set-cookie"]).toEqual([
        "ea_requested=1; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure",
      ])
      const row = await requestRow(sent.email)
      expect(row).toMatchObject({
        company: "Acme Retail",
        topic: "demo",
        country: "IN",
        message: "Two sites,\nnight <b>shifts</b>",
      })
      const outbox = await db.selectFrom("outbox").selectAll().where("request_id", "=", row!.id).execute()
      expect(outbox.map((entry) => entry.kind).sort()).toEqual(["staff_email", "staff_webhook", "visitor_confirmation"])
      expect(outbox.every((entry) => entry.delivered_at !== null)).toBe(true)
      expect(sinks.mails.some((mail) => mail.to.includes(sent.email))).toBe(true)
    }
  })

  test("where a request came from: the script's fields, and a form post's Referer, stored bounded and sent to staff", async () => {
    const fromScript = signup(`source-json-${version}`)
    const json = await call("earlyaccess-js", {
      method: "POST",
      path: "/api/earlyaccess",
      body: {
        ...fromScript,
        landing_path: "/invite",
        utm_source: "s".repeat(5000),
        utm_campaign: "<script>alert(1)</script>",
        utm_extra: "dropped",
        referrer_host: "https://news.example.com/item?id=1",
      },
      clientIp: freshIp(),
      headers: SAME_ORIGIN,
    })
    expect(json.statusCode).toBe(200)
    expect(json.json()).toEqual({ status: "received", ...fromScript })
    expect(await requestRow(fromScript.email)).toMatchObject({
      landing_path: "/invite",
      utm_source: "s".repeat(200),
      utm_medium: null,
      utm_campaign: "<script>alert(1)</script>",
      utm_term: null,
      utm_content: null,
      referrer_host: "news.example.com",
    })
    const hook = sinks.hooks.find((entry) => entry.body.request?.email === fromScript.email)
    expect(hook?.body.request).toMatchObject({
      source: expect.objectContaining({ utm_campaign: "<script>alert(1)</script>", referrer_host: "news.example.com" }),
    })

    const email = `source-form-${version}@example.com`
    const form = await call("earlyaccess-js", {
      method: "POST",
      path: "/api/earlyaccess",
      body: new URLSearchParams({ ...signup("unused"), email }).toString(),
      clientIp: freshIp(),
      headers: { ...FORM_POST, referer: `${SITE_ORIGIN}/invite?utm_source=newsletter&utm_campaign=winter&gclid=x` },
    })
    expectPage(form, 200)
    expect(await requestRow(email)).toMatchObject({
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "winter",
      referrer_host: null,
    })
  })

  test("a form post with a bad email, from another site, or over 100 kB: a page saying so, nothing stored", async () => {
    const email = `form-refused-${version}@example.com`
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      call("earlyaccess-js", {
        method: "POST",
        path: "/api/earlyaccess",
        body: new URLSearchParams(fields).toString(),
        clientIp: freshIp(),
        headers: { ...FORM_POST, ...headers },
      })
    const invalid = expectPage(
      await post({ ...signup("x"), email: "priya@example", name: '"><script>x</script>' }),
      400,
    )
    expect(invalid).toContain(`<h1>${PAGE_COPY.invalid.title}</h1>`)
    expect(invalid).toContain('<p id="ea-email-error" class="error">Enter a valid email address.</p>')
    expect(invalid).toContain('value="priya@example"')
    expect(invalid).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"')

    const crossSite = await post(
      { ...signup("x"), email },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    )
    expect(expectPage(crossSite, 403)).toContain(`<h1>${PAGE_COPY.crossSite.title}</h1>`)
    const huge = await post({ ...signup("x"), email, message: "x".repeat(150_000) })
    expect(expectPage(huge, 413)).toContain(`<h1>${PAGE_COPY.tooLarge.title}</h1>`)
    expect(await requestRow(email)).toBeUndefined()
    expect(await requestRow("priya@example")).toBeUndefined()
  })

  test("no body, malformed JSON, an oversized body, a cross-site POST: a clear error and nothing stored", async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("early_access_requests")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const post = (options: Partial<EventOptions>) =>
      call("earlyaccess-js", {
        method: "POST",
        path: "/api/earlyaccess",
        clientIp: freshIp(),
        ...options,
        headers: { ...SAME_ORIGIN, ...options.headers },
      })

    const missing = await post({ headers: { "content-type": "application/json" } })
    expect([missing.statusCode, missing.json<{ error: { code: string } }>().error.code]).toEqual([
      400,
      "malformed_json",
    ])
    const malformed = await post({
      body: '{"email": "x@example.com",',
      headers: { "content-type": "application/json" },
    })
    expect([malformed.statusCode, malformed.json<{ error: { code: string } }>().error.code]).toEqual([
      400,
      "malformed_json",
    ])
    const huge = await post({ body: { ...signup(`huge-${version}`), message: "x".repeat(150_000) } })
    expect([huge.statusCode, huge.json<{ error: { code: string } }>().error.code]).toEqual([413, "payload_too_large"])
    const crossSite = await post({
      body: signup(`csrf-${version}`),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    })
    expect([crossSite.statusCode, crossSite.json<{ error: { code: string } }>().error.code]).toEqual([
      403,
      "cross_site",
    ])
    for (const response of [missing, malformed, huge, crossSite]) expectSecurityHeaders(response)
    expect(await count()).toBe(before)
  })

  test("the rate limit counts Netlify's client address, with no TRUST_PROXY: one visitor is limited, not all", async () => {
    const [busy, other] = [freshIp(), freshIp()]
    const post = (clientIp: string, tag: string) =>
      call("earlyaccess-js", {
        method: "POST",
        path: "/api/earlyaccess",
        clientIp,
        body: signup(tag),
        headers: SAME_ORIGIN,
      })
    for (let i = 0; i < RATE_LIMIT; i++) expect((await post(busy, `busy${i}-${version}`)).statusCode).toBe(200)
    const limited = await post(busy, `busy-over-${version}`)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.header("retry-after"))).toBeGreaterThan(0)
    expect((await post(other, `other-${version}`)).statusCode).toBe(200)
  })

  test("the emailed links: confirm marks the request confirmed, delete erases it with its outbox", async () => {
    const email = `priya-${version}@example.com`
    const links = sinks.mails.find((mail) => mail.to.includes(email))?.mail?.text ?? ""
    const token = (page: string) => new RegExp(`${SITE_ORIGIN}${page}\\?token=([A-Za-z0-9_-]+)`).exec(links)?.[1]
    const confirmToken = token("/invite/confirm")
    const deleteToken = token("/invite/delete")
    expect(confirmToken && deleteToken).toBeTruthy()

    const confirm = (value: string | undefined) =>
      call("earlyaccess-confirm-js", {
        method: "POST",
        path: "/api/earlyaccess/confirm",
        body: { token: value },
        headers: SAME_ORIGIN,
      })
    const confirmed = await confirm(confirmToken)
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { status: "confirmed" }])
    expectSecurityHeaders(confirmed)
    expect((await requestRow(email))?.confirmed_at).toEqual(expect.any(String))
    const again = await confirm(confirmToken)
    expect([again.statusCode, again.json<{ error: { code: string } }>().error.code]).toEqual([410, "token_used"])
    const forged = await confirm("not-a-token")
    expect([forged.statusCode, forged.json<{ error: { code: string } }>().error.code]).toEqual([400, "invalid_token"])

    const request = await requestRow(email)
    const erased = await call("earlyaccess-delete-js", {
      method: "POST",
      path: "/api/earlyaccess/delete",
      body: { token: deleteToken },
      headers: SAME_ORIGIN,
    })
    expect([erased.statusCode, erased.json()]).toEqual([200, { status: "deleted" }])
    expect(await requestRow(email)).toBeUndefined()
    expect(await db.selectFrom("outbox").select("id").where("request_id", "=", request!.id).execute()).toEqual([])
  })

  test("GET /api/admin/requests: CSV and JSON for the staff token, 401 without it", async () => {
    const staff = { authorization: `Bearer ${ADMIN_TOKEN}` }
    const csv = await call("admin-requests-js", { path: "/api/admin/requests", headers: staff, clientIp: freshIp() })
    expect(csv.statusCode).toBe(200)
    expect(csv.header("content-type")).toBe("text/csv; charset=utf-8")
    expect(csv.text.split("\r\n")[0]).toContain("id,created_at,email,")
    expect(csv.text).toContain(`base64-${version}@example.com`)
    expectSecurityHeaders(csv)

    const json = await call("admin-requests-js", {
      path: "/api/admin/requests?format=json&since=2020-01-01",
      headers: staff,
      clientIp: freshIp(),
    })
    const { requests } = json.json<{ requests: Array<{ email: string }> }>()
    expect(requests.map((request) => request.email)).toContain(`base64-${version}@example.com`)

    const anonymous = await call("admin-requests-js", { path: "/api/admin/requests", clientIp: freshIp() })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.header("www-authenticate")).toBe('Bearer realm="staff"')
  })

  test("POST /_axiom/logs (a sendBeacon Blob, base64) and /_axiom/web-vitals reach Axiom", async () => {
    const base = { time: new Date().toISOString(), path: "/pricing", session: `s-${version.replace(/\./g, "-")}` }
    const logs = await call("axiom-logs-js", {
      method: "POST",
      path: "/_axiom/logs",
      body: [{ ...base, level: "info", msg: "pricing_viewed", fields: { currency: "INR" } }],
      base64: true,
      clientIp: freshIp(),
    })
    expect([logs.statusCode, logs.json()]).toEqual([202, { accepted: 1 }])
    expectSecurityHeaders(logs)
    const vitals = await call("axiom-web-vitals-js", {
      method: "POST",
      path: "/_axiom/web-vitals",
      body: [{ ...base, name: "LCP", value: 812, delta: 812, rating: "good", id: "v1-1", navigationType: "navigate" }],
      clientIp: freshIp(),
    })
    expect([vitals.statusCode, vitals.json()]).toEqual([202, { accepted: 1 }])
    const arrived = await waitFor(() => {
      const events = axiom.events().filter((event) => event.session === base.session)
      return events.length >= 2 && events
    }, "both events at Axiom")
    expect(arrived).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: "browser", kind: "log", msg: "pricing_viewed", country: "IN" }),
        expect.objectContaining({ source: "browser", kind: "web-vital", name: "LCP", value: 812 }),
      ]),
    )

    const tooBig = await call("axiom-logs-js", {
      method: "POST",
      path: "/_axiom/logs",
      body: [{ ...base, level: "info", msg: "x".repeat(70_000) }],
      clientIp: freshIp(),
    })
    expect(tooBig.statusCode).toBe(413)
  })

  test("POST /api/page-seen: an anonymous $pageview, the same id from two instances (SITE_SECRET)", async () => {
    const second = await start("page-seen-js")
    extra.push(second)
    const visitor = freshIp()
    const beacon = { method: "POST", path: "/api/page-seen", clientIp: visitor, headers: SAME_ORIGIN }
    const first = await call("page-seen-js", {
      ...beacon,
      body: { path: "/pricing?plan=team", referrer: "https://www.google.com/search?q=x" },
    })
    expect(first.statusCode).toBe(204)
    expectSecurityHeaders(first)
    expect((await call("page-seen-js", { ...beacon, body: { path: "/about" } }, second)).statusCode).toBe(204)

    const views = await waitFor(() => {
      const found = posthog.events().filter((event) => event.event === "$pageview" && event.properties)
      const mine = found.filter((event) =>
        ["/pricing", "/about"].includes(String((event.properties as Record<string, unknown>).$pathname)),
      )
      return mine.length >= 2 && mine
    }, "two page views at PostHog")
    const ids = views.map((event) => event.distinct_id)
    expect(ids[0]).toEqual(expect.any(String))
    expect(new Set(ids).size).toBe(1)
    expect(views[0]?.properties).toMatchObject({
      $pathname: "/pricing",
      $referring_domain: "www.google.com",
      $process_person_profile: false,
    })

    const foreign = await call("page-seen-js", {
      ...beacon,
      headers: { origin: "https://evil.example" },
      body: { path: "/" },
    })
    expect(foreign.statusCode).toBe(403)
  })

  describe("a person's rights (your data)", () => {
    const person = `rights-${version}@example.com`
    const unknown = `nobody-${version}@example.com`
    const ask = (email: string, options: Partial<EventOptions> = {}) =>
      call("your-data-request-js", {
        method: "POST",
        path: "/api/your-data/request",
        body: { email },
        clientIp: freshIp(),
        ...options,
        headers: { ...SAME_ORIGIN, ...options.headers },
      })
    /** Status, headers and body: all a client can tell apart (a Lambda answer has no Date header). */
    const observable = (response: LambdaResponse) => ({
      status: response.statusCode,
      headers: response.headers,
      body: response.text,
    })
    const linkTo = async (email: string): Promise<string> => {
      const mail = await waitFor(
        () => sinks.mails.find((entry) => entry.to.includes(email) && /your-data\/open/.test(entry.mail?.text ?? "")),
        `the your-data link to ${email}`,
      )
      return new RegExp(`${SITE_ORIGIN}/your-data/open\\?token=([\\w.-]+)`).exec(mail.mail?.text ?? "")?.[1] ?? ""
    }

    test("the same answer for a stored and an unknown address, each after the whole delivery deadline; a link only to the stored one", async () => {
      await call("earlyaccess-js", {
        method: "POST",
        path: "/api/earlyaccess",
        body: { ...signup(`rights-${version}`), email: person },
        clientIp: freshIp(),
        headers: SAME_ORIGIN,
      })
      const timed = async (email: string) => {
        const start = performance.now()
        const response = await ask(email)
        return { response, ms: performance.now() - start }
      }
      const stored = await timed(person.toUpperCase())
      const other = await timed(unknown)
      expect(observable(other.response)).toEqual(observable(stored.response))
      expect(stored.response.json()).toMatchObject({ status: "received" })
      expectSecurityHeaders(stored.response)
      // The instance delivers before it answers, and always waits out the deadline: the time says nothing either.
      for (const { ms } of [stored, other]) expect(ms).toBeGreaterThanOrEqual(1_500)
      expect(await linkTo(person)).toMatch(/^[\w-]{43}\.[\w-]{43}$/)
      expect(sinks.mails.some((mail) => mail.to.includes(unknown))).toBe(false)
      const outbox = await db
        .selectFrom("outbox")
        .select(["kind", "delivered_at"])
        .where("kind", "=", "rights_link")
        .execute()
      expect(outbox).toEqual([{ kind: "rights_link", delivered_at: expect.any(String) }])

      // A form sent without the script: redirected to the same page either way.
      const form = (email: string) =>
        ask(email, {
          body: `email=${encodeURIComponent(email)}`,
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,*/*;q=0.8" },
        })
      const [formStored, formUnknown] = [await form(person), await form(unknown)]
      expect(observable(formUnknown)).toEqual(observable(formStored))
      expect([formStored.statusCode, formStored.header("location")]).toEqual([303, "/your-data/sent"])
    })

    test("hostile requests get a clear error and queue nothing", async () => {
      const before = await db.selectFrom("outbox").select("id").execute()
      const malformed = await ask(person, { body: '{"email": ', headers: { "content-type": "application/json" } })
      const huge = await ask(person, { body: { email: "x".repeat(150_000) } })
      const crossSite = await ask(person, {
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      })
      const notAnAddress = await ask("not an address")
      expect(
        [malformed, huge, crossSite, notAnAddress].map((response) => [
          response.statusCode,
          response.json<{ error: { code: string } }>().error.code,
        ]),
      ).toEqual([
        [400, "malformed_json"],
        [413, "payload_too_large"],
        [403, "cross_site"],
        [400, "invalid_fields"],
      ])
      expect(await db.selectFrom("outbox").select("id").execute()).toEqual(before)
    })

    test("the link opens a Secure, Strict session once; the data, the downloads, a correction staff hear of, the erasure", async () => {
      const token = await linkTo(person)
      const open = (value: string) =>
        call("your-data-session-js", {
          method: "POST",
          path: "/api/your-data/session",
          body: { token: value },
          clientIp: freshIp(),
          headers: SAME_ORIGIN,
        })
      const opened = await open(token)
      expect(opened.statusCode).toBe(200)
      expectSecurityHeaders(opened)
      const setCookie = opened.headers["set-cookie"] ?? []
      expect(setCookie).toEqual([
        expect.stringMatching(
          /^__Secure-your_data_session=[\w.-]+; Path=\/api\/your-data; Max-Age=1800; HttpOnly; SameSite=Strict; Secure$/,
        ),
      ])
      const again = await open(token)
      expect([again.statusCode, again.json<{ error: { code: string } }>().error.code]).toEqual([410, "link_expired"])
      const tampered = await open(`${token.slice(0, -2)}xx`)
      expect(observable(tampered)).toEqual(observable(again))

      const cookie = setCookie[0]!.split(";")[0]!
      const session = { cookie, ...SAME_ORIGIN }
      const read = await call("your-data-js", { path: "/api/your-data", headers: { cookie } })
      expect(read.statusCode).toBe(200)
      expectSecurityHeaders(read)
      const row = await requestRow(person)
      expect(read.json<{ data: { request: unknown } }>().data.request).toEqual(row)
      const csv = await call("your-data-js", { path: "/api/your-data?download=csv", headers: { cookie } })
      expect([csv.statusCode, csv.header("content-type"), csv.header("content-disposition")]).toEqual([
        200,
        "text/csv; charset=utf-8",
        'attachment; filename="your-data.csv"',
      ])
      expect(csv.text).toContain(`early_access_requests,${row!.id},email,${person}`)
      expect((await call("your-data-js", { path: "/api/your-data" })).statusCode).toBe(401)

      const corrected = await call("your-data-correction-js", {
        method: "POST",
        path: "/api/your-data/correction",
        body: { name: "Priya Raman", company: "Acme Retail India", emp_count: "51-200" },
        clientIp: freshIp(),
        headers: session,
      })
      expect([corrected.statusCode, corrected.json()]).toEqual([200, { status: "corrected", fields: ["company"] }])
      expect(await requestRow(person)).toMatchObject({ company: "Acme Retail India", corrected_at: expect.any(String) })
      // Delivered before the answer, as for a new request: by email and by webhook, once each.
      expect(
        sinks.mails.filter((mail) => mail.mail?.subject === "Request corrected: Priya Raman, Acme Retail India"),
      ).toHaveLength(1)
      expect(
        sinks.hooks.filter(
          (hook) => hook.body.event === "early_access.corrected" && hook.body.request?.email === person,
        ),
      ).toHaveLength(1)
      const hostile = await call("your-data-correction-js", {
        method: "POST",
        path: "/api/your-data/correction",
        body: { name: "", company: ["x"], emp_count: "lots" },
        clientIp: freshIp(),
        headers: session,
      })
      expect(hostile.statusCode).toBe(400)
      expect(await requestRow(person)).toMatchObject({ company: "Acme Retail India" })

      const crossSite = await call("your-data-erasure-js", {
        method: "POST",
        path: "/api/your-data/erasure",
        body: {},
        headers: { cookie, origin: "https://evil.example" },
      })
      expect(crossSite.statusCode).toBe(403)
      const erased = await call("your-data-erasure-js", {
        method: "POST",
        path: "/api/your-data/erasure",
        body: {},
        headers: session,
      })
      expect([erased.statusCode, erased.json()]).toEqual([200, { status: "erased" }])
      expect(await requestRow(person)).toBeUndefined()
      const log = await db
        .selectFrom("rights_requests")
        .select("kind")
        .where("request_id", "=", row!.id)
        .orderBy("kind")
        .execute()
      expect(log.map((entry) => entry.kind)).toEqual(["access", "correction", "erasure"])
      expect((await call("your-data-js", { path: "/api/your-data", headers: { cookie } })).statusCode).toBe(401)
    })
  })

  afterEach(async () => {
    // Whatever the test sent, no instance may have died on it.
    await Promise.all([...instances.values(), ...extra].map((instance) => instance.assertAlive()))
  })
})
