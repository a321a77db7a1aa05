import { loadConfig, loadDeliveryConfig } from "../runtime/env"
import { closeAllStores, getStore } from "../store/store"
import type { ApiHandler } from "../http/http"
import { setLogWriter } from "../runtime/log"
import { loadEmailContent } from "../outbox/email-content"
import type { OutgoingEmail } from "../outbox/mailer"
import { createOutboxEngine } from "../outbox/outbox-engine"
import { issueToken } from "../early-access/tokens"
import { insertRequest } from "../../tests/helpers/api/outbox-db"
import { formWordsIn } from "../../tests/helpers/form-words"
import {
  GATSBY_RUNTIMES,
  startFunctionServer,
  type FunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"
import { setEnv, tempDir } from "../../tests/helpers/api/temp-env"
import { createCorrectionHandler } from "./correction-handler"
import { createErasureHandler } from "./erasure-handler"
import { createReportHandler } from "./report-handler"
import { createLinkRequestHandler } from "./request-handler"
import { createSessionHandler } from "./session-handler"

// The "your data" endpoints end to end through Gatsby's two runtimes: the neutral answer (the same bytes for a stored
// and an unknown address, JSON or a form sent without the script), the link the outbox sends, the session it opens
// (a Strict, HttpOnly cookie on /api/your-data), what the page and the downloads get, correction and erasure, and a
// clear error that changes nothing for every hostile request.

const SITE = "https://shiftwise.example"
const JSON_HEADERS = { "content-type": "application/json" }
const MINUTE = 60_000

let clock = new Date("2026-11-26T09:00:00.000Z")
let restoreEnv: () => void = () => {}
let temp: ReturnType<typeof tempDir>
const queued: string[][] = []
const sent: OutgoingEmail[] = []

beforeAll(() => setLogWriter(() => undefined))
afterAll(() => setLogWriter(null))
beforeEach(() => {
  temp = tempDir("rights-")
  clock = new Date("2026-11-26T09:00:00.000Z")
  queued.length = 0
  sent.length = 0
  restoreEnv = setEnv({
    SQLITE_PATH: `${temp.dir}/ea.sqlite`,
    DATABASE_URL: undefined,
    EARLYACCESS_RATE_LIMIT: "0",
    TRUST_PROXY: undefined,
    SITE_URL: SITE,
    SITE_SECRET: "rights-endpoints-secret-0123456789abcdef",
    NOTIFY_WEBHOOK_URL: undefined,
    NOTIFY_EMAIL: "team@example.com",
    AXIOM_TOKEN: undefined,
    POSTHOG_KEY: undefined,
    GATSBY_POSTHOG_KEY: undefined,
  })
})
afterEach(async () => {
  await closeAllStores()
  restoreEnv()
  temp.remove()
})

const db = () => getStore(loadConfig()).database()
const outboxRows = async () => (await db()).selectFrom("outbox").selectAll().orderBy("created_at").execute()

/** Delivers everything due, as the delivery worker or `npm run outbox` would, into `sent`. */
async function deliverAll(): Promise<void> {
  const engine = createOutboxEngine({
    db: await db(),
    engine: "sqlite",
    config: loadDeliveryConfig(),
    content: loadEmailContent(),
    mailer: {
      via: "smtp:relay.example",
      send: (email) => {
        sent.push(email)
        return Promise.resolve()
      },
      close() {},
    },
    postWebhook: () => Promise.resolve(),
    now: () => clock,
  })
  await engine.drain()
}

const linkTokenTo = (address: string): string => {
  const email = sent.filter((mail) => mail.to.address === address).at(-1)
  const token = /\/your-data\/open\?token=([\w.-]+)/.exec(email?.text ?? "")?.[1]
  if (!token) throw new Error(`no link to ${address}`)
  return token
}

describe.each(GATSBY_RUNTIMES)("the your-data endpoints (%s)", (runtime) => {
  let server: FunctionServer
  beforeAll(async () => {
    const now = () => clock
    const routes: Record<string, ApiHandler> = {
      "your-data": createReportHandler({ now }),
      "your-data/request": createLinkRequestHandler({
        now,
        deliver: (ids) => {
          queued.push(ids)
          return Promise.resolve()
        },
      }),
      "your-data/session": createSessionHandler({ now }),
      "your-data/correction": createCorrectionHandler({
        now,
        deliver: (ids) => {
          queued.push(ids)
          return Promise.resolve()
        },
      }),
      "your-data/erasure": createErasureHandler({ now }),
    }
    server = await startFunctionServer(routes, { runtime, siteBodyParserErrors: true })
  })
  afterAll(() => server.close())
  afterEach(() => expect(server.crashed()).toBeUndefined())

  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url("/api/your-data/request"), {
      method: "POST",
      headers: { ...JSON_HEADERS, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    })
  const askByForm = (body: string, headers: Record<string, string> = {}) =>
    ask(body, {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      ...headers,
    })
  const openSession = (token: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url("/api/your-data/session"), {
      method: "POST",
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify({ token }),
    })
  /** A session for `address`: asks, delivers, opens the emailed link; the cookie to send back. */
  async function sessionFor(address: string): Promise<string> {
    await ask({ email: address })
    await deliverAll()
    const opened = await openSession(linkTokenTo(address))
    expect(opened.status).toBe(200)
    return (opened.headers.get("set-cookie") ?? "").split(";")[0]!
  }
  const withSession = (cookie: string, path: string, init: RequestInit = {}) =>
    fetch(server.url(path), {
      ...init,
      headers: { cookie, ...(init.headers as Record<string, string>) },
      redirect: "manual",
    })

  /** Status, headers (but the date) and body: what a client can tell apart. */
  const observable = async (response: Response) => ({
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== "date"),
    body: await response.text(),
  })

  describe("asking for the link", () => {
    test("the same bytes for a stored and an unknown address; one row queued either way; a link only to the stored one", async () => {
      const stored = await insertRequest(await db(), { email: "priya@example.com", email_key: "priya@example.com" })
      const known = await observable(await ask({ email: "Priya@Example.com" }))
      const unknown = await observable(await ask({ email: "nobody@example.com" }))
      expect(unknown).toEqual(known)
      expect(known.status).toBe(200)
      expect(JSON.parse(known.body)).toEqual({
        status: "received",
        message:
          "If we hold anything for this address, we have sent it a link to see it. The link works once, for 24 hours.",
      })
      expect(known.headers).toEqual(expect.arrayContaining([["cache-control", "no-store"]]))
      expect(known.headers.some(([name]) => name === "set-cookie")).toBe(false)
      expect((await outboxRows()).map((row) => row.kind)).toEqual(["rights_link", "rights_link"])
      expect(queued.map((ids) => ids.length)).toEqual([1, 1])

      await deliverAll()
      expect(sent.map((mail) => mail.to.address)).toEqual([stored.email])
      expect(sent[0]?.text).toContain(`${SITE}/your-data/open?token=`)
      expect(await outboxRows()).toEqual([
        expect.objectContaining({ request_id: stored.id, delivered_at: expect.any(String) }),
      ])
    })

    test("a form sent without the script is redirected to the same page either way; one it cannot take, to another", async () => {
      await insertRequest(await db(), { email: "priya@example.com", email_key: "priya@example.com" })
      const known = await observable(await askByForm("email=priya%40example.com"))
      const unknown = await observable(await askByForm("email=nobody%40example.com"))
      expect(unknown).toEqual(known)
      expect(known.status).toBe(303)
      expect(known.headers).toEqual(expect.arrayContaining([["location", "/your-data/sent"]]))
      for (const body of ["email=not-an-address", "email=a%40b.co&email=c%40d.co", "nothing=here", ""]) {
        const response = await askByForm(body)
        expect([response.status, response.headers.get("location")]).toEqual([303, "/your-data/not-sent"])
      }
      const crossSite = await askByForm("email=priya%40example.com", {
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      })
      expect([crossSite.status, crossSite.headers.get("location")]).toEqual([303, "/your-data/not-sent"])
      expect(await outboxRows()).toHaveLength(2)
      // The endpoint's own address opened in a browser: the form.
      const visit = await fetch(server.url("/api/your-data/request"), {
        headers: { accept: "text/html" },
        redirect: "manual",
      })
      expect([visit.status, visit.headers.get("location")]).toEqual([303, "/your-data"])
    })

    test("in the page's language: the Hindi form leads to the Hindi pages, and its message is in Hindi", async () => {
      const hindi = formWordsIn("hi").errors
      await insertRequest(await db(), { email: "priya@example.com", email_key: "priya@example.com", language: "hi" })
      const asked = await askByForm("email=priya%40example.com&language=hi")
      expect([asked.status, asked.headers.get("location")]).toEqual([303, "/hi/your-data/sent"])
      const notSent = await askByForm("email=not-an-address&language=hi")
      expect([notSent.status, notSent.headers.get("location")]).toEqual([303, "/hi/your-data/not-sent"])
      // A language the site does not have is the default's.
      const unknown = await askByForm("email=priya%40example.com&language=xx")
      expect(unknown.headers.get("location")).toBe("/your-data/sent")
      const invalid = await ask({ email: "not-an-address", language: "hi" })
      expect(invalid.status).toBe(400)
      expect(((await invalid.json()) as { error: { fields: { email: string } } }).error.fields.email).toBe(
        hindi.invalidEmail,
      )
      expect(hindi.invalidEmail).not.toBe(formWordsIn("en").errors.invalidEmail)
      // The link goes to the page in the language the request was sent in, now that it is translated.
      await deliverAll()
      expect(sent.map((mail) => mail.text)).toEqual([expect.stringContaining(`${SITE}/hi/your-data/open?token=`)])
    })

    test("a hostile body gets a clear error and queues nothing", async () => {
      const cases: Array<[RequestInit["body"], Record<string, string>, number, string]> = [
        ['{"email": ', JSON_HEADERS, 400, "malformed_json"],
        [JSON.stringify({ email: "x".repeat(150_000) }), JSON_HEADERS, 413, "payload_too_large"],
        ["email=a@b.co", { "content-type": "text/plain" }, 415, "unsupported_media_type"],
        [JSON.stringify({ email: ["priya@example.com"] }), JSON_HEADERS, 400, "invalid_fields"],
        [JSON.stringify({ email: { $ne: "" } }), JSON_HEADERS, 400, "invalid_fields"],
        [JSON.stringify(["priya@example.com"]), JSON_HEADERS, 400, "invalid_fields"],
        [JSON.stringify({ email: "priya@example.com\r\nBcc: x@evil.example" }), JSON_HEADERS, 400, "invalid_fields"],
      ]
      for (const [body, headers, status, code] of cases) {
        const response = await fetch(server.url("/api/your-data/request"), { method: "POST", headers, body })
        expect([response.status, ((await response.json()) as { error: { code: string } }).error.code]).toEqual([
          status,
          code,
        ])
      }
      const crossSite = await ask({ email: "priya@example.com" }, { origin: "https://evil.example" })
      expect(crossSite.status).toBe(403)
      expect(await outboxRows()).toEqual([])
    })

    test("rate limited like the request form", async () => {
      process.env.EARLYACCESS_RATE_LIMIT = "2"
      const from = { "x-forwarded-for": "203.0.113.7" }
      expect((await ask({ email: "a@example.com" }, from)).status).toBe(200)
      expect((await ask({ email: "b@example.com" }, from)).status).toBe(200)
      const limited = await ask({ email: "c@example.com" }, from)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
      expect((await outboxRows()).length).toBe(2)
    })
  })

  describe("the link and the session it opens", () => {
    test("opens a 30-minute session in a Strict, HttpOnly cookie on /api/your-data; Secure with its prefix over https", async () => {
      await insertRequest(await db(), { email: "priya@example.com", email_key: "priya@example.com" })
      await ask({ email: "priya@example.com" })
      await deliverAll()
      const response = await openSession(linkTokenTo("priya@example.com"))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: "open", expires_at: "2026-11-26T09:30:00.000Z" })
      expect(response.headers.get("set-cookie")).toMatch(
        /^your_data_session=[\w-]{43}\.[\w-]{43}; Path=\/api\/your-data; Max-Age=1800; HttpOnly; SameSite=Strict$/,
      )

      clock = new Date(clock.getTime() + 11 * MINUTE)
      await ask({ email: "priya@example.com" })
      await deliverAll()
      const secure = await openSession(linkTokenTo("priya@example.com"), { "x-forwarded-proto": "https" })
      expect(secure.headers.get("set-cookie")).toMatch(
        /^__Secure-your_data_session=[\w.-]+; Path=\/api\/your-data; Max-Age=1800; HttpOnly; SameSite=Strict; Secure$/,
      )
    })

    test("used, expired, altered or meant for something else: one answer, 410 link_expired, no cookie", async () => {
      const priya = await insertRequest(await db(), { email: "priya@example.com", email_key: "priya@example.com" })
      await ask({ email: "priya@example.com" })
      await deliverAll()
      const link = linkTokenTo("priya@example.com")
      expect((await openSession(link)).status).toBe(200)

      const expiring = await issueToken(await db(), priya.id, "access", clock)
      const confirm = await issueToken(await db(), priya.id, "confirm", clock)
      const altered = link.slice(0, -1) + (link.endsWith("A") ? "B" : "A")
      clock = new Date(clock.getTime() + 24 * 60 * MINUTE)
      const answers = []
      for (const token of [link, expiring, confirm, altered, "not-a-token", 42, null]) {
        const response = await openSession(token)
        expect(response.headers.get("set-cookie")).toBeNull()
        answers.push(await observable(response))
      }
      expect(answers[0]?.status).toBe(410)
      expect(JSON.parse(answers[0]?.body ?? "")).toEqual({
        error: {
          code: "link_expired",
          message: "This link has expired or was already used. Ask for a new one on the your-data page.",
        },
      })
      for (const answer of answers) expect(answer).toEqual(answers[0])
    })

    test("a link opens only its own address's data", async () => {
      await insertRequest(await db(), { email: "priya@example.com", email_key: "priya@example.com", company: "Acme" })
      await insertRequest(await db(), { email: "dev@example.com", email_key: "dev@example.com", company: "Globex" })
      const priya = await sessionFor("priya@example.com")
      const dev = await sessionFor("dev@example.com")
      const read = async (cookie: string) =>
        ((await (await withSession(cookie, "/api/your-data")).json()) as { data: { request: { email: string } } }).data
      expect((await read(priya)).request.email).toBe("priya@example.com")
      expect((await read(dev)).request.email).toBe("dev@example.com")
      expect(JSON.stringify(await read(priya))).not.toContain("Globex")
    })

    test("ends after 30 minutes, or when closed; without it, 401 and a cleared cookie (a browser tab: the page)", async () => {
      await insertRequest(await db(), { email: "priya@example.com", email_key: "priya@example.com" })
      const state = async (cookie?: string) =>
        (await (
          await fetch(server.url("/api/your-data/session"), { headers: cookie ? { cookie } : {} })
        ).json()) as unknown
      expect(await state()).toEqual({ status: "none" })
      const cookie = await sessionFor("priya@example.com")
      expect(await state(cookie)).toEqual({ status: "open", expires_at: "2026-11-26T09:30:00.000Z" })
      const start = clock
      clock = new Date(start.getTime() + 30 * MINUTE - 1)
      expect((await withSession(cookie, "/api/your-data")).status).toBe(200)
      clock = new Date(start.getTime() + 30 * MINUTE)
      expect(await state(cookie)).toEqual({ status: "none" })
      const ended = await withSession(cookie, "/api/your-data")
      expect(ended.status).toBe(401)
      expect(((await ended.json()) as { error: { code: string } }).error.code).toBe("no_session")
      expect(ended.headers.get("set-cookie")).toMatch(/^your_data_session=; Path=\/api\/your-data; Max-Age=0;/)
      const tab = await withSession(cookie, "/api/your-data?download=csv", { headers: { accept: "text/html" } })
      expect([tab.status, tab.headers.get("location")]).toEqual([303, "/your-data/view"])
      // From the Hindi page, whose links say its language: the Hindi page.
      const hindiTab = await withSession(cookie, "/api/your-data?download=csv&language=hi", {
        headers: { accept: "text/html" },
      })
      expect([hindiTab.status, hindiTab.headers.get("location")]).toEqual([303, "/hi/your-data/view"])

      // Asked again within 10 minutes of the last link: the same neutral answer, and no second email.
      clock = new Date(start.getTime() + 9 * MINUTE)
      const emails = sent.length
      expect((await ask({ email: "priya@example.com" })).status).toBe(200)
      await deliverAll()
      expect(sent).toHaveLength(emails)
      clock = new Date(start.getTime() + 11 * MINUTE)
      const second = await sessionFor("priya@example.com")
      const closed = await withSession(second, "/api/your-data/session", { method: "DELETE" })
      expect(await closed.json()).toEqual({ status: "closed" })
      expect((await withSession(second, "/api/your-data")).status).toBe(401)
    })
  })

  describe("in the session", () => {
    test("the page's data and both downloads are the store's rows", async () => {
      await insertRequest(await db(), {
        email: "priya@example.com",
        email_key: "priya@example.com",
        message: '=HYPERLINK("http://evil")',
      })
      const cookie = await sessionFor("priya@example.com")
      const store = await db()
      const request = await store.selectFrom("early_access_requests").selectAll().executeTakeFirstOrThrow()
      const deliveries = await store.selectFrom("outbox").selectAll().execute()
      const rights = await store.selectFrom("rights_requests").selectAll().execute()

      const page = (await (await withSession(cookie, "/api/your-data")).json()) as {
        data: Record<string, unknown>
        session: { expires_at: string }
      }
      expect(page.session).toEqual({ expires_at: "2026-11-26T09:30:00.000Z" })
      expect(page.data).toMatchObject({ request, deliveries, rights_requests: rights })

      const json = await withSession(cookie, "/api/your-data?download=json")
      expect(json.headers.get("content-disposition")).toBe('attachment; filename="your-data.json"')
      expect(json.headers.get("cache-control")).toBe("no-store")
      expect(await json.json()).toEqual(page.data)

      const csv = await withSession(cookie, "/api/your-data?download=csv")
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8")
      const text = await csv.text()
      expect(text.split("\r\n")[0]).toBe("table,row,column,value")
      expect(text).toContain(`early_access_requests,${request.id},email,priya@example.com\r\n`)
      // Defused for spreadsheets, like the staff export.
      expect(text).toContain(`early_access_requests,${request.id},message,"'=HYPERLINK(""http://evil"")"\r\n`)
      expect((await withSession(cookie, "/api/your-data?download=xml")).status).toBe(400)
    })

    test("a correction is stored and queued for staff once; a hostile one changes nothing", async () => {
      const priya = await insertRequest(await db(), {
        email: "priya@example.com",
        email_key: "priya@example.com",
        company: "Acme",
        emp_count: "11-50",
      })
      const cookie = await sessionFor("priya@example.com")
      queued.length = 0
      const correct = (body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
        withSession(cookie, "/api/your-data/correction", {
          method: "POST",
          headers,
          body: typeof body === "string" ? body : JSON.stringify(body),
        })
      const before = await (await db()).selectFrom("early_access_requests").selectAll().executeTakeFirstOrThrow()
      for (const [body, status] of [
        [{ name: "", company: "Acme Retail", emp_count: "" }, 400],
        [{ name: "Priya", company: "x".repeat(161), emp_count: "" }, 400],
        [{ name: "Priya", company: "Acme Retail", emp_count: "a million" }, 400],
        [{ name: ["Priya"], company: "Acme Retail", emp_count: "" }, 400],
        ['{"name": "Priya", ', 400],
      ] as const) {
        expect((await correct(body)).status).toBe(status)
      }
      expect((await correct({ name: "P", company: "C", emp_count: "" }, { "content-type": "text/plain" })).status).toBe(
        415,
      )
      const crossSite = await correct(
        { name: "P", company: "C", emp_count: "" },
        { ...JSON_HEADERS, origin: "https://evil.example" },
      )
      expect(crossSite.status).toBe(403)
      expect(await (await db()).selectFrom("early_access_requests").selectAll().executeTakeFirstOrThrow()).toEqual(
        before,
      )
      expect(queued).toEqual([])

      const corrected = await correct({ name: priya.name, company: "Acme Retail", emp_count: "51-200" })
      expect(await corrected.json()).toEqual({ status: "corrected", fields: ["company", "emp_count"] })
      const unchanged = await correct({ name: priya.name, company: "Acme Retail", emp_count: "51-200" })
      expect(await unchanged.json()).toEqual({ status: "unchanged", fields: [] })
      expect(queued).toHaveLength(1)
      const staff = (await outboxRows()).filter((row) => row.kind === "staff_email")
      expect(staff.map((row) => [row.id, row.payload])).toEqual([
        [queued[0]![0], JSON.stringify({ event: "correction", fields: ["company", "emp_count"] })],
      ])
      await deliverAll()
      const toStaff = sent.filter((mail) => mail.to.address === "team@example.com")
      expect(toStaff.map((mail) => mail.subject)).toEqual([`Request corrected: ${priya.name}, Acme Retail`])
    })

    test("erasure: refused cross-site or without a JSON body; then everything goes, and the session with it", async () => {
      const priya = await insertRequest(await db(), { email: "priya@example.com", email_key: "priya@example.com" })
      const cookie = await sessionFor("priya@example.com")
      const erase = (headers: Record<string, string>, body = "{}") =>
        withSession(cookie, "/api/your-data/erasure", { method: "POST", headers, body })
      expect((await erase({ ...JSON_HEADERS, "sec-fetch-site": "cross-site" })).status).toBe(403)
      expect((await erase({ "content-type": "application/x-www-form-urlencoded" }, "a=1")).status).toBe(415)
      expect(await (await db()).selectFrom("early_access_requests").select("id").execute()).toHaveLength(1)

      const erased = await erase(JSON_HEADERS)
      expect(await erased.json()).toEqual({ status: "erased" })
      expect(erased.headers.get("set-cookie")).toMatch(/Max-Age=0/)
      const store = await db()
      expect(await store.selectFrom("early_access_requests").select("id").execute()).toEqual([])
      expect(await store.selectFrom("outbox").select("id").execute()).toEqual([])
      expect(await store.selectFrom("early_access_tokens").select("purpose").execute()).toEqual([])
      expect(
        await store.selectFrom("rights_requests").select(["request_id", "kind"]).orderBy("kind").execute(),
      ).toEqual([
        { request_id: priya.id, kind: "access" },
        { request_id: priya.id, kind: "erasure" },
      ])
      expect((await withSession(cookie, "/api/your-data")).status).toBe(401)
    })
  })
})
