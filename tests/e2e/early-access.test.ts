// The early-access form on the built site, in Chromium, against the real server and a fresh SQLite file.
import { waitForHydration } from "../helpers/hydration"
import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core"
import { launchBrowser } from "../../harness/browser"
import { startServer, type RunningServer } from "../../harness/server"
import { freshSqlite, storedRequests } from "../../harness/early-access"

let server: RunningServer
let browser: Browser
let db: ReturnType<typeof freshSqlite>

beforeAll(async () => {
  db = freshSqlite()
  server = await startServer({ SQLITE_PATH: db.sqlitePath, EARLYACCESS_RATE_LIMIT: "0" })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  db?.remove()
})

type Opened = { context: BrowserContext; page: Page; consoleMessages: ConsoleMessage[] }

/** Opens /invite once React has hydrated the card (before that a submit would be the browser's own). */
async function openInvite(width = 1280, context?: BrowserContext): Promise<Opened> {
  const ctx = context ?? (await browser.newContext({ viewport: { width, height: 900 } }))
  const page = await ctx.newPage()
  const consoleMessages: ConsoleMessage[] = []
  page.on("console", (message) => consoleMessages.push(message))
  const response = await page.goto(server.url + "/invite")
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  return { context: ctx, page, consoleMessages }
}

/** The first JSON line on the server's stdout that matches, within a few seconds. */
async function waitForLogLine(
  matches: (event: Record<string, unknown>) => boolean,
  timeoutMs = 15_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = server
      .output()
      .split("\n")
      .flatMap((line) => {
        try {
          return line.includes("{") ? [JSON.parse(line.slice(line.indexOf("{"))) as Record<string, unknown>] : []
        } catch {
          return []
        }
      })
      .find(matches)
    if (found) return found
    if (Date.now() > deadline) throw new Error("no matching log line on the server's output")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true })
const size = (page: Page) => page.getByRole("combobox", { name: "Company size (optional)" })
const submit = (page: Page) => page.getByRole("button", { name: "Request early access" })
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return element
      ? `${element.tagName.toLowerCase()}${element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : ""} ${element.textContent?.trim() ?? ""}`.trim()
      : ""
  })

async function fillIn(page: Page, values: { email: string; name?: string; company?: string }) {
  await field(page, "Work email").fill(values.email)
  await field(page, "Your name").fill(values.name ?? "Ada Lovelace")
  await field(page, "Company").fill(values.company ?? "Analytical Engines")
}

