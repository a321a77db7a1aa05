// Static parts and islands (src/static-parts/, docs/development.md "Static parts and islands"), in Chromium against the
// built site:
// - React hydrates only what a visitor operates: the elements carrying a React fiber after load, per kind of page;
// - a static part's HTML is the server's, untouched by hydration and by a later render of the page;
// - a hydration mismatch inside one island re-renders that island alone: the static text and the other islands stay;
// - a page reached by a click shows the same HTML and the same styles as the same page loaded directly, links inside
//   Markdown navigate without a reload, Back and Forward restore the page and its scroll, in-page anchors scroll, and
//   focus moves to the new page.
import { errors, type Browser, type BrowserContext, type Page } from "playwright-core"
import { launchBrowser, ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"
import { EMAIL_ROUTES, ROUTES } from "../../harness/routes"
import { startServer, type RunningServer } from "../../harness/server"
import { waitForHydration } from "../helpers/hydration"

let browser: Browser
let server: RunningServer

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function open(path: string, width = 390): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, userAgent: ORDINARY_CHROME_UA })
  await context.addInitScript({ content: ordinaryVisitorScript() })
  const page = await context.newPage()
  await page.goto(server.url + path, { waitUntil: "load" })
  await waitForHydration(page)
  return { context, page }
}

// Elements React hydrated: those carrying a React fiber (React keeps a __reactFiber$ key on each). A static part's own
// container is React's too, and counts as none; its content has no fiber. An island's elements are those React wrote
// between an island's boundary comments (<!--$--> and <!--/$-->, hydration-boundary.tsx): on / and /pricing the
// switches and the form, which may hydrate besides their budget.
const HYDRATED = `(() => {
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))
  const inIsland = new Set()
  const comments = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT)
  for (let open = comments.nextNode(); open; open = comments.nextNode()) {
    if (open.nodeValue !== "$") continue
    let depth = 0
    for (let node = open.nextSibling; node; node = node.nextSibling) {
      if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === "$") depth++
      if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === "/$" && depth-- === 0) break
      if (node.nodeType === Node.ELEMENT_NODE) [node, ...node.querySelectorAll("*")].forEach((e) => inIsland.add(e))
    }
  }
  const counted = [...document.querySelectorAll("body *")].filter((element) => hydrated(element) && !element.hasAttribute("data-static-part"))
  const inMain = counted.filter((element) => element.closest("main") && element.tagName !== "MAIN")
  return {
    page: counted.length,
    main: inMain.length,
    mainOutsideIslands: inMain.filter((element) => !inIsland.has(element)).length,
    footer: counted.filter((element) => element.closest("footer")).length,
    staticInside: [...document.querySelectorAll("[data-static-part] *")].filter(hydrated).length,
  }
})()`

type Hydrated = { page: number; main: number; mainOutsideIslands: number; footer: number; staticInside: number }

/** Pages that are text, cards and lists: nothing in them is operated but the header's Menu and the consent banner. */
const STATIC_PAGES = [
  ...ROUTES.filter((route) => !["/", "/pricing", "/invite", "/your-data", "/search"].includes(route)),
  // Issue 44: the Hindi twins are held to the same budget.
  ...["/hi/contact", "/hi/cookie", "/hi/features", "/hi/privacy"],
]
/** The landing page with every section type (content/pages/for-retail.md): the pricing switches and the form. */
const EVERY_SECTION = "/for/retail"

describe("what React hydrates", () => {
  it.each(STATIC_PAGES)("%s: at most 5 elements in <main>, 2 in the footer, 60 in the page", async (route) => {
    const { context, page } = await open(route)
    try {
      const count = await page.evaluate<Hydrated>(HYDRATED)
      expect(count.staticInside).toBe(0)
      expect(count.main).toBeLessThanOrEqual(5)
      expect(count.footer).toBeLessThanOrEqual(2)
      expect(count.page).toBeLessThanOrEqual(60)
    } finally {
      await context.close()
    }
  })

  it.each(["/", "/pricing", EVERY_SECTION, "/hi", "/hi/pricing", "/hi/for/retail"])(
    "%s: at most 5 elements in <main> outside the switches and the form",
    async (route) => {
      const { context, page } = await open(route)
      try {
        const count = await page.evaluate<Hydrated>(HYDRATED)
        expect(count.staticInside).toBe(0)
        expect(count.mainOutsideIslands).toBeLessThanOrEqual(5)
        expect(count.footer).toBeLessThanOrEqual(2)
      } finally {
        await context.close()
      }
    },
  )
})

