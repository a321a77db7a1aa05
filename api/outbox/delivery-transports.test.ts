import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import type { Kysely } from "kysely"
import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer } from "smtp-server"
import { EARLY_ACCESS_CONFIRM_PAGE, EARLY_ACCESS_DELETE_PAGE } from "../../contracts/early-access"
import { useToken } from "../early-access/tokens"
import { loadDeliveryConfig, type DeliveryConfig } from "../runtime/env"
import { setLogWriter } from "../runtime/log"
import type { Database } from "../store/schema"
import { insertOutbox, insertRequest, testDatabases } from "../../tests/helpers/api/outbox-db"
import { tempDir } from "../../tests/helpers/api/temp-env"
import { loadEmailContent } from "./email-content"
import { createMailer } from "./mailer"
import { createOutboxEngine, type OutboxEngine } from "./outbox-engine"
import { postWebhook, webhookSignature } from "./webhook"

// Real transports on loopback: an SMTP server (smtp-server) and a plain HTTP webhook receiver.

interface Received {
  rcptTo: string[]
  mail: ParsedMail
  /** The message as it came over SMTP. */
  raw: Buffer
}

const content = loadEmailContent()
const SECRET = "test-secret"
const T0 = new Date("2026-11-23T09:00:00.000Z")

let smtp: SMTPServer
let smtpPort = 0
const inbox: Received[] = []
let hook: http.Server
let hookUrl = ""
const hooks: Array<{ headers: http.IncomingHttpHeaders; body: string }> = []
let hookStatus = 200
const logs: string[] = []
let db: Kysely<Database>
const [sqlite] = testDatabases()

