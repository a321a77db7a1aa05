// The field's own accessibility checkers on every route, at a phone's and a laptop's width, on the build without a
// key and on the build that ships (analytics on: the cookie banner is open on a first visit):
// - axe-core (WCAG 2.1 A/AA and best practice): no violation of any impact;
// - HTML_CodeSniffer (WCAG2AA, the checker pa11y runs by default): no error;
// - every colour-contrast check axe leaves for review passes the computed worst case (tests/helpers/contrast-review.ts);
// - at 390 px nothing is wider than the viewport (a wide table scrolls inside its own region).
// The same for every page the early-access Function answers a form sent without the script with.
// On the content fast path (CONTENT_CHECK_ROUTES, tests/helpers/content-scope.ts) only the pages a content change
// can show on, on this checkout's build.
import fs from "fs"
import AxeBuilder from "@axe-core/playwright"
import type { Browser, Page } from "playwright-core"
import { launchBrowser, ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"
import { earlyAccessPages, type EarlyAccessPage } from "../../harness/early-access-pages"
import { EMAIL_ROUTES, ROUTES } from "../../harness/routes"
import { startServer, type RunningServer } from "../../harness/server"
import { keyedSite } from "../helpers/keyed-site"
import { reviewContrast } from "../helpers/contrast-review"
import { contentRoutes, visitedRoute } from "../helpers/content-scope"

const HTMLCS = fs.readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8")
const PAGES = contentRoutes
  ? contentRoutes.map(visitedRoute)
  : [...ROUTES, ...EMAIL_ROUTES, "/invite/confirm?token=abc", "/no-such-page"]
const BUILDS = contentRoutes ? (["keyless"] as const) : (["keyless", "as shipped"] as const)

let browser: Browser
const servers: Partial<Record<"keyless" | "as shipped", RunningServer>> = {}

beforeAll(async () => {
  if (contentRoutes) {
    ;[servers.keyless, browser] = await Promise.all([startServer(), launchBrowser()])
    return
  }
  // The same build environment as budget.test.ts and telemetry.test.ts, so the keyed build is made once.
  const site = await keyedSite({
    AXIOM_TOKEN: "xaat-build-secret-e2e-must-not-leak",
    POSTHOG_HOST: "",
    POSTHOG_ASSETS_HOST: "",
  })
  ;[servers.keyless, servers["as shipped"], browser] = await Promise.all([
    startServer(),
    startServer({}, 30_000, site),
    launchBrowser(),
  ])
}, 480_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all(Object.values(servers).map((server) => server.stop()))
})

/** A first visit as a visitor makes it (an ordinary Chrome, so the banner behaves as for anyone). */
async function visit(build: keyof typeof servers, width: number, route: string): Promise<Page> {
  // The checkers are injected as scripts: the page's CSP (hashes of its own inline scripts) would refuse them.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    bypassCSP: true,
    userAgent: ORDINARY_CHROME_UA,
  })
  await context.addInitScript({ content: ordinaryVisitorScript() })
  const page = await context.newPage()
  await page.goto(servers[build]!.url + route, { waitUntil: "networkidle" })
  if (build === "as shipped") await page.getByRole("region", { name: "Analytics cookies" }).waitFor()
  return page
}

type CodeSnifferMessage = { code: string; msg: string; html: string }

async function codeSnifferErrors(page: Page): Promise<CodeSnifferMessage[]> {
  await page.addScriptTag({ content: HTMLCS })
  return page.evaluate(
    () =>
      new Promise<CodeSnifferMessage[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element }
        const htmlcs = (
          window as unknown as { HTMLCS: { process: (...args: unknown[]) => void; getMessages: () => Message[] } }
        ).HTMLCS
        htmlcs.process("WCAG2AA", document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => ({
                code: message.code,
                msg: message.msg,
                html: message.element.outerHTML.slice(0, 160),
              })),
          ),
        )
      }),
  )
}

