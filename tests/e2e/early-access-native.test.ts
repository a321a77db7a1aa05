// The early-access form sent by the browser itself, in Chromium against the built site (server/serve.ts), a fresh
// SQLite file and a real SMTP server on loopback: with JavaScript off, and with JavaScript on but the page's scripts
// held back so the visitor submits before React has hydrated the form. Either way the form posts to the same
// Function (form-encoded), the same rules apply, and the visitor gets a page with the outcome in the React views'
// words; a submit after hydration still goes through the script, once. On /hi/invite, all of it in Hindi: the labels,
// the messages (the script's and the Function's page alike), the thanks, the stored language and the emails.
import type { Browser, BrowserContext, Page, Request, Route } from "playwright-core"
import { ENGLISH_FORM, formWordsIn } from "../helpers/form-words"
import { launchBrowser } from "../../harness/browser"
import { eventually, startDeliverySinks, type DeliverySinks } from "../../harness/delivery-sinks"
import { freshSqlite, storedRequests } from "../../harness/early-access"
import { startServer, type RunningServer } from "../../harness/server"
import { waitForHydration } from "../helpers/hydration"

const PAGE_COPY = ENGLISH_FORM.page
const RESULT_COPY = ENGLISH_FORM.result

const STAFF = "staff@shiftwise.test"

let server: RunningServer
let browser: Browser
let sinks: DeliverySinks
let db: ReturnType<typeof freshSqlite>

beforeAll(async () => {
  db = freshSqlite()
  sinks = await startDeliverySinks()
  server = await startServer({
    SQLITE_PATH: db.sqlitePath,
    EARLYACCESS_RATE_LIMIT: "0",
    SMTP_URL: sinks.smtpUrl,
    MAIL_FROM: "Shiftwise <hello@shiftwise.test>",
    NOTIFY_EMAIL: STAFF,
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sinks?.close()
  db?.remove()
})

const stored = async (email: string) => (await storedRequests(db.sqlitePath)).filter((row) => row.email === email)

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true })
const size = (page: Page) => page.getByRole("combobox", { name: "Company size (optional)" })
const submitButton = (page: Page) => page.getByRole("button", { name: "Request early access" })

/** Every POST to the Function from this page, as Chromium sent it. */
function earlyAccessPosts(page: Page): Request[] {
  const posts: Request[] = []
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/earlyaccess") posts.push(request)
  })
  return posts
}

async function fillIn(page: Page, values: { email: string; name?: string; message?: string }) {
  await field(page, "Work email").fill(values.email)
  await field(page, "Your name").fill(values.name ?? "Ada Lovelace")
  await field(page, "Company").fill("Analytical Engines")
  await size(page).selectOption("11-50")
  await page.getByRole("radio", { name: "A demo" }).check()
  await field(page, "Message (optional)").fill(values.message ?? "Two sites,\nnight shifts.")
}

/** Clicks the button and waits for the page the Function answers with (a navigation to its address). */
async function send(page: Page): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url() === `${server.url}/api/earlyaccess`,
    ),
    submitButton(page).click(),
  ])
  await page.waitForURL(`${server.url}/api/earlyaccess`)
  await page.waitForLoadState("domcontentloaded")
  return response.status()
}

async function noJavaScript(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
  const page = await context.newPage()
  expect((await page.goto(`${server.url}/invite`))?.status()).toBe(200)
  return { context, page }
}

