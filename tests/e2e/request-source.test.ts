// Where a request came from, as a visitor brings it: the built site in Chromium against the real server (`npm start`'s),
// a fresh SQLite file, and a real SMTP server on loopback for the staff's email. A campaign link to a page with the form,
// and one to `/` from which the visitor follows the site's link to the form; the values reach the stored row, the staff
// notification and the staff export (the Function and `npm run signups`). A link with 50 parameters, a 5,000-character
// and a <script> value: stored bounded, shown as text in the email and on the your-data page, where no script of the
// link's runs. And the form sent with JavaScript off, whose Referer carries the page's address.
import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { ENGLISH_FORM } from "../helpers/form-words"
import { REQUEST_SOURCE_LIMITS, requestSourceOf, UTM_PARAMETERS } from "../../contracts/request-source"
import { launchBrowser } from "../../harness/browser"
import { eventually, startDeliverySinks, type DeliverySinks, type ReceivedMail } from "../../harness/delivery-sinks"
import { freshSqlite, storedRequests } from "../../harness/early-access"
import { ROOT, startServer, type RunningServer } from "../../harness/server"
import { parseCsv } from "../helpers/csv"
import { waitForHydration } from "../helpers/hydration"

const RESULT_COPY = ENGLISH_FORM.result

const STAFF = "team@shiftwise.example"
const ADMIN_TOKEN = "request-source-e2e-staff-token-0123456789"
const REFERRER = "https://news.example.com/item?id=42"

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
      MAIL_FROM: "Shiftwise <hello@shiftwise.example>",
      NOTIFY_EMAIL: STAFF,
      ADMIN_TOKEN,
    }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sinks?.close()
  sqlite?.remove()
})

/** What is stored about where the request from `email` came from, read from the server's file. */
async function sourceOf(email: string) {
  const row = (await storedRequests(sqlite.sqlitePath)).find((record) => record.email === email)
  if (!row) throw new Error(`no request from ${email}`)
  return requestSourceOf(row)
}
const NONE = {
  landing_path: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer_host: null,
}

async function open(
  route: string,
  { javaScript = true, referer }: { javaScript?: boolean; referer?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: javaScript })
  const page = await context.newPage()
  const response = await page.goto(server.url + route, referer ? { referer } : {})
  expect(response?.status()).toBe(200)
  if (javaScript) await waitForHydration(page)
  return { context, page }
}

async function sendForm(page: Page, email: string, { javaScript = true } = {}): Promise<void> {
  await page.getByRole("textbox", { name: "Work email", exact: true }).fill(email)
  await page.getByRole("textbox", { name: "Your name", exact: true }).fill("Priya Raman")
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Acme Retail")
  await page.getByRole("button", { name: "Request early access" }).click()
  await page.getByRole("heading", { level: javaScript ? 2 : 1, name: RESULT_COPY.title }).waitFor()
}

async function staffMail(email: string): Promise<ReceivedMail> {
  const find = () => sinks.mails.find((mail) => mail.to.includes(STAFF) && (mail.mail?.text ?? "").includes(email))
  if (!(await eventually(() => find() !== undefined, 30_000))) throw new Error(`no staff email about ${email}`)
  return find()!
}

