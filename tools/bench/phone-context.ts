// A browser context as the benches' phone: a touch screen at a phone's pixel ratio, and an ordinary Chrome to the page
// (posthog-js drops events from browsers that look automated), with any script of the measurement's own before the
// page's.
import type { Browser, BrowserContext } from "playwright-core"
import { ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"

export async function phoneContext(
  browser: Browser,
  {
    viewport = { width: 390, height: 844 },
    script = "",
  }: { viewport?: { width: number; height: number }; script?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1.75,
    userAgent: ORDINARY_CHROME_UA,
  })
  await context.addInitScript({ content: [ordinaryVisitorScript(), script].filter(Boolean).join("\n") })
  return context
}
