import type { Kysely } from "kysely"
import { issueToken, newToken } from "../early-access/tokens"
import { loadDeliveryConfig } from "../runtime/env"
import { setLogWriter } from "../runtime/log"
import { loadEmailContent } from "../outbox/email-content"
import type { Mailer, OutgoingEmail } from "../outbox/mailer"
import { createOutboxEngine, type OutboxEngine } from "../outbox/outbox-engine"
import type { Database } from "../store/schema"
import { insertRequest, testDatabases } from "../../tests/helpers/api/outbox-db"
import { correctRequest } from "./correction"
import { prepareRightsLink } from "./deliver-rights-link"
import { collectYourData, processorsOf } from "./data-report"
import { eraseInSession } from "./erasure"
import { queueRightsLink } from "./link-request"
import { openSession, readSession } from "./session"

// The rights flow's store side on both engines: the link queued the same way for any address and decided by the
// outbox, the session it opens, what is collected for the page and the downloads, corrections (staff told once) and
// erasure, and the rights log each of them writes.

const T0 = new Date("2026-11-26T09:00:00.000Z")
const at = (ms: number) => new Date(T0.getTime() + ms)
const MINUTE = 60_000
const content = loadEmailContent()
const config = { ...loadDeliveryConfig({}), siteUrl: "https://shiftwise.example" }

interface Harness {
  engine: OutboxEngine
  sent: OutgoingEmail[]
  clock: { now: Date }
  failing: { mail: boolean }
}

function harness(db: Kysely<Database>, kind: "sqlite" | "postgres"): Harness {
  const sent: OutgoingEmail[] = []
  const clock = { now: T0 }
  const failing = { mail: false }
  const mailer: Mailer = {
    via: "smtp:relay.example",
    send(email) {
      if (failing.mail) return Promise.reject(new Error("connect ECONNREFUSED"))
      sent.push(email)
      return Promise.resolve()
    },
    close() {},
  }
  const engine = createOutboxEngine({
    db,
    engine: kind,
    config,
    content,
    mailer,
    postWebhook: () => Promise.resolve(),
    now: () => clock.now,
  })
  return { engine, sent, clock, failing }
}

const tokenIn = (email: OutgoingEmail | undefined): string => {
  const match = /\/your-data\/open\?token=([A-Za-z0-9_.-]+)/.exec(email?.text ?? "")
  if (!match?.[1]) throw new Error(`no link in ${email?.text}`)
  return match[1]
}

beforeAll(() => setLogWriter(() => undefined))
afterAll(() => setLogWriter(null))