/** The staff export's CSV (GET /api/admin/requests), as rows keyed by column, for `email`. */
async function exported(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/admin/requests`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  })
  expect(response.status).toBe(200)
  const [header, ...rows] = parseCsv(await response.text())
  const row = rows.find((cells) => cells[header!.indexOf("email")] === email)
  if (!row) throw new Error(`${email} is not in the export`)
  return Object.fromEntries(header!.map((column, index) => [column, row[index] ?? ""]))
}

const runFile = promisify(execFile)

/** What a link's markup would have set had it run (a script element, an image's onerror). */
const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: number }).__ran)

describe("a campaign link to a landing page with the form (/for/retail, its form section set to a demo)", () => {
  const email = "retail-campaign@example.com"

  it("stores the page, the campaign and the referring site", async () => {
    const { context, page } = await open("/for/retail?utm_source=newsletter&utm_campaign=winter", { referer: REFERRER })
    await sendForm(page, email)
    await context.close()
    expect(await sourceOf(email)).toEqual({
      ...NONE,
      landing_path: "/for/retail",
      utm_source: "newsletter",
      utm_campaign: "winter",
      referrer_host: "news.example.com",
    })
  })

  it("the staff's email carries them", async () => {
    const { mail } = await staffMail(email)
    for (const line of [
      "Page: /for/retail",
      "utm_source: newsletter",
      "utm_campaign: winter",
      "Referred by: news.example.com",
    ])
      expect(mail?.text).toContain(`${line}\n`)
    expect(String(mail?.html)).toMatch(/>utm_campaign<\/td><td [^>]*>winter<\/td>/)
  })

  it("the staff export carries them: GET /api/admin/requests and `npm run signups`", async () => {
    expect(await exported(email)).toMatchObject({
      topic: "demo",
      landing_path: "/for/retail",
      utm_source: "newsletter",
      utm_medium: "",
      utm_campaign: "winter",
      referrer_host: "news.example.com",
    })
    const env = { ...process.env, SQLITE_PATH: sqlite.sqlitePath, DATABASE_URL: "" }
    const signups = path.join(ROOT, "ops/signups.ts")
    const { stdout: table } = await runFile(process.execPath, ["--import", "tsx", signups], { cwd: ROOT, env })
    expect(table.split("\n").find((line) => line.includes(email))).toMatch(/\/for\/retail\s+newsletter \/ winter$/)
    const { stdout: csv } = await runFile(process.execPath, ["--import", "tsx", signups, "--csv"], { cwd: ROOT, env })
    const [header, ...rows] = parseCsv(csv)
    const row = rows.find((cells) => cells.includes(email))!
    expect(row[header!.indexOf("utm_campaign")]).toBe("winter")
    expect(row[header!.indexOf("landing_path")]).toBe("/for/retail")
  })
})

describe("a campaign link to `/`, then the site's own link to the form", () => {
  it("the form's page is stored, with the campaign the visit arrived with", async () => {
    const email = "home-campaign@example.com"
    const { context, page } = await open("/?utm_source=newsletter&utm_campaign=winter", { referer: REFERRER })
    // Marks this document: it must still be the same one after the link (client-side navigation, no page load).
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page.getByRole("main").getByRole("link", { name: "Request early access" }).first().click()
    await page.waitForURL(`${server.url}/invite`)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    await sendForm(page, email)
    await context.close()
    expect(await sourceOf(email)).toEqual({
      ...NONE,
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "winter",
      referrer_host: "news.example.com",
    })
    expect((await staffMail(email)).mail?.text).toContain("utm_campaign: winter\n")
    expect(await exported(email)).toMatchObject({ landing_path: "/invite", utm_campaign: "winter" })
  })

  it("the same page opened without parameters stores none: the path, and null for the rest", async () => {
    const email = "no-campaign@example.com"
    const { context, page } = await open("/invite")
    await sendForm(page, email)
    await context.close()
    expect(await sourceOf(email)).toEqual({ ...NONE, landing_path: "/invite" })
    expect((await staffMail(email)).mail?.text).toContain("Campaign: none\n")
  })
})

describe("a link with 50 parameters, a 5,000-character and a <script> value", () => {
  const email = "hostile-link@example.com"
  // Each would set window.__ran if it ever ran as markup.
  const SCRIPT = "<script>window.__ran = 1</script>"
  const IMAGE = '<img src="x" onerror="window.__ran = 2">'
  const params = new URLSearchParams()
  for (let i = 0; i < 45; i++) params.append(i % 3 ? `utm_extra${i}` : `ref${i}`, `extra${i}`)
  params.append("utm_source", "s".repeat(5000))
  params.append("utm_medium", "email")
  params.append("utm_campaign", SCRIPT)
  params.append("utm_term", IMAGE)
  params.append("utm_content", "a & b")

  it("stores the five, the long one cut to its bound, the markup as text", async () => {
    expect([...params.keys()]).toHaveLength(50)
    const { context, page } = await open(`/invite?${params.toString()}`)
    await sendForm(page, email)
    expect(await ran(page)).toBeUndefined()
    await context.close()
    const source = await sourceOf(email)
    expect(source).toEqual({
      landing_path: "/invite",
      utm_source: "s".repeat(REQUEST_SOURCE_LIMITS.utmChars),
      utm_medium: "email",
      utm_campaign: SCRIPT,
      utm_term: IMAGE,
      utm_content: "a & b",
      referrer_host: null,
    })
    const row = (await storedRequests(sqlite.sqlitePath)).find((record) => record.email === email)
    expect(JSON.stringify(row)).not.toContain("extra")
  })

  it("the staff's email shows them as text: escaped in the HTML, as they are in the text part", async () => {
    const { mail } = await staffMail(email)
    expect(mail?.text).toContain(`utm_campaign: ${SCRIPT}\n`)
    expect(mail?.text).toContain(`utm_source: ${"s".repeat(REQUEST_SOURCE_LIMITS.utmChars)}\n`)
    const html = String(mail?.html)
    expect(html).not.toMatch(/<script|<img/)
    // Drawn by Chromium with scripts on: the text shows literally and nothing of the link's runs.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.setContent(html, { waitUntil: "load" })
    const cell = (name: string) => page.locator("td", { hasText: new RegExp(`^${name}$`) }).locator("xpath=../td[2]")
    expect(await cell("utm_campaign").innerText()).toBe(SCRIPT)
    expect(await cell("utm_term").innerText()).toBe(IMAGE)
    expect(await ran(page)).toBeUndefined()
    await context.close()
    const csv = await exported(email)
    for (const name of UTM_PARAMETERS) expect(csv[name]).toBe((await sourceOf(email))[name] ?? "")
  })

  it("the your-data page shows them as text, and no script of the link's runs there", async () => {
    const { context, page } = await open("/your-data")
    await page.getByRole("textbox", { name: "Email address" }).fill(email)
    await page.getByRole("button", { name: "Email me a link" }).click()
    await page.waitForURL(`${server.url}/your-data/sent`)
    const find = () =>
      sinks.mails.find((mail) => mail.to.includes(email) && /your-data\/open\?token=/.test(mail.mail?.text ?? ""))
    expect(await eventually(() => find() !== undefined, 30_000)).toBe(true)
    const link = new URL(/https?:\/\/\S+\/your-data\/open\?token=[\w.-]+/.exec(find()!.mail?.text ?? "")![0])
    await page.goto(`${server.url}${link.pathname}${link.search}`)
    await waitForHydration(page)
    await page.getByRole("button", { name: "Show my data" }).click()
    await page.waitForURL(`${server.url}/your-data/view`)
    const request = page.getByRole("region", { name: "Your request" })
    await request.waitFor()
    const row = (term: string) => request.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd")
    expect(await row("Page you sent it from").innerText()).toBe("/invite")
    const campaign = await row("Campaign in its address").innerText()
    expect(campaign).toContain(`utm_campaign: ${SCRIPT}`)
    expect(campaign).toContain(`utm_term: ${IMAGE}`)
    expect(campaign).toContain(`utm_source: ${"s".repeat(REQUEST_SOURCE_LIMITS.utmChars)}`)
    expect(await request.locator("script, img").count()).toBe(0)
    expect(await ran(page)).toBeUndefined()
    // The JSON download holds them as stored.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as JSON" }).click(),
    ])
    const json = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as { request: Record<string, unknown> }
    expect(json.request).toMatchObject({ utm_campaign: SCRIPT, utm_term: IMAGE })
    await context.close()
  })
})

describe("with JavaScript off", () => {
  it("the browser's own post: the page and its campaign from the Referer, and no referring site (no header has it)", async () => {
    const email = "no-script@example.com"
    const { context, page } = await open("/invite?utm_source=newsletter&utm_campaign=winter&gclid=abc", {
      javaScript: false,
      referer: REFERRER,
    })
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/earlyaccess")),
      sendForm(page, email, { javaScript: false }),
    ])
    // What the Function reads: the page's path in the form's hidden field, its whole address in the Referer (the
    // site's Referrer-Policy sends it to the site itself).
    expect(new URLSearchParams(post.postData() ?? "").get("landing_path")).toBe("/invite")
    expect(await post.headerValue("referer")).toBe(
      `${server.url}/invite?utm_source=newsletter&utm_campaign=winter&gclid=abc`,
    )
    await context.close()
    expect(await sourceOf(email)).toEqual({
      ...NONE,
      landing_path: "/invite",
      utm_source: "newsletter",
      utm_campaign: "winter",
    })
    expect((await staffMail(email)).mail?.text).toContain("Referred by: no other site\n")
  })

  it("an address over 4 KB: Chromium sends only the origin as Referer, so the campaign is lost and the path stands", async () => {
    const email = "no-script-long@example.com"
    const { context, page } = await open(`/invite?utm_source=${"s".repeat(5000)}&utm_campaign=winter`, {
      javaScript: false,
    })
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/earlyaccess")),
      sendForm(page, email, { javaScript: false }),
    ])
    expect(await post.headerValue("referer")).toBe(`${server.url}/`)
    await context.close()
    expect(await sourceOf(email)).toEqual({ ...NONE, landing_path: "/invite" })
  })
})
