// The early-access pipeline on the running production server (server/serve.ts), with a real SMTP server and a
// webhook receiver on loopback: every acknowledged request reaches the visitor and staff exactly once, survives
// a failing receiver and a SIGKILL, and one rate limit holds across two server processes sharing PostgreSQL.
// Bounded in requests and time; every server and receiver is stopped by the test.
import { spawn } from "child_process"
import path from "path"
import { Client } from "pg"
import { ROOT, startServer, type RunningServer } from "../../harness/server"
import { freshSqlite, postEarlyAccess, runPool, signup } from "../../harness/early-access"
import { eventually, startDeliverySinks, type DeliverySinks } from "../../harness/delivery-sinks"
import { loadSqliteDatabase } from "../../api/store/sqlite-driver"

jest.setTimeout(240_000)

const STAFF = "staff@shiftwise.test"
const Database = loadSqliteDatabase()

function pipelineEnv(sinks: DeliverySinks, sqlitePath: string): Record<string, string> {
  return {
    SQLITE_PATH: sqlitePath,
    EARLYACCESS_RATE_LIMIT: "0",
    SMTP_URL: sinks.smtpUrl,
    MAIL_FROM: "Shiftwise <hello@shiftwise.test>",
    NOTIFY_WEBHOOK_URL: sinks.webhookUrl,
    NOTIFY_EMAIL: STAFF,
    SITE_URL: "http://127.0.0.1:9",
  }
}

/** Rows straight from the SQLite file (the server may be running, or dead). */
function readRows(sqlitePath: string): {
  requests: { id: string; email: string }[]
  outbox: { request_id: string; kind: string; delivered_at: string | null }[]
} {
  const db = new Database(sqlitePath, { readonly: true })
  try {
    return {
      requests: db.prepare("SELECT id, email FROM early_access_requests").all() as { id: string; email: string }[],
      outbox: db.prepare("SELECT request_id, kind, delivered_at FROM outbox").all() as {
        request_id: string
        kind: string
        delivered_at: string | null
      }[],
    }
  } finally {
    db.close()
  }
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

const visitorMails = (sinks: DeliverySinks, tag: string) =>
  sinks.mails.filter((mail) => mail.to.some((to) => to.startsWith(`${tag}-`)))
const staffMails = (sinks: DeliverySinks) => sinks.mails.filter((mail) => mail.to.includes(STAFF))
const acceptedHooks = (sinks: DeliverySinks, tag: string) =>
  sinks.hooks.filter((hook) => hook.status === 200 && (hook.body.request?.email ?? "").startsWith(`${tag}-`))

describe("200 concurrent new requests", () => {
  let sinks: DeliverySinks
  let server: RunningServer
  let db: ReturnType<typeof freshSqlite>
  beforeAll(async () => {
    sinks = await startDeliverySinks()
    db = freshSqlite()
    server = await startServer(pipelineEnv(sinks, db.sqlitePath))
  })
  afterAll(async () => {
    await server?.stop()
    await sinks?.close()
    db?.remove()
  })

  it("store 200 rows and deliver 200 confirmation emails, 200 staff emails and 200 webhooks, each once", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postEarlyAccess(server.url, signup(i, "crowd")).then((r) => r.status)),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(200)
    expect(readRows(db.sqlitePath).requests.filter((row) => row.email.startsWith("crowd-"))).toHaveLength(200)

    const arrived = await eventually(
      () =>
        visitorMails(sinks, "crowd").length >= 200 &&
        staffMails(sinks).length >= 200 &&
        acceptedHooks(sinks, "crowd").length >= 200,
      90_000,
    )
    expect(arrived).toBe(true)
    // Give a duplicate time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    const visitors = countBy(visitorMails(sinks, "crowd"), (mail) => mail.to.join(","))
    expect(visitors.size).toBe(200)
    expect([...visitors.values()].every((count) => count === 1)).toBe(true)
    const sample = visitorMails(sinks, "crowd")[0]!
    expect(sample.mail?.text).toContain("/invite/confirm?token=")
    expect(sample.mail?.text).toContain("/invite/delete?token=")

    expect(new Set(staffMails(sinks).map((mail) => mail.deliveryId)).size).toBe(200)
    expect(staffMails(sinks)).toHaveLength(200)

    const hooks = acceptedHooks(sinks, "crowd")
    expect(hooks).toHaveLength(200)
    expect(new Set(hooks.map((hook) => hook.deliveryId)).size).toBe(200)
    expect(new Set(hooks.map((hook) => hook.body.request?.email)).size).toBe(200)

    const pending = readRows(db.sqlitePath).outbox.filter((row) => row.delivered_at === null)
    expect(pending).toEqual([])
  })
})

