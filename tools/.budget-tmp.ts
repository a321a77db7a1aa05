import { launchBrowser, ORDINARY_CHROME_UA, ordinaryVisitorScript } from "../harness/browser"
async function main() {
  const base = process.argv[2]!
  const browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: ORDINARY_CHROME_UA })
  await context.addInitScript({ content: ordinaryVisitorScript() })
  const page = await context.newPage()
  await page.goto(base + "/", { waitUntil: "load" })
  await page.waitForFunction(() => performance.getEntriesByName("site:interactive").length > 0)
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(2000)
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
      .map((e) => ({ name: new URL(e.name).pathname, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  )
  for (const s of scripts) console.log(s.name, (s.bytes / 1024).toFixed(1))
  console.log("total KiB", (scripts.reduce((a, s) => a + s.bytes, 0) / 1024).toFixed(1))
  await browser.close()
}
void main()