describe("with JavaScript off", () => {
  it("sends the form to the Function: the ResultView's words, the request stored, both emails delivered", async () => {
    const { context, page } = await noJavaScript()
    const posts = earlyAccessPosts(page)
    await fillIn(page, { email: "ada@example.com" })
    expect(await send(page)).toBe(200)

    // Chromium's own form post: form-encoded, naming the page it came from (the same-site check reads Origin).
    expect(posts).toHaveLength(1)
    const headers = await posts[0]!.allHeaders()
    expect(headers["content-type"]).toBe("application/x-www-form-urlencoded")
    expect(headers.origin).toBe(server.url)
    expect(headers.accept).toMatch(/^text\/html/)

    expect(await page.title()).toBe(`${RESULT_COPY.title} · Shiftwise`)
    await page.getByRole("heading", { level: 1, name: RESULT_COPY.title }).waitFor()
    expect(await page.getByText(RESULT_COPY.confirmation.split("{email}")[0]!.trim()).innerText()).toBe(
      RESULT_COPY.confirmation.replace("{email}", "ada@example.com"),
    )
    const sent = page.getByRole("heading", { name: RESULT_COPY.sentTitle })
    expect(await sent.isVisible()).toBe(true)
    const list = await page.locator("dl").innerText()
    for (const shown of [
      "Ada Lovelace",
      "Analytical Engines",
      "11–50 employees",
      "A demo",
      "Two sites,\nnight shifts.",
    ])
      expect(list).toContain(shown)
    expect(await page.getByRole("link", { name: RESULT_COPY.next.label }).getAttribute("href")).toBe("/features")
    expect(await page.getByRole("link", { name: "Shiftwise" }).getAttribute("href")).toBe("/")
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("ea_requested")

    expect(await stored("ada@example.com")).toEqual([
      expect.objectContaining({
        name: "Ada Lovelace",
        company: "Analytical Engines",
        emp_count: "11-50",
        topic: "demo",
        message: "Two sites,\nnight shifts.",
      }),
    ])
    const delivered = await eventually(
      () =>
        sinks.mails.some((mail) => mail.to.includes("ada@example.com")) &&
        sinks.mails.some((mail) => mail.to.includes(STAFF) && (mail.mail?.text ?? "").includes("ada@example.com")),
      30_000,
    )
    expect(delivered).toBe(true)
    expect(sinks.mails.find((mail) => mail.to.includes("ada@example.com"))?.mail?.text).toContain(
      "/invite/confirm?token=",
    )
    await context.close()
  })

  it("an invalid email: the error page keeps what was typed, the message beside the field; corrected, it is stored", async () => {
    const { context, page } = await noJavaScript(390)
    // type=email lets "grace@example" through; the server wants a domain with a dot.
    const typed = { email: "grace@example", name: 'Grace "Amazing" <Hopper>', message: "Line one\nLine two" }
    await fillIn(page, typed)
    expect(await send(page)).toBe(400)

    await page.getByRole("heading", { level: 1, name: PAGE_COPY.invalid.title }).waitFor()
    const email = field(page, "Work email")
    expect(await email.inputValue()).toBe("grace@example")
    expect(await email.getAttribute("aria-invalid")).toBe("true")
    const describedBy = (await email.getAttribute("aria-describedby"))!
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe("Enter a valid email address.")
    expect(await page.getByRole("link", { name: "Enter a valid email address." }).getAttribute("href")).toBe(
      "#ea-email",
    )
    expect(await field(page, "Your name").inputValue()).toBe(typed.name)
    expect(await field(page, "Your name").getAttribute("aria-invalid")).toBeNull()
    expect(await field(page, "Company").inputValue()).toBe("Analytical Engines")
    expect(await size(page).inputValue()).toBe("11-50")
    expect(await page.getByRole("radio", { name: "A demo" }).isChecked()).toBe(true)
    expect(await field(page, "Message (optional)").inputValue()).toBe("Line one\nLine two")
    expect(await stored("grace@example")).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await email.fill("grace@example.com")
    expect(await send(page)).toBe(200)
    await page.getByRole("heading", { level: 1, name: RESULT_COPY.title }).waitFor()
    expect(await page.locator("dl").innerText()).toContain(typed.name)
    expect(await stored("grace@example.com")).toEqual([
      expect.objectContaining({ name: typed.name, message: "Line one\nLine two", topic: "demo" }),
    ])
    await context.close()
  })

  it("a post from another site is refused with a page saying so, and nothing is stored", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    // A page on another origin whose form targets the site's Function (the CSRF a browser would carry out).
    await page.route("http://elsewhere.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Win a prize</title><form method="post" action="${server.url}/api/earlyaccess">
          <input name="email" value="victim@example.com"><input name="name" value="Victim">
          <input name="company" value="Victim Co"><button>Claim</button></form>`,
      }),
    )
    await page.goto("http://elsewhere.example/prize")
    const [response] = await Promise.all([
      page.waitForResponse(`${server.url}/api/earlyaccess`),
      page.getByRole("button", { name: "Claim" }).click(),
    ])
    expect(response.status()).toBe(403)
    expect((await response.request().allHeaders()).origin).toBe("http://elsewhere.example")
    await page.getByRole("heading", { level: 1, name: PAGE_COPY.crossSite.title }).waitFor()
    expect(await page.getByRole("link", { name: PAGE_COPY.formLink }).getAttribute("href")).toBe("/invite")
    expect(await stored("victim@example.com")).toEqual([])
    await context.close()
  })
})

describe("with JavaScript on", () => {
  // Runs before the page's scripts: counts error events (React reports a hydration mismatch through reportError).
  const COUNT_ERRORS = `window.__errorEvents = 0; window.addEventListener("error", () => { window.__errorEvents++; });`

  it("a submit before hydration (the scripts held back) reaches the Function natively: the outcome page, stored once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    // Hold every script until the form has been sent, as a slow phone would still be fetching them.
    const held: Route[] = []
    await page.route(/\.js(\?|$)/, (route) => void held.push(route))
    const posts = earlyAccessPosts(page)
    expect((await page.goto(`${server.url}/invite`, { waitUntil: "domcontentloaded" }))?.status()).toBe(200)
    const hostile = "<script>window.__ran = 1</script>\"Ada'"
    await fillIn(page, { email: "early@example.com", name: hostile })
    expect(await page.evaluate(() => performance.getEntriesByName("site:hydrated").length)).toBe(0)
    expect(held.length).toBeGreaterThan(0)
    expect(await send(page)).toBe(200)

    await page.getByRole("heading", { level: 1, name: RESULT_COPY.title }).waitFor()
    expect(await page.locator("dl").innerText()).toContain(hostile)
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
    expect(await page.locator("script").count()).toBe(0)
    // The old document's scripts may arrive now: they belong to a page that is gone and send nothing.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)))
    await page.waitForLoadState("load")
    expect(posts).toHaveLength(1)
    expect(await posts[0]!.headerValue("content-type")).toBe("application/x-www-form-urlencoded")
    expect(await stored("early@example.com")).toEqual([expect.objectContaining({ name: hostile })])
    await context.close()
  })

  it("a submit after hydration goes through the script, once, as JSON, with no hydration mismatch", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript({
      content: `${COUNT_ERRORS}
document.addEventListener("DOMContentLoaded", () => { window.__serverForm = document.querySelector("main form"); });`,
    })
    const page = await context.newPage()
    const logged: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") logged.push(message.text())
    })
    page.on("pageerror", (error) => logged.push(error.message))
    const posts = earlyAccessPosts(page)
    await page.goto(`${server.url}/invite`)
    await waitForHydration(page)
    // The form the server rendered, with its action, is the one React adopted.
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as { __serverForm: HTMLFormElement | null }).__serverForm
        return kept?.isConnected === true && kept.getAttribute("action")
      }),
    ).toBe("/api/earlyaccess")

    await fillIn(page, { email: "hydrated@example.com" })
    await submitButton(page).click()
    await page.getByRole("heading", { level: 2, name: RESULT_COPY.title }).waitFor()
    await page.waitForLoadState("networkidle")
    expect(page.url()).toBe(`${server.url}/invite`)
    expect(posts).toHaveLength(1)
    expect(await posts[0]!.headerValue("content-type")).toBe("application/json")
    expect(await stored("hydrated@example.com")).toHaveLength(1)
    expect(await page.evaluate(() => (window as unknown as { __errorEvents: number }).__errorEvents)).toBe(0)
    expect(logged).toEqual([])
    await context.close()
  })

  it("the outcome page's address, opened again, leads back to the form", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await page.goto(`${server.url}/api/earlyaccess`)
    expect(page.url()).toBe(`${server.url}/invite`)
    expect(response?.status()).toBe(200)
    expect(await page.getByRole("button", { name: "Request early access" }).count()).toBe(1)
    await context.close()
  })
})

// The form on /hi/invite: a visitor who reads Hindi fills it in by its Hindi labels, is told what to correct in Hindi
// (by the script, and by the Function's own page when the browser sends the form itself), and is thanked in Hindi;
// the request is stored with its language, the confirmation email is in Hindi and the team's names the language.
const HI = formWordsIn("hi")
/** Some of the English form's words: none may show on the Hindi page. */
const ENGLISH_WORDS = /Work email|Your name|Request early access|We store these details|Thank you|characters left/

const hindiSubmit = (page: Page) => page.getByRole("button", { name: HI.form.submit })

async function fillInHindi(page: Page, email: string) {
  await field(page, HI.form.email).fill(email)
  await field(page, HI.form.name).fill("सुनीता वर्मा")
  await field(page, HI.form.company).fill("वर्मा किराना स्टोर")
  await page.getByRole("combobox", { name: `${HI.form.size} ${HI.form.optional}` }).selectOption("11-50")
  await page.getByRole("radio", { name: HI.topics.demo }).check()
  await field(page, `${HI.form.message} ${HI.form.optional}`).fill("दो दुकानें, रात की शिफ़्ट भी।")
}

/** The confirmation email to `email` and the team's email about it, once both have arrived. */
async function mailsFor(email: string) {
  const arrived = await eventually(
    () =>
      sinks.mails.some((mail) => mail.to.includes(email)) &&
      sinks.mails.some((mail) => mail.to.includes(STAFF) && (mail.mail?.text ?? "").includes(email)),
    30_000,
  )
  expect(arrived).toBe(true)
  return {
    visitor: sinks.mails.find((mail) => mail.to.includes(email))!.mail!,
    staff: sinks.mails.find((mail) => mail.to.includes(STAFF) && (mail.mail?.text ?? "").includes(email))!.mail!,
  }
}

describe("on /hi/invite, in Hindi", () => {
  it("speaks Hindi from label to thanks, and the request is stored, emailed and shown to the team as Hindi", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } })
    const page = await context.newPage()
    expect((await page.goto(`${server.url}/hi/invite`))?.status()).toBe(200)
    await waitForHydration(page)
    expect(await page.getAttribute("html", "lang")).toBe("hi")
    const card = page.locator("main form")
    expect(await card.innerText()).toContain(HI.form.privacy)
    expect(await card.innerText()).not.toMatch(ENGLISH_WORDS)
    expect(await page.getByRole("link", { name: HI.form.privacyLink.label }).getAttribute("href")).toBe("/hi/privacy")

    // The browser lets "sunita@example" through; the server's message comes back in Hindi, beside the field.
    await fillInHindi(page, "sunita@example")
    await hindiSubmit(page).click()
    const email = field(page, HI.form.email)
    await page.getByText(HI.errors.invalidEmail).waitFor()
    expect(await email.getAttribute("aria-invalid")).toBe("true")
    expect(await page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`).innerText()).toBe(
      HI.errors.invalidEmail,
    )

    await email.fill("sunita@example.com")
    await hindiSubmit(page).click()
    await page.getByRole("heading", { name: HI.result.title }).waitFor()
    const thanks = await page.locator("main").innerText()
    // The sentence as content/hi/form.yaml writes it, the address where its {email} stands, spaces and all.
    expect(thanks).toContain(HI.result.confirmation.replace("{email}", "sunita@example.com"))
    for (const shown of ["वर्मा किराना स्टोर", HI.sizes["11-50"], HI.topics.demo]) expect(thanks).toContain(shown)
    expect(await page.getByRole("link", { name: HI.result.next.label }).getAttribute("href")).toBe("/hi/features")

    expect(await stored("sunita@example.com")).toEqual([
      expect.objectContaining({ company: "वर्मा किराना स्टोर", topic: "demo", language: "hi" }),
    ])
    const { visitor, staff } = await mailsFor("sunita@example.com")
    expect(visitor.subject).toMatch(/[\u0900-\u097F]/)
    expect(visitor.html).toContain('<html lang="hi">')
    expect(visitor.text).toMatch(/\/hi\/invite\/confirm\?token=/)
    expect(staff.text).toContain("Language: हिन्दी (hi)")
    await context.close()
  })

  it("sent by the browser itself (no JavaScript), answers in Hindi and keeps the language through a correction", async () => {
    const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    expect((await page.goto(`${server.url}/hi/invite`))?.status()).toBe(200)
    await fillInHindi(page, "meera@example")
    const answered = (status: number) =>
      page.waitForResponse(
        (response) => response.url() === `${server.url}/api/earlyaccess` && response.status() === status,
      )
    await Promise.all([answered(400), hindiSubmit(page).click()])
    await page.waitForLoadState("domcontentloaded")
    expect(await page.getAttribute("html", "lang")).toBe("hi")
    await page.getByRole("heading", { level: 1, name: HI.page.invalid.title }).waitFor()
    expect(await page.getByRole("link", { name: HI.errors.invalidEmail }).getAttribute("href")).toBe("#ea-email")
    expect(await page.locator("main").innerText()).not.toMatch(ENGLISH_WORDS)
    expect(await field(page, HI.form.company).inputValue()).toBe("वर्मा किराना स्टोर")
    expect(await stored("meera@example")).toEqual([])

    // The page's form carries the language on: the corrected request is Hindi too.
    await field(page, HI.form.email).fill("meera@example.com")
    await Promise.all([answered(200), hindiSubmit(page).click()])
    await page.getByRole("heading", { level: 1, name: HI.result.title }).waitFor()
    expect(await page.title()).toBe(`${HI.result.title} · Shiftwise`)
    expect(await stored("meera@example.com")).toEqual([expect.objectContaining({ language: "hi" })])
    const { visitor } = await mailsFor("meera@example.com")
    expect(visitor.html).toContain('<html lang="hi">')
    await context.close()
  })
})
