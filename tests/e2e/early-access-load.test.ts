// Concurrency and durability of POST /api/earlyaccess on the production server (server/serve.ts), over
// loopback only, bounded in requests and time. Each block runs its own server on its own SQLite file.
import fs from "fs"
import { startServer, type RunningServer } from "../../harness/server"
import { freshSqlite, postEarlyAccess, runPool, signup, storedRequests } from "../../harness/early-access"

jest.setTimeout(180_000)

const ENV = { EARLYACCESS_RATE_LIMIT: "0" }

describe("under concurrent load", () => {
  let server: RunningServer
  let db: ReturnType<typeof freshSqlite>
  beforeAll(async () => {
    db = freshSqlite()
    server = await startServer({ ...ENV, SQLITE_PATH: db.sqlitePath })
  })
  afterAll(async () => {
    await server?.stop()
    db?.remove()
  })

  it("200 concurrent requests with distinct emails store exactly 200 rows", async () => {
    const started = Date.now()
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postEarlyAccess(server.url, signup(i, "distinct")).then((r) => r.status)),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(200)
    expect(Date.now() - started).toBeLessThan(60_000)
    const rows = (await storedRequests(db.sqlitePath)).filter((row) => row.email.startsWith("distinct-"))
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map((row) => row.email)).size).toBe(200)
  })

  it("50 concurrent requests for one email, in varying case, store one row and all succeed", async () => {
    const cases = ["same@example.com", "SAME@example.com", "Same@Example.com", "same@EXAMPLE.COM", " same@example.com "]
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postEarlyAccess(server.url, { ...signup(i), email: cases[i % cases.length] }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.every((status) => status === 200)).toBe(true)
    // Every answer holds only what its own request sent (nothing from the one stored row).
    const emails = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { email: string }).email))
    expect(emails).toEqual(Array.from({ length: 50 }, (_, i) => cases[i % cases.length]?.trim()))
    const rows = (await storedRequests(db.sqlitePath)).filter(
      (row) => row.email.trim().toLowerCase() === "same@example.com",
    )
    expect(rows).toHaveLength(1)
  })
})

describe("when the server is killed mid-stream", () => {
  it("every request it answered with success is in the store", async () => {
    const db = freshSqlite()
    let server = await startServer({ ...ENV, SQLITE_PATH: db.sqlitePath })
    try {
      const confirmed: string[] = []
      let killing = null as Promise<void> | null // set in a callback, which narrowing cannot see
      const results = await runPool(
        300,
        8,
        async (i) => {
          const body = signup(i, "kill")
          const response = await postEarlyAccess(server.url, body, 10_000)
          if (response.status === 200) {
            confirmed.push(body.email)
            // SIGKILL: no shutdown hook runs, whatever is in flight is cut off.
            if (confirmed.length === 100) killing ??= server.kill()
          }
          return response.status
        },
        () => killing !== null,
      )
      await killing
      expect(server.child.signalCode).toBe("SIGKILL")
      expect(confirmed.length).toBeGreaterThanOrEqual(100)
      // Some requests were cut off (errors) or never sent: the kill really happened mid-stream.
      expect(results.filter((result) => result === 200).length).toBeLessThan(300)

      // Read the file the dead process left behind, then serve it again.
      const afterKill = new Set((await storedRequests(db.sqlitePath)).map((row) => row.email))
      expect(confirmed.filter((email) => !afterKill.has(email))).toEqual([])

      server = await startServer({ ...ENV, SQLITE_PATH: db.sqlitePath })
      const again = await postEarlyAccess(server.url, signup(0, "kill"))
      expect(again.status).toBe(200)
      const fresh = await postEarlyAccess(server.url, signup(1, "after-restart"))
      expect(fresh.status).toBe(200)
      const afterRestart = new Set((await storedRequests(db.sqlitePath)).map((row) => row.email))
      expect(confirmed.filter((email) => !afterRestart.has(email))).toEqual([])
      expect(afterRestart.has("after-restart-1@example.com")).toBe(true)
    } finally {
      await server.stop()
      db.remove()
    }
  })
})

describe("when the store fails", () => {
  let server: RunningServer
  let db: ReturnType<typeof freshSqlite>
  beforeAll(async () => {
    db = freshSqlite()
    // A directory where the database file should be: every attempt to open it throws.
    fs.mkdirSync(db.sqlitePath)
    server = await startServer({ ...ENV, SQLITE_PATH: db.sqlitePath })
  })
  afterAll(async () => {
    await server?.stop()
    db?.remove()
  })

  it("answers 500 in the API's JSON shape, and the process keeps serving", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await postEarlyAccess(server.url, signup(attempt, "broken"))
      expect(response.status).toBe(500)
      expect(response.headers.get("content-type")).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ error: { code: "internal_error", message: expect.any(String) } })
    }
    expect(server.child.exitCode).toBeNull()
    expect(server.child.signalCode).toBeNull()
    const visitor = await fetch(`${server.url}/api/visitor`)
    expect(visitor.status).toBe(200)
    expect(await visitor.json()).toMatchObject({ earlyAccessRequested: false })
    expect((await fetch(`${server.url}/invite`)).status).toBe(200)
    expect(server.output()).toContain('"msg":"handler_failed"')
  })
})
