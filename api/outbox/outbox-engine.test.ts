import type { Kysely } from "kysely"
import { loadDeliveryConfig } from "../runtime/env"
import { setLogWriter } from "../runtime/log"
import type { Database } from "../store/schema"
import { insertOutbox, insertRequest, testDatabases } from "../../tests/helpers/api/outbox-db"
import { retryDelayMs } from "./backoff"
import { claimRows } from "./claim"
import { loadEmailContent } from "./email-content"
import type { Mailer, OutgoingEmail } from "./mailer"
import { createOutboxEngine, LEASE_MS, UNDELIVERABLE_ATTEMPTS, type OutboxEngine } from "./outbox-engine"
import type { WebhookRequest } from "./webhook"

const T0 = new Date("2026-11-23T09:00:00.000Z")
const content = loadEmailContent()
const config = {
  ...loadDeliveryConfig({}),
  notifyWebhookUrl: "http://127.0.0.1:9/hook",
  notifyEmail: "team@example.com",
}

interface Harness {
  engine: OutboxEngine
  sent: OutgoingEmail[]
  posted: WebhookRequest[]
  clock: { now: Date }
  failing: { mail: boolean; webhook: boolean }
}

function harness(db: Kysely<Database>, kind: "sqlite" | "postgres", clock = { now: T0 }): Harness {
  const sent: OutgoingEmail[] = []
  const posted: WebhookRequest[] = []
  const failing = { mail: false, webhook: false }
  const mailer: Mailer = {
    via: "smtp:relay.test",
    async send(email) {
      // A real transport takes a moment; this lets two drainers interleave.
      await new Promise((resolve) => setTimeout(resolve, 1))
      if (failing.mail) throw new Error("connect ECONNREFUSED for priya@example.com")
      sent.push(email)
    },
    close() {},
  }
  const engine = createOutboxEngine({
    db,
    engine: kind,
    config,
    content,
    mailer,
    postWebhook: (request) => {
      if (failing.webhook) return Promise.reject(new Error("webhook answered 500"))
      posted.push(request)
      return Promise.resolve()
    },
    now: () => clock.now,
  })
  return { engine, sent, posted, clock, failing }
}

beforeAll(() => setLogWriter(() => undefined))
afterAll(() => setLogWriter(null))

