// The field's own accessibility checkers on every page the build makes (read from its output, harness/built-pages.ts:
// the sitemap's pages, the noindex ones, the list pages beyond the first, the 404 page at an unknown address, a
// link's page as its email opens it and without its token), at a phone's and a laptop's width, on the build without
// a key and on the build that ships (analytics on: the cookie banner is open on a first visit):
// - axe-core (WCAG 2.1 A/AA and best practice): no violation of any impact (scrollable-region-focusable included);
// - HTML_CodeSniffer (WCAG2AA, the checker pa11y runs by default): no error;
// - every colour-contrast check axe leaves for review passes the computed worst case (tests/helpers/contrast-review.ts);
// - the page never scrolls sideways: a wide table scrolls inside its own region, a long address wraps; a failure
//   names the page and each element (tests/helpers/page-width.ts, proved below on a post made to overflow);
// - no layout shift while it loads and hydrates (CLS 0).
// The same for every page the early-access Function answers a form sent without the script with. And on a phone
// with the cookie banner up, the primary call to action of every page that has one is in sight, uncovered, and opens
// /invite when tapped.
// On the content fast path (CONTENT_CHECK_ROUTES, tests/helpers/content-scope.ts) only the pages a content change
// can show on, on this checkout's build.
import fs from "fs"
import AxeBuilder from "@axe-core/playwright"
import type { Browser, Locator, Page } from "playwright-core"
import sharp from "sharp"
import { launchBrowser, ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"
import { earlyAccessPages, type EarlyAccessPage } from "../../harness/early-access-pages"
import path from "path"
import { builtPages, isTokenlessLinkPage } from "../../harness/built-pages"
import { ROOT, startServer, type RunningServer } from "../../harness/server"
import { captionTables } from "../../src/components/prose-tables"
import { keyedSite } from "../helpers/keyed-site"
import { reviewContrast } from "../helpers/contrast-review"
import { contentRoutes, visitedRoute } from "../helpers/content-scope"
import { layoutShifts } from "../helpers/layout-shifts"
import { readLanguages } from "../../schema/languages"
import { languageOfPath, translatedPath } from "../../contracts/languages"
import { EARLY_ACCESS_FORM_PAGE } from "../../contracts/early-access"
import { sidewaysOverflow } from "../helpers/page-width"

const HTMLCS = fs.readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8")
const PAGES = contentRoutes ? contentRoutes.map(visitedRoute) : builtPages().flatMap((page) => page.visits)
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
  // The consent banner, named in the page's language (site.yaml's cookieBanner, or its translation on /hi/ pages).
  if (build === "as shipped") await page.getByTestId("cookie-banner").waitFor()
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

/**
 * axe, HTML_CodeSniffer, the contrast left for review, nothing wider than the page, and (for a page of the site, not
 * the Function's) no layout shift.
 */
async function expectAccessible(page: Page, where: string, options: { shifts: boolean }): Promise<void> {
  // axe.run in the page itself (AxeBuilder's "legacy" mode) where the page has no frame: the same rules over the same
  // document, without the cross-frame default's second page (a blank one, axe injected again, to merge the frames'
  // results), which cost about 40% of each visit. A page with a frame gets the cross-frame run.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(page.frames().length === 1)
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
  expect(await sidewaysOverflow(page, where)).toEqual([])
  if (options.shifts) expect(await page.evaluate(layoutShifts, false)).toEqual([])
}

describe.each(BUILDS)("the %s build", (build) => {
  describe.each([390, 1280])("at %i px", (width) => {
    it.each(PAGES)(
      "%s: no axe violation, no HTML_CodeSniffer error, contrast left for review passes, fits the width, CLS 0",
      async (route) => {
        const page = await visit(build, width, route)
        try {
          // A link's page opened without its token says so once the script has read the address (a broken link,
          // not a visitor's path): that message moves the button down, so its shifts are not this page's CLS.
          await expectAccessible(page, `${build}, ${width} px, ${route}`, { shifts: !isTokenlessLinkPage(route) })
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
            // A page of the Function's own (api/http/), not of the build: its layout shifts are not checked here.
            await expectAccessible(page, `${outcome} page, ${width} px`, { shifts: false })
          } finally {
            await context.close()
          }
        },
      )
    })
  },
)

// Behaviour of the code (the table region), not of one content change: the full suite's.
/** The built page's HTML file for an address of the site. */
const builtFile = (route: string) => path.join(ROOT, "public", route === "/" ? "index.html" : `${route.slice(1)}.html`)
/** Every built page whose HTML holds `needle`. */
const pagesHolding = (needle: string) =>
  builtPages()
    .map((page) => page.route)
    .filter((route) => route !== "/404.html" && fs.readFileSync(builtFile(route), "utf8").includes(needle))

/** How much of a strip of the element's own pixels at each edge is the page's white: the shade leaves none there. */
async function edgeWhite(region: Locator): Promise<{ left: number; right: number }> {
  const { data, info } = await sharp(await region.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const strip = (from: number) => {
    let white = 0
    for (let y = 0; y < info.height; y++)
      for (let x = from; x < from + 6; x++) {
        const at = (y * info.width + x) * info.channels
        if (data[at]! >= 250 && data[at + 1]! >= 250 && data[at + 2]! >= 250) white++
      }
    return Math.round((white / (6 * info.height)) * 100) / 100
  }
  return { left: strip(0), right: strip(info.width - 6) }
}

// Behaviour of the code (the Markdown style and the table region), not of one content change: the full suite's.
;(contentRoutes ? describe.skip : describe)("a wide table on a phone", () => {
  // The legal pages' tables and the posts': one Markdown style for both (src/components/markdown.ts).
  const tablePages = pagesHolding('class="table-scroll"')
  const withTables = ["/privacy", tablePages.find((route) => route.startsWith("/blog/"))!]

  it("is on a prose page and on a post of this build", () => {
    expect(tablePages).toEqual(expect.arrayContaining(withTables))
    expect(withTables).toHaveLength(2)
  })

  it.each(withTables)(
    "%s: scrolls inside its own focusable region named by its caption, shaded where more lies, the page put",
    async (route) => {
      const page = await visit("keyless", 390, route)
      try {
        const caption = (await page.locator(".table-scroll caption").first().textContent())!.trim()
        if (route === "/privacy")
          expect(caption).toBe("What we use personal data for, and the legal basis for each use")
        const region = page.getByRole("region", { name: caption })
        expect(await region.locator("caption").count()).toBe(1)
        expect(await region.getAttribute("tabindex")).toBe("0")
        const before = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
        expect(before.scroll).toBeGreaterThan(before.client)
        // More lies to the right: a shade at the right edge, none at the left.
        const start = await edgeWhite(region)
        expect(start.left).toBeGreaterThan(0.6)
        expect(start.right).toBeLessThan(0.2)
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
        // At the end, the shade has moved to the left edge, where the rest now lies.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        const end = await edgeWhite(region)
        expect(end.right).toBeGreaterThan(0.6)
        expect(end.left).toBeLessThan(0.2)
        expect(await page.evaluate(() => window.scrollX)).toBe(0)
        expect(await sidewaysOverflow(page, route)).toEqual([])
      } finally {
        await page.context().close()
      }
    },
  )
})

// A post as the build would make it from Markdown with a table of many columns and a footnote whose source is a long
// address: in the site's Markdown style it fits a phone; without that style the width check fails, naming the page
// and each element that reaches past it. (The post's own page, its scripts left out: the style needs none.)
;(contentRoutes ? describe.skip : describe)("the width check, on a post made to overflow", () => {
  const ADDRESS = "/blog/a-wide-table-and-a-long-link"
  // No hyphen: a browser breaks a line after one, and the footnotes that widened the posts had none.
  const LONG_URL = "https://www.legislation.gov.uk/uksi/1998/1833/regulation/10/made/data.xht/snippet/view/wrapped"
  const columns = ["Team member", "Closes", "Weekend shifts", "Early starts", "Public holidays", "Night shifts"]
  // As gatsby-transformer-remark renders it: the caption line, the table, a footnote reference and the footnotes.
  const markdownHtml =
    `<p>The tally, with its source.<sup id="fnref-1"><a href="#fn-1" class="footnote-ref">1</a></sup></p>\n` +
    `<p>Table: A four-week tally</p>\n<table>\n<thead>\n<tr>${columns.map((c) => `<th>${c}</th>`).join("")}</tr>\n</thead>\n` +
    `<tbody>\n<tr>${columns.map((_, i) => `<td>${i === 0 ? "Arjun" : i}</td>`).join("")}</tr>\n</tbody>\n</table>\n` +
    `<div class="footnotes">\n<hr>\n<ol>\n<li id="fn-1">\n<p><a href="${LONG_URL}">${LONG_URL}</a>` +
    `<a href="#fnref-1" class="footnote-backref" aria-label="Back to the text of note 1">↩</a></p>\n</li>\n</ol>\n</div>`

  /** The built post with its body replaced by the fixture's, in the site's Markdown style or in none. */
  function fixturePage(styled: boolean): string {
    const post = pagesHolding("data-article-body").find((route) => route.startsWith("/blog/"))!
    const html = fs.readFileSync(builtFile(post), "utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    // The element holding the Markdown's HTML, inside the body's marker: its class is the Markdown style's.
    const markdownClass = /<div data-article-body=""><div class="([^"]+)">/.exec(html)![1]!
    const body = `<div data-article-body=""><div class="${styled ? markdownClass : ""}">${captionTables(markdownHtml)}</div></div>`
    return html.replace(/<div data-article-body=""><div class="[^"]+">[\s\S]*?<\/div><\/div>(?=<\/div>)/, body)
  }

  async function open(styled: boolean): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.route(servers.keyless!.url + ADDRESS, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: fixturePage(styled) }),
    )
    await page.goto(servers.keyless!.url + ADDRESS)
    expect(await page.locator("[data-article-body] caption").textContent()).toBe("A four-week tally")
    return page
  }

  it("fits a phone in the site's Markdown style: the table scrolls in its region, the address wraps", async () => {
    const page = await open(true)
    try {
      expect(await sidewaysOverflow(page, ADDRESS)).toEqual([])
      const region = page.getByRole("region", { name: "A four-week tally" })
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      const link = page.locator(`a[href="${LONG_URL}"]`)
      expect(await link.evaluate((a) => a.getClientRects().length)).toBeGreaterThan(1)
    } finally {
      await page.context().close()
    }
  })

  it("fails without it, naming the page and the table and the link that reach past the page", async () => {
    const page = await open(false)
    try {
      const found = await sidewaysOverflow(page, `${ADDRESS} at 390 px`)
      // The table and the link (and what shares the link's line, its back link), each with the page.
      expect(found).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/blog\/a-wide-table-and-a-long-link at 390 px: <table> reaches \d+ px of \d+$/),
          expect.stringMatching(
            new RegExp(
              `^/blog/a-wide-table-and-a-long-link at 390 px: <a href="${LONG_URL.replace(/[./]/g, "\\$&")}"> reaches \\d+ px of \\d+$`,
            ),
          ),
        ]),
      )
      expect(found.filter((entry) => !entry.startsWith(`${ADDRESS} at 390 px: <`))).toEqual([])
      // As the suite reports it: the test fails, and its message names both.
      let message = ""
      try {
        expect(found).toEqual([])
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toContain(`${ADDRESS} at 390 px: <table> reaches`)
      // (jest prints each string quoted, so the attribute's quotes come escaped)
      expect(message).toContain(`${ADDRESS} at 390 px: <a href=\\"${LONG_URL}\\"> reaches`)
    } finally {
      await page.context().close()
    }
  })
})

