// What a visitor sees around the confirmation email, on the built site in Chromium against the real server:
// the ResultView echoing what was typed (new and repeated email alike), the confirm and delete pages' own
// states, and the whole double opt-in: the .eml the server writes (no SMTP_URL), its confirm link, the
// button, "confirmed"; its delete link removes the request.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { simpleParser } from "mailparser"
import type { Browser, Page } from "playwright-core"
import { launchBrowser } from "../../harness/browser"
import { freshSqlite, storedRequests } from "../../harness/early-access"
import { waitForHydration } from "../helpers/hydration"
import { startServer, type RunningServer } from "../../harness/server"

let server: RunningServer
let browser: Browser
let db: ReturnType<typeof freshSqlite>
/** Unique per run: data/mail/ keeps earlier runs' emails. */
const run = `${Date.now()}`
const address = (who: string) => `${who}-${run}@example.com`

beforeAll(async () => {
  db = freshSqlite()
  server = await startServer({ SQLITE_PATH: db.sqlitePath, EARLYACCESS_RATE_LIMIT: "0", SMTP_URL: "" })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  db?.remove()
})

async function open(route: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  const response = await page.goto(server.url + route)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  return page
}

const TYPED = {
  name: "Priya Rao",
  company: "Secret Hospital Group",
  topic: "A demo",
  message: "Three wards,\nrotating nights.",
}

async function submitInvite(
  page: Page,
  email: string,
  typed: { name: string; company: string; topic: string; message: string },
) {
  await page.getByRole("textbox", { name: "Work email", exact: true }).fill(email)
  await page.getByRole("textbox", { name: "Your name", exact: true }).fill(typed.name)
  await page.getByRole("textbox", { name: "Company", exact: true }).fill(typed.company)
  await page.getByRole("combobox", { name: "Company size (optional)" }).selectOption("51-200")
  await page.getByRole("radio", { name: typed.topic }).check()
  await page.getByRole("textbox", { name: "Message (optional)" }).fill(typed.message)
  await page.getByRole("button", { name: "Request early access" }).click()
  await page.getByRole("heading", { name: "Thank you, we have your request" }).waitFor()
}

/** The ResultView's "What you sent" list, as label → value. */
async function shownValues(page: Page): Promise<Record<string, string>> {
  return page
    .locator("main dl > div")
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector("dt")!.textContent, (row.querySelector("dd") as HTMLElement).innerText]),
      ),
    )
}

/** The newest .eml the server wrote (to its own MAIL_DIR) addressed to `to`, parsed (delivery runs after the insert). */
async function emailTo(to: string, timeoutMs = 15_000) {
  const dir = server.mailDir
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".eml")) : []
    for (const name of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, name)))
      const recipients = [mail.to].flat().flatMap((field) => field?.value.map((value) => value.address) ?? [])
      if (recipients.includes(to)) return mail
    }
    if (Date.now() > deadline) throw new Error(`no email to ${to} under ${dir}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The link to `page` in the email's text, pointed at this test's server (the email uses the site's URL). */
function linkTo(text: string, pagePath: string): string {
  const match = new RegExp(`https?://[^\\s>"]+${pagePath.replace(/\//g, "\\/")}\\?token=[^\\s>"]+`).exec(text)
  if (!match) throw new Error(`no ${pagePath} link in:\n${text}`)
  const url = new URL(match[0])
  return `${server.url}${url.pathname}${url.search}`
}

describe("the ResultView", () => {
  it("shows what the visitor typed, and what happens next", async () => {
    const page = await open("/invite")
    const email = address("typed")
    await submitInvite(page, email, TYPED)
    expect(await page.locator("main").getByText("A confirmation email is on its way to").innerText()).toContain(email)
    expect(await shownValues(page)).toEqual({
      Name: "Priya Rao",
      Company: "Secret Hospital Group",
      "Company size": "51–200 employees",
      Topic: "A demo",
      Message: "Three wards,\nrotating nights.",
    })
    await page.context().close()
  })

  it("for a repeated email shows the values just typed and reveals nothing stored", async () => {
    const email = address("repeat")
    const first = await open("/invite")
    await submitInvite(first, email, TYPED)
    await first.context().close()

    // A stranger, in another browser, with the same address.
    const page = await open("/invite")
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/earlyaccess"))
    await submitInvite(page, email.toUpperCase(), { name: "X", company: "Y", topic: "Support", message: "" })
    expect((await answer).status()).toBe(200)
    expect(await shownValues(page)).toEqual({
      Name: "X",
      Company: "Y",
      "Company size": "51–200 employees",
      Topic: "Support",
    })
    expect(await page.locator("main").innerText()).not.toContain("Secret Hospital Group")
    expect(await page.locator("main").innerText()).not.toContain("Priya")
    await page.context().close()
  })
})