// Before the page's scripts: once the server's HTML is parsed, each static part's element and markup.
const SNAPSHOT_PARTS = `document.addEventListener("DOMContentLoaded", () => {
  window.__parts = [...document.querySelectorAll("[data-static-part]")].map((element) => ({ element, html: element.innerHTML }));
});`

// Before the page's scripts: each commit React makes, with the address it was made at, through the hook React calls
// on every commit when React DevTools is installed (react-dom 19 calls it in production too). So a test sees the
// router render the page again without a mark of its own in the site's code.
const RECORD_COMMITS = `window.__commits = [];
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  onScheduleFiberRoot: () => {},
  onCommitFiberRoot: () => window.__commits.push(location.pathname + location.search),
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
};`

const partsKept = `window.__parts.map(({ element, html }) => ({
  key: element.getAttribute("data-static-part"),
  connected: element.isConnected,
  same: element.innerHTML === html,
  length: html.length,
}))`

type PartKept = { key: string; connected: boolean; same: boolean; length: number }

describe("static parts keep the server's HTML", () => {
  it.each([...ROUTES, ...EMAIL_ROUTES])(
    "%s: every part's element and markup after hydration and after the page renders again",
    async (route) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: ORDINARY_CHROME_UA })
      await context.addInitScript({ content: [ordinaryVisitorScript(), SNAPSHOT_PARTS, RECORD_COMMITS].join("\n") })
      const page = await context.newPage()
      try {
        await page.goto(server.url + route, { waitUntil: "load" })
        await waitForHydration(page)
        const afterHydration = await page.evaluate<PartKept[]>(partsKept)
        expect(afterHydration.length).toBeGreaterThanOrEqual(3)
        expect(afterHydration.filter((part) => part.length > 0).length).toBeGreaterThanOrEqual(2)
        expect(afterHydration.filter((part) => !part.connected || !part.same)).toEqual([])
        // The same page at a new address (a query string): Gatsby's router renders the page again, not afresh.
        await page.evaluate(
          (path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path),
          `${route}?again=1`,
        )
        await page.waitForURL(/again=1/)
        // The router has rendered the page at its new address: React committed a render there (the address changes
        // first, then the router renders).
        await page.waitForFunction(
          (at) => (window as unknown as { __commits: string[] }).__commits.includes(at),
          `${route}?again=1`,
        )
        const afterRender = await page.evaluate<PartKept[]>(partsKept)
        expect(afterRender.filter((part) => !part.connected || !part.same)).toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})

// A mismatch forced in one island: the server's HTML of that island is changed on its way to the browser, so React's
// render differs from it.
const BANNER = "[data-testid=cookie-banner]"
const SWITCHES = 'section[aria-label="Plans and prices"] [role="radiogroup"]'
// Before the page's scripts, with SNAPSHOT_PARTS: the islands' outer elements as the server sent them.
const SNAPSHOT_ISLANDS = `document.addEventListener("DOMContentLoaded", () => {
  window.__islands = { banner: document.querySelector(${JSON.stringify(BANNER)}), switches: document.querySelector(${JSON.stringify(SWITCHES)}) };
});`

async function openWithMismatch(path: string, from: string, to: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: ORDINARY_CHROME_UA })
  await context.addInitScript({ content: [ordinaryVisitorScript(), SNAPSHOT_PARTS, SNAPSHOT_ISLANDS].join("\n") })
  // The island's server HTML, changed on its way to the browser: React's render of it then differs.
  let replaced = false
  await context.route(server.url + path, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    replaced = html.split(from).length === 2
    await route.fulfill({ response, body: html.replace(from, to) })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  await page.goto(server.url + path, { waitUntil: "load" })
  await waitForHydration(page)
  expect(replaced).toBe(true)
  return { context, page, errors }
}

