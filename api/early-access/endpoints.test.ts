import { axiomLogsHandler } from "../log-ingest/handler"
import { createEarlyAccessHandler, type DeliverOutbox } from "./handler"
import { issueToken } from "./tokens"
import { createTokenHandler } from "./token-handler"
import { closeAllStores, createStore, getStore } from "../store/store"
import { loadConfig } from "../runtime/env"
import type { ApiErrorBody, ApiHandler } from "../http/http"
import { setLogWriter } from "../runtime/log"
import visitorHandler from "../visitor/handler"
import { testDatabaseUrl, postgresEngine } from "../../tests/helpers/api/engines"
import {
  GATSBY_RUNTIMES,
  startFunctionServer,
  type FunctionServer,
} from "../../tests/helpers/api/gatsby-function-server"
import { setEnv, tempDir } from "../../tests/helpers/api/temp-env"

// The request path end to end through Gatsby's two runtimes: outbox rows and the delivery seam, the same-site
// check on every state-changing endpoint, the confirm/delete endpoints, and the headers of every Function.

const VALID = { email: "ada@example.com", name: "Ada", company: "Engines Ltd", emp_count: "11-50" }
const JSON_HEADERS = { "content-type": "application/json" }

let restoreEnv: () => void = () => {}
let temp: ReturnType<typeof tempDir>
let clock = new Date("2026-11-23T09:00:00.000Z")
const delivered: string[][] = []
let outboxSeenByDeliver: number[] = []

beforeEach(() => {
  setLogWriter(() => undefined)
  temp = tempDir()
  clock = new Date("2026-11-23T09:00:00.000Z")
  delivered.length = 0
  outboxSeenByDeliver = []
  restoreEnv = setEnv({
    SQLITE_PATH: `${temp.dir}/early-access.sqlite`,
    DATABASE_URL: undefined,
    EARLYACCESS_RATE_LIMIT: "0",
    TRUST_PROXY: undefined,
    SITE_URL: undefined,
    NOTIFY_WEBHOOK_URL: undefined,
    NOTIFY_EMAIL: undefined,
  })
})
afterEach(async () => {
  await closeAllStores()
  restoreEnv()
  temp.remove()
  setLogWriter(null)
})

const db = () => getStore(loadConfig()).database()
const outboxKinds = async () =>
  await (await db()).selectFrom("outbox").select(["kind", "payload"]).orderBy("kind").execute()

// Records the ids, and what a second connection sees at that moment: the rows must already be committed.
const deliver: DeliverOutbox = async (ids) => {
  delivered.push(ids)
  const other = createStore({ kind: "sqlite", path: loadConfig().sqlitePath })
  try {
    outboxSeenByDeliver.push(
      (await (await other.database()).selectFrom("outbox").select("id").where("id", "in", ids).execute()).length,
    )
  } finally {
    await other.close()
  }
}

const post = (server: FunctionServer, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url(`/api/${route}`), {
    method: "POST",
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  })