describe("the confirm page", () => {
  it("without a token explains where the link is and offers the form; its button cannot be pressed", async () => {
    const page = await open("/invite/confirm")
    await page
      .getByRole("status")
      .filter({ hasText: "This page needs the link from your confirmation email." })
      .waitFor()
    expect(await page.getByRole("link", { name: "Submit the form again" }).getAttribute("href")).toBe("/invite")
    expect(await page.getByRole("button", { name: "Confirm my email address" }).isDisabled()).toBe(true)
    await page.context().close()
  })

  it("with a bad token says the link is not recognised, after the button is pressed", async () => {
    const page = await open("/invite/confirm?token=not-a-real-token")
    const button = page.getByRole("button", { name: "Confirm my email address" })
    expect(await button.isEnabled()).toBe(true)
    await button.click()
    await page.getByRole("status").filter({ hasText: "We could not recognise this link." }).waitFor()
    expect(await page.getByRole("button").filter({ hasText: "Confirm my email address" }).count()).toBe(0)
    await page.context().close()
  })

  it("switched to Hindi, keeps its token: the Hindi page's button sends it", async () => {
    const page = await open("/invite/confirm?token=not-a-real-token")
    const switcher = page.locator('header a[hreflang="hi"]')
    expect(await switcher.getAttribute("href")).toBe("/hi/invite/confirm?token=not-a-real-token")
    expect(await page.locator('footer a[hreflang="hi"]').getAttribute("href")).toBe(
      "/hi/invite/confirm?token=not-a-real-token",
    )
    await Promise.all([page.waitForURL("**/hi/invite/confirm?token=not-a-real-token"), switcher.click()])
    await waitForHydration(page)
    // Read by the Hindi page: its button, and its answer to a token it does not recognise (not "needs the link").
    const hindi = yaml.load(
      /^---\n([\s\S]*?)\n---/.exec(
        fs.readFileSync(path.resolve(__dirname, "../../content/pages/hi/invite-confirm.md"), "utf8"),
      )![1]!,
    ) as { button: string; messages: { invalid: string } }
    const button = page.getByRole("button", { name: hindi.button })
    expect(await button.isEnabled()).toBe(true)
    await button.click()
    await page.getByRole("status").filter({ hasText: hindi.messages.invalid }).waitFor()
    await page.context().close()
  })

  it("is kept out of search engines and has no floating contact card", async () => {
    const page = await open("/invite/confirm")
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex")
    expect(await page.getByText("Do you have any question?").count()).toBe(0)
    await page.context().close()
  })
})

// Needs the server side of issue 10 (confirmation email as .eml, the token endpoints).
describe("double opt-in through the email", () => {
  it("the confirm link's button confirms; the delete link's button removes the request", async () => {
    const email = address("optin")
    const form = await open("/invite")
    await submitInvite(form, email, TYPED)
    await form.context().close()

    const mail = await emailTo(email)
    const text = mail.text ?? ""
    const confirmUrl = linkTo(text, "/invite/confirm")
    const deleteUrl = linkTo(text, "/invite/delete")

    // Following the link changes nothing; the button does.
    const confirm = await open(new URL(confirmUrl).pathname + new URL(confirmUrl).search)
    expect((await storedRequests(db.sqlitePath)).find((row) => row.email === email)).toBeDefined()
    await confirm.getByRole("button", { name: "Confirm my email address" }).click()
    await confirm.getByRole("status").filter({ hasText: "Thank you, your address is confirmed." }).waitFor()
    // Pressing the same link again: already used.
    await confirm.reload()
    await waitForHydration(confirm)
    await confirm.getByRole("button", { name: "Confirm my email address" }).click()
    await confirm.getByRole("status").filter({ hasText: "This address is already confirmed." }).waitFor()
    await confirm.context().close()

    const remove = await open(new URL(deleteUrl).pathname + new URL(deleteUrl).search)
    expect(await remove.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex")
    await remove.getByRole("button", { name: "Delete my request" }).click()
    await remove
      .getByRole("status")
      .filter({ hasText: "Your request and the details you sent with it are deleted." })
      .waitFor()
    expect((await storedRequests(db.sqlitePath)).some((row) => row.email === email)).toBe(false)
    await remove.context().close()
  })
})
