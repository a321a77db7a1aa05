import type { Kysely } from "kysely"
import { staffNotificationKinds } from "./intake"
import type { EarlyAccessStore } from "../store/store"
import type { Database } from "../store/schema"
import { closeTestStore, openTestStore, testEngines } from "../../tests/helpers/api/engines"
import { newRequest } from "../../tests/helpers/api/requests"

// A new request and its outbox rows are written together; a repeat queues at most one confirmation per 10 minutes.

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, minutes)).toISOString()

describe("staffNotificationKinds", () => {
  test.each([
    [{ notifyWebhookUrl: null, notifyEmail: null }, ["staff_email"]],
    [{ notifyWebhookUrl: "https://hooks.example/x", notifyEmail: null }, ["staff_webhook"]],
    [{ notifyWebhookUrl: null, notifyEmail: "team@example.com" }, ["staff_email"]],
    [
      { notifyWebhookUrl: "https://hooks.example/x", notifyEmail: "team@example.com" },
      ["staff_webhook", "staff_email"],
    ],
  ])("%j → %j", (config, kinds) => {
    expect(staffNotificationKinds(config)).toEqual(kinds)
  })
})

describe.each(testEngines("early-access intake"))("saving a request with its outbox ($name)", (engine) => {
  let store: EarlyAccessStore
  let db: Kysely<Database>

  beforeAll(async () => ({ store, db } = await openTestStore(engine)))
  afterAll(() => closeTestStore(store, engine))

  const outboxOf = (email: string) =>
    db
      .selectFrom("outbox")
      .innerJoin("early_access_requests", "early_access_requests.id", "outbox.request_id")
      .select([
        "outbox.id",
        "kind",
        "payload",
        "attempts",
        "next_attempt_at",
        "outbox.created_at",
        "delivered_at",
        "lock_id",
      ])
      .where("email_key", "=", email)
      .orderBy("outbox.created_at")
      .orderBy("kind")
      .execute()
  const requestRow = (email: string) =>
    db.selectFrom("early_access_requests").selectAll().where("email_key", "=", email).executeTakeFirstOrThrow()

  test("a new request gets a confirmation row and the staff rows asked for, due now, with the ids returned", async () => {
    const saved = await store.saveRequest(newRequest({ email: "new@example.com", created_at: at(0) }), {
      staff: ["staff_webhook", "staff_email"],
    })
    const rows = await outboxOf("new@example.com")
    expect(rows.map((row) => row.kind).sort()).toEqual(["staff_email", "staff_webhook", "visitor_confirmation"])
    for (const row of rows) {
      expect(row).toMatchObject({
        payload: "{}",
        attempts: 0,
        next_attempt_at: at(0),
        created_at: at(0),
        delivered_at: null,
        lock_id: null,
      })
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(saved).toEqual({ created: true, outboxIds: expect.arrayContaining(rows.map((row) => row.id)) })
    expect(saved.outboxIds).toHaveLength(3)
    expect((await requestRow("new@example.com")).confirmation_sent_at).toBe(at(0))
  })

  test("staff rows follow the configuration: only a webhook", async () => {
    await store.saveRequest(newRequest({ email: "hook@example.com" }), { staff: ["staff_webhook"] })
    expect((await outboxOf("hook@example.com")).map((row) => row.kind).sort()).toEqual([
      "staff_webhook",
      "visitor_confirmation",
    ])
  })

  test("a repeat within 10 minutes changes nothing stored and queues nothing; after 10 minutes one repeat confirmation", async () => {
    await store.saveRequest(newRequest({ email: "Rep@example.com", created_at: at(0) }))
    const before = await requestRow("rep@example.com")

    const soon = await store.saveRequest(
      newRequest({ email: "REP@example.com", name: "Other", topic: "support", message: "hi", created_at: at(9) }),
    )
    expect(soon).toEqual({ created: false, outboxIds: [] })
    expect(await requestRow("rep@example.com")).toEqual(before)
    expect(await outboxOf("rep@example.com")).toHaveLength(2)

    const later = await store.saveRequest(newRequest({ email: "rep@example.com", name: "Third", created_at: at(10) }))
    expect(later.created).toBe(false)
    expect(later.outboxIds).toHaveLength(1)
    const rows = await outboxOf("rep@example.com")
    const repeat = rows.find((row) => row.id === later.outboxIds[0])
    expect(repeat).toMatchObject({ kind: "visitor_confirmation", payload: '{"repeat":true}', created_at: at(10) })
    // No staff rows for a repeat, and the request itself is as it was but for when the confirmation was queued.
    expect(rows.map((row) => row.kind).sort()).toEqual(["staff_email", "visitor_confirmation", "visitor_confirmation"])
    expect(await requestRow("rep@example.com")).toEqual({ ...before, confirmation_sent_at: at(10) })
  })

  test("50 concurrent repeats after the 10 minutes queue exactly one confirmation", async () => {
    await store.saveRequest(newRequest({ email: "burst@example.com", created_at: at(0) }))
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.saveRequest(newRequest({ email: i % 2 ? "BURST@example.com" : "burst@example.com", created_at: at(20) })),
      ),
    )
    expect(results.every((result) => !result.created)).toBe(true)
    expect(results.flatMap((result) => result.outboxIds)).toHaveLength(1)
    expect((await outboxOf("burst@example.com")).filter((row) => row.payload === '{"repeat":true}')).toHaveLength(1)
  })

  test("50 concurrent first requests for one email: one row, one set of outbox rows", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        store.saveRequest(newRequest({ email: "first@example.com", created_at: at(30) })),
      ),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(results.flatMap((result) => result.outboxIds)).toHaveLength(2)
    expect(await outboxOf("first@example.com")).toHaveLength(2)
  })
})
