// A person's rights without writing to us, as they would exercise them: the built site in Chromium against the real
// server (`npm start`'s, with its delivery worker), a real SMTP server and webhook receiver on loopback standing in for
// the email provider and the team's chat. Ask on /your-data, receive the email (SpamAssassin scores it), open the link,
// see every stored field, download JSON and CSV whose contents are the store's rows, correct the company (staff told
// once), erase it; a link used twice or past its 24 hours shows the "expired" page and nothing else; the form works
// without JavaScript; the new pages pass axe at 390 and 1280 px.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import yaml from "js-yaml"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { createStore } from "../../api/store/store"
import { launchBrowser } from "../../harness/browser"
import { eventually, startDeliverySinks, type DeliverySinks, type ReceivedMail } from "../../harness/delivery-sinks"
import { freshSqlite } from "../../harness/early-access"
import { ROOT, startServer, type RunningServer } from "../../harness/server"
import { parseCsv } from "../helpers/csv"
import { waitForHydration } from "../helpers/hydration"

const ADMIN_TOKEN = "your-data-e2e-staff-token-0123456789"
const STAFF = "team@shiftwise.example"
const PRIYA = {
  email: "priya.raman@example.com",
  name: "Priya Raman",
  company: "Acme Retail",
  emp_count: "51-200",
  topic: "demo",
  message: "We run 40 stores\nacross two states.",
}
const site = yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")) as {
  privacyContact: { name: string; role: string; email: string; address: string }
}

let server: RunningServer
let browser: Browser
let sinks: DeliverySinks
let sqlite: ReturnType<typeof freshSqlite>

beforeAll(async () => {
  sqlite = freshSqlite()
  sinks = await startDeliverySinks()
  ;[server, browser] = await Promise.all([
    startServer({
      SQLITE_PATH: sqlite.sqlitePath,
      EARLYACCESS_RATE_LIMIT: "0",
      SMTP_URL: sinks.smtpUrl,
      NOTIFY_EMAIL: STAFF,
      NOTIFY_WEBHOOK_URL: sinks.webhookUrl,
      ADMIN_TOKEN,
    }),
    launchBrowser(),
  ])
  const response = await fetch(`${server.url}/api/earlyaccess`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(PRIYA),
  })
  expect(response.status).toBe(200)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sinks?.close()
  sqlite?.remove()
})

/** The store as it is now, read from the file the server writes. */
async function stored() {
  const store = createStore({ kind: "sqlite", path: sqlite.sqlitePath })
  try {
    const db = await store.database()
    const request = await db
      .selectFrom("early_access_requests")
      .selectAll()
      .where("email_key", "=", PRIYA.email)
      .executeTakeFirst()
    const id = request?.id ?? ""
    return {
      request,
      deliveries: await db
        .selectFrom("outbox")
        .selectAll()
        .where("request_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      links: await db
        .selectFrom("early_access_tokens")
        .select(["request_id", "purpose", "created_at", "expires_at", "used_at"])
        .where("request_id", "=", id)
        .orderBy("created_at")
        .orderBy("purpose")
        .execute(),
      rights: await db
        .selectFrom("rights_requests")
        .selectAll()
        .where("request_id", "=", id)
        .orderBy("requested_at")
        .orderBy("id")
        .execute(),
    }
  } finally {
    await store.close()
  }
}

/** Emails to `to`, once at least `count` have arrived. */
async function mailsTo(to: string, count = 1): Promise<ReceivedMail[]> {
  const arrived = () => sinks.mails.filter((mail) => mail.to.includes(to))
  if (!(await eventually(() => arrived().length >= count, 30_000))) throw new Error(`no email to ${to}`)
  return arrived()
}

/** The your-data link in an email, pointed at this test's server (the email uses the site's public address). */
function openLink(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s>"]+\/your-data\/open\?token=[\w.-]+/.exec(mail.mail?.text ?? "")
  if (!match) throw new Error(`no your-data link in:\n${mail.mail?.text}`)
  const url = new URL(match[0])
  return `${server.url}${url.pathname}${url.search}`
}

async function visit(
  route: string,
  { width = 1280, javaScript = true } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript })
  const page = await context.newPage()
  const response = await page.goto(server.url + route)
  expect(response?.status()).toBe(200)
  if (javaScript) await waitForHydration(page)
  return { context, page }
}

