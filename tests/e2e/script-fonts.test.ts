// The fonts a language's script is drawn in (content/languages.yaml's `fonts`, src/components/global-styles.tsx), as
// Chromium draws them: a Hindi page's Devanagari text and an English page's link to Hindi come from the named system
// font, found by name rather than by the browser's search of the system for a font that has the script, and the
// Latin text beside them keeps the site's own fonts. The machine has Noto Sans Devanagari (fonts-noto-core, .ci/run),
// the first font languages.yaml names.
import path from "path"
import type { Locator, Page } from "playwright-core"
import { useSiteSession } from "../helpers/site-session"
import { waitForHydration } from "../helpers/hydration"
import { languagesOf } from "../../schema/languages"
import { ROOT } from "../../harness/server"
import { theme } from "../../contracts/theme"

const session = useSiteSession()
const languages = languagesOf(path.join(ROOT, "content"))
const withFonts = languages.filter((language) => language.fonts?.length)

/** The site's own stack (contracts/theme.ts), its names unquoted. */
const siteStack = theme.fonts.body.split(",").map((name) => name.trim().replace(/^"(.*)"$/, "$1"))

/** The system fonts Chromium drew an element's own text with (DevTools' "Rendered fonts"), by family name. */
async function renderedFonts(page: Page, element: Locator): Promise<string[]> {
  await element.evaluate((node) => node.setAttribute("data-font-probe", ""))
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-font-probe]" })
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
    return fonts.map((font) => font.familyName)
  } finally {
    await cdp.detach()
    await element.evaluate((node) => node.removeAttribute("data-font-probe"))
  }
}

/** An element's computed `font-family`, its names unquoted. */
const stackOf = async (element: Locator) =>
  (await element.evaluate((node) => getComputedStyle(node).fontFamily))
    .split(",")
    .map((name) => name.trim().replace(/^"(.*)"$/, "$1"))

/** `use` on the page at `route`, at 1280 px (where the header shows its links and the language switcher), then closed. */
async function onPage<T>(route: string, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto(session.server.url + route)
    await waitForHydration(page)
    return await use(page)
  } finally {
    await context.close()
  }
}

describe("a language's script in the system fonts content/languages.yaml names", () => {
  it("names fonts for Hindi, the site's one language in another script", () => {
    expect(withFonts.map((language) => language.code)).toEqual(["hi"])
  })

  it.each(withFonts)(
    "$code pages draw their headings in $fonts.0, and their Latin text in the site's font",
    async ({ code, fonts }) => {
      await onPage(`/${code}/pricing`, async (page) => {
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(code)
        expect((await stackOf(page.locator("body"))).slice(0, fonts!.length)).toEqual(fonts)
        // The page's heading is Devanagari; every glyph of it from the first named font.
        const heading = page.locator("h1")
        expect(await heading.textContent()).toMatch(/^[\u0900-\u097f\s]+$/)
        expect(await renderedFonts(page, heading)).toEqual([fonts![0]])
        // A plan's name is Latin: drawn in the site's own font, not the Devanagari one.
        const plan = page.locator("h2", { hasText: /^Starter$/ })
        const latin = await renderedFonts(page, plan)
        expect(latin.length).toBeGreaterThan(0)
        expect(latin).not.toContain(fonts![0])
        // The switcher's link to English is marked English: it is back in the site's stack, named first.
        const english = page.locator(`header a[hreflang="${languages[0]!.code}"]`)
        await english.waitFor({ state: "visible" })
        expect(await stackOf(english)).toEqual(siteStack)
      })
    },
  )

  it.each(withFonts)(
    "an English page's link to the $code version draws its name in $fonts.0",
    async ({ code, fonts, name }) => {
      await onPage("/pricing", async (page) => {
        const link = page.locator(`header a[hreflang="${code}"]`)
        await link.waitFor({ state: "visible" })
        expect(await link.textContent()).toBe(name)
        expect((await stackOf(link)).slice(0, fonts!.length)).toEqual(fonts)
        expect(await renderedFonts(page, link)).toEqual([fonts![0]])
        // The rest of the English page is drawn as before: its heading never touches the Devanagari font.
        const heading = await renderedFonts(page, page.locator("h1"))
        expect(heading.length).toBeGreaterThan(0)
        expect(heading).not.toContain(fonts![0])
      })
    },
  )

  it.each(withFonts)(
    "the product's name beside its mark sits the same on a $code page as on an English one",
    async ({ code, fonts }) => {
      const place = (route: string) =>
        onPage(route, async (page) => {
          const name = page.locator("header a[href] svg + span").first()
          const drawn = await renderedFonts(page, name)
          // The text's own box (its font's ascent and descent), against the mark's.
          const box = await name.evaluate((element) => {
            const range = document.createRange()
            range.selectNodeContents(element)
            const text = range.getBoundingClientRect()
            const mark = element.previousElementSibling!.getBoundingClientRect()
            return { top: text.top - mark.top, height: text.height }
          })
          return { drawn, box }
        })
      const english = await place("/pricing")
      const translated = await place(`/${code}/pricing`)
      expect(translated.drawn).not.toContain(fonts![0])
      expect(translated.box).toEqual(english.box)
    },
  )
})