beforeAll(async () => {
  setLogWriter((line) => logs.push(line))
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        const raw = Buffer.concat(chunks)
        simpleParser(raw).then(
          (mail) => {
            inbox.push({ rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail, raw })
            callback()
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve))
  smtpPort = (smtp.server.address() as AddressInfo).port
  hook = http.createServer((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => (body += chunk))
    req.on("end", () => {
      if (hookStatus === 200) hooks.push({ headers: req.headers, body })
      res.statusCode = hookStatus
      res.end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve))
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`
  ;({ db } = await sqlite!.open())
})

afterAll(async () => {
  setLogWriter(null)
  await new Promise<void>((resolve) => smtp.close(resolve))
  await new Promise<void>((resolve) => hook.close(() => resolve()))
  await sqlite!.close()
})

beforeEach(() => {
  inbox.length = 0
  hooks.length = 0
  hookStatus = 200
})

function engineWith(config: DeliveryConfig, clock = { now: T0 }): OutboxEngine {
  return createOutboxEngine({
    db,
    engine: "sqlite",
    config,
    content,
    mailer: createMailer(config, content.brand, { pool: false }),
    postWebhook,
    now: () => clock.now,
  })
}

const smtpConfig = (): DeliveryConfig => ({
  ...loadDeliveryConfig({}),
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  mailFrom: "Shiftwise <hello@shiftwise.app>",
  notifyEmail: "team@shiftwise.app",
  notifyWebhookUrl: hookUrl,
  notifyWebhookSecret: SECRET,
  siteUrl: "https://preview.shiftwise.app",
})

/** Every font-family an email's HTML declares, read from its style attributes as a mail client reads them. */
const fontFamilies = (html: string) =>
  [...html.matchAll(/style="([^"]*)"/g)].flatMap(([, style]) =>
    [...style!.matchAll(/font-family:([^;]*)/g)].map(([, family]) => family!),
  )

test("the visitor's confirmation and the staff email arrive over SMTP with both bodies and working links", async () => {
  const request = await insertRequest(db, {
    email: "priya@example.com",
    name: "Priya Rao",
    company: "Secret Hospital Group",
    topic: "demo",
    message: "We run 40 wards.\nNight shifts are the hard part.",
  })
  const confirmation = await insertOutbox(db, request.id, "visitor_confirmation")
  const staff = await insertOutbox(db, request.id, "staff_email")
  expect(await engineWith(smtpConfig()).deliver([confirmation, staff])).toEqual({
    delivered: 2,
    failed: 0,
    dead: 0,
    dropped: 0,
  })

  const toVisitor = inbox.find((m) => m.rcptTo.includes("priya@example.com"))!
  expect(toVisitor.rcptTo).toEqual(["priya@example.com"])
  expect(toVisitor.mail.subject).toBe("Please confirm your Shiftwise request")
  expect(toVisitor.mail.from?.value).toEqual([{ name: "Shiftwise", address: "hello@shiftwise.app" }])
  expect(toVisitor.mail.messageId).toBe(`<${confirmation}@shiftwise.app>`)
  expect(toVisitor.mail.headers.get("x-shiftwise-delivery")).toBe(confirmation)
  expect(toVisitor.mail.text).toContain("Hi Priya Rao,")
  expect(toVisitor.mail.text).toContain(content.copy.confirmation.next.demo)
  expect(toVisitor.mail.html).toContain("book a 30-minute demo")
  expect(toVisitor.mail.html).toContain("Shiftwise Technologies Private Limited")

  const confirmUrl = new URL(/https:\/\/\S+\/invite\/confirm\?token=\S+/.exec(toVisitor.mail.text ?? "")![0])
  expect(confirmUrl.origin + confirmUrl.pathname).toBe(`https://preview.shiftwise.app${EARLY_ACCESS_CONFIRM_PAGE}`)
  expect(toVisitor.mail.html).toContain(`href="${confirmUrl.toString()}"`)
  const deleteUrl = new URL(/https:\/\/\S+\/invite\/delete\?token=\S+/.exec(toVisitor.mail.text ?? "")![0])
  expect(deleteUrl.pathname).toBe(EARLY_ACCESS_DELETE_PAGE)
  // A minute after the engine's clock issued them (the wall clock passed their 7 days on 2026-11-30).
  const now = new Date(T0.getTime() + 60_000)
  expect(await useToken(db, confirmUrl.searchParams.get("token"), "confirm", now)).toEqual({
    ok: true,
    requestId: request.id,
  })
  expect(await useToken(db, deleteUrl.searchParams.get("token"), "delete", now)).toEqual({
    ok: true,
    requestId: request.id,
  })
  // Only hashes are stored.
  const stored = await db.selectFrom("early_access_tokens").select("token_hash").execute()
  expect(stored.map((row) => row.token_hash)).not.toContain(confirmUrl.searchParams.get("token"))

  const toStaff = inbox.find((m) => m.rcptTo.includes("team@shiftwise.app"))!
  expect(toStaff.rcptTo).toEqual(["team@shiftwise.app"])
  expect(toStaff.mail.subject).toBe("New request (demo): Priya Rao, Secret Hospital Group")
  expect(toStaff.mail.replyTo?.text).toContain("priya@example.com")
  for (const body of [toStaff.mail.text ?? "", toStaff.mail.html || ""]) {
    for (const value of ["priya@example.com", "Secret Hospital Group", "51-200", "demo", "We run 40 wards."])
      expect(body).toContain(value)
  }
})

test("a request sent in Hindi: the visitor's email is in Hindi, staff's in English naming the language", async () => {
  const hindi = content.translations.hi!
  expect(hindi.confirmation.subject).not.toBe(content.copy.confirmation.subject)
  const request = await insertRequest(db, {
    email: "sunita@example.com",
    name: "Sunita Verma",
    company: "Verma Kirana Stores",
    topic: "demo",
    language: "hi",
  })
  const confirmation = await insertOutbox(db, request.id, "visitor_confirmation")
  const staff = await insertOutbox(db, request.id, "staff_email")
  const webhook = await insertOutbox(db, request.id, "staff_webhook")
  expect(await engineWith(smtpConfig()).deliver([confirmation, staff, webhook])).toMatchObject({ delivered: 3 })

  const { mail, raw } = inbox.find((m) => m.rcptTo.includes("sunita@example.com"))!
  // Decoded from the wire: the subject (an encoded word) and both bodies in Devanagari, from content/hi/emails.yaml.
  expect(mail.subject).toBe(hindi.confirmation.subject.replace("{productName}", "Shiftwise"))
  expect(mail.subject).toMatch(/[\u0900-\u097F]/)
  expect(mail.text).toContain(hindi.confirmation.greeting.replace("{name}", "Sunita Verma"))
  expect(mail.text).toContain(hindi.confirmation.next.demo)
  expect(mail.text).not.toContain(content.copy.confirmation.next.demo)
  expect(mail.html).toContain('<html lang="hi">')
  expect(mail.html).toContain(hindi.confirmation.confirmButton)
  // Every text names the system fonts of its script first (content/languages.yaml), as the site's Hindi pages do:
  // Outlook on Windows then draws it in Nirmala UI rather than a fallback of its own choosing.
  const devanagari = content.languages.find(({ code }) => code === "hi")!.fonts!
  const families = fontFamilies(mail.html || "")
  expect(families.length).toBeGreaterThan(5)
  for (const family of families) {
    expect(
      family
        .split(",")
        .slice(0, devanagari.length)
        .map((name) => name.trim()),
    ).toEqual(devanagari.map((name) => `'${name}'`))
    expect(family).toMatch(/,sans-serif$/)
  }
  // The links open the pages in Hindi where they are translated (the confirm and delete pages), else the English.
  expect(mail.text).toMatch(/https:\/\/preview\.shiftwise\.app\/hi\/invite\/confirm\?token=\S+/)
  expect(mail.text).toMatch(/https:\/\/preview\.shiftwise\.app\/hi\/invite\/delete\?token=\S+/)
  // The your-data page in Hindi, now that it is translated.
  expect(mail.text).toContain(`${hindi.confirmation.yourDataLink}: https://preview.shiftwise.app/hi/your-data\n`)
  const confirmUrl = new URL(/https:\/\/\S+\/invite\/confirm\?token=\S+/.exec(mail.text ?? "")![0])
  expect(await useToken(db, confirmUrl.searchParams.get("token"), "confirm", new Date(T0.getTime() + 60_000))).toEqual({
    ok: true,
    requestId: request.id,
  })
  // A mail filter reads it as it came over SMTP (local rules only, no network): under 2, as the English.
  const report = execFileSync("spamassassin", ["-t", "-L"], { input: raw, encoding: "utf8" })
  const status = /^X-Spam-Status: .*(\n\s+.*)*/m.exec(report)?.[0]
  console.log(`SpamAssassin on the Hindi confirmation email: ${status}`)
  expect(Number(/^X-Spam-Status: \w+, score=(-?[\d.]+)/m.exec(report)?.[1])).toBeLessThan(2)

  const toStaff = inbox.find((m) => m.rcptTo.includes("team@shiftwise.app"))!
  expect(toStaff.mail.subject).toBe("New request (demo): Sunita Verma, Verma Kirana Stores")
  expect(toStaff.mail.text).toContain("Language: हिन्दी (hi)")
  expect(toStaff.mail.html).toContain('<html lang="en">')
  expect(fontFamilies(toStaff.mail.html || "").filter((family) => family.includes("Devanagari"))).toEqual([])
  const body = JSON.parse(hooks[0]!.body) as { text: string; request: { language: string } }
  expect(body.request.language).toBe("hi")
  expect(body.text).toContain("written in हिन्दी (hi)")
  // SpamAssassin (Perl) takes 2–3 s to load its rules on this machine, more beside other suites.
}, 30_000)

test("a request stored before the site had languages (null) gets the English email", async () => {
  const request = await insertRequest(db, { email: "old@example.com", name: "Old Timer" })
  await engineWith(smtpConfig()).deliver([await insertOutbox(db, request.id, "visitor_confirmation")])
  expect(inbox[0]!.mail.subject).toBe("Please confirm your Shiftwise request")
  expect(inbox[0]!.mail.html).toContain('<html lang="en">')
})

test("a repeat tells the owner their status; a confirmed address gets no confirm link", async () => {
  const request = await insertRequest(db, {
    email: "grace@example.com",
    name: "Grace",
    confirmed_at: "2026-11-22T10:00:00.000Z",
  })
  const id = await insertOutbox(db, request.id, "visitor_confirmation", { payload: { repeat: true } })
  await engineWith(smtpConfig()).deliver([id])
  expect(inbox).toHaveLength(1)
  const { mail } = inbox[0]!
  expect(mail.subject).toBe("Your Shiftwise request")
  expect(mail.text).toContain(content.copy.confirmation.confirmedStatus)
  expect(mail.text).not.toContain("/invite/confirm")
  expect(mail.text).toContain("/invite/delete?token=")
})

test("a name holding CRLF and a Bcc header, or HTML, adds no recipient and no markup", async () => {
  const request = await insertRequest(db, {
    email: "mallory@example.com",
    name: 'Mallory\r\nBcc: x@evil.example\r\n<script>alert(1)</script><img src=x onerror="y">',
    company: "<b>Evil</b> & Co\nBcc: y@evil.example",
    message: "<a href='https://evil.example'>click</a>",
  })
  const ids = [
    await insertOutbox(db, request.id, "visitor_confirmation"),
    await insertOutbox(db, request.id, "staff_email"),
  ]
  expect(await engineWith(smtpConfig()).deliver(ids)).toMatchObject({ delivered: 2 })
  expect(inbox.flatMap((m) => m.rcptTo).sort()).toEqual(["mallory@example.com", "team@shiftwise.app"])
  for (const { mail } of inbox) {
    expect(mail.bcc).toBeUndefined()
    expect(mail.headers.has("bcc")).toBe(false)
    expect(mail.html).not.toMatch(/<script|<img|<b>|<a href='https:\/\/evil/)
    expect(mail.html).toMatch(/&lt;script&gt;|&lt;b&gt;Evil/)
  }
  expect(inbox.find((m) => m.rcptTo.includes("team@shiftwise.app"))!.mail.subject).not.toMatch(/[\r\n]/)
})

test("where the request came from reaches staff by email and webhook, its markup as text", async () => {
  const request = await insertRequest(db, {
    email: "campaign@example.com",
    name: "Campaign Person",
    landing_path: "/invite",
    utm_source: "newsletter",
    utm_medium: null,
    utm_campaign: '<script>alert(1)</script><img src=x onerror="y">',
    utm_term: "w".repeat(200),
    utm_content: "a & <b>",
    referrer_host: "news.example.com",
  })
  const bare = await insertRequest(db, { email: "bare@example.com", name: "Bare Person" })
  const ids = [
    await insertOutbox(db, request.id, "staff_email"),
    await insertOutbox(db, request.id, "staff_webhook"),
    await insertOutbox(db, bare.id, "staff_email"),
  ]
  expect(await engineWith(smtpConfig()).deliver(ids)).toMatchObject({ delivered: 3 })

  const mailFor = (name: string) => inbox.find((m) => m.mail.subject?.includes(name))!.mail
  const mail = mailFor("Campaign Person")
  // The text part: one line per value, as stored.
  for (const line of [
    "Page: /invite",
    "utm_source: newsletter",
    `utm_campaign: <script>alert(1)</script><img src=x onerror="y">`,
    `utm_term: ${"w".repeat(200)}`,
    "utm_content: a & <b>",
    "Referred by: news.example.com",
  ])
    expect(mail.text).toContain(`${line}\n`)
  expect(mail.text).not.toContain("utm_medium")
  // The HTML part: the same values, escaped; no element of the link's.
  const html = mail.html || ""
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;y&quot;&gt;")
  expect(html).toContain("a &amp; &lt;b&gt;")
  expect(html).not.toMatch(/<script|<img|<b>/)
  const cells = [...html.matchAll(/<td [^>]*>([^<]*)<\/td><td [^>]*>([^<]*)<\/td>/g)].map(([, k, v]) => [k, v])
  expect(cells).toEqual(
    expect.arrayContaining([
      ["Page", "/invite"],
      ["utm_source", "newsletter"],
      ["Referred by", "news.example.com"],
    ]),
  )

  // A request with no source says so, rather than leaving the rows out.
  const plain = mailFor("Bare Person")
  for (const line of ["Page: not known", "Campaign: none", "Referred by: no other site"])
    expect(plain.text).toContain(`${line}\n`)

  expect(hooks).toHaveLength(1)
  const json = JSON.parse(hooks[0]!.body) as { text: string; request: { source: Record<string, string | null> } }
  expect(json.request.source).toEqual({
    landing_path: "/invite",
    utm_source: "newsletter",
    utm_medium: null,
    utm_campaign: '<script>alert(1)</script><img src=x onerror="y">',
    utm_term: "w".repeat(200),
    utm_content: "a & <b>",
    referrer_host: "news.example.com",
  })
  // Slack's mrkdwn summary: the values with their < > & escaped.
  expect(json.text).toContain(
    'From page /invite · utm_source=newsletter · utm_campaign=&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror="y"&gt;',
  )
  expect(json.text).toContain("utm_content=a &amp; &lt;b&gt; · referred by news.example.com")
  expect(json.text).not.toMatch(/<script|<b>/)
})

test("the webhook gets the JSON, the delivery id and a valid signature; a 500 is retried and arrives once", async () => {
  const request = await insertRequest(db, {
    email: "hook@example.com",
    name: "Hook Person",
    company: "Hooks & <Co>",
    topic: "support",
    message: "Help",
  })
  const id = await insertOutbox(db, request.id, "staff_webhook")
  const clock = { now: T0 }
  const engine = engineWith(smtpConfig(), clock)

  hookStatus = 500
  expect(await engine.deliver([id])).toEqual({ delivered: 0, failed: 1, dead: 0, dropped: 0 })
  const failed = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow()
  expect(failed).toMatchObject({ attempts: 1, last_error: "webhook answered 500", delivered_at: null })

  hookStatus = 200
  expect(await engine.drain()).toEqual({ delivered: 0, failed: 0, dead: 0, dropped: 0 }) // not due yet
  clock.now = new Date(T0.getTime() + 30_000)
  expect(await engine.drain()).toEqual({ delivered: 1, failed: 0, dead: 0, dropped: 0 })
  expect(await engine.drain()).toEqual({ delivered: 0, failed: 0, dead: 0, dropped: 0 })

  expect(hooks).toHaveLength(1)
  const [{ headers, body }] = hooks as [{ headers: http.IncomingHttpHeaders; body: string }]
  expect(headers["content-type"]).toBe("application/json")
  expect(headers["x-shiftwise-delivery"]).toBe(id)
  expect(headers["x-shiftwise-signature"]).toBe(webhookSignature(body, SECRET))
  expect(headers["x-shiftwise-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/)
  const json = JSON.parse(body) as { text: string; delivery_id: string; request: Record<string, unknown> }
  expect(json.delivery_id).toBe(id)
  expect(json.request).toMatchObject({
    email: "hook@example.com",
    name: "Hook Person",
    company: "Hooks & <Co>",
    topic: "support",
    message: "Help",
  })
  // Slack's mrkdwn: the company's < > & are escaped in the summary.
  expect(json.text).toContain("Hooks &amp; &lt;Co&gt;")
})

test("without SMTP_URL each email is a parseable .eml file under MAIL_DIR and a log line names it", async () => {
  const temp = tempDir("mail-")
  try {
    const config: DeliveryConfig = {
      ...loadDeliveryConfig({ MAIL_DIR: temp.dir }),
      notifyWebhookUrl: null,
      notifyEmail: null,
    }
    const request = await insertRequest(db, { email: "offline@example.com", name: "Offline Person" })
    const id = await insertOutbox(db, request.id, "visitor_confirmation")
    const staffId = await insertOutbox(db, request.id, "staff_email")
    logs.length = 0
    expect(await engineWith(config).deliver([id, staffId])).toMatchObject({ delivered: 2 })
    const files = readdirSync(temp.dir).filter((name) => name.endsWith(".eml"))
    expect(files).toHaveLength(2)
    const mails = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(temp.dir, name)))))
    const visitor = mails.find((mail) => mail.messageId === `<${id}@shiftwise.app>`)!
    expect(visitor.to && "text" in visitor.to ? visitor.to.text : "").toBe('"Offline Person" <offline@example.com>')
    expect(visitor.text).toContain("/invite/confirm?token=")
    expect(visitor.html).toContain("Confirm my email address")
    // No NOTIFY_* set: staff mail goes to the site's own address.
    const staff = mails.find((mail) => mail.messageId === `<${staffId}@shiftwise.app>`)!
    expect(staff.to && "text" in staff.to ? staff.to.text : "").toContain(content.brand.email)
    const written = logs
      .map((line) => JSON.parse(line) as { msg: string; file?: string })
      .filter((entry) => entry.msg === "email_written")
    expect(written.map((entry) => path.basename(entry.file ?? "")).sort()).toEqual(files.sort())
  } finally {
    temp.remove()
  }
})
