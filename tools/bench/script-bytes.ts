// The JavaScript a first visit transfers: every script's body as it came over the wire (brotli from the build's
// precompressed copies), from a fresh profile until the network has been quiet for a while. Headers are not
// counted: Lighthouse's transfer sizes include them, and HTTP/1.1 on loopback sends them uncompressed.
import type { Browser } from "playwright-core"
import { ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"

export async function scriptBytes(browser: Browser, url: string): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, userAgent: ORDINARY_CHROME_UA })
  await context.addInitScript({ content: ordinaryVisitorScript() })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: "load" })
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(3000)
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry instanceof PerformanceResourceTiming)
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.encodedBodySize),
    )
    return { bytes: sizes.reduce((total, size) => total + size, 0), files: sizes.length }
  } finally {
    await context.close()
  }
}
