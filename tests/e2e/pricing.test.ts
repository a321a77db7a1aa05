// The pricing display in the built site, in Chromium: defaults, switching, persistence, links,
// location, keyboard, and that nothing shifts. Expected amounts come from content/pricing.yaml.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { launchBrowser } from "../../harness/browser"
import { startServer, type RunningServer } from "../../harness/server"

type Currency = "INR" | "USD"
type Billing = "monthly" | "yearly"
type ContentPlan = { name: string; prices: Record<Currency, Record<Billing, number>> }

const plans: ContentPlan[] = (
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/pricing.yaml"), "utf8")) as { plans: ContentPlan[] }
).plans

function money(amount: number, currency: Currency): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  return new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

type Shown = { plan: string; perMonth: string[]; yearlyTotal: string[]; saving: string[] }

/** What content/pricing.yaml says each plan card should show for a currency and billing period. */
function expected(currency: Currency, billing: Billing, { full }: { full: boolean }): Shown[] {
  return plans.map(({ name, prices }) => {
    const { monthly, yearly } = prices[currency]
    const cents = (n: number) => Math.round(n * 100) / 100
    return {
      plan: name,
      perMonth: [money(prices[currency][billing], currency)],
      yearlyTotal: billing === "yearly" ? [money(cents(yearly * 12), currency)] : [],
      saving: full && billing === "yearly" && yearly < monthly ? [money(cents((monthly - yearly) * 12), currency)] : [],
    }
  })
}

/** The amounts a visitor can see, per plan card (hidden variants excluded). */
function shown(page: Page, scope: string): Promise<Shown[]> {
  return page.evaluate((scope) => {
    const visible = (card: Element, kind: string) =>
      [...card.querySelectorAll(`[data-amount="${kind}"]`)]
        .filter((el) => getComputedStyle(el).visibility === "visible")
        .map((el) => el.textContent ?? "")
    return [...document.querySelectorAll(`${scope} [data-plan]`)].map((card) => ({
      plan: card.getAttribute("data-plan") ?? "",
      perMonth: visible(card, "per-month"),
      yearlyTotal: visible(card, "yearly-total"),
      saving: visible(card, "saving"),
    }))
  }, scope)
}

const PRICING = 'section[aria-label="Plans and prices"]'
const PREVIEW = 'section[aria-labelledby="pricing-preview-heading"]'

const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true }).first()

async function checkedRadios(page: Page): Promise<string[]> {
  return page.$$eval('[role="radio"][aria-checked="true"]', (els) => [
    ...new Set(els.map((el) => el.textContent?.replace(/[₹$]/g, "").trim() ?? "")),
  ])
}

async function expectChoice(page: Page, currency: Currency, billing: Billing) {
  const label = billing === "monthly" ? "Monthly" : "Yearly"
  // The radios follow React state; the attributes on <html> decide what is visible.
  await page.waitForFunction(
    ([c, b, l]) =>
      document.documentElement.getAttribute("data-currency") === c &&
      document.documentElement.getAttribute("data-billing") === b &&
      [...document.querySelectorAll('[role="radio"][aria-checked="true"]')].some((el) => el.textContent?.includes(c)) &&
      [...document.querySelectorAll('[role="radio"][aria-checked="true"]')].some((el) => el.textContent === l),
    [currency, billing, label] as const,
    { timeout: 10_000 },
  )
  expect((await checkedRadios(page)).sort()).toEqual([currency, label].sort())
}

jest.setTimeout(60_000) // the e2e project's testTimeout is not applied per project

let server: RunningServer
let browser: Browser
let context: BrowserContext
let page: Page
let visitorRequests = 0

type VisitorAnswer = { country: string | null; currency: Currency; delayMs?: number }

async function newPage(visitor: VisitorAnswer = { country: "US", currency: "USD" }, width = 1280) {
  context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } })
  visitorRequests = 0
  // /api/visitor is another change's endpoint; the tests answer it themselves.
  await context.route("**/api/visitor", async (route) => {
    visitorRequests += 1
    if (visitor.delayMs) await new Promise((resolve) => setTimeout(resolve, visitor.delayMs))
    await route.fulfill({ json: { country: visitor.country, currency: visitor.currency, earlyAccessRequested: false } })
  })
  page = await context.newPage()
  return page
}