async function askForLink(page: Page, email: string): Promise<void> {
  await page.getByRole("textbox", { name: "Email address" }).fill(email)
  await page.getByRole("button", { name: "Email me a link" }).click()
  await page.waitForURL(`${server.url}/your-data/sent`)
  await page.getByRole("heading", { level: 1, name: "Check your inbox" }).waitFor()
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

const staffNotices = () =>
  sinks.mails.filter((mail) => mail.to.includes(STAFF) && mail.mail?.subject?.startsWith("Request corrected"))
const correctionHooks = () => sinks.hooks.filter((hook) => hook.body.event === "early_access.corrected")

describe("seeing, downloading, correcting and erasing one's data", () => {
  let link = ""
  let rightsMail: ReceivedMail

  it("the confirmation email links the your-data form", async () => {
    const [confirmation] = await mailsTo(PRIYA.email)
    expect(confirmation?.mail?.text).toMatch(/Your data: https?:\/\/[^\s]+\/your-data\b/)
    expect(String(confirmation?.mail?.html)).toMatch(/href="https?:\/\/[^"]+\/your-data"/)
  })

  it("asking on /your-data leads to the neutral page; the email with the link arrives, with the privacy contact at its foot", async () => {
    const { context, page } = await visit("/your-data")
    await askForLink(page, PRIYA.email.toUpperCase())
    await context.close()
    const mails = await mailsTo(PRIYA.email, 2)
    rightsMail = mails.find((mail) => /your-data\/open/.test(mail.mail?.text ?? ""))!
    expect(rightsMail.mail?.subject).toBe("Your link to the data Shiftwise holds about you")
    const text = rightsMail.mail?.text ?? ""
    const contact = site.privacyContact
    for (const value of [contact.name, contact.role, contact.email, contact.address]) {
      expect(text).toContain(value)
      expect(String(rightsMail.mail?.html)).toContain(value)
    }
    expect(text.indexOf(contact.address)).toBeGreaterThan(text.indexOf("/your-data/open?token="))
    link = openLink(rightsMail)
  })

  it("SpamAssassin scores the email, as it went through SMTP, under 2 (local tests, no network)", () => {
    const report = execFileSync("spamassassin", ["-t", "-L"], { input: rightsMail.raw, encoding: "utf8" })
    const score = Number(/^X-Spam-Status: \w+, score=(-?[\d.]+)/m.exec(report)?.[1])
    console.log(`SpamAssassin on the your-data email: ${/^X-Spam-Status: .*(\n\s+.*)*/m.exec(report)?.[0]}`)
    expect(Number.isFinite(score)).toBe(true)
    expect(score).toBeLessThan(2)
  })

  it("the link opens every stored field, in words, and the downloads hold the store's rows", async () => {
    const { context, page } = await visit(new URL(link).pathname + new URL(link).search)
    // Following the link spends nothing: the button does.
    expect((await stored()).links.find((row) => row.purpose === "access")?.used_at).toBeNull()
    await page.getByRole("button", { name: "Show my data" }).click()
    await page.waitForURL(`${server.url}/your-data/view`)
    await page.getByRole("heading", { name: "Your request" }).waitFor()

    const { request, deliveries, links, rights } = await stored()
    if (!request) throw new Error("Priya's request is not stored")
    const main = await page.locator("main").innerText()
    for (const value of [
      request.email,
      request.name,
      request.company,
      "51–200 employees",
      "A demo",
      request.id,
      request.user_agent ?? "",
    ])
      expect(main).toContain(value)
    expect(await page.locator("main dd").filter({ hasText: "We run 40 stores" }).innerText()).toBe(request.message)
    for (const time of [request.created_at, request.confirmation_sent_at ?? ""])
      expect(await page.locator(`main time[datetime="${time}"]`).count()).toBeGreaterThan(0)
    // Each email and notification, the carriers that took them, the link and the access request in the rights log.
    expect(main).toContain("Confirmation email, to you")
    expect(main).toContain("Notification email, to our team")
    expect(main).toContain("Notification in our team's chat")
    expect(main).toContain("Email with the link to this page, to you")
    expect(main).toContain("Our email provider (127.0.0.1)")
    expect(main).toContain(`Our team's chat (${new URL(sinks.webhookUrl).host})`)
    expect(main).toContain("To see your data")
    expect(deliveries.filter((row) => row.delivered_at)).toHaveLength(4)
    expect(rights.map((row) => row.kind)).toEqual(["access"])
    // The retention date, the contact.
    expect(main).toContain("730 days after you sent it")
    expect(main).toContain(site.privacyContact.name)

    const download = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()])
      return fs.readFileSync(await file.path(), "utf8")
    }
    const json = JSON.parse(await download("Download as JSON")) as Record<string, unknown>
    expect(json.request).toEqual(request)
    expect(json.deliveries).toEqual(deliveries)
    expect(json.links).toEqual(links)
    expect(json.rights_requests).toEqual(rights)

    const csv = parseCsv(await download("Download as CSV"))
    expect(csv[0]).toEqual(["table", "row", "column", "value"])
    const table = (name: string) => {
      const rows = new Map<string, Record<string, string>>()
      for (const [t, row, column, value] of csv.slice(1)) {
        if (t !== name) continue
        rows.set(row!, { ...rows.get(row!), [column!]: value! })
      }
      return [...rows.values()]
    }
    const asText = (row: object) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? "" : String(value)]))
    expect(table("early_access_requests")).toEqual([asText(request)])
    expect(table("outbox")).toEqual(deliveries.map(asText))
    expect(table("early_access_tokens")).toEqual(links.map(asText))
    expect(table("rights_requests")).toEqual(rights.map(asText))

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolation(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }

    // Correct the company: stored, shown, staff told once (by email and in their chat), in the staff export.
    await page.getByRole("textbox", { name: "Company" }).fill("Acme Retail India")
    await page.getByRole("button", { name: "Save corrections" }).click()
    await page
      .getByRole("status")
      .filter({ hasText: "Saved: your company. Our team has been told of the change." })
      .waitFor()
    await page.locator("main dd").filter({ hasText: "Acme Retail India" }).waitFor()
    expect((await stored()).request).toMatchObject({ company: "Acme Retail India", corrected_at: expect.any(String) })
    expect(await eventually(() => staffNotices().length >= 1 && correctionHooks().length >= 1, 30_000)).toBe(true)
    // Saving the same values again changes and sends nothing.
    await page.getByRole("button", { name: "Save corrections" }).click()
    await page.getByRole("status").filter({ hasText: "Nothing to save" }).waitFor()
    const settled = await fetch(`${server.url}/api/admin/requests?format=json`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(((await settled.json()) as { requests: Array<Record<string, unknown>> }).requests).toEqual([
      expect.objectContaining({ email: PRIYA.email, company: "Acme Retail India", corrected_at: expect.any(String) }),
    ])
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(staffNotices()).toHaveLength(1)
    expect(staffNotices()[0]?.mail?.text).toContain("Company (corrected): Acme Retail India")
    expect(correctionHooks()).toHaveLength(1)
    expect(correctionHooks()[0]?.body).toMatchObject({
      corrected: ["company"],
      request: { company: "Acme Retail India" },
    })
    await context.close()
  })

  it("the same link a second time shows the expired page, and nothing of the data", async () => {
    const { context, page } = await visit(new URL(link).pathname + new URL(link).search)
    await page.getByRole("button", { name: "Show my data" }).click()
    await page.waitForURL(`${server.url}/your-data/expired`)
    await page.getByRole("heading", { level: 1, name: "This link has expired" }).waitFor()
    const text = await page.locator("main").innerText()
    for (const value of [PRIYA.email, PRIYA.name, "Acme Retail"]) expect(text).not.toContain(value)
    expect(await page.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/your-data")
    await context.close()
  })

  it("a link past its 24 hours shows the expired page too", async () => {
    // Ask again (more than 10 minutes after the last link, as the outbox's clock sees it: the last link is backdated).
    const store = createStore({ kind: "sqlite", path: sqlite.sqlitePath })
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    try {
      await (
        await store.database()
      )
        .updateTable("outbox")
        .set({ created_at: hourAgo })
        .where("kind", "=", "rights_link")
        .execute()
    } finally {
      await store.close()
    }
    const { context, page } = await visit("/your-data")
    await askForLink(page, PRIYA.email)
    const mails = await mailsTo(PRIYA.email, 3)
    const late = openLink(mails.at(-1)!)
    // 24 hours pass: the stored expiry is moved into the past (the link itself is unchanged).
    const again = createStore({ kind: "sqlite", path: sqlite.sqlitePath })
    try {
      await (
        await again.database()
      )
        .updateTable("early_access_tokens")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("purpose", "=", "access")
        .where("used_at", "is", null)
        .execute()
    } finally {
      await again.close()
    }
    await page.goto(late)
    await waitForHydration(page)
    await page.getByRole("button", { name: "Show my data" }).click()
    await page.waitForURL(`${server.url}/your-data/expired`)
    await page.getByRole("heading", { level: 1, name: "This link has expired" }).waitFor()
    await context.close()
  })

  it("erasing takes everything the page showed; the staff export lists access, correction and erasure", async () => {
    const store = createStore({ kind: "sqlite", path: sqlite.sqlitePath })
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    try {
      await (
        await store.database()
      )
        .updateTable("outbox")
        .set({ created_at: hourAgo })
        .where("kind", "=", "rights_link")
        .execute()
    } finally {
      await store.close()
    }
    const { context, page } = await visit("/your-data")
    await askForLink(page, PRIYA.email)
    const mails = await mailsTo(PRIYA.email, 4)
    const fresh = openLink(mails.at(-1)!)
    await page.goto(fresh)
    await waitForHydration(page)
    await page.getByRole("button", { name: "Show my data" }).click()
    await page.getByRole("heading", { name: "Erase it" }).waitFor()
    const id = (await stored()).request!.id
    expect(await page.locator("main").innerText()).toContain("every link we emailed you for it, and this session")
    await page.getByRole("button", { name: "Erase my request and everything above" }).click()
    await page.getByRole("heading", { name: "Your request is erased" }).waitFor()
    const after = await stored()
    expect(after.request).toBeUndefined()

    const log = await fetch(`${server.url}/api/admin/requests?list=rights&format=json`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    const entries = (
      (await log.json()) as { rights_requests: Array<{ request_id: string; kind: string; answered_at: string | null }> }
    ).rights_requests
    expect(
      entries
        .filter((entry) => entry.request_id === id)
        .map((entry) => entry.kind)
        .sort(),
    ).toEqual(["access", "access", "access", "correction", "erasure"])
    expect(entries.every((entry) => entry.answered_at !== null)).toBe(true)
    await context.close()
  })
})

