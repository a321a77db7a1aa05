// Interactions a phone visitor feels, in real Chromium at a phone class's CPU slowdown (phone-classes.ts: the host's
// benchmarkIndex, measured in the page just before the interaction, over the class's score): from the input to the
// next paint, as INP measures it (the Event Timing API's duration for the interaction's events). Each interaction
// runs on a freshly loaded page once it is interactive ("site:interactive"), so every figure includes whatever work
// the first use of a control costs. Milliseconds; the target is at most 100 ms each (median of the runs).
import type { Browser, Page } from "playwright-core"
import { ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"
import type { Slowdown } from "./lighthouse-run"
import { benchmarkIndexSource, slowdownFor, type PhoneClass } from "./phone-classes"

export type Interaction = {
  name: string
  route: string
  viewport: { width: number; height: number }
  /** Performs the interaction with real input (a tap or a click), as a visitor would. */
  act: (page: Page, run: number) => Promise<void>
}

const radio = (page: Page, scope: string, name: string) =>
  page.locator(`${scope} [role="radio"]`).filter({ hasText: name }).first()

export const INTERACTIONS: Interaction[] = [
  {
    name: "tap Menu",
    route: "/",
    viewport: { width: 390, height: 844 },
    act: (page) => page.getByRole("button", { name: "Menu" }).tap(),
  },
  {
    name: "switch currency (INR)",
    route: "/pricing",
    viewport: { width: 390, height: 844 },
    act: (page) => radio(page, 'section[aria-label="Plans and prices"]', "INR").tap(),
  },
  {
    name: "switch to monthly",
    route: "/pricing",
    viewport: { width: 390, height: 844 },
    act: (page) => radio(page, 'section[aria-label="Plans and prices"]', "Monthly").tap(),
  },
  {
    name: "submit the request form",
    route: "/invite",
    viewport: { width: 390, height: 844 },
    act: async (page, run) => {
      await page.locator('input[name="email"]').fill(`bench-${Date.now()}-${run}@example.com`)
      await page.locator('input[name="name"]').fill("Bench Visitor")
      await page.locator('input[name="company"]').fill("Bench Ltd")
      await page.getByRole("button", { name: "Request early access" }).tap()
    },
  },
]

// Collects every event-timing entry with an interactionId (what INP groups), from before the page's scripts run.
const COLLECT = `window.__interactions = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, start: entry.startTime });
}).observe({ type: "event", durationThreshold: 16, buffered: true });`

/**
 * One run of an interaction on a phone class: its input-to-next-paint in ms (the longest event of the last
 * interaction) and the CPU slowdown it ran at.
 */
export async function interactionDelay(
  browser: Browser,
  url: string,
  interaction: Interaction,
  run: number,
  phone: PhoneClass,
): Promise<{ delay: number; slowdown: Slowdown }> {
  const context = await browser.newContext({
    viewport: interaction.viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1.75,
    userAgent: ORDINARY_CHROME_UA,
  })
  await context.addInitScript({ content: ordinaryVisitorScript() + "\n" + COLLECT })
  try {
    const page = await context.newPage()
    await page.goto(url + interaction.route)
    // "site:menu-ready": what builds from before the hydration boundaries marked instead (an --extra build).
    await page.waitForFunction(
      () => ["site:interactive", "site:menu-ready"].some((name) => performance.getEntriesByName(name).length > 0),
      undefined,
      { timeout: 60_000 },
    )
    await page.waitForLoadState("networkidle")
    // The host's score now, in this page (Lighthouse's own function), then the class's slowdown from it.
    const calibrationIndex = await page.evaluate<number>(await benchmarkIndexSource())
    const slowdown = { phone: phone.name, calibrationIndex, ...slowdownFor(calibrationIndex, phone) }
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown.multiplier })
    const before = await page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions.length)
    await interaction.act(page, run)
    // The entry is reported after the next paint; wait for it.
    await page.waitForFunction(
      (n) => (window as unknown as { __interactions: unknown[] }).__interactions.length > n,
      before,
      { timeout: 10_000 },
    )
    await page.waitForTimeout(300)
    const entries = await page.evaluate(
      () => (window as unknown as { __interactions: Array<{ id: number; duration: number }> }).__interactions,
    )
    const last = entries.at(-1)!.id
    return { delay: Math.max(...entries.filter((entry) => entry.id === last).map((entry) => entry.duration)), slowdown }
  } finally {
    await context.close()
  }
}