async function open(path: string) {
  await page.goto(server.url + path, { waitUntil: "networkidle" })
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

afterEach(async () => {
  await context?.close()
})

describe("pricing", () => {
  it("defaults to USD, billed yearly", async () => {
    await newPage()
    await open("/pricing")
    await expectChoice(page, "USD", "yearly")
    expect(await shown(page, PRICING)).toEqual(expected("USD", "yearly", { full: true }))
  })

  it("switching currency and billing changes every amount, on /pricing and on the home page", async () => {
    await newPage()
    await open("/pricing")
    for (const [currency, billing] of [
      ["INR", "yearly"],
      ["INR", "monthly"],
      ["USD", "monthly"],
      ["USD", "yearly"],
    ] as const) {
      await radio(page, currency).click()
      await radio(page, billing === "monthly" ? "Monthly" : "Yearly").click()
      await expectChoice(page, currency, billing)
      expect(await shown(page, PRICING)).toEqual(expected(currency, billing, { full: true }))
    }

    await open("/")
    await radio(page, "INR").click()
    await radio(page, "Monthly").click()
    await expectChoice(page, "INR", "monthly")
    expect(await shown(page, PREVIEW)).toEqual(expected("INR", "monthly", { full: false }))
  })

  it("keeps the choice through client-side navigation and a reload", async () => {
    await newPage()
    await open("/pricing")
    await radio(page, "INR").click()
    await radio(page, "Monthly").click()
    await expectChoice(page, "INR", "monthly")

    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    const nav = page.getByRole("navigation", { name: "Main" })
    await nav.getByRole("link", { name: "Features" }).click()
    await page.waitForURL("**/features")
    await nav.getByRole("link", { name: "Pricing" }).click()
    await page.waitForURL("**/pricing")
    expect(await page.evaluate(() => "__samePage" in window)).toBe(true) // no full page load happened
    await expectChoice(page, "INR", "monthly")
    expect(await shown(page, PRICING)).toEqual(expected("INR", "monthly", { full: true }))
    expect(visitorRequests).toBe(1) // once per app start, not per page or per React root

    await page.reload({ waitUntil: "networkidle" })
    await expectChoice(page, "INR", "monthly")
    expect(await shown(page, PRICING)).toEqual(expected("INR", "monthly", { full: true }))
  })

  it("a link's parameters set the choice, already in the first paint", async () => {
    await newPage()
    // Records <html>'s attributes when the first price is parsed, and every later change to them.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __seen: seen })
      const read = () =>
        `${document.documentElement.getAttribute("data-currency")} ${document.documentElement.getAttribute("data-billing")}`
      new MutationObserver((_, observer) => {
        if (document.querySelector("[data-variant]")) {
          seen.push(read())
          observer.disconnect()
          new MutationObserver(() => seen.push(read())).observe(document.documentElement, { attributes: true })
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await open("/pricing?currency=INR&billing=monthly")
    await expectChoice(page, "INR", "monthly")
    expect(await shown(page, PRICING)).toEqual(expected("INR", "monthly", { full: true }))
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
    expect(new Set(seen)).toEqual(new Set(["INR monthly"]))
    // A link suggests; it is not remembered as the visitor's own choice.
    expect(await page.evaluate(() => localStorage.getItem("shiftwise:currency"))).toBeNull()
  })

  it("follows an Indian location until the visitor chooses, and the choice then wins", async () => {
    await newPage({ country: "IN", currency: "INR" })
    await open("/pricing")
    await expectChoice(page, "INR", "yearly")
    expect(await shown(page, PRICING)).toEqual(expected("INR", "yearly", { full: true }))

    await radio(page, "USD").click()
    await expectChoice(page, "USD", "yearly")
    await page.reload({ waitUntil: "networkidle" })
    await expectChoice(page, "USD", "yearly")
    expect(await shown(page, PRICING)).toEqual(expected("USD", "yearly", { full: true }))
  })

  it("keyboard: Tab reaches each group once, arrow keys switch", async () => {
    await newPage()
    await open("/pricing")
    await expectChoice(page, "USD", "yearly")
    await radio(page, "Yearly").focus()
    await page.keyboard.press("ArrowLeft")
    await expectChoice(page, "USD", "monthly")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("USD")
    await page.keyboard.press("ArrowRight") // wraps from USD (last) to INR (first)
    await expectChoice(page, "INR", "monthly")
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("INR")
    await page.keyboard.press("Space")
    await expectChoice(page, "INR", "monthly")
    expect(await shown(page, PRICING)).toEqual(expected("INR", "monthly", { full: true }))
  })

  it("on /hi/pricing, in Hindi: the switches and the words are the Hindi file's, and every amount follows the switches", async () => {
    type Words = Record<string, string>
    const hindi = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/hi/pricing.yaml"), "utf8")) as {
      words: Words
      plans: Array<{ id: string; pitch?: string }>
    }
    const english = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/pricing.yaml"), "utf8")) as {
      words: Words
    }
    const words = { ...english.words, ...hindi.words }
    await newPage()
    await open("/pricing")
    await radio(page, "INR").click() // a choice made in one language holds in the other
    await open("/hi/pricing")
    const section = `section[aria-label="${words.plans}"]`
    expect(await page.locator(section).count()).toBe(1)
    const billing = page.getByRole("radiogroup", { name: words.billingPeriod })
    expect(await billing.getByRole("radio", { name: words.yearly }).getAttribute("aria-checked")).toBe("true")
    expect(await page.getByRole("radiogroup", { name: words.currency }).count()).toBe(1)
    await page.waitForFunction(() => document.documentElement.getAttribute("data-currency") === "INR")
    expect(await shown(page, section)).toEqual(expected("INR", "yearly", { full: true }))

    const visibleText = () => page.locator(section).evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, " "))
    let text = await visibleText()
    const [first] = expected("INR", "yearly", { full: true })
    expect(text).toContain(words.billedYearly!.replace("{amount}", first!.yearlyTotal[0]!))
    expect(text).toContain(words.perSeatPerMonth)
    for (const plan of hindi.plans) if (plan.pitch) expect(text).toContain(plan.pitch)
    for (const word of ["per seat", "Billed", "Save", "Monthly", "Yearly"]) expect(text).not.toContain(word)

    await billing.getByRole("radio", { name: words.monthly }).click()
    await page.waitForFunction(() => document.documentElement.getAttribute("data-billing") === "monthly")
    expect(await shown(page, section)).toEqual(expected("INR", "monthly", { full: true }))
    text = await visibleText()
    expect(text).toContain(words.billedMonthly)
    const { monthly, yearly } = plans[0]!.prices.INR
    const percent = `${Math.round((1 - yearly / monthly) * 100)}%`
    expect(text).toContain(words.saveWithYearly!.replace("{percent}", percent))
    // The plans' buttons lead to the Hindi form and contact page.
    const targets = await page
      .locator(`${section} a`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    expect(new Set(targets)).toEqual(new Set(["/hi/invite", "/hi/contact"]))
  })

  it.each([
    ["/pricing", 1280],
    ["/", 1280],
    ["/pricing", 390],
  ])("records no layout shift on %s at %i px while the prices change", async (route, width) => {
    // The location arrives late on purpose, so one switch happens with no user input at all.
    await newPage({ country: "IN", currency: "INR", delayMs: 1500 }, width)
    await page.addInitScript(() => {
      type Shift = { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }
      const shifts: Array<{ value: number; afterInput: boolean; moved: string[]; startTime: number }> = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          // Each moved node as a path of tags up to the page, with plan and variant names, for diagnosis.
          const moved = entry.sources.map((s) => {
            const path: string[] = []
            for (
              let el = s.node instanceof Element ? s.node : null;
              el && el !== document.body;
              el = el.parentElement
            ) {
              const name = el.getAttribute("data-plan") ?? el.getAttribute("data-variant") ?? el.id
              path.push(el.tagName.toLowerCase() + (name ? `[${name}]` : ""))
            }
            return path.join(" < ")
          })
          shifts.push({
            value: entry.value,
            afterInput: entry.hadRecentInput,
            moved,
            startTime: (entry as unknown as PerformanceEntry).startTime,
          })
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto(server.url + route, { waitUntil: "domcontentloaded" })
    await expectChoice(page, "INR", "yearly")
    const scope = route === "/" ? PREVIEW : PRICING
    await page.locator(scope).scrollIntoViewIfNeeded()
    for (const name of ["Monthly", "USD", "Yearly", "INR", "Monthly"]) await radio(page, name).click()
    await expectChoice(page, "INR", "monthly")
    await page.waitForTimeout(500)
    // Every entry from hydration on counts (the late location switch and every click), even those
    // right after a click, which CLS itself would forgive. Load-time CLS is checked in site.test.ts.
    const shifts = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName("site:hydrated")[0]?.startTime ?? 0
      return (window as unknown as { __shifts: Array<{ startTime: number }> }).__shifts.filter(
        (s) => s.startTime >= hydrated,
      )
    })
    expect(shifts).toEqual([])
  })
})
