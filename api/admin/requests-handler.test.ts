import { createAdminRequestsHandler, ADMIN_FAILURES_PER_MINUTE } from "./requests-handler"
import { closeAllStores, getStore } from "../store/store"
import { loadConfig } from "../runtime/env"
import type { ApiErrorBody } from "../http/http"
import { setLogWriter } from "../runtime/log"
import {
  GATSBY_RUNTIMES,
  startFunctionServer,
  type FunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"
import { newRequest } from "../../tests/helpers/api/requests"
import { setEnv, tempDir } from "../../tests/helpers/api/temp-env"

// GET /api/admin/requests: staff read and export without database credentials.

const TOKEN = "s3cret-staff-token-0123456789"
let restoreEnv: () => void = () => {}
let temp: ReturnType<typeof tempDir>

beforeEach(async () => {
  setLogWriter(() => undefined)
  temp = tempDir()
  restoreEnv = setEnv({
    SQLITE_PATH: `${temp.dir}/ea.sqlite`,
    DATABASE_URL: undefined,
    ADMIN_TOKEN: TOKEN,
    TRUST_PROXY: "1",
  })
  const store = getStore(loadConfig())
  await store.saveRequest(
    newRequest({
      email: "ada@example.com",
      name: '=HYPERLINK("http://evil")',
      topic: "demo",
      message: "Call me,\nplease",
      created_at: "2026-11-01T08:00:00.000Z",
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "<script>alert(1)</script>",
      utm_term: "=1+1",
      referrer_host: "news.example.com",
    }),
  )
  await store.saveRequest(
    newRequest({ email: "grace@example.com", company: "+SUM(A1)", created_at: "2026-11-20T08:00:00.000Z" }),
  )
})
afterEach(async () => {
  await closeAllStores()
  restoreEnv()
  temp.remove()
  setLogWriter(null)
})

let client = 0
describe.each(GATSBY_RUNTIMES)("GET /api/admin/requests (%s)", (runtime) => {
  let server: FunctionServer
  beforeAll(async () => {
    server = await startFunctionServer({ "admin/requests": createAdminRequestsHandler() }, { runtime })
  })
  afterAll(() => server.close())

  // Each test its own client address (TRUST_PROXY), so failure counts do not leak between tests.
  let from = ""
  beforeEach(() => {
    from = `203.0.113.${++client}`
  })
  const get = (query = "", auth: string | null = `Bearer ${TOKEN}`) =>
    fetch(server.url(`/api/admin/requests${query}`), {
      headers: { "x-forwarded-for": from, ...(auth === null ? {} : { authorization: auth }) },
    })

  test("CSV by default: formula-safe, with topic, message, confirmation and source columns, never cached", async () => {
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("content-disposition")).toContain("attachment")
    const csv = await response.text()
    const [header, ...lines] = csv.split("\r\n")
    expect(header).toBe(
      "id,created_at,email,name,company,emp_count,topic,message,country,user_agent,confirmed_at,corrected_at," +
        "landing_path,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer_host,language,undelivered",
    )
    expect(lines[0]).toContain(
      `,ada@example.com,"'=HYPERLINK(""http://evil"")",Acme Ltd,11-50,demo,"Call me,\nplease",IN,jest,,,` +
        `/invite,newsletter,,<script>alert(1)</script>,'=1+1,,news.example.com,`,
    )
    // A request with no source has none: empty cells, not "null".
    expect(lines[1]).toMatch(/,jest,,,,,,,,,,,$/)
    expect(lines[1]).toContain(",grace@example.com,")
    expect(lines[1]).toContain(",'+SUM(A1),")
    expect(await (await get("?format=csv")).text()).toBe(csv)
  })

  test("JSON with ?format=json, filtered with since=", async () => {
    const all = (await (await get("?format=json")).json()) as { requests: Array<Record<string, unknown>> }
    expect(all.requests.map((row) => row.email)).toEqual(["ada@example.com", "grace@example.com"])
    expect(all.requests[0]).toMatchObject({ topic: "demo", message: "Call me,\nplease", confirmed_at: null })
    // Where each came from, as stored: null for what is not there, in JSON too.
    expect(all.requests[0]).toMatchObject({
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "<script>alert(1)</script>",
      utm_term: "=1+1",
      utm_content: null,
      referrer_host: "news.example.com",
    })
    expect(all.requests[1]).toMatchObject({ landing_path: null, utm_source: null, referrer_host: null })
    for (const since of ["2026-11-10", "2026-11-10T00:00:00Z", "2026-11-10T05:30:00+05:30"]) {
      const some = (await (await get(`?format=json&since=${encodeURIComponent(since)}`)).json()) as typeof all
      expect(some.requests.map((row) => row.email)).toEqual(["grace@example.com"])
    }
    const csv = await (await get("?since=2026-11-10")).text()
    expect(csv).not.toContain("ada@example.com")
  })

  test("a delivery given up for a request (a dead letter) shows with its reason, so staff can follow up", async () => {
    const db = await getStore(loadConfig()).database()
    const ada = await db
      .selectFrom("early_access_requests")
      .select("id")
      .where("email", "=", "ada@example.com")
      .executeTakeFirstOrThrow()
    await db
      .updateTable("outbox")
      .set({ dead_at: "2026-11-02T08:00:00.000Z", attempts: 5, last_error: "no staff address: set NOTIFY_EMAIL" })
      .where("request_id", "=", ada.id)
      .where("kind", "=", "staff_email")
      .execute()
    const all = (await (await get("?format=json")).json()) as { requests: Array<Record<string, unknown>> }
    expect(all.requests.map((row) => [row.email, row.undelivered])).toEqual([
      ["ada@example.com", "staff_email: no staff address: set NOTIFY_EMAIL"],
      ["grace@example.com", ""],
    ])
    const [, adaLine] = (await (await get()).text()).split("\r\n")
    expect(adaLine?.endsWith(",staff_email: no staff address: set NOTIFY_EMAIL")).toBe(true)
  })

  test.each([["?since=yesterday"], ["?since=2026-13-01"], ["?format=xml"]])(
    "%s is a 400 naming the parameter",
    async (query) => {
      const response = await get(query)
      expect(response.status).toBe(400)
      const { error } = (await response.json()) as ApiErrorBody
      expect(error.code).toBe("invalid_query")
      expect(Object.keys(error.fields ?? {})).toEqual([query.slice(1).split("=")[0]])
    },
  )

  test.each([
    ["no Authorization", null],
    ["a wrong token", "Bearer wrong"],
    ["the token with a suffix", `Bearer ${TOKEN}x`],
    ["another scheme", `Basic ${TOKEN}`],
  ])("401 with %s, and no data", async (_name, auth) => {
    const response = await get("", auth)
    expect(response.status).toBe(401)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/)
    expect(await response.text()).not.toContain("example.com")
  })

  test(`429 after ${ADMIN_FAILURES_PER_MINUTE} failures a minute, even with the right token; other clients unaffected`, async () => {
    for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE; i++) expect((await get("", "Bearer guess")).status).toBe(401)
    const blocked = await get()
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0)
    from = "198.51.100.99"
    expect((await get()).status).toBe(200)
  })

  test("404 when ADMIN_TOKEN is unset, whatever is sent", async () => {
    delete process.env.ADMIN_TOKEN
    for (const auth of [null, `Bearer ${TOKEN}`]) {
      const response = await get("", auth)
      expect(response.status).toBe(404)
      expect(response.headers.get("cache-control")).toBe("no-store")
    }
  })

  test("only GET", async () => {
    const response = await fetch(server.url("/api/admin/requests"), {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(405)
  })
})
