// The header's Menu (small screens) as a visitor meets it in Chromium: an APG disclosure navigation whose panel is a
// popover (src/components/main-nav.tsx, src/components/disclosure-nav.ts). Its name and state in the accessibility
// tree, the keyboard, axe, the exact hover timings (200 ms open, 300 ms skip-delay window, 150 ms close) on
// Playwright's clock, a tap, and that it works before React has hydrated the header and with no JavaScript at all.
import AxeBuilder from "@axe-core/playwright"
import type { BrowserContext, Page } from "playwright-core"
import { useSiteSession } from "../helpers/site-session"
import { waitForHydration } from "../helpers/hydration"

const session = useSiteSession()

type Options = { hasTouch?: boolean; javaScriptEnabled?: boolean; width?: number }

async function newPage({ hasTouch, javaScriptEnabled, width = 390 }: Options = {}) {
  const context = await session.browser.newContext({
    viewport: { width, height: 800 },
    hasTouch,
    javaScriptEnabled,
  })
  return { context, page: await context.newPage() }
}

async function open(route = "/", options: Options = {}): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(options)
  await opened.page.goto(session.server.url + route)
  await waitForHydration(opened.page)
  return opened
}

const trigger = (page: Page) => page.getByRole("button", { name: "Menu" })
const panelOf = async (page: Page) => page.locator(`[id="${await trigger(page).getAttribute("aria-controls")}"]`)
/** Whether the panel is open (the popover's own state, which the browser also exposes as the button's expanded state). */
const isOpen = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector<HTMLElement>("[data-menu-trigger]")!
    return document.getElementById(button.getAttribute("aria-controls")!)!.matches(":popover-open")
  })

/**
 * The Menu as Chromium's accessibility tree has it (CDP's Accessibility domain): the button's role, name and expanded
 * state, and the names of the links a screen reader can reach inside the panel the button controls.
 */
async function menuInTree(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const nodeOf = async (selector: string) =>
      (await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })).nodeId
    const query = async (nodeId: number, role: string) =>
      (await cdp.send("Accessibility.queryAXTree", { nodeId, role })).nodes.filter((node) => !node.ignored)
    const [button] = await query(await nodeOf("[data-menu-trigger]"), "button")
    const panelId = await trigger(page).getAttribute("aria-controls")
    const links = await query(await nodeOf(`[id="${panelId}"]`), "link")
    return {
      role: button?.role?.value as unknown,
      name: button?.name?.value as unknown,
      expanded: button?.properties?.find((property) => property.name === "expanded")?.value.value as unknown,
      links: links.map((link) => String(link.name?.value)),
    }
  } finally {
    await cdp.detach()
  }
}

/** Waits (5 s at most) until the panel is open or closed (a hover or a key acts through a listener). */
async function becomes(page: Page, open: boolean) {
  try {
    await page.waitForFunction(
      (wanted) => {
        const button = document.querySelector<HTMLElement>("[data-menu-trigger]")
        const panel = button && document.getElementById(button.getAttribute("aria-controls")!)
        return panel?.matches(":popover-open") === wanted
      },
      open,
      { timeout: 5000, polling: 20 },
    )
  } catch {
    expect(await isOpen(page)).toBe(open)
  }
}
/** Playwright's clock, installed and paused: the page's timers and performance.now() move only with runFor(). */
async function pauseClock(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null)

describe("the Menu in the accessibility tree", () => {
  it("is a button named Menu, collapsed, then expanded with its three links reachable", async () => {
    const { context, page } = await open()
    expect(await menuInTree(page)).toEqual({ role: "button", name: "Menu", expanded: false, links: [] })
    await trigger(page).click()
    await becomes(page, true)
    expect(await menuInTree(page)).toEqual({
      role: "button",
      name: "Menu",
      expanded: true,
      // As the panel shows them (text-transform: uppercase), which is what Chromium exposes.
      links: ["CONTACT", "PRICING", "FEATURES"],
    })
    await context.close()
  })

  it.each([
    [390, "open"],
    [1280, "closed"],
  ] as const)("passes axe at %i px with the menu %s", async (width, menu) => {
    const { context, page } = await open("/", { width })
    if (menu === "open") {
      await trigger(page).click()
      await becomes(page, true)
    }
    const results = await new AxeBuilder({ page }).include("header").analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    await context.close()
  })
})

describe("the Menu with the keyboard", () => {
  it("opens with Enter, arrows move between the links, Escape closes it and returns focus to Menu", async () => {
    const { context, page } = await open()
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await becomes(page, true)
    await page.keyboard.press("ArrowDown")
    expect(await focused(page)).toBe("Contact")
    await page.keyboard.press("ArrowDown")
    expect(await focused(page)).toBe("Pricing")
    await page.keyboard.press("End")
    expect(await focused(page)).toBe("Features")
    await page.keyboard.press("ArrowDown")
    expect(await focused(page)).toBe("Contact")
    await page.keyboard.press("ArrowUp")
    expect(await focused(page)).toBe("Features")
    await page.keyboard.press("Home")
    expect(await focused(page)).toBe("Contact")
    await page.keyboard.press("Escape")
    await becomes(page, false)
    expect(await focused(page)).toBe("Menu")
    await context.close()
  })

  it("ArrowDown on Menu opens it on the first link; Tab goes through the links, and leaving closes it", async () => {
    const { context, page } = await open()
    await trigger(page).focus()
    await page.keyboard.press("ArrowDown")
    await becomes(page, true)
    expect(await focused(page)).toBe("Contact")
    await page.keyboard.press("Tab")
    expect(await focused(page)).toBe("Pricing")
    await page.keyboard.press("Tab")
    expect(await focused(page)).toBe("Features")
    await page.keyboard.press("Tab")
    await becomes(page, false)
    expect(await focused(page)).not.toMatch(/^(Contact|Pricing|Features|Menu)$/)
    await context.close()
  })
})