describe.each(GATSBY_RUNTIMES)("early-access endpoints (%s)", (runtime) => {
  let server: FunctionServer
  beforeAll(async () => {
    const routes: Record<string, ApiHandler> = {
      earlyaccess: createEarlyAccessHandler({ deliver, now: () => clock }),
      "earlyaccess/confirm": createTokenHandler("confirm", { now: () => clock }),
      "earlyaccess/delete": createTokenHandler("delete", { now: () => clock }),
      visitor: visitorHandler,
      "axiom-logs": axiomLogsHandler,
    }
    server = await startFunctionServer(routes, { runtime, siteBodyParserErrors: true })
  })
  afterAll(() => server.close())

  test("with no NOTIFY_* set, a new request queues the confirmation and a staff email, delivered after the commit", async () => {
    expect((await post(server, "earlyaccess", VALID)).status).toBe(200)
    expect(await outboxKinds()).toEqual([
      { kind: "staff_email", payload: "{}" },
      { kind: "visitor_confirmation", payload: "{}" },
    ])
    expect(delivered.map((ids) => ids.length)).toEqual([2])
    expect(outboxSeenByDeliver).toEqual([2])
  })

  test.each([
    [{ NOTIFY_WEBHOOK_URL: "https://hooks.example/abc" }, ["staff_webhook", "visitor_confirmation"]],
    [{ NOTIFY_EMAIL: "team@example.com" }, ["staff_email", "visitor_confirmation"]],
    [
      { NOTIFY_WEBHOOK_URL: "https://hooks.example/abc", NOTIFY_EMAIL: "team@example.com" },
      ["staff_email", "staff_webhook", "visitor_confirmation"],
    ],
  ])("with %j the outbox holds %j", async (env, kinds) => {
    Object.assign(process.env, env)
    expect((await post(server, "earlyaccess", VALID)).status).toBe(200)
    expect((await outboxKinds()).map((row) => row.kind)).toEqual(kinds)
  })

  test("stores the language the form was sent in: one the site has, else the default, never refused for it", async () => {
    const sent = [
      [{ ...VALID, email: "hindi@example.com", language: "hi" }, "hi"],
      [{ ...VALID, email: "english@example.com", language: "en" }, "en"],
      [{ ...VALID, email: "none@example.com" }, "en"],
      [{ ...VALID, email: "unknown@example.com", language: "xx" }, "en"],
      [{ ...VALID, email: "object@example.com", language: { toString: "hi" } }, "en"],
    ] as const
    for (const [body] of sent) expect((await post(server, "earlyaccess", body)).status).toBe(200)
    const rows = await (await db()).selectFrom("early_access_requests").select(["email", "language"]).execute()
    expect(Object.fromEntries(rows.map((row) => [row.email, row.language]))).toEqual(
      Object.fromEntries(sent.map(([body, language]) => [body.email, language])),
    )
  })

  test("a repeat re-queues the confirmation only after 10 minutes, never staff rows, and delivers it", async () => {
    await post(server, "earlyaccess", VALID)
    clock = new Date("2026-11-23T09:09:59.000Z")
    await post(server, "earlyaccess", { ...VALID, email: "ADA@example.com" })
    expect(await outboxKinds()).toHaveLength(2)
    clock = new Date("2026-11-23T09:10:00.000Z")
    await post(server, "earlyaccess", VALID)
    expect(await outboxKinds()).toEqual([
      { kind: "staff_email", payload: "{}" },
      { kind: "visitor_confirmation", payload: "{}" },
      { kind: "visitor_confirmation", payload: '{"repeat":true}' },
    ])
    expect(delivered.map((ids) => ids.length)).toEqual([2, 1])
  })

  test("a failing delivery still answers 200: the rows wait in the outbox", async () => {
    const failing = await startFunctionServer(
      { earlyaccess: createEarlyAccessHandler({ deliver: () => Promise.reject(new Error("smtp down")) }) },
      { runtime },
    )
    try {
      expect((await post(failing, "earlyaccess", VALID)).status).toBe(200)
      expect(await outboxKinds()).toHaveLength(2)
      expect(failing.crashed()).toBeUndefined()
    } finally {
      await failing.close()
    }
  })

  describe("same-site writes only", () => {
    const routes = ["earlyaccess", "earlyaccess/confirm", "earlyaccess/delete"]
    const foreign: Array<[string, Record<string, string>]> = [
      ["another site's Origin", { origin: "https://evil.example" }],
      ["a look-alike Origin", { origin: "http://127.0.0.1.evil.example" }],
      ["Origin: null", { origin: "null" }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["cross-site even with our Origin", { origin: "http://127.0.0.1", "sec-fetch-site": "cross-site" }],
    ]
    test.each(routes.flatMap((route) => foreign.map(([name, headers]) => [route, name, headers] as const)))(
      "%s refuses %s with 403 cross_site and changes nothing",
      async (route, _name, headers) => {
        const response = await post(server, route, route === "earlyaccess" ? VALID : { token: "x".repeat(43) }, headers)
        expect(response.status).toBe(403)
        expect(((await response.json()) as ApiErrorBody).error.code).toBe("cross_site")
        expect(response.headers.get("set-cookie")).toBeNull()
        expect(await getStore(loadConfig()).listRequests()).toEqual([])
      },
    )

    test("accepts the request's own origin, SITE_URL's origin, same-origin fetch metadata, and no headers (curl)", async () => {
      expect(
        (await post(server, "earlyaccess", VALID, { origin: server.origin, "sec-fetch-site": "same-origin" })).status,
      ).toBe(200)
      expect(
        (
          await post(server, "earlyaccess", VALID, {
            origin: "https://shiftwise.example",
            "x-forwarded-host": "shiftwise.example",
            "x-forwarded-proto": "https",
          })
        ).status,
      ).toBe(200)
      process.env.SITE_URL = "https://www.shiftwise.example/some/path"
      expect((await post(server, "earlyaccess", VALID, { origin: "https://www.shiftwise.example" })).status).toBe(200)
      expect((await post(server, "earlyaccess", VALID, { origin: "http://www.shiftwise.example" })).status).toBe(403)
      expect((await post(server, "earlyaccess", VALID)).status).toBe(200)
    })
  })

  describe("confirm and delete", () => {
    async function tokens() {
      await post(server, "earlyaccess", VALID)
      const database = await db()
      const { id } = await database.selectFrom("early_access_requests").select("id").executeTakeFirstOrThrow()
      return {
        id,
        confirm: await issueToken(database, id, "confirm", clock),
        remove: await issueToken(database, id, "delete", clock),
      }
    }

    test("confirm: 200 confirmed, the request stays; again: 410 token_used", async () => {
      const { confirm } = await tokens()
      const first = await post(server, "earlyaccess/confirm", { token: confirm }, { origin: server.origin })
      expect([first.status, await first.json()]).toEqual([200, { status: "confirmed" }])
      expect(await getStore(loadConfig()).listRequests()).toEqual([
        expect.objectContaining({ email: VALID.email, confirmed_at: clock.toISOString() }),
      ])
      const again = await post(server, "earlyaccess/confirm", { token: confirm })
      expect([again.status, ((await again.json()) as ApiErrorBody).error.code]).toEqual([410, "token_used"])
    })

    test("delete: 200 deleted, the request and its outbox rows are gone; again: 410 token_used", async () => {
      const { remove } = await tokens()
      const first = await post(server, "earlyaccess/delete", { token: remove })
      expect([first.status, await first.json()]).toEqual([200, { status: "deleted" }])
      expect(await getStore(loadConfig()).listRequests()).toEqual([])
      expect(await outboxKinds()).toEqual([])
      const again = await post(server, "earlyaccess/delete", { token: remove })
      expect([again.status, ((await again.json()) as ApiErrorBody).error.code]).toEqual([410, "token_used"])
    })

    test("expired (clock moved on), tampered and wrong-purpose tokens, and bad requests", async () => {
      const { confirm, remove } = await tokens()
      const code = async (response: Response) => [response.status, ((await response.json()) as ApiErrorBody).error.code]
      expect(await code(await post(server, "earlyaccess/delete", { token: confirm }))).toEqual([400, "invalid_token"])
      expect(
        await code(
          await post(server, "earlyaccess/confirm", {
            token: `${confirm.slice(0, -1)}${confirm.endsWith("A") ? "B" : "A"}`,
          }),
        ),
      ).toEqual([400, "invalid_token"])
      expect(await code(await post(server, "earlyaccess/confirm", {}))).toEqual([400, "invalid_token"])
      expect(
        await code(
          await fetch(server.url("/api/earlyaccess/confirm"), { method: "POST", headers: JSON_HEADERS, body: "{" }),
        ),
      ).toEqual([400, "malformed_json"])
      expect(
        await code(
          await fetch(server.url("/api/earlyaccess/confirm"), {
            method: "POST",
            headers: { "content-type": "text/plain" },
            body: "{}",
          }),
        ),
      ).toEqual([415, "unsupported_media_type"])
      expect(await code(await fetch(server.url("/api/earlyaccess/delete"), { method: "GET" }))).toEqual([
        405,
        "method_not_allowed",
      ])
      expect(
        await code(await post(server, "earlyaccess/delete", { token: remove, pad: "x".repeat(150 * 1024) })),
      ).toEqual([413, "payload_too_large"])
      clock = new Date(clock.getTime() + 8 * 24 * 60 * 60 * 1000)
      expect(await code(await post(server, "earlyaccess/confirm", { token: confirm }))).toEqual([410, "token_expired"])
      expect(await getStore(loadConfig()).listRequests()).toEqual([expect.objectContaining({ confirmed_at: null })])
    })

    test("the same delete link pressed twice at once: one 200, one 410", async () => {
      const { remove } = await tokens()
      const statuses = await Promise.all(
        [1, 2].map(() => post(server, "earlyaccess/delete", { token: remove }).then((r) => r.status)),
      )
      expect(statuses.sort()).toEqual([200, 410])
    })
  })

  test.each([
    ["earlyaccess", "POST", VALID],
    ["earlyaccess", "GET", undefined],
    ["earlyaccess/confirm", "POST", { token: "nope" }],
    ["earlyaccess/delete", "POST", { token: "nope" }],
    ["visitor", "GET", undefined],
    ["axiom-logs", "POST", { events: "nope" }],
  ] as const)("/api/%s (%s) carries the security headers and the API's CSP", async (route, method, body) => {
    const response = await fetch(server.url(`/api/${route}`), {
      method,
      headers: JSON_HEADERS,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/)
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(response.headers.get("permissions-policy")).toContain("camera=()")
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin")
  })

  test("a body-parser error answer carries them too", async () => {
    const response = await fetch(server.url("/api/earlyaccess"), { method: "POST", headers: JSON_HEADERS, body: "{" })
    expect(response.status).toBe(400)
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'")
  })
})

const pgDescribe = testDatabaseUrl ? describe : describe.skip
pgDescribe("with PostgreSQL, one rate limit across handler instances", () => {
  const engine = postgresEngine(testDatabaseUrl ?? "")
  afterAll(() => engine.tearDown())

  test("two instances sharing the database allow EARLYACCESS_RATE_LIMIT requests per client in all", async () => {
    const config = await engine.setUp()
    const stores = [createStore(config), createStore(config)]
    process.env.EARLYACCESS_RATE_LIMIT = "4"
    const servers = await Promise.all(
      stores.map((store) =>
        startFunctionServer(
          { earlyaccess: createEarlyAccessHandler({ openStore: () => store }) },
          { runtime: "function-bundle" },
        ),
      ),
    )
    try {
      const statuses: number[] = []
      for (let i = 0; i < 8; i++)
        statuses.push((await post(servers[i % 2]!, "earlyaccess", { ...VALID, email: `pg${i}@example.com` })).status)
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429])
      expect(await stores[0]!.listRequests()).toHaveLength(4)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await Promise.all(stores.map((store) => store.close()))
    }
  })
})
