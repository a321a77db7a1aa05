// Real-browser timings under the conditions Lighthouse simulates, for the benchmark: first paint, hydration,
// every boundary hydrated and (for a returning visitor who accepted analytics) posthog-js ready.
import type { Browser } from "playwright-core"
import { ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../../harness/browser"

export type Timings = Record<"fcp" | "hydrated" | "interactive" | "posthogStarted", number>

/**
 * Real-browser timings under the same conditions Lighthouse simulates (4× CPU slowdown, 1.6 Mbps down,
 * 150 ms round trip): when the first contentful paint happened, when React had committed the page's first render
 * ("site:hydrated") and when every hydration boundary had hydrated too ("site:interactive"). Milliseconds.
 */
export async function hydrationTimings(browser: Browser, url: string, returning = false): Promise<Timings> {
  // As analytics sees a visitor: an ordinary Chrome (posthog-js ignores automated ones). A returning visitor
  // accepted analytics on an earlier visit, so posthog-js loads for them: when it starts is measured.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    userAgent: ORDINARY_CHROME_UA,
  })
  await context.addInitScript({ content: ordinaryVisitorScript({ accepted: returning }) })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await page.goto(url)
    await page.waitForFunction(() => performance.getEntriesByName("site:interactive").length > 0, undefined, {
      timeout: 60_000,
    })
    if (returning)
      await page.waitForFunction(() => performance.getEntriesByName("site:analytics-ready").length > 0, undefined, {
        timeout: 60_000,
      })
    // No helper functions inside: tsx would wrap them in a __name() the page does not have.
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      hydrated: performance.getEntriesByName("site:hydrated")[0]?.startTime ?? NaN,
      interactive: performance.getEntriesByName("site:interactive")[0]?.startTime ?? NaN,
      // When posthog-js had loaded and started (src/telemetry/analytics.ts), for a returning visitor.
      posthogStarted: performance.getEntriesByName("site:analytics-ready")[0]?.startTime ?? NaN,
    }))
  } finally {
    await context.close()
  }
}