describe("the early-access form", () => {
  it("is filled in and sent by keyboard: thanks shown and focused, company logged, request stored", async () => {
    const { context, page } = await openInvite()
    // From the top of the page, Tab reaches the first field.
    for (let presses = 0; presses < 40 && (await focused(page)) !== "input[name=email]"; presses++)
      await page.keyboard.press("Tab")
    expect(await focused(page)).toBe("input[name=email]")
    await page.keyboard.type("grace@example.com")
    await page.keyboard.press("Tab")
    expect(await focused(page)).toBe("input[name=name]")
    await page.keyboard.type("Grace Hopper")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Compiler Co")
    await page.keyboard.press("Tab")
    expect(await focused(page)).toMatch(/^select\[name=emp_count\]/)
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    expect(await size(page).inputValue()).toBe("11-50")
    // The topic group is one Tab stop (its chosen option); arrows move within it.
    await page.keyboard.press("Tab")
    expect(await focused(page)).toBe("input[name=topic]")
    await page.keyboard.press("ArrowDown")
    expect(await page.getByRole("radio", { name: "A demo" }).isChecked()).toBe(true)
    await page.keyboard.press("Tab")
    expect(await focused(page)).toBe("textarea[name=message]")
    await page.keyboard.type("Two sites.")
    // The honeypot is skipped: next stop is the button.
    await page.keyboard.press("Tab")
    expect(await focused(page)).toBe("button Request early access")
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/earlyaccess"))
    await page.keyboard.press("Enter")
    expect((await answer).status()).toBe(200)

    const thanks = page.getByRole("heading", { name: "Thank you, we have your request" })
    await thanks.waitFor()
    expect(await focused(page)).toBe("h2 Thank you, we have your request")
    const card = page.locator("main").getByText("A confirmation email is on its way to")
    expect(await card.innerText()).toContain("grace@example.com")
    expect(await page.locator("main dl").innerText()).toContain("Compiler Co")
    expect(await page.getByRole("form").count()).toBe(0)

    // The browser's logger batches the event to /_axiom/logs; without AXIOM_TOKEN the server prints it.
    const logged = await waitForLogLine(
      (event) =>
        event.msg === "early_access_requested" &&
        (event.fields as { company?: string } | undefined)?.company === "Compiler Co",
    )
    expect(logged).toMatchObject({
      source: "browser",
      kind: "log",
      level: "info",
      path: "/invite",
      fields: { topic: "demo" },
    })

    const stored = (await storedRequests(db.sqlitePath)).filter((row) => row.email === "grace@example.com")
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: "Grace Hopper",
      company: "Compiler Co",
      emp_count: "11-50",
      topic: "demo",
      message: "Two sites.",
    })
    await context.close()
  })

  it("shows the error view when the server fails, and going back keeps what was typed", async () => {
    const { context, page } = await openInvite()
    await page.route("**/api/earlyaccess", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "Boom" } }),
      }),
    )
    await fillIn(page, { email: "failing@example.com", company: "Kept Ltd" })
    await size(page).selectOption("51-200")
    await submit(page).click()
    const heading = page.getByRole("heading", { name: "Something went wrong, try again" })
    await heading.waitFor()
    expect(await focused(page)).toBe("h2 Something went wrong, try again")
    expect(await page.getByRole("form").count()).toBe(0)

    await page.getByRole("button", { name: "Back to the form" }).click()
    expect(await field(page, "Work email").inputValue()).toBe("failing@example.com")
    expect(await field(page, "Your name").inputValue()).toBe("Ada Lovelace")
    expect(await field(page, "Company").inputValue()).toBe("Kept Ltd")
    expect(await size(page).inputValue()).toBe("51-200")
    expect(await focused(page)).toBe("button Request early access")
    expect((await storedRequests(db.sqlitePath)).some((row) => row.email === "failing@example.com")).toBe(false)
    await context.close()
  })

  it("paints the button's sending state first: the frame after the submit shows it, the rest of the form follows", async () => {
    const { context, page } = await openInvite(390)
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    let requests = 0
    await page.route("**/api/earlyaccess", async (route) => {
      requests++
      await answered
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "Boom" } }),
      })
    })
    await fillIn(page, { email: "first-frame@example.com" })
    // What the next frame after the submit event shows (a requestAnimationFrame callback runs before that paint).
    await page.evaluate(() => {
      const form = document.querySelector("form")!
      form.addEventListener("submit", () =>
        requestAnimationFrame(() => {
          const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
          Object.assign(window, {
            firstFrame: { button: button.textContent, disabled: button.disabled, busy: form.getAttribute("aria-busy") },
          })
        }),
      )
    })
    await submit(page).click()
    await page.waitForFunction(() => "firstFrame" in window)
    expect(await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame)).toEqual({
      button: "Sending…",
      disabled: true,
      busy: "false",
    })
    // The transition follows: the form is busy, a second tap sends nothing more.
    await page.waitForFunction(() => document.querySelector("form")?.getAttribute("aria-busy") === "true")
    await page.getByRole("button", { name: "Sending…" }).click({ force: true })
    await field(page, "Company").press("Enter")
    answer()
    await page.getByRole("heading", { name: "Something went wrong, try again" }).waitFor()
    await page.getByRole("button", { name: "Back to the form" }).click()
    expect(await field(page, "Work email").inputValue()).toBe("first-frame@example.com")
    expect(await page.getByRole("button", { name: "Request early access" }).isEnabled()).toBe(true)
    expect(requests).toBe(1)
    await context.close()
  })

  it("shows the server's verdict on an email the browser accepts next to the field", async () => {
    const { context, page } = await openInvite()
    // type=email lets "ada@example" through; the server wants a domain with a dot.
    await fillIn(page, { email: "ada@example" })
    await submit(page).click()
    const email = field(page, "Work email")
    await page.getByText("Enter a valid email address.").waitFor()
    expect(await email.getAttribute("aria-invalid")).toBe("true")
    const describedBy = await email.getAttribute("aria-describedby")
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe("Enter a valid email address.")
    expect(await focused(page)).toBe("input[name=email]")
    expect(await field(page, "Your name").getAttribute("aria-invalid")).toBeNull()
    expect((await storedRequests(db.sqlitePath)).some((row) => row.email === "ada@example")).toBe(false)
    await context.close()
  })

  it("asks to wait when the server answers 429", async () => {
    const { context, page } = await openInvite()
    await page.route("**/api/earlyaccess", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "37" },
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "rate_limited", message: "Too many" } }),
      }),
    )
    await fillIn(page, { email: "patient@example.com" })
    await submit(page).click()
    await page.getByText("Please try again in 37 seconds.").waitFor()
    expect(await field(page, "Work email").inputValue()).toBe("patient@example.com")
    await context.close()
  })

  it("thanks a bot that fills in the honeypot, and stores nothing", async () => {
    const { context, page } = await openInvite()
    await fillIn(page, { email: "bot@example.com" })
    // Set the way a script would: no typing, no events.
    await page.evaluate(
      () => ((document.querySelector('input[name="website"]') as HTMLInputElement).value = "https://spam.example"),
    )
    await submit(page).click()
    await page.getByRole("heading", { name: "Thank you, we have your request" }).waitFor()
    expect((await storedRequests(db.sqlitePath)).some((row) => row.email === "bot@example.com")).toBe(false)
    await context.close()
  })
})