// Before the page's scripts: each commit in which React rendered a component again (a function or class component
// with an earlier version that performed work this time), through the same DevTools hook. Hydrating a boundary renders
// its components for the first time, so it counts nothing.
const RECORD_RENDERS = `window.__renders = [];
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  onScheduleFiberRoot: () => {},
  onCommitFiberRoot: (id, root) => {
    let again = 0;
    const stack = [root.current];
    while (stack.length) {
      const fiber = stack.pop();
      if (fiber.alternate && (fiber.flags & 1) && [0, 1, 11, 14, 15].includes(fiber.tag)) again++;
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
    if (again) window.__renders.push({ at: Math.round(performance.now()), again });
  },
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
};`

describe("after hydration, React renders again only for what the visitor does", () => {
  // The search page is left out: it draws its filters' counts once Pagefind's index has loaded.
  const routes = [
    ...ROUTES.filter((route) => route !== "/search"),
    ...["/hi", "/hi/pricing", "/hi/invite", EVERY_SECTION, "/hi/for/retail"],
  ]
  it.each(routes)("%s: no component renders again once hydrated, the visitor record loaded included", async (route) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: ORDINARY_CHROME_UA })
    await context.addInitScript({ content: [ordinaryVisitorScript(), RECORD_RENDERS].join("\n") })
    const page = await context.newPage()
    try {
      // The visitor record a page with prices or the form asks for: its answer is in the store before the wait ends.
      const visitor = page.waitForResponse((response) => response.url().endsWith("/api/visitor"), { timeout: 15_000 })
      await page.goto(server.url + route, { waitUntil: "load" })
      await waitForHydration(page)
      const asked = await Promise.race([visitor.then(() => true), page.waitForTimeout(2_000).then(() => false)])
      // What the answer sets, and anything a timer or an idle callback would, has had its time.
      await page.waitForTimeout(asked ? 1_000 : 500)
      const renders = await page.evaluate<Array<{ at: number; again: number }>, number>(
        (since) =>
          (window as unknown as { __renders: Array<{ at: number; again: number }> }).__renders.filter(
            (r) => r.at >= since,
          ),
        await page.evaluate(() => performance.getEntriesByName("site:hydrated")[0]!.startTime),
      )
      expect(renders).toEqual([])
    } finally {
      await context.close()
    }
  })
})

// React's production builds report a hydration mismatch as minified error 418 (text) or 425/423.
const HYDRATION_ERROR = /hydrat|react\.dev\/errors\/4(18|23|25)/i

const islandsKept = `({ banner: window.__islands.banner.isConnected, switches: window.__islands.switches.isConnected })`

describe("a hydration mismatch in one island re-renders that island alone", () => {
  it("the pricing switches: React renders them afresh; the static parts and the consent banner are the server's; the switches switch the prices", async () => {
    const { context, page, errors } = await openWithMismatch(
      "/pricing",
      ">Monthly</button>",
      ">Monthly (changed)</button>",
    )
    try {
      // React reported the mismatch, and rendered the island from scratch (its own text, a new element).
      expect(errors.some((text) => HYDRATION_ERROR.test(text))).toBe(true)
      expect(await page.locator(SWITCHES).first().textContent()).toBe("MonthlyYearly")
      expect(await page.evaluate(islandsKept)).toEqual({ banner: true, switches: false })
      const parts = await page.evaluate<PartKept[]>(partsKept)
      expect(parts.map((part) => part.key)).toEqual(expect.arrayContaining(["site-header", "page-intro", "plan-cards"]))
      expect(parts.filter((part) => !part.connected || !part.same)).toEqual([])
      await page.getByRole("radio", { name: /INR/ }).click()
      expect(await page.evaluate(() => document.documentElement.getAttribute("data-currency"))).toBe("INR")
    } finally {
      await context.close()
    }
  })

  it("the consent banner: React renders it afresh; the static parts and the pricing switches are the server's", async () => {
    const { context, page, errors } = await openWithMismatch(
      "/pricing",
      ">Analytics cookies<",
      ">Analytics cookies (changed)<",
    )
    try {
      expect(errors.some((text) => HYDRATION_ERROR.test(text))).toBe(true)
      expect(await page.locator("#cookie-banner-title").textContent()).toBe("Analytics cookies")
      expect(await page.evaluate(islandsKept)).toEqual({ banner: false, switches: true })
      const parts = await page.evaluate<PartKept[]>(partsKept)
      expect(parts.filter((part) => !part.connected || !part.same)).toEqual([])
      await page.getByRole("radio", { name: /Monthly/ }).click()
      expect(await page.evaluate(() => document.documentElement.getAttribute("data-billing"))).toBe("monthly")
    } finally {
      await context.close()
    }
  })
})