describe("the privacy page", () => {
  it("names the privacy contact from site.yaml in section 9 and links the your-data form", async () => {
    const { context, page } = await visit("/privacy")
    const contact = page.getByRole("region", { name: site.privacyContact.role })
    const text = await contact.innerText()
    for (const value of [site.privacyContact.name, site.privacyContact.email, site.privacyContact.address])
      expect(text).toContain(value)
    expect(await page.locator("main").innerText()).not.toContain("{privacyContact}")
    expect(await page.locator('main a[href="/your-data"]').count()).toBeGreaterThan(0)
    await context.close()
  })
})

describe("the form without JavaScript", () => {
  it("posts itself to the Function and lands on the same neutral page, for a stored and an unknown address", async () => {
    for (const email of ["someone.else@example.com", PRIYA.email]) {
      const { context, page } = await visit("/your-data", { javaScript: false, width: 390 })
      await page.getByRole("textbox", { name: "Email address" }).fill(email)
      await page.getByRole("button", { name: "Email me a link" }).click()
      await page.waitForURL(`${server.url}/your-data/sent`)
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Check your inbox")
      await context.close()
    }
  })
})

describe("in Hindi", () => {
  const SUNITA = { ...PRIYA, email: "sunita.verma@example.com", name: "Sunita Verma", language: "hi" }
  const words = yaml.load(fs.readFileSync(path.join(ROOT, "content/hi/your-data.yaml"), "utf8")) as {
    request: { email: string; submit: string }
    open: { button: string }
    view: { request: { title: string }; processors: { title: string } }
    processors: { email: { name: string } }
  }
  const sentTitle = /^title: (.+)$/m.exec(
    fs.readFileSync(path.join(ROOT, "content/pages/hi/your-data-sent.md"), "utf8"),
  )![1]!

  beforeAll(async () => {
    const response = await fetch(`${server.url}/api/earlyaccess`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(SUNITA),
    })
    expect(response.status).toBe(200)
    await mailsTo(SUNITA.email)
  })

  it("asking on /hi/your-data leads to the Hindi page; the emailed link opens the Hindi page, whose button opens the data in Hindi", async () => {
    const asked = await visit("/hi/your-data")
    await asked.page.getByRole("textbox", { name: words.request.email }).fill(SUNITA.email)
    await asked.page.getByRole("button", { name: words.request.submit }).click()
    await asked.page.waitForURL(`${server.url}/hi/your-data/sent`)
    // A navigation in the page: the address changes before the new page is drawn.
    await asked.page.getByRole("heading", { level: 1, name: sentTitle }).waitFor()
    await asked.context.close()

    const mails = await mailsTo(SUNITA.email, 2)
    const mail = mails.find((each) => /your-data\/open/.test(each.mail?.text ?? ""))!
    const link = openLink(mail)
    expect(new URL(link).pathname).toBe("/hi/your-data/open")
    const opened = await visit(new URL(link).pathname + new URL(link).search)
    expect(await opened.page.locator("html").getAttribute("lang")).toBe("hi")
    await opened.page.getByRole("button", { name: words.open.button }).click()
    await opened.page.waitForURL(`${server.url}/hi/your-data/view`)
    const request = opened.page.getByRole("region", { name: words.view.request.title })
    await request.getByText(SUNITA.email, { exact: true }).waitFor()
    // Times as Hindi writes them, the services in Hindi (the email provider carried two emails to her).
    expect(await request.locator("time").first().innerText()).toMatch(
      /^\d{1,2} [\u0900-\u097F]+ \d{4}, \d{2}:\d{2} UTC$/,
    )
    const processors = opened.page.getByRole("region", { name: words.view.processors.title })
    expect(await processors.innerText()).toContain(words.processors.email.name)
    expect(await opened.page.locator("html").getAttribute("lang")).toBe("hi")
    // The data itself, in Devanagari's longer lines: nothing wider than the screen, at both widths.
    for (const width of [1280, 390]) {
      await opened.page.setViewportSize({ width, height: 900 })
      expect(await opened.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
    await opened.context.close()
  })

  it("without JavaScript, the Hindi form lands on the Hindi page", async () => {
    const { context, page } = await visit("/hi/your-data", { javaScript: false, width: 390 })
    await page.getByRole("textbox", { name: words.request.email }).fill("someone.else@example.com")
    await page.getByRole("button", { name: words.request.submit }).click()
    await page.waitForURL(`${server.url}/hi/your-data/sent`)
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(sentTitle)
    await context.close()
  })
})

describe("the new pages at 390 and 1280 px", () => {
  it.each(["/your-data", "/your-data/open?token=abc", "/your-data/view", "/your-data/expired"])(
    "%s: no axe violation, nothing wider than the screen",
    async (route) => {
      for (const width of [390, 1280]) {
        const { context, page } = await visit(route, { width })
        try {
          await page.waitForLoadState("networkidle")
          await expectNoAxeViolation(page)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        } finally {
          await context.close()
        }
      }
    },
  )
})
