// Interactions a phone visitor feels, in real Chromium at a phone class's CPU slowdown (phone-classes.ts: the host's
// benchmarkIndex, measured in the page just before the interaction, over the class's score): from the input to the
// next paint, as INP measures it (the Event Timing API's duration for the interaction's events). Each interaction
// runs on a freshly loaded page once it is interactive ("site:interactive"), so every figure includes whatever work
// the first use of a control costs. Milliseconds; the target is at most 100 ms each (median of the runs).
// Beside ours, the phone's own floor (FLOORS): the same tap on a button that flips an attribute on <html>, in a blank
// document and on the starter's /page-2/ with that button added: what any tap costs on that phone, whatever the site.
import type { Browser, Page } from "playwright-core"
import { phoneContext } from "./phone-context"
import type { Slowdown } from "./lighthouse-run"
import type { TraceEvent } from "./tap-breakdown"
import { benchmarkIndexSource, slowdownFor, type PhoneClass } from "./phone-classes"

export type Interaction = {
  name: string
  /** What it runs on: one of our builds, the starter's build, or a blank document (no server). */
  on: "ours" | "starter" | "blank"
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
    on: "ours",
    route: "/",
    viewport: { width: 390, height: 844 },
    act: (page) => page.getByRole("button", { name: "Menu" }).tap(),
  },
  {
    name: "switch currency (INR)",
    on: "ours",
    route: "/pricing",
    viewport: { width: 390, height: 844 },
    act: (page) => radio(page, 'section[aria-label="Plans and prices"]', "INR").tap(),
  },
  {
    name: "switch to monthly",
    on: "ours",
    route: "/pricing",
    viewport: { width: 390, height: 844 },
    act: (page) => radio(page, 'section[aria-label="Plans and prices"]', "Monthly").tap(),
  },
  {
    name: "submit the request form",
    on: "ours",
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

const FLOOR_BUTTON = "Flip"
const tapFloor = (page: Page) => page.getByRole("button", { name: FLOOR_BUTTON }).tap()

/** The floors' rows in the report: their build is FLOOR_BUILD, their names these. */
export const FLOOR_BUILD = "floor"
export const FLOOR_NAMES = { blank: "floor: blank document", starter: "floor: starter's /page-2/" } as const

/** The phone's own floor: the least a tap costs, on a document with nothing else to do, and on the starter's page. */
export const FLOORS: Interaction[] = [
  { name: FLOOR_NAMES.blank, on: "blank", route: "/", viewport: { width: 390, height: 844 }, act: tapFloor },
  {
    name: FLOOR_NAMES.starter,
    on: "starter",
    route: "/page-2/",
    viewport: { width: 390, height: 844 },
    act: tapFloor,
  },
]

/** The floor's document: nothing but what a phone page has (a viewport); its button is added as on the starter's. */
const BLANK_DOCUMENT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body></body></html>'
/** Where the blank document is answered (by the browser context itself: no server, no network). */
const BLANK_ORIGIN = "http://floor.invalid"

/** Adds the floor's button first in <body> (outside React's root on the starter's page, so nothing re-renders it). */
const ADD_FLOOR_BUTTON = `(() => {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = ${JSON.stringify(FLOOR_BUTTON)};
  button.style.cssText = "font: 16px sans-serif; padding: 12px 16px";
  button.addEventListener("click", () => document.documentElement.toggleAttribute("data-floor"));
  document.body.prepend(button);
})()`

// Collects every event-timing entry with an interactionId (what INP groups), from before the page's scripts run.
const COLLECT = `window.__interactions = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, start: entry.startTime });
}).observe({ type: "event", durationThreshold: 16, buffered: true });`

/** The trace's categories that name the main thread's work during a tap (tools/bench/tap-breakdown.ts reads them). */
const TAP_TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"]

/**
 * One run of an interaction on a phone class: its input-to-next-paint in ms (the longest event of the last
 * interaction) and the CPU slowdown it ran at. `url`: the build's origin (none for the blank document's floor).
 * With `trace`, also the browser's trace events from just before the input to just after its paint (tracing slows
 * the page a little: the delay of a traced run is not the benchmark's figure).
 */
export async function interactionDelay(
  browser: Browser,
  url: string,
  interaction: Interaction,
  run: number,
  phone: PhoneClass,
  { trace = false }: { trace?: boolean } = {},
): Promise<{ delay: number; slowdown: Slowdown; trace?: TraceEvent[] }> {
  const context = await phoneContext(browser, { viewport: interaction.viewport, script: COLLECT })
  try {
    const page = await context.newPage()
    if (interaction.on === "blank")
      await context.route(`${BLANK_ORIGIN}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: BLANK_DOCUMENT }),
      )
    await page.goto((interaction.on === "blank" ? BLANK_ORIGIN : url) + interaction.route)
    // "site:menu-ready": what builds from before the hydration boundaries marked instead (an --extra build).
    if (interaction.on === "ours")
      await page.waitForFunction(
        () => ["site:interactive", "site:menu-ready"].some((name) => performance.getEntriesByName(name).length > 0),
        undefined,
        { timeout: 60_000 },
      )
    await page.waitForLoadState("networkidle")
    if (interaction.on !== "ours") await page.evaluate(ADD_FLOOR_BUTTON)
    // The host's score now, in this page (Lighthouse's own function), then the class's slowdown from it.
    const calibrationIndex = await page.evaluate<number>(await benchmarkIndexSource())
    const slowdown = { phone: phone.name, calibrationIndex, ...slowdownFor(calibrationIndex, phone) }
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown.multiplier })
    const events: TraceEvent[] = []
    if (trace) {
      cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])))
      await cdp.send("Tracing.start", {
        traceConfig: { includedCategories: TAP_TRACE_CATEGORIES },
        transferMode: "ReportEvents",
      })
    }
    const before = await page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions.length)
    await interaction.act(page, run)
    // The entry is reported after the next paint; wait for it.
    await page.waitForFunction(
      (n) => (window as unknown as { __interactions: unknown[] }).__interactions.length > n,
      before,
      { timeout: 10_000 },
    )
    await page.waitForTimeout(300)
    if (trace) {
      const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve))
      await cdp.send("Tracing.end")
      await complete
    }
    const entries = await page.evaluate(
      () => (window as unknown as { __interactions: Array<{ id: number; duration: number }> }).__interactions,
    )
    const last = entries.at(-1)!.id
    const delay = Math.max(...entries.filter((entry) => entry.id === last).map((entry) => entry.duration))
    return { delay, slowdown, ...(trace ? { trace: events } : {}) }
  } finally {
    await context.close()
  }
}