describe("the Menu's timings with a mouse (Playwright's clock)", () => {
  async function atMenu(page: Page) {
    const box = (await trigger(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  }

  it("opens 200 ms after the pointer arrives, closes 150 ms after it leaves, and reopens at once within 300 ms", async () => {
    const { context, page } = await open()
    await pauseClock(page)
    await atMenu(page)
    await page.clock.runFor(199)
    expect(await isOpen(page)).toBe(false)
    await page.clock.runFor(1)
    await becomes(page, true)

    await page.mouse.move(5, 700)
    await page.clock.runFor(149)
    expect(await isOpen(page)).toBe(true)
    await page.clock.runFor(1)
    await becomes(page, false)

    // Back within the 300 ms skip-delay window: open at once.
    await page.clock.runFor(250)
    await atMenu(page)
    await page.clock.runFor(0)
    await becomes(page, true)

    // Leave, come back after the window: the 200 ms delay again.
    await page.mouse.move(5, 700)
    await page.clock.runFor(150 + 300)
    expect(await isOpen(page)).toBe(false)
    await atMenu(page)
    await page.clock.runFor(199)
    expect(await isOpen(page)).toBe(false)
    await page.clock.runFor(1)
    await becomes(page, true)
    await context.close()
  })

  it("a click open and a click closed inside the hover delay stay closed (the pending hover open is dropped)", async () => {
    const { context, page } = await open()
    await pauseClock(page)
    await atMenu(page)
    await page.mouse.down()
    await page.mouse.up()
    await becomes(page, true)
    await page.mouse.down()
    await page.mouse.up()
    await becomes(page, false)
    await page.clock.runFor(1000)
    expect(await isOpen(page)).toBe(false)
    await context.close()
  })
})

describe("the Menu on a touch screen", () => {
  it("opens at once on a tap (no hover delay), and a link followed closes it and navigates client-side", async () => {
    const { context, page } = await open("/", { hasTouch: true })
    await pauseClock(page)
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"))
    await trigger(page).tap()
    await becomes(page, true)
    await (await panelOf(page)).getByRole("link", { name: "Pricing" }).tap()
    await page.clock.runFor(100)
    await page.waitForURL(`${session.server.url}/pricing`)
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document")
    expect(await isOpen(page)).toBe(false)
    await context.close()
  })
})

describe("the Menu before React has hydrated the header", () => {
  it("works while the page's code is still on its way: a tap opens it, arrows and Escape work", async () => {
    const { context, page } = await newPage({ hasTouch: true })
    // The page's template chunk is held, so React cannot hydrate anything; the first chunk has run.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/component---src-templates-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(session.server.url + "/", { waitUntil: "domcontentloaded" })
    await page.waitForFunction(() => document.querySelector("script[src*='/app-']"))
    expect(await page.evaluate(() => performance.getEntriesByName("site:hydrated").length)).toBe(0)
    await trigger(page).tap()
    await becomes(page, true)
    await page.keyboard.press("ArrowDown")
    expect(await focused(page)).toBe("Contact")
    await page.keyboard.press("Escape")
    await becomes(page, false)
    expect(await focused(page)).toBe("Menu")
    expect(await page.evaluate(() => performance.getEntriesByName("site:hydrated").length)).toBe(0)
    release()
    await waitForHydration(page)
    await context.close()
  })

  it("opens and leads on with no JavaScript at all (the browser's popover)", async () => {
    const { context, page } = await newPage({ hasTouch: true, javaScriptEnabled: false })
    await page.goto(session.server.url + "/")
    await trigger(page).tap()
    const panel = await panelOf(page)
    await panel.getByRole("link", { name: "Features" }).waitFor({ state: "visible" })
    await panel.getByRole("link", { name: "Features" }).tap()
    await page.waitForURL(`${session.server.url}/features`)
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1)
    await context.close()
  })

  it("with no JavaScript at all, the button is exposed as collapsed, then expanded with its links reachable", async () => {
    const { context, page } = await newPage({ hasTouch: true, javaScriptEnabled: false })
    await page.goto(session.server.url + "/")
    expect(await menuInTree(page)).toEqual({ role: "button", name: "Menu", expanded: false, links: [] })
    await trigger(page).tap()
    expect(await menuInTree(page)).toEqual({
      role: "button",
      name: "Menu",
      expanded: true,
      links: ["CONTACT", "PRICING", "FEATURES"],
    })
    await context.close()
  })
})