describe("a webhook that answers 500 for the first minute", () => {
  it("still gets every notification once after `npm run outbox`", async () => {
    const sinks = await startDeliverySinks()
    const db = freshSqlite()
    const env = pipelineEnv(sinks, db.sqlitePath)
    const failingFrom = Date.now()
    sinks.failHooksUntil(failingFrom + 60_000)
    const server = await startServer(env)
    try {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => postEarlyAccess(server.url, signup(i, "outage")).then((r) => r.status)),
      )
      expect(statuses.every((status) => status === 200)).toBe(true)
      // The emails go out; every webhook attempt fails while the receiver is down.
      expect(await eventually(() => visitorMails(sinks, "outage").length >= 40, 30_000)).toBe(true)
      expect(await eventually(() => sinks.hooks.filter((hook) => hook.status === 500).length >= 40, 30_000)).toBe(true)
      expect(acceptedHooks(sinks, "outage")).toHaveLength(0)

      await new Promise((resolve) => setTimeout(resolve, Math.max(0, failingFrom + 61_000 - Date.now())))
      const run = await runOutbox(env)
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(/delivered 40\b/)

      const hooks = acceptedHooks(sinks, "outage")
      expect(hooks).toHaveLength(40)
      expect(new Set(hooks.map((hook) => hook.deliveryId)).size).toBe(40)
      // A failed attempt and the later success carry the same delivery id, so a receiver can dedupe.
      const failedIds = new Set(sinks.hooks.filter((hook) => hook.status === 500).map((hook) => hook.deliveryId))
      expect(hooks.every((hook) => failedIds.has(hook.deliveryId))).toBe(true)
      expect(countBy(visitorMails(sinks, "outage"), (mail) => mail.to.join(",")).size).toBe(40)
      expect(visitorMails(sinks, "outage")).toHaveLength(40)
      expect(readRows(db.sqlitePath).outbox.filter((row) => row.delivered_at === null)).toEqual([])
    } finally {
      await server.stop()
      await sinks.close()
      db.remove()
    }
  })
})

function runOutbox(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "ops/outbox.ts")], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000)
    child.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe("when the server is killed mid-stream", () => {
  it("every request it acknowledged is stored with all its outbox rows", async () => {
    const sinks = await startDeliverySinks()
    const db = freshSqlite()
    const server = await startServer(pipelineEnv(sinks, db.sqlitePath))
    try {
      const acknowledged: string[] = []
      let killing = null as Promise<void> | null // set in a callback, which narrowing cannot see
      const results = await runPool(
        300,
        8,
        async (i) => {
          const body = signup(i, "sigkill")
          const response = await postEarlyAccess(server.url, body, 10_000)
          if (response.status === 200) {
            acknowledged.push(body.email)
            if (acknowledged.length === 100) killing ??= server.kill()
          }
          return response.status
        },
        () => killing !== null,
      )
      await killing
      expect(server.child.signalCode).toBe("SIGKILL")
      expect(results.filter((result) => result === 200).length).toBeLessThan(300)

      const { requests, outbox } = readRows(db.sqlitePath)
      const idOf = new Map(requests.map((row) => [row.email, row.id]))
      expect(acknowledged.filter((email) => !idOf.has(email))).toEqual([])
      for (const email of acknowledged) {
        const kinds = outbox
          .filter((row) => row.request_id === idOf.get(email))
          .map((row) => row.kind)
          .sort()
        expect({ email, kinds }).toEqual({ email, kinds: ["staff_email", "staff_webhook", "visitor_confirmation"] })
      }
    } finally {
      await server.stop()
      await sinks.close()
      db.remove()
    }
  })
})

const pgUrl = process.env.TEST_DATABASE_URL
const describeWithPostgres = pgUrl ? describe : describe.skip
if (!pgUrl) console.warn("TEST_DATABASE_URL is unset: skipping the two-process PostgreSQL rate-limit test")

describeWithPostgres("two server processes sharing one PostgreSQL", () => {
  const schema = `ea_pipeline_${process.pid}_${Date.now()}`
  let admin: Client
  const servers: RunningServer[] = []
  let sinks: DeliverySinks
  beforeAll(async () => {
    admin = new Client({ connectionString: pgUrl })
    await admin.connect()
    await admin.query(`CREATE SCHEMA ${schema}`)
    sinks = await startDeliverySinks()
    const url = new URL(pgUrl!)
    url.searchParams.set("options", `-c search_path=${schema}`)
    const env = { ...pipelineEnv(sinks, ""), DATABASE_URL: url.toString(), EARLYACCESS_RATE_LIMIT: "6" }
    servers.push(await startServer(env), await startServer(env))
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await sinks?.close()
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin?.end()
  })

  it("enforce one limit between them", async () => {
    const [first, second] = servers as [RunningServer, RunningServer]
    // The shared limit estimates a sliding minute from two fixed ones (api/rate-limit/in-database.ts), which lets a client
    // through slightly sooner the further it is into the next minute; with at least 30 s of this minute left, all
    // ten requests are counted in one, and the count is exact.
    const leftMs = 60_000 - (Date.now() % 60_000)
    if (leftMs < 30_000) await new Promise((resolve) => setTimeout(resolve, leftMs + 100))
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? first : second
      statuses.push((await postEarlyAccess(server.url, signup(i, "shared-limit"))).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(6)
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429])
    const stored = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.early_access_requests`)
    expect(stored.rows[0]?.n).toBe(6)
  })
})
