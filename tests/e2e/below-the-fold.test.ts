// The parts of a page that the browser skips until the visitor scrolls near them (`content-visibility: auto`,
// src/components/below-the-fold.ts: the home page's sections after the hero, the footer's content on every page), as a
// visitor meets them in Chromium: skipped at load, as tall while skipped as once rendered (so the page keeps its
// length and nothing shifts or jumps while scrolling), and still reached by in-page links, find-in-page and the
// keyboard.
import type { Page } from "playwright-core"
import { useSiteSession } from "../helpers/site-session"
import { waitForHydration } from "../helpers/hydration"

const session = useSiteSession()

/** Lighthouse's phone, each breakpoint of contracts/theme.ts, and the widest layout. */
const WIDTHS = [412, 640, 768, 1024, 1280]

// Every layout shift from the start, whatever its cause (a scroll is not input, so none is excluded).
const COLLECT_SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__shifts.push(entry.value) })
  .observe({ type: "layout-shift", buffered: true });`

async function open(route: string, width: number): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width, height: 823 } })
  await context.addInitScript({ content: COLLECT_SHIFTS })
  const page = await context.newPage()
  await page.goto(session.server.url + route)
  await waitForHydration(page)
  return page
}

/** The skipped parts: what they are, the height they take while skipped, and whether they are skipped now. */
function skippedParts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => getComputedStyle(element).contentVisibility === "auto")
      .map((element) => {
        const label = element.querySelector("h2, [aria-label]")
        const style = getComputedStyle(element)
        const padding = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const
        return {
          name: `${element.parentElement?.tagName.toLowerCase()} > ${element.tagName.toLowerCase()} (${
            label?.textContent?.trim().slice(0, 30) || label?.getAttribute("aria-label") || "no heading"
          })`,
          // The height it takes while skipped: the content's, plus its padding and border.
          placeholder:
            parseFloat(style.containIntrinsicBlockSize.replace("auto", "")) +
            padding.reduce((sum, side) => sum + parseFloat(style[side]), 0),
          top: element.getBoundingClientRect().top + scrollY,
          skipped: !(element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true),
        }
      }),
  )
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

describe("parts below the first screen", () => {
  test.each(WIDTHS)("on the home page at %i px: skipped at load, each as tall as it renders", async (width) => {
    const page = await open("/", width)
    try {
      const parts = await skippedParts(page)
      // Stats, highlights, the customers, pricing, the newest posts, the call to action and the footer's content.
      expect(parts).toHaveLength(7)
      // Chromium renders a part within 150 % of the viewport's height of the screen; the rest is skipped at load.
      const far = parts.filter((part) => part.top > 823 * 2.5)
      expect(far.length).toBeGreaterThanOrEqual(3)
      expect(far.filter((part) => !part.skipped).map((part) => part.name)).toEqual([])
      const rendered = await page.evaluate(async () => {
        const heights: number[] = []
        for (const element of document.querySelectorAll<HTMLElement>("body *")) {
          if (getComputedStyle(element).contentVisibility !== "auto") continue
          element.scrollIntoView({ block: "center", behavior: "instant" })
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          heights.push(element.getBoundingClientRect().height)
        }
        return heights
      })
      const off = parts.flatMap((part, i) =>
        Math.abs(rendered[i]! - part.placeholder) > Math.max(2, part.placeholder * 0.01)
          ? [`${part.name}: ${part.placeholder} px while skipped, ${rendered[i]!.toFixed(1)} px rendered`]
          : [],
      )
      // When content or styles change a part's height, update its SKIPPED_HEIGHTS (home-sections.tsx, footer.tsx).
      expect(off).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  test.each([412, 1280])(
    "at %i px, scrolling down and back up shifts nothing, jumps nowhere and keeps the page's length",
    async (width) => {
      const page = await open("/", width)
      try {
        const length = await page.evaluate(() => document.documentElement.scrollHeight)
        const positions = await page.evaluate(async () => {
          const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          const max = () => document.documentElement.scrollHeight - innerHeight
          const jumps: string[] = []
          const step = async (by: number) => {
            const expected = Math.min(Math.max(scrollY + by, 0), max())
            // What is at the middle of the screen must move by exactly the scroll, once the parts near it render.
            scrollBy({ top: by, behavior: "instant" })
            await frames()
            await frames()
            if (Math.abs(scrollY - expected) > 1) jumps.push(`${expected} → ${scrollY}`)
          }
          while (scrollY < max() - 1) await step(300)
          // From the bottom, where the parts above were skipped on the way down too fast to render (a jump to the end).
          scrollTo({ top: 0, behavior: "instant" })
          await frames()
          scrollTo({ top: max(), behavior: "instant" })
          await frames()
          while (scrollY > 0) await step(-300)
          return jumps
        })
        expect(positions).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeCloseTo(length, -1)
        expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
      } finally {
        await page.context().close()
      }
    },
  )

  test.each([412, 1280])("at %i px, an in-page link lands at its target in a skipped part", async (width) => {
    const page = await open("/", width)
    try {
      await page.evaluate(() => document.documentElement.style.setProperty("scroll-behavior", "auto"))
      for (const id of ["pricing-preview-heading", "cta-heading"]) {
        await page.evaluate((target) => (location.hash = target), id)
        await nextFrames(page)
        await nextFrames(page)
        const { top, padding } = await page.evaluate((target) => {
          return {
            top: document.getElementById(target)!.getBoundingClientRect().top,
            padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          }
        }, id)
        expect(Math.abs(top - padding)).toBeLessThanOrEqual(1)
      }
    } finally {
      await page.context().close()
    }
  })

  test("a page opened at an in-page link lands at its target", async () => {
    const context = await session.browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    try {
      await page.goto(`${session.server.url}/#cta-heading`)
      await waitForHydration(page)
      await page.waitForFunction(() => {
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
        return Math.abs(document.getElementById("cta-heading")!.getBoundingClientRect().top - padding) <= 1
      })
    } finally {
      await context.close()
    }
  })

  test("find-in-page finds text in a skipped part and shows it", async () => {
    const page = await open("/", 412)
    try {
      const found = await page.evaluate(() => {
        const heading = document.getElementById("cta-heading")!
        const text = heading.textContent.trim()
        // window.find is Chromium's find-in-page (the same search as Ctrl+F).
        const hit = (window as unknown as { find: (text: string) => boolean }).find(text)
        const selected = getSelection()?.anchorNode
        return { hit, inHeading: !!selected && heading.contains(selected) }
      })
      expect(found).toEqual({ hit: true, inHeading: true })
      await nextFrames(page)
      expect(await page.locator("#cta-heading").isVisible()).toBe(true)
      expect(
        await page.evaluate(() =>
          document.getElementById("cta-heading")!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      ).toBe(true)
    } finally {
      await page.context().close()
    }
  })

  test.each([
    ["/", 412],
    ["/", 1280],
    ["/about", 412],
  ] as const)("on %s at %i px, Tab reaches every link and button in a skipped part, in order", async (route, width) => {
    const page = await open(route, width)
    try {
      const inSkipped = await page.evaluate(() => {
        const parts = [...document.querySelectorAll<HTMLElement>("body *")].filter(
          (element) => getComputedStyle(element).contentVisibility === "auto",
        )
        // In the tab order: a radio group's unchecked options (tabindex -1) are reached with the arrow keys.
        const marked = parts.flatMap((part) =>
          [...part.querySelectorAll<HTMLElement>("a[href], button, input, select")].filter(
            (element) => element.tabIndex >= 0 && !element.matches(":disabled"),
          ),
        )
        marked.forEach((element, i) => element.setAttribute("data-focus-walk", String(i)))
        return marked.length
      })
      expect(inSkipped).toBeGreaterThan(5)
      const reached: number[] = []
      for (let press = 0; press < 200 && reached.length < inSkipped; press++) {
        await page.keyboard.press("Tab")
        const index = await page.evaluate(() => document.activeElement?.getAttribute("data-focus-walk") ?? null)
        if (index !== null && !reached.includes(Number(index))) reached.push(Number(index))
      }
      expect(reached).toEqual([...Array(inSkipped).keys()])
      // The last one reached is on screen: the browser rendered the part focus went to.
      expect(await page.evaluate(() => document.activeElement!.checkVisibility({ contentVisibilityAuto: true }))).toBe(
        true,
      )
    } finally {
      await page.context().close()
    }
  })
})