describe.each(testDatabases())("rights ($name)", (testDb) => {
  let db: Kysely<Database>

  beforeAll(async () => {
    ;({ db } = await testDb.open())
  })
  afterAll(() => testDb.close())
  beforeEach(async () => {
    for (const table of ["outbox", "early_access_tokens", "early_access_requests", "rights_requests"] as const)
      await db.deleteFrom(table).execute()
  })

  describe("asking for the link", () => {
    test("writes one outbox row for a stored and for an unknown address alike, and never the address", async () => {
      const stored = await insertRequest(db, { email: "Priya@Example.com", email_key: "priya@example.com" })
      const forStored = await queueRightsLink(db, " PRIYA@example.com ", T0)
      const forUnknown = await queueRightsLink(db, "nobody@example.com", T0)
      const rows = await db.selectFrom("outbox").selectAll().orderBy("id").execute()
      expect(rows).toHaveLength(2)
      const byId = new Map(rows.map((row) => [row.id, row]))
      expect(byId.get(forStored)).toMatchObject({ kind: "rights_link", request_id: stored.id, payload: "{}" })
      expect(byId.get(forUnknown)).toMatchObject({ kind: "rights_link", payload: "{}" })
      expect(byId.get(forUnknown)?.request_id).not.toBe(stored.id)
      expect(JSON.stringify(rows)).not.toContain("nobody")
    })

    test("the outbox sends the link to a stored address, and the rights log has the access asked and answered", async () => {
      const stored = await insertRequest(db, { name: "Priya <b>Raman</b>" })
      const h = harness(db, testDb.kind)
      const id = await queueRightsLink(db, stored.email, T0)
      h.clock.now = at(2_000)
      expect(await h.engine.deliver([id])).toEqual({ delivered: 1, failed: 0, dead: 0, dropped: 0 })
      expect(h.sent).toHaveLength(1)
      expect(h.sent[0]?.to).toEqual({ name: stored.name, address: stored.email })
      expect(h.sent[0]?.deliveryId).toBe(id)
      expect(await db.selectFrom("outbox").select(["sent_via", "delivered_at"]).where("id", "=", id).execute()).toEqual(
        [{ sent_via: "smtp:relay.example", delivered_at: at(2_000).toISOString() }],
      )
      expect(await db.selectFrom("rights_requests").selectAll().execute()).toEqual([
        {
          id,
          request_id: stored.id,
          kind: "access",
          requested_at: T0.toISOString(),
          answered_at: at(2_000).toISOString(),
        },
      ])
      // The link's token is stored as a hash only, for 24 hours.
      const token = tokenIn(h.sent[0])
      const tokens = await db.selectFrom("early_access_tokens").selectAll().execute()
      expect(tokens).toEqual([
        expect.objectContaining({ purpose: "access", expires_at: at(2_000 + 24 * 60 * MINUTE).toISOString() }),
      ])
      expect(JSON.stringify(tokens)).not.toContain(token)
    })

    test("for an unknown address nothing is sent, and the row is deleted, not kept", async () => {
      const h = harness(db, testDb.kind)
      const id = await queueRightsLink(db, "nobody@example.com", T0)
      expect(await h.engine.deliver([id])).toEqual({ delivered: 0, failed: 0, dead: 0, dropped: 1 })
      expect(h.sent).toEqual([])
      expect(await db.selectFrom("outbox").select("id").execute()).toEqual([])
      expect(await db.selectFrom("rights_requests").select("id").execute()).toEqual([])
      expect(await db.selectFrom("early_access_tokens").select("request_id").execute()).toEqual([])
    })

    test("asked again within 10 minutes, however often, one email; after 10 minutes, another", async () => {
      const stored = await insertRequest(db)
      const h = harness(db, testDb.kind)
      const ids = [
        await queueRightsLink(db, stored.email, T0),
        await queueRightsLink(db, stored.email, at(1_000)),
        await queueRightsLink(db, stored.email, at(9 * MINUTE)),
      ]
      // Decided in the opposite order, as two instances might: still the earliest goes, the others not.
      const rows = await db.selectFrom("outbox").selectAll().execute()
      const context = { db, config, content, mailer: { via: "smtp:x", send: () => Promise.resolve(), close() {} } }
      const decide = async (id: string) => {
        const prepared = await prepareRightsLink(
          rows.find((row) => row.id === id)!,
          { ...context, postWebhook: () => Promise.resolve(), now: () => at(9 * MINUTE) },
        )
        return "nothingToSend" in prepared ? prepared.nothingToSend : "send"
      }
      expect(await decide(ids[2]!)).toBe("a link went to this address less than 10 minutes ago")
      expect(await decide(ids[1]!)).toBe("a link went to this address less than 10 minutes ago")
      expect(await decide(ids[0]!)).toBe("send")
      await db.deleteFrom("rights_requests").execute()
      await db.deleteFrom("early_access_tokens").execute()
      h.clock.now = at(9 * MINUTE)
      expect(await h.engine.drain()).toEqual({ delivered: 1, failed: 0, dead: 0, dropped: 2 })
      expect(h.sent.map((email) => email.deliveryId)).toEqual([ids[0]])
      const later = await queueRightsLink(db, stored.email, at(10 * MINUTE + 1))
      h.clock.now = at(10 * MINUTE + 1)
      expect(await h.engine.deliver([later])).toMatchObject({ delivered: 1 })
      expect(h.sent).toHaveLength(2)
      expect((await db.selectFrom("rights_requests").select("id").execute()).map((row) => row.id).sort()).toEqual(
        [ids[0]!, later].sort(),
      )
    })

    test("a failed send is tried again with a fresh link; the rights log has it once, answered when it went", async () => {
      const stored = await insertRequest(db)
      const h = harness(db, testDb.kind)
      const id = await queueRightsLink(db, stored.email, T0)
      h.failing.mail = true
      expect(await h.engine.deliver([id])).toMatchObject({ failed: 1 })
      expect(await db.selectFrom("rights_requests").select("answered_at").execute()).toEqual([{ answered_at: null }])
      h.failing.mail = false
      h.clock.now = at(MINUTE)
      expect(await h.engine.drain()).toMatchObject({ delivered: 1 })
      expect(await db.selectFrom("rights_requests").select("answered_at").execute()).toEqual([
        { answered_at: at(MINUTE).toISOString() },
      ])
    })
  })

  describe("the session the link opens", () => {
    test("opens once, for 30 minutes, for the link's own request only", async () => {
      const priya = await insertRequest(db)
      const other = await insertRequest(db)
      const link = await issueToken(db, priya.id, "access", T0)
      await issueToken(db, other.id, "access", T0)
      const opened = await openSession(db, link, at(MINUTE))
      expect(opened).toEqual({
        ok: true,
        token: expect.stringMatching(/^[\w-]{43}\.[\w-]{43}$/),
        requestId: priya.id,
        expiresAt: at(31 * MINUTE).toISOString(),
      })
      expect(await openSession(db, link, at(2 * MINUTE))).toEqual({ ok: false })
      if (!opened.ok) throw new Error("not opened")
      const cookie = { headers: { cookie: `your_data_session=${opened.token}` } }
      expect(await readSession(cookie, db, at(30 * MINUTE))).toMatchObject({ requestId: priya.id })
      expect(await readSession(cookie, db, at(31 * MINUTE))).toBeNull()
    })

    test("refuses a link that expired, was altered, or was made for another purpose, and reveals nothing", async () => {
      const priya = await insertRequest(db)
      const link = await issueToken(db, priya.id, "access", T0)
      expect(await openSession(db, link, at(24 * 60 * MINUTE))).toEqual({ ok: false })

      const fresh = await issueToken(db, priya.id, "access", T0)
      const flip = (text: string, index: number) =>
        text.slice(0, index) + (text[index] === "A" ? "B" : "A") + text.slice(index + 1)
      expect(await openSession(db, flip(fresh, 3), T0)).toEqual({ ok: false }) // the random part
      expect(await openSession(db, flip(fresh, 60), T0)).toEqual({ ok: false }) // the signature
      // Signed for the session, not for the link; an unsigned confirm token; a well-signed token never issued.
      expect(await openSession(db, await issueToken(db, priya.id, "session", T0), T0)).toEqual({ ok: false })
      expect(await openSession(db, await issueToken(db, priya.id, "confirm", T0), T0)).toEqual({ ok: false })
      expect(await openSession(db, newToken("access"), T0)).toEqual({ ok: false })
      // None of those spent the real one.
      expect(await openSession(db, fresh, T0)).toMatchObject({ ok: true, requestId: priya.id })
    })

    test("a link for a request erased since opens nothing", async () => {
      const priya = await insertRequest(db)
      const link = await issueToken(db, priya.id, "access", T0)
      await db.deleteFrom("early_access_requests").where("id", "=", priya.id).execute()
      expect(await openSession(db, link, T0)).toEqual({ ok: false })
    })
  })

  describe("what the page and the downloads hold", () => {
    test("the store's rows, whole, with the links' hashes left out, the erase-by day and who received what", async () => {
      const priya = await insertRequest(db, {
        created_at: "2026-11-20T08:00:00.000Z",
        confirmed_at: "2026-11-20T08:05:00.000Z",
      })
      await insertRequest(db) // someone else: never in Priya's data
      const h = harness(db, testDb.kind)
      const id = await queueRightsLink(db, priya.email, T0)
      await h.engine.deliver([id])
      const data = await collectYourData(db, priya.id, {
        now: at(MINUTE),
        retentionDays: 730,
        settings: { axiom: true, posthog: false },
      })
      const row = await db.selectFrom("early_access_requests").selectAll().where("id", "=", priya.id).executeTakeFirst()
      expect(data?.request).toEqual(row)
      expect(data?.deliveries).toEqual(await db.selectFrom("outbox").selectAll().execute())
      expect(data?.links).toEqual([
        {
          request_id: priya.id,
          purpose: "access",
          created_at: T0.toISOString(),
          expires_at: expect.any(String),
          used_at: null,
        },
      ])
      expect(data?.rights_requests).toEqual(await db.selectFrom("rights_requests").selectAll().execute())
      expect(data?.retention).toEqual({ erase_by: "2028-11-19T08:00:00.000Z", days: 730 })
      expect(data?.processors.map((processor) => processor.name)).toEqual([
        "Our email provider (relay.example)",
        "Axiom (axiom.co)",
        "Our hosting provider",
      ])
      expect(JSON.stringify(data)).not.toMatch(/token_hash/)
      expect(
        await collectYourData(db, "no-such-request", {
          now: T0,
          retentionDays: 730,
          settings: { axiom: false, posthog: false },
        }),
      ).toBeNull()
    })
  })

  describe("correcting", () => {
    test("stores the change with its time, logs it, and tells staff once, whatever is sent twice", async () => {
      const priya = await insertRequest(db, { name: "Priya", company: "Acme", emp_count: "11-50" })
      const input = { name: "Priya", company: "Acme Retail", emp_count: "51-200" as const }
      const [first, second] = await Promise.all([
        correctRequest(db, priya.id, input, ["staff_email", "staff_webhook"], T0),
        correctRequest(db, priya.id, input, ["staff_email", "staff_webhook"], at(1)),
      ])
      const results = [first, second].map((result) => result.status).sort()
      expect(results).toEqual(["corrected", "unchanged"])
      const row = await db.selectFrom("early_access_requests").selectAll().where("id", "=", priya.id).executeTakeFirst()
      expect(row).toMatchObject({ company: "Acme Retail", emp_count: "51-200", corrected_at: expect.any(String) })
      const outbox = await db.selectFrom("outbox").select(["kind", "payload"]).orderBy("kind").execute()
      expect(outbox).toEqual([
        { kind: "staff_email", payload: JSON.stringify({ event: "correction", fields: ["company", "emp_count"] }) },
        { kind: "staff_webhook", payload: JSON.stringify({ event: "correction", fields: ["company", "emp_count"] }) },
      ])
      expect(await db.selectFrom("rights_requests").select(["kind", "request_id"]).execute()).toEqual([
        { kind: "correction", request_id: priya.id },
      ])
      expect(await correctRequest(db, priya.id, input, ["staff_email"], at(2))).toEqual({
        status: "unchanged",
        fields: [],
        outboxIds: [],
      })
    })
  })

  describe("erasing in the session", () => {
    test("takes the request, its outbox rows, links and session; the rights log keeps the id, kind and time", async () => {
      const priya = await insertRequest(db)
      const keep = await insertRequest(db)
      await queueRightsLink(db, priya.email, T0)
      await issueToken(db, priya.id, "session", T0)
      await issueToken(db, keep.id, "session", T0)
      expect(await eraseInSession(db, priya.id, at(MINUTE))).toEqual({ requests: 1, outbox: 1, tokens: 1 })
      expect((await db.selectFrom("early_access_requests").select("id").execute()).map((row) => row.id)).toEqual([
        keep.id,
      ])
      expect(await db.selectFrom("early_access_tokens").select("request_id").execute()).toEqual([
        { request_id: keep.id },
      ])
      expect(await db.selectFrom("rights_requests").selectAll().execute()).toEqual([
        {
          id: expect.any(String),
          request_id: priya.id,
          kind: "erasure",
          requested_at: at(MINUTE).toISOString(),
          answered_at: at(MINUTE).toISOString(),
        },
      ])
    })
  })
})