/** axe, HTML_CodeSniffer, the contrast left for review, and at 390 px nothing wider than the viewport. */
async function expectAccessible(page: Page, where: string, width: number): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  )
  expect(violations).toEqual([])

  const nodes = results.incomplete.filter((item) => item.id === "color-contrast").flatMap((item) => item.nodes)
  const review = nodes.map((node) => String(node.target[0]))
  const reviewed = await page.evaluate(reviewContrast, review)
  const failing = reviewed.filter((item) => item.over === "image" || item.worst < item.required)
  expect(failing).toEqual([])
  expect(reviewed).toHaveLength(review.length)
  // The review's record (docs/performance.md, "Contrast review"): why axe left each one, and its worst case.
  if (reviewed.length)
    console.log(
      `contrast review, ${where}: ` +
        reviewed
          .map((item, i) => {
            const reason = (nodes[i]?.any[0]?.data as { messageKey?: string } | undefined)?.messageKey ?? "?"
            return `"${item.text}" (${reason}) ${item.worst}:1 ≥ ${item.required}`
          })
          .join("; "),
    )

  expect(await codeSnifferErrors(page)).toEqual([])

  if (width === 390) {
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth).toBeLessThanOrEqual(390)
  }
}

describe.each(BUILDS)("the %s build", (build) => {
  describe.each([390, 1280])("at %i px", (width) => {
    it.each(PAGES)(
      "%s: no axe violation, no HTML_CodeSniffer error, contrast left for review passes",
      async (route) => {
        const page = await visit(build, width, route)
        try {
          await expectAccessible(page, `${build}, ${width} px, ${route}`, width)
        } finally {
          await page.context().close()
        }
      },
    )
  })
})

// The Function's own pages: code, not content, so the full suite's only.
;(contentRoutes ? describe.skip : describe)(
  "the early-access Function's pages, for a form sent without the script",
  () => {
    let pages: EarlyAccessPage[] = []
    beforeAll(async () => {
      pages = await earlyAccessPages()
    }, 120_000)

    describe.each([390, 1280])("at %i px", (width) => {
      it.each(["accepted", "invalid", "rate-limited", "cross-site", "too-large", "failed"] as const)(
        "%s: no axe violation, no HTML_CodeSniffer error, contrast left for review passes",
        async (outcome) => {
          const answer = pages.find((page) => page.outcome === outcome)!
          const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true })
          const page = await context.newPage()
          try {
            // The page as the browser got it after posting the form (status, headers and body), at the Function's
            // address on the running site, so its favicon and links resolve as they would.
            const address = `${servers.keyless!.url}/api/earlyaccess`
            await page.route(address, (route) =>
              route.fulfill({ status: answer.status, headers: answer.headers, body: answer.html }),
            )
            await page.goto(address, { waitUntil: "networkidle" })
            await expectAccessible(page, `${outcome} page, ${width} px`, width)
          } finally {
            await context.close()
          }
        },
      )
    })
  },
)

// Behaviour of the code (the table region), not of one content change: the full suite's.
;(contentRoutes ? describe.skip : describe)("a wide table on a phone", () => {
  it("scrolls inside its own named, focusable region while the page stays put", async () => {
    const page = await visit("keyless", 390, "/privacy")
    try {
      const region = page.getByRole("region", {
        name: "What we use personal data for, and the legal basis for each use",
      })
      expect(await region.locator("caption").count()).toBe(1)
      const before = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
      expect(before.scroll).toBeGreaterThan(before.client)
      // A keyboard reaches the region and scrolls it; the last column comes into view. Chromium scrolls smoothly,
      // so each press is awaited until the region has stopped moving (under load the animation lags the keys).
      await region.focus()
      const settled = () =>
        region.evaluate(
          (el) =>
            new Promise<{ left: number; max: number }>((resolve) => {
              let last = -1
              const check = () => {
                if (el.scrollLeft === last) resolve({ left: el.scrollLeft, max: el.scrollWidth - el.clientWidth })
                else {
                  last = el.scrollLeft
                  setTimeout(check, 100)
                }
              }
              setTimeout(check, 100)
            }),
        )
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press("ArrowRight")
        const { left, max } = await settled()
        if (left >= max - 1) break
      }
      const after = await region.evaluate((el) => {
        const last = el.querySelector("th:last-child")!.getBoundingClientRect()
        return { scrollLeft: el.scrollLeft, lastRight: last.right, regionRight: el.getBoundingClientRect().right }
      })
      expect(after.scrollLeft).toBeGreaterThan(0)
      expect(after.lastRight).toBeLessThanOrEqual(after.regionRight + 1)
      expect(await page.evaluate(() => window.scrollX)).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    } finally {
      await page.context().close()
    }
  })
})