describe.each(testDatabases())("outbox engine ($name)", (testDb) => {
  let db: Kysely<Database>

  beforeAll(async () => {
    ;({ db } = await testDb.open())
  })
  afterAll(() => testDb.close())
  beforeEach(async () => {
    await db.deleteFrom("outbox").execute()
    await db.deleteFrom("early_access_tokens").execute()
    await db.deleteFrom("early_access_requests").execute()
  })

  test("a request's delivery takes its own rows plus at most 3 other due rows, never future or leased ones", async () => {
    const request = await insertRequest(db)
    const own = [
      await insertOutbox(db, request.id, "visitor_confirmation"),
      await insertOutbox(db, request.id, "staff_email"),
    ]
    const due = []
    for (let i = 0; i < 5; i++)
      due.push(await insertOutbox(db, request.id, "staff_webhook", { at: `2026-11-23T08:5${i}:00.000Z` }))
    const future = await insertOutbox(db, request.id, "staff_webhook", { at: "2026-11-23T09:05:00.000Z" })
    const leased = await insertOutbox(db, request.id, "staff_webhook", { at: "2026-11-23T08:00:00.000Z" })
    await db
      .updateTable("outbox")
      .set({ lock_id: "other", locked_until: "2026-11-23T09:01:00.000Z" })
      .where("id", "=", leased)
      .execute()

    const h = harness(db, testDb.kind)
    const summary = await h.engine.deliver(own)
    expect(summary).toEqual({ delivered: 5, failed: 0, dead: 0, dropped: 0 })
    const delivered = await db.selectFrom("outbox").select("id").where("delivered_at", "is not", null).execute()
    // The oldest three due rows ride along; the rest wait for the next request or `npm run outbox`.
    expect(delivered.map((row) => row.id).sort()).toEqual([...own, ...due.slice(0, 3)].sort())
    expect(h.sent.map((email) => email.deliveryId).sort()).toEqual(own.sort())
    expect(h.posted.map((post) => post.deliveryId).sort()).toEqual(due.slice(0, 3).sort())
    const untouched = await db.selectFrom("outbox").selectAll().where("id", "in", [future, leased]).execute()
    expect(untouched.every((row) => row.delivered_at === null && row.attempts === 0)).toBe(true)
  })

  test("a lease keeps a row from a second claimer until it runs out", async () => {
    const request = await insertRequest(db)
    const id = await insertOutbox(db, request.id, "staff_email")
    const first = await claimRows(db, { engine: testDb.kind, lockId: "a", now: T0, leaseMs: LEASE_MS, limit: 10 })
    expect(first.map((row) => row.id)).toEqual([id])
    const during = new Date(T0.getTime() + LEASE_MS - 1)
    expect(
      await claimRows(db, { engine: testDb.kind, lockId: "b", now: during, leaseMs: LEASE_MS, limit: 10 }),
    ).toEqual([])
    const after = new Date(T0.getTime() + LEASE_MS)
    const second = await claimRows(db, { engine: testDb.kind, lockId: "c", now: after, leaseMs: LEASE_MS, limit: 10 })
    expect(second.map((row) => [row.id, row.lock_id])).toEqual([[id, "c"]])
  })

  test("failures back off 30 s, doubling, capped at 15 minutes; the error keeps no address; success then settles", async () => {
    const request = await insertRequest(db)
    const id = await insertOutbox(db, request.id, "visitor_confirmation")
    const h = harness(db, testDb.kind, { now: T0 })
    h.failing.mail = true
    const waits: number[] = []
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect(await h.engine.drain()).toEqual({ delivered: 0, failed: 1, dead: 0, dropped: 0 })
      const row = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ attempts: attempt, delivered_at: null, lock_id: null, locked_until: null })
      expect(row.last_error).toContain("ECONNREFUSED")
      expect(row.last_error).not.toContain("priya")
      const wait = new Date(row.next_attempt_at).getTime() - h.clock.now.getTime()
      waits.push(wait / 1000)
      // Not due a moment before; due exactly then.
      h.clock.now = new Date(h.clock.now.getTime() + wait - 1)
      expect(await h.engine.drain()).toEqual({ delivered: 0, failed: 0, dead: 0, dropped: 0 })
      h.clock.now = new Date(h.clock.now.getTime() + 1)
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900])
    expect(retryDelayMs(1)).toBe(30_000)
    h.failing.mail = false
    expect(await h.engine.drain()).toEqual({ delivered: 1, failed: 0, dead: 0, dropped: 0 })
    expect(h.sent.map((email) => email.deliveryId)).toEqual([id])
    expect(await h.engine.pending()).toBe(0)
  })

  test("two drainers at once over 100 rows deliver each row exactly once", async () => {
    const ids: string[] = []
    for (let i = 0; i < 50; i++) {
      const request = await insertRequest(db)
      ids.push(
        await insertOutbox(db, request.id, "visitor_confirmation"),
        await insertOutbox(db, request.id, "staff_webhook"),
      )
    }
    const { db: secondDb } = await testDb.open()
    const a = harness(db, testDb.kind)
    const b = harness(secondDb, testDb.kind)
    const [first, second] = await Promise.all([a.engine.drain(), b.engine.drain()])
    const deliveries = [...a.sent, ...b.sent]
      .map((e) => e.deliveryId)
      .concat([...a.posted, ...b.posted].map((p) => p.deliveryId))
    expect(deliveries).toHaveLength(100)
    expect(new Set(deliveries)).toEqual(new Set(ids))
    expect(first.delivered + second.delivered).toBe(100)
    expect(await a.engine.pending()).toBe(0)
  })

  test("a row whose request was erased is given up at once, kept as a dead letter with its reason", async () => {
    const request = await insertRequest(db)
    const id = await insertOutbox(db, request.id, "visitor_confirmation")
    await db.deleteFrom("early_access_requests").where("id", "=", request.id).execute()
    const h = harness(db, testDb.kind)
    expect(await h.engine.deliver([id])).toEqual({ delivered: 0, failed: 0, dead: 1, dropped: 0 })
    expect(h.sent).toEqual([])
    const row = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ attempts: 1, delivered_at: null, last_error: "the request no longer exists" })
    expect(row.dead_at).toBe(T0.toISOString())
    expect(await h.engine.pending()).toBe(0)
    expect(await h.engine.deadLetters()).toEqual([
      { kind: "visitor_confirmation", reason: "the request no longer exists", count: 1 },
    ])
  })

  test("a row whose rule no longer applies is tried 5 times with backoff, then dead, and never claimed again", async () => {
    const request = await insertRequest(db)
    const id = await insertOutbox(db, request.id, "staff_webhook")
    const h = harness(db, testDb.kind, { now: T0 })
    // A staff webhook queued while NOTIFY_WEBHOOK_URL was set, delivered by an engine configured without it.
    const withoutWebhook = createOutboxEngine({
      db,
      engine: testDb.kind,
      config: { ...config, notifyWebhookUrl: null },
      content,
      mailer: { via: "smtp:relay.test", send: () => Promise.resolve(), close() {} },
      postWebhook: () => Promise.resolve(),
      now: () => h.clock.now,
    })
    const summaries = []
    for (let attempt = 1; attempt <= UNDELIVERABLE_ATTEMPTS; attempt++) {
      summaries.push(await withoutWebhook.drain())
      const row = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ attempts: attempt, last_error: "no webhook: set NOTIFY_WEBHOOK_URL" })
      h.clock.now = new Date(h.clock.now.getTime() + 60 * 60_000)
    }
    expect(summaries).toEqual([
      ...Array.from({ length: UNDELIVERABLE_ATTEMPTS - 1 }, () => ({ delivered: 0, failed: 1, dead: 0, dropped: 0 })),
      { delivered: 0, failed: 0, dead: 1, dropped: 0 },
    ])
    const dead = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow()
    expect(dead.dead_at).not.toBeNull()
    // Due long ago, but dead: no drain, not even one with the webhook configured again, picks it up.
    h.clock.now = new Date(h.clock.now.getTime() + 24 * 60 * 60_000)
    expect(await h.engine.drain()).toEqual({ delivered: 0, failed: 0, dead: 0, dropped: 0 })
    expect(h.posted).toEqual([])
    expect(await h.engine.pending()).toBe(0)
    expect(await h.engine.deadLetters()).toEqual([
      { kind: "staff_webhook", reason: "no webhook: set NOTIFY_WEBHOOK_URL", count: 1 },
    ])
  })

  test("a transient failure is still retried: it never becomes a dead letter", async () => {
    const request = await insertRequest(db)
    const id = await insertOutbox(db, request.id, "staff_webhook")
    const h = harness(db, testDb.kind, { now: T0 })
    h.failing.webhook = true
    for (let attempt = 1; attempt <= UNDELIVERABLE_ATTEMPTS + 3; attempt++) {
      expect(await h.engine.drain()).toEqual({ delivered: 0, failed: 1, dead: 0, dropped: 0 })
      h.clock.now = new Date(h.clock.now.getTime() + 60 * 60_000)
    }
    h.failing.webhook = false
    expect(await h.engine.drain()).toEqual({ delivered: 1, failed: 0, dead: 0, dropped: 0 })
    expect(h.posted.map((post) => post.deliveryId)).toEqual([id])
  })
})