// The first screen on a phone as a first visit shows it, with the cookie banner up (the build that ships): the
// primary call to action of the home page and of every page whose hero has one (marked data-primary-action).
;(contentRoutes ? describe.skip : describe)("the primary call to action on a phone, with the cookie banner up", () => {
  const landing = pagesHolding("data-primary-action")
  const { languages } = readLanguages(path.join(ROOT, "content"))
  /** The form in the page's language: a Hindi page's call to action leads to /hi/invite. */
  const formOf = (route: string) =>
    translatedPath(languages, languageOfPath(languages, route) ?? languages[0]!.code, EARLY_ACCESS_FORM_PAGE)

  it("is on the home page at least", () => {
    expect(landing).toContain("/")
  })

  it.each(landing)(
    "%s: inside the first screen, not covered, and a tap opens the form in its language",
    async (route) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        userAgent: ORDINARY_CHROME_UA,
      })
      await context.addInitScript({ content: ordinaryVisitorScript() })
      const page = await context.newPage()
      try {
        const base = servers["as shipped"]!.url
        await page.goto(base + route, { waitUntil: "networkidle" })
        // By its test id: on a Hindi page the banner is named in Hindi.
        const banner = page.getByTestId("cookie-banner")
        await banner.waitFor()
        const action = page.locator("[data-primary-action]")
        expect(await action.count()).toBe(1)
        expect(await action.getAttribute("href")).toBe(formOf(route))
        const box = (await action.boundingBox())!
        const bannerBox = (await banner.boundingBox())!
        console.log(
          `primary call to action on ${route} at 390×844: ${Math.round(box.y)}–${Math.round(box.y + box.height)} px, ` +
            `x ${Math.round(box.x)}–${Math.round(box.x + box.width)}; the banner ${Math.round(bannerBox.y)}–844 px ` +
            `(${Math.round(bannerBox.height)} px tall)`,
        )
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(390)
        expect(box.y + box.height).toBeLessThanOrEqual(844)
        // What a tap at its centre and at each corner reaches is the action itself, not the banner or the header. The
        // button is a pill: its corners are where the rounded ends meet the top and bottom edges, 2 px in.
        const end = box.height / 2
        const points = [
          [box.x + box.width / 2, box.y + box.height / 2],
          [box.x + end, box.y + 2],
          [box.x + box.width - end, box.y + 2],
          [box.x + end, box.y + box.height - 2],
          [box.x + box.width - end, box.y + box.height - 2],
          [box.x + 2, box.y + box.height / 2],
          [box.x + box.width - 2, box.y + box.height / 2],
        ]
        const hits = await page.evaluate(
          (all) => all.map(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest("[data-primary-action]")),
          points,
        )
        expect(hits).toEqual(points.map(() => true))
        await action.tap()
        await page.waitForURL(`${base}${formOf(route)}`)
        expect(await page.locator("h1").textContent()).toBeTruthy()
      } finally {
        await context.close()
      }
    },
  )
})
