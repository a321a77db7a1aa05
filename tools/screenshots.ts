// `npm run screenshots [-- BASE_URL [ROUTE …]]`: full-page PNGs of every route (or the routes named) at phone and desktop widths,
// written to screenshots/ (ignored by git). Expects a running server (npm start).
import fs from "fs"
import path from "path"
import { launchBrowser } from "../harness/browser"
import { ROUTES } from "../harness/routes"

async function main() {
  const base = process.argv[2] ?? "http://127.0.0.1:9000"
  const named = process.argv.slice(3)
  const routes = named.length ? named : [...ROUTES, "/blog", "/this-page-does-not-exist"]
  const out = path.resolve(__dirname, "..", "screenshots")
  fs.mkdirSync(out, { recursive: true })
  const browser = await launchBrowser()
  try {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } })
      for (const route of routes) {
        await page.goto(base + route, { waitUntil: "networkidle" })
        // Scroll through once so lazy images below the fold load before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 60))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForLoadState("networkidle")
        const name = (route === "/" ? "home" : route.slice(1).replace(/\//g, "-")) + `-${width}.png`
        await page.screenshot({ path: path.join(out, name), fullPage: true })
        console.log(path.join("screenshots", name))
      }
      await page.close()
    }
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
