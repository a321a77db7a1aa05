import { fork, spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { sql } from "kysely"
import { createStore, type EarlyAccessStore } from "./store"
import { sqliteEngine } from "../../tests/helpers/api/engines"
import { newRequest } from "../../tests/helpers/api/requests"

// Under `npm start` two processes write one SQLite file: the server (requests) and its delivery worker (outbox
// claims and settles), and both migrate it when they start. A request must be stored while the other process is
// writing, never refused with SQLITE_BUSY. Kysely's `begin` is deferred: a transaction that reads, then writes
// (the migrator does: it reads which migrations ran), fails at once, with no busy wait, when the other process
// committed in between; so database.ts begins SQLite transactions IMMEDIATE.

/** Another process that commits a small write transaction to `file` every ~20 ms, holding the lock ~10 ms each. */
function startChurn(file: string): Promise<ChildProcess> {
  const script = `
    const db = new (require("better-sqlite3"))(process.argv[1])
    db.pragma("journal_mode = WAL")
    db.pragma("busy_timeout = 5000")
    db.exec("CREATE TABLE IF NOT EXISTS churn (n INTEGER)")
    process.send("ready")
    // Sleeps, not busy loops: the machine running the tests keeps its CPU, and the lock is free about half the
    // time, so a waiter's retries (busy_timeout) find it well within 5 s however loaded the machine is.
    const sleeper = new Int32Array(new SharedArrayBuffer(4))
    for (;;) {
      db.exec("BEGIN IMMEDIATE")
      db.prepare("INSERT INTO churn (n) VALUES (?)").run(Date.now())
      Atomics.wait(sleeper, 0, 0, 10)
      db.exec("COMMIT")
      Atomics.wait(sleeper, 0, 0, 10)
    }
  `
  const child = spawn(process.execPath, ["-e", script, file], { stdio: ["ignore", "ignore", "inherit", "ipc"] })
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child))
    child.once("exit", (code) => reject(new Error(`churn process exited with ${code}`)))
  })
}

describe("SQLite shared with another writing process", () => {
  const engine = sqliteEngine()
  let store: EarlyAccessStore
  let churn: ChildProcess | undefined

  beforeAll(async () => {
    const config = await engine.setUp()
    store = createStore(config)
    await store.database()
    if (config.kind !== "sqlite") throw new Error("expected SQLite")
    churn = await startChurn(config.path)
  })
  afterAll(async () => {
    churn?.kill("SIGKILL")
    await store.close()
    await engine.tearDown()
  })

  test("every request saved while the other process commits is stored, none refused as busy", async () => {
    const db = await store.database()
    const churned = async () => (await sql<{ n: number }>`select count(*) as n from churn`.execute(db)).rows[0]!.n
    // Save in waves of 10 and, after each, wait for the other process's next commit, so its lock and our saves
    // interleave however fast or loaded this machine is. (Saving back to back instead starves it: SQLite's busy
    // handler polls, so a process that never lets go keeps winning; and 40 saves can fit between two of its commits.)
    const churnedBefore = await churned()
    const waves = 8
    const requests: ReturnType<typeof newRequest>[] = []
    const refused: string[] = []
    for (let wave = 0; wave < waves; wave++) {
      const batch = Array.from({ length: 10 }, () => newRequest())
      requests.push(...batch)
      const outcomes = await Promise.allSettled(batch.map((request) => store.saveRequest(request)))
      for (const outcome of outcomes) if (outcome.status === "rejected") refused.push(String(outcome.reason))
      const seen = await churned()
      const deadline = Date.now() + 10_000
      while ((await churned()) === seen && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2))
    }
    expect(refused).toEqual([])
    // The other process committed between every two waves.
    expect(await churned()).toBeGreaterThanOrEqual(churnedBefore + waves)
    const stored = (await store.listRequests()).map((row) => row.email)
    expect(stored.sort()).toEqual(requests.map((request) => request.email).sort())
  })
})

/** A process holding a store on `file`, ready to migrate it and save one request when told to. */
function openStoreProcess(file: string, label: string): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, "../../tests/helpers/api/open-store-process.ts"), [file, label], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  })
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child))
    child.once("exit", (code) => reject(new Error(`store process exited with ${code}`)))
  })
}

describe("two processes opening a new SQLite store at once", () => {
  test("both migrate it and store their request (5 fresh files)", async () => {
    for (let round = 0; round < 5; round++) {
      const engine = sqliteEngine()
      const config = await engine.setUp()
      if (config.kind !== "sqlite") throw new Error("expected SQLite")
      try {
        const children = await Promise.all(["a", "b"].map((label) => openStoreProcess(config.path, `${label}${round}`)))
        const results = children.map(
          (child) => new Promise<unknown>((resolve) => child.once("message", (message) => resolve(message))),
        )
        for (const child of children) child.send("go")
        expect(await Promise.all(results)).toEqual([{ ok: true }, { ok: true }])
        const store = createStore(config)
        const stored = (await store.listRequests()).map((row) => row.email).sort()
        await store.close()
        expect(stored).toEqual([`a${round}@example.com`, `b${round}@example.com`])
      } finally {
        await engine.tearDown()
      }
    }
  }, 60_000)
})

describe("a new SQLite store opened while another process writes the file", () => {
  // Two processes opening a new store at once (the server and its delivery worker under `npm start`): while one
  // writes the file, the other's switch to WAL reads it and then must write it, which SQLite refuses at once with
  // SQLITE_BUSY ("database is locked"), without the busy timeout's wait. Here the writer is a process holding a write
  // transaction for 300 ms on a file still in the default journal mode, deterministically.
  test("waits for the writer, then migrates the store and saves the request", async () => {
    const engine = sqliteEngine()
    const config = await engine.setUp()
    if (config.kind !== "sqlite") throw new Error("expected SQLite")
    fs.mkdirSync(path.dirname(config.path), { recursive: true })
    const script = `
      const db = new (require("better-sqlite3"))(process.argv[1])
      db.exec("CREATE TABLE held (n INTEGER)")
      db.exec("BEGIN IMMEDIATE")
      db.exec("INSERT INTO held (n) VALUES (1)")
      process.send("writing")
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300)
      db.exec("COMMIT")
      db.close()
    `
    const writer = spawn(process.execPath, ["-e", script, config.path], {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    })
    const exited = new Promise((resolve) => writer.once("exit", resolve))
    try {
      await new Promise((resolve, reject) => {
        writer.once("message", resolve)
        writer.once("exit", (code) => reject(new Error(`writer exited with ${code}`)))
      })
      const store = createStore(config)
      const request = newRequest()
      try {
        await store.saveRequest(request)
        expect((await store.listRequests()).map((row) => row.email)).toEqual([request.email])
      } finally {
        await store.close()
      }
      expect(await exited).toBe(0)
    } finally {
      writer.kill("SIGKILL")
      await engine.tearDown()
    }
  }, 30_000)
})