describe("a returning visitor", () => {
  it("sees that the request was already made, after a reload and after client-side navigation", async () => {
    const { context, page } = await openInvite()
    await fillIn(page, { email: "returning@example.com" })
    await submit(page).click()
    await page.getByRole("heading", { name: "Thank you, we have your request" }).waitFor()

    // Client-side: away and back through the footer's Request Demo link.
    await page.locator("header").getByRole("link", { name: "Contact", exact: true }).first().click()
    await page.waitForURL(`${server.url}/contact`)
    await page.locator("footer").getByRole("link", { name: "Request Demo" }).click()
    await page.waitForURL(`${server.url}/invite`)
    await page.getByRole("heading", { name: "You have already requested early access" }).waitFor()

    // A new document: the cookie set by the success makes /api/visitor say so.
    await page.reload()
    await page.getByRole("heading", { name: "You have already requested early access" }).waitFor()
    expect(await page.getByRole("form").count()).toBe(0)
    expect(await page.locator("main").getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact")

    await page.getByRole("button", { name: "Submit another request" }).click()
    expect(await focused(page)).toBe("input[name=email]")
    await context.close()
  })
})

describe("at 390 px", () => {
  it("has full-width 16px controls and 44px targets, no sideways scroll, and works by touch", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const { page } = await openInvite(390, context)
    const form = page.getByRole("form", { name: "Tell us about your team" })
    const formBox = (await form.boundingBox())!
    const controls = [
      field(page, "Work email"),
      field(page, "Your name"),
      field(page, "Company"),
      size(page),
      field(page, "Message (optional)"),
      submit(page),
    ]
    for (const control of controls) {
      const box = (await control.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(formBox.width - 1)
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(await control.evaluate((element) => getComputedStyle(element).fontSize)).toBe("16px")
    }
    for (const option of await page.getByRole("radio").all()) {
      const label = await option.evaluate((input) => input.closest("label")!.getBoundingClientRect().height)
      expect(label).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await field(page, "Work email").tap()
    await page.keyboard.type("phone@example.com")
    await field(page, "Your name").tap()
    await page.keyboard.type("Pat Phone")
    await field(page, "Company").tap()
    await page.keyboard.type("Pocket Ltd")
    await submit(page).tap()
    const thanks = page.getByRole("heading", { name: "Thank you, we have your request" })
    await thanks.waitFor()
    // Focus brings it into view, below the sticky header, once the smooth scroll (html's scroll-behavior) has
    // settled: wait for the scroll position to stop moving, then measure.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const before = window.scrollY
          setTimeout(() => resolve(window.scrollY === before), 200)
        }),
    )
    const headingBox = (await thanks.boundingBox())!
    const headerBox = (await page.locator("header").boundingBox())!
    expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height)
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(844)
    expect((await storedRequests(db.sqlitePath)).some((row) => row.email === "phone@example.com")).toBe(true)
    await context.close()
  })
})