// What a visitor sees of a page: its landmarks' markup and the computed look of every element in them. Left out of the
// markup: the <style> a navigated page's parts carry in front of their markup, React's comments around an island's
// server HTML, and how React spells a hydrated element's attributes (the browser's React writes "a: b;" in a style
// and its attributes in another order than the server's).
const LOOK = `(() => {
  const strip = (element) => {
    const copy = element.cloneNode(true)
    copy.querySelectorAll("style[data-static-part-css]").forEach((style) => style.remove())
    const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT)
    const found = []
    for (let node = comments.nextNode(); node; node = comments.nextNode()) found.push(node)
    found.forEach((node) => node.remove())
    copy.querySelectorAll("[style]").forEach((styled) =>
      styled.setAttribute("style", styled.getAttribute("style").replace(/\\s*([:;])\\s*/g, "$1").replace(/;$/, "")))
    ;[copy, ...copy.querySelectorAll("*")].forEach((element) => {
      const attributes = [...element.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => (a < b ? -1 : 1))
      attributes.forEach(([name]) => element.removeAttribute(name))
      attributes.forEach(([name, value]) => element.setAttribute(name, value))
    })
    return copy.outerHTML
  }
  const props = ["display", "position", "color", "background-color", "font-size", "font-weight", "margin-top",
    "margin-bottom", "padding-top", "padding-left", "width", "height", "border-top-width", "grid-template-columns"]
  const look = (root) => [...root.querySelectorAll("*")].filter((element) => !(element instanceof HTMLStyleElement))
    .map((element) => { const style = getComputedStyle(element); return element.tagName + ":" + props.map((p) => style.getPropertyValue(p)).join(",") })
  return {
    title: document.title,
    markup: ["header", "main", "footer"].map((selector) => strip(document.querySelector(selector))),
    look: ["header", "main", "footer"].flatMap((selector) => look(document.querySelector(selector))),
  }
})()`

type Look = { title: string; markup: string[]; look: string[] }
/** Where follow() keeps LOOK in the page, for its wait to call. */
const LOOK_GLOBAL = "__testLook"

