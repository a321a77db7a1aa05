import type { Kysely } from "kysely"
import { runTokenAction } from "./token-action"
import { issueToken } from "./tokens"
import type { EarlyAccessStore } from "../store/store"
import type { Database } from "../store/schema"
import { closeTestStore, openTestStore, testEngines } from "../../tests/helpers/api/engines"
import { newRequest } from "../../tests/helpers/api/requests"

// The emailed links' actions: confirm keeps the request (marked confirmed), delete erases it with its outbox rows
// and tokens. Each token works once, for its own purpose, until it expires.

const NOW = new Date("2026-11-23T09:00:00.000Z")
const DAY = 24 * 60 * 60 * 1000
const later = (ms: number) => new Date(NOW.getTime() + ms)

describe.each(testEngines("early-access token actions"))("token actions ($name)", (engine) => {
  let store: EarlyAccessStore
  let db: Kysely<Database>

  beforeAll(async () => ({ store, db } = await openTestStore(engine)))
  afterAll(() => closeTestStore(store, engine))

  async function stored(email: string) {
    await store.saveRequest(newRequest({ email, created_at: NOW.toISOString() }))
    const { id } = await db
      .selectFrom("early_access_requests")
      .select("id")
      .where("email_key", "=", email)
      .executeTakeFirstOrThrow()
    return { id, confirm: await issueToken(db, id, "confirm", NOW), remove: await issueToken(db, id, "delete", NOW) }
  }
  const request = (id: string) =>
    db.selectFrom("early_access_requests").selectAll().where("id", "=", id).executeTakeFirst()
  const count = async (table: "outbox" | "early_access_tokens", id: string) =>
    (await db.selectFrom(table).select("request_id").where("request_id", "=", id).execute()).length

  test("confirm marks the request confirmed and keeps it; a second use says token_used", async () => {
    const { id, confirm } = await stored("confirm@example.com")
    expect(await runTokenAction(db, "confirm", confirm, later(1000))).toEqual({
      ok: true,
      answer: { status: "confirmed" },
    })
    expect(await request(id)).toMatchObject({ email: "confirm@example.com", confirmed_at: later(1000).toISOString() })
    expect(await runTokenAction(db, "confirm", confirm, later(2000))).toEqual({ ok: false, code: "token_used" })
    expect((await request(id))?.confirmed_at).toBe(later(1000).toISOString())
  })

  test("delete erases the request, its outbox rows and other tokens; a second use says token_used", async () => {
    const { id, confirm, remove } = await stored("delete@example.com")
    expect(await count("outbox", id)).toBe(2)
    expect(await runTokenAction(db, "delete", remove, later(1000))).toEqual({ ok: true, answer: { status: "deleted" } })
    expect(await request(id)).toBeUndefined()
    expect(await count("outbox", id)).toBe(0)
    expect(await count("early_access_tokens", id)).toBe(1) // the used delete token, nothing else
    expect(await runTokenAction(db, "delete", remove, later(2000))).toEqual({ ok: false, code: "token_used" })
    expect(await runTokenAction(db, "confirm", confirm, later(2000))).toEqual({ ok: false, code: "invalid_token" })
  })

  test("an expired token is refused and changes nothing", async () => {
    const { id, confirm, remove } = await stored("expired@example.com")
    expect(await runTokenAction(db, "confirm", confirm, later(8 * DAY))).toEqual({ ok: false, code: "token_expired" })
    expect(await runTokenAction(db, "delete", remove, later(31 * DAY))).toEqual({ ok: false, code: "token_expired" })
    expect(await request(id)).toMatchObject({ confirmed_at: null })
    // Still valid just before the deadline.
    expect(await runTokenAction(db, "delete", remove, later(30 * DAY - 1000))).toMatchObject({ ok: true })
  })

  test("a tampered, malformed or wrong-purpose token is invalid_token and changes nothing", async () => {
    const { id, confirm, remove } = await stored("tamper@example.com")
    const flipped = (confirm.startsWith("A") ? "B" : "A") + confirm.slice(1)
    for (const raw of [flipped, confirm.slice(1), `${confirm}x`, "", 42, null, undefined, { token: confirm }]) {
      expect(await runTokenAction(db, "confirm", raw, later(1000))).toEqual({ ok: false, code: "invalid_token" })
    }
    expect(await runTokenAction(db, "confirm", remove, later(1000))).toEqual({ ok: false, code: "invalid_token" })
    expect(await runTokenAction(db, "delete", confirm, later(1000))).toEqual({ ok: false, code: "invalid_token" })
    expect(await request(id)).toMatchObject({ confirmed_at: null })
    expect(await count("outbox", id)).toBe(2)
  })

  test("the same token used twice at once: one succeeds, the other says token_used", async () => {
    const { id, remove } = await stored("race@example.com")
    const results = await Promise.all([
      runTokenAction(db, "delete", remove, later(1000)),
      runTokenAction(db, "delete", remove, later(1000)),
    ])
    expect(results).toEqual(
      expect.arrayContaining([
        { ok: true, answer: { status: "deleted" } },
        { ok: false, code: "token_used" },
      ]),
    )
    expect(await request(id)).toBeUndefined()
  })
})