describe("who received what, in words", () => {
  const delivery = (kind: string, via: string | null, delivered = true) => ({
    id: `${kind}-${via}`,
    request_id: "r",
    kind,
    payload: "{}",
    created_at: T0.toISOString(),
    attempts: 1,
    next_attempt_at: T0.toISOString(),
    locked_until: null,
    lock_id: null,
    delivered_at: delivered ? T0.toISOString() : null,
    dead_at: null,
    last_error: null,
    sent_via: delivered ? via : null,
  })

  test("each carrier that took a delivery, PostHog and Axiom only when set up, the host always", () => {
    const processors = processorsOf(
      [
        delivery("visitor_confirmation", "smtp:smtp.postmarkapp.com"),
        delivery("staff_email", "smtp:smtp.postmarkapp.com"),
        delivery("staff_webhook", "webhook:hooks.slack.com"),
        delivery("rights_link", "smtp:smtp.postmarkapp.com", false),
      ],
      { axiom: false, posthog: true },
    )
    expect(processors).toEqual([
      {
        kind: "email",
        host: "smtp.postmarkapp.com",
        to_you: 1,
        to_staff: 1,
        name: "Our email provider (smtp.postmarkapp.com)",
        role: "Delivers the emails we send",
        received:
          "your name and email address, to deliver 1 email to you; and your request's details, in 1 notification email to our team.",
      },
      {
        kind: "chat",
        host: "hooks.slack.com",
        notifications: 1,
        name: "Our team's chat (hooks.slack.com)",
        role: "Receives our staff notifications",
        received:
          "Your name, email address, company, company size, topic, message and country, and the page, campaign and site you came from, in 1 notification.",
      },
      expect.objectContaining({ name: "PostHog (posthog.com)" }),
      expect.objectContaining({ name: "Our hosting provider", received: expect.stringContaining("Its logs keep") }),
    ])
  })

  test("the same facts in the words of a page's language, with its plural forms", () => {
    const content = loadEmailContent()
    const hindi = content.yourData.hi!.processors
    const deliveries = [
      delivery("visitor_confirmation", "smtp:smtp.postmarkapp.com"),
      delivery("rights_link", "smtp:smtp.postmarkapp.com"),
      delivery("staff_webhook", "webhook:hooks.slack.com"),
    ]
    const [email, chat] = processorsOf(deliveries, { axiom: false, posthog: false }, { words: hindi, locale: "hi-IN" })
    expect(email).toMatchObject({ kind: "email", name: `${hindi.email.name} (smtp.postmarkapp.com)` })
    expect(email?.received).toMatch(/^आपका नाम और ईमेल पता, आपको 2 ईमेल .+।$/)
    // One notification, then two: Hindi's singular and plural.
    expect(chat?.received).toMatch(/ 1 सूचना में।$/)
    const two = processorsOf(
      [...deliveries, delivery("staff_webhook", "webhook:hooks.slack.com")],
      { axiom: false, posthog: false },
      { words: hindi, locale: "hi-IN" },
    )
    expect(two[1]?.received).toMatch(/ 2 सूचनाओं में।$/)
  })

  test("emails written to files on our own server (no SMTP relay) went to nobody", () => {
    expect(
      processorsOf([delivery("visitor_confirmation", "file")], { axiom: false, posthog: false }).map((p) => p.name),
    ).toEqual(["Our hosting provider"])
  })
})