/** Marks the document, so that a navigation that reloaded it shows. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { marker: string }).marker = "same"))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker === "same")

async function directLook(path: string, width: number): Promise<Look> {
  const { context, page } = await open(path, width)
  try {
    await page.evaluate(() => document.querySelectorAll("[style*=content-visibility], [class]").length)
    return await page.evaluate<Look>(LOOK)
  } finally {
    await context.close()
  }
}

/** Follows the link, checks the page came without a reload and looks as a direct load of the same address does. */
async function follow(page: Page, link: string, width: number): Promise<string> {
  const href = await page.locator(link).first().getAttribute("href")
  expect(href).toMatch(/^\//)
  const direct = await directLook(href!, width)
  await markDocument(page)
  await page.locator(link).first().click()
  await page.waitForURL(server.url + href!)
  // The address changes before the router renders the new page, and while the page is swapped a part below the
  // first screen may lay out for a frame (a skipped part's grid reads "none", a laid-out one its tracks): wait, up to
  // a bound, for the page to look as the direct load does, and take that look. A page that never does fails below,
  // with the difference. (A look taken while the old page is half gone may throw: that is "not yet".)
  // The predicate is a function calling LOOK, which was put in the page through DevTools. Playwright compiles a string
  // predicate again on each poll, from the page's timers, where the page's CSP refuses eval: the wait threw at the
  // second poll and the look was taken before the router had drawn the page (the once-in-a-while "About" for /terms
  // under load). docs/development.md, "Waiting in a page under our CSP".
  await page.evaluate(`window.${LOOK_GLOBAL} = () => ${LOOK}`)
  const settled = await page
    .waitForFunction(
      ([name, expected]) => {
        try {
          const look = (window as unknown as Record<string, () => Look>)[name]!()
          return JSON.stringify(look) === expected && look
        } catch {
          return false
        }
      },
      [LOOK_GLOBAL, JSON.stringify(direct)] as const,
      { polling: 100, timeout: 10_000 },
    )
    .catch((error: unknown) => {
      if (error instanceof errors.TimeoutError) return null
      throw error
    })
  expect(await sameDocument(page)).toBe(true)
  const navigated = settled ? ((await settled.jsonValue()) as Look) : await page.evaluate<Look>(LOOK)
  expect(navigated.title).toBe(direct.title)
  expect(navigated.markup).toEqual(direct.markup)
  expect(navigated.look).toEqual(direct.look)
  // Focus goes to the new page, as Gatsby's router does: its wrapper, from which the next Tab starts.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("gatsby-focus-wrapper")
  return href!
}

describe("client-side navigation into pages this visit never rendered", () => {
  it.each([
    ["/about", "footer a[href='/terms']", 1280],
    ["/", "header nav ul a[href='/pricing']", 1280],
    ["/pricing", "header a[href='/']", 390],
    ["/blog", "main article h2 a", 390],
    ["/customers", "main article h2 a", 1280],
    ["/changelog", "main article h3 a, main article h2 a", 390],
  ])("%s, following %s: the same HTML and styles as a direct load, without a reload", async (from, link, width) => {
    const { context, page } = await open(from, width)
    try {
      await follow(page, link, width)
    } finally {
      await context.close()
    }
  })

  it("a post: a link inside its Markdown and a tag link navigate without a reload; Back and Forward restore the pages and the scroll", async () => {
    const { context, page } = await open("/blog", 390)
    try {
      // A post's body with a link to another page of the site.
      const post = await follow(page, "main article h2 a", 390)
      const postHeading = await page.locator("main h1").textContent()
      const bodyLink = "[data-article-body] a[href^='/']:not([href^='/blog/" + post.split("/").pop() + "'])"
      expect(await page.locator(bodyLink).count()).toBeGreaterThan(0)
      await page.locator(bodyLink).first().scrollIntoViewIfNeeded()
      const scrolled = await page.evaluate(() => window.scrollY)
      expect(scrolled).toBeGreaterThan(300)
      const target = await follow(page, bodyLink, 390)
      const targetHeading = await page.locator("main h1").textContent()
      // The new page is at its top as soon as it shows, not gliding up from the old page's offset (route-scroll.ts).
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await markDocument(page)
      // Back and Forward change the address first and render the page after: wait for the page's own heading.
      await page.goBack()
      await page.waitForURL(server.url + post)
      await page.waitForFunction((h1) => document.querySelector("main h1")?.textContent === h1, postHeading)
      // Where it was left (within the couple of pixels the browser keeps its content anchored by), as soon as it shows.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(4)
      expect(await sameDocument(page)).toBe(true)
      await page.goForward()
      await page.waitForURL(server.url + target)
      await page.waitForFunction((h1) => document.querySelector("main h1")?.textContent === h1, targetHeading)
      expect(await sameDocument(page)).toBe(true)
      await page.goBack()
      await page.waitForURL(server.url + post)
      await page.waitForFunction((h1) => document.querySelector("main h1")?.textContent === h1, postHeading)
      await page.locator("ul[aria-label=Tags] a").first().scrollIntoViewIfNeeded()
      await follow(page, "ul[aria-label=Tags] a", 390)
    } finally {
      await context.close()
    }
  })

  it("a post's table of contents scrolls to its section, in the same document, with the address's #fragment", async () => {
    const { context, page } = await open("/blog", 1280)
    try {
      const posts = await page
        .locator("main article h2 a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
      let found = false
      for (const post of posts) {
        await page.goto(server.url + post!, { waitUntil: "load" })
        if ((await page.locator("nav[aria-labelledby=toc-heading] a").count()) === 0) continue
        found = true
        await waitForHydration(page)
        await markDocument(page)
        const link = page.locator("nav[aria-labelledby=toc-heading] a").last()
        const hash = await link.getAttribute("href")
        await link.click()
        await page.waitForURL(server.url + post! + hash!)
        await page.waitForFunction((id) => {
          const top = document.getElementById(id)!.getBoundingClientRect().top
          return top >= 0 && top < 200
        }, hash!.slice(1))
        expect(await sameDocument(page)).toBe(true)
        break
      }
      expect(found).toBe(true)
    } finally {
      await context.close()
    }
  })
})
