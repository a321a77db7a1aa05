// `npm run bench`: the site's speed and size figures. Builds from cold, serves the build as
// `npm start` does, runs Lighthouse (mobile, simulated throttling: its defaults) on every route
// RUNS times with Debian's Chromium, prints the medians, then times a build with 1,000 extra
// Markdown pages to show how build cost grows with content. Figures, not pass/fail.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { CHROMIUM_ARGS, findChromium, launchBrowser } from "../tests/helpers/browser"
import { ROUTES } from "../tests/helpers/routes"
import { startServer } from "../tests/helpers/server"
import { makeTempSite } from "../tests/helpers/temp-site"

const ROOT = path.resolve(__dirname, "..")
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const flag = (name: string) => process.argv.includes(`--${name}`)
const list = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1]!.split(",") : undefined
}
// `npm run bench -- --runs 5 --routes /,/pricing --skip-build --pages 0` for quicker looks while working;
// the defaults are the full benchmark the README reports.
const RUNS = arg("runs", 3)
const EXTRA_PAGES = arg("pages", 1000)
const SKIP_BUILD = flag("skip-build")
const BENCH_ROUTES = list("routes") ?? ROUTES
const env = { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true" }

function timed(command: string, args: string[], cwd: string): number {
  const start = Date.now()
  const run = spawnSync(command, args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
  if (run.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${run.stdout}\n${run.stderr}`)
  return (Date.now() - start) / 1000
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

type Figures = Record<string, number>

/** Each figure's median over the runs. */
const medians = (runs: Figures[]): Figures => Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((r) => r[key]!))]))

async function lighthouseRoute(url: string, port: number): Promise<Figures> {
  const { default: lighthouse } = (await import("lighthouse")) as unknown as {
    default: (url: string, flags: object) => Promise<{ lhr: LighthouseResult } | undefined>
  }
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const summary = (audits["resource-summary"]?.details?.items ?? []) as Array<{ resourceType: string; transferSize: number; requestCount: number }>
  const of = (type: string) => summary.find((item) => item.resourceType === type)
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    "best-practices": categories["best-practices"].score * 100,
    seo: categories.seo.score * 100,
    fcp: audits["first-contentful-paint"]!.numericValue / 1000,
    lcp: audits["largest-contentful-paint"]!.numericValue / 1000,
    tbt: audits["total-blocking-time"]!.numericValue,
    cls: audits["cumulative-layout-shift"]!.numericValue,
    kib: (of("total")?.transferSize ?? 0) / 1024,
    jsKib: (of("script")?.transferSize ?? 0) / 1024,
    requests: of("total")?.requestCount ?? 0,
  }
}

/**
 * Real-browser timings under the same conditions Lighthouse simulates (4× CPU slowdown, 1.6 Mbps down,
 * 150 ms round trip): when the first contentful paint happened, when React had hydrated the page
 * ("site:hydrated") and when the header navigation was ready ("site:menu-ready"). Milliseconds.
 */
async function hydrationTimings(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
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
    await page.waitForFunction(() => performance.getEntriesByName("site:menu-ready").length > 0, undefined, { timeout: 60_000 })
    // No helper functions inside: tsx would wrap them in a __name() the page does not have.
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      hydrated: performance.getEntriesByName("site:hydrated")[0]?.startTime ?? NaN,
      menuReady: performance.getEntriesByName("site:menu-ready")[0]?.startTime ?? NaN,
    }))
  } finally {
    await context.close()
  }
}

type LighthouseResult = {
  categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number }>
  audits: Record<string, { numericValue: number; details?: { items?: unknown[] } }>
}

async function main() {
  let coldBuild = NaN
  if (!SKIP_BUILD) {
    console.log("cold build (gatsby clean + npm run build)…")
    timed("npx", ["gatsby", "clean"], ROOT)
    coldBuild = timed("npm", ["run", "build"], ROOT)
  }

  const server = await startServer()
  const { launch } = (await import("chrome-launcher")) as typeof import("chrome-launcher")
  const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS })
  const rows: Array<[string, Figures]> = []
  const timings: Array<[string, Figures]> = []
  try {
    for (const route of BENCH_ROUTES) {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRoute(server.url + route, chrome.port))
      const figures = medians(runs)
      rows.push([route, figures])
      console.log(`${route}: performance ${figures.performance}, LCP ${figures.lcp!.toFixed(2)} s`)
    }
    const browser = await launchBrowser()
    for (const route of BENCH_ROUTES) {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await hydrationTimings(browser, server.url + route))
      timings.push([route, medians(runs)])
    }
    await browser.close()
  } finally {
    chrome.kill()
    await server.stop()
  }

  let scaledBuild = NaN
  const dir = EXTRA_PAGES > 0 ? makeTempSite() : undefined
  if (dir) try {
    console.log(`build with ${EXTRA_PAGES} extra Markdown pages…`)
    for (let i = 1; i <= EXTRA_PAGES; i++) {
      fs.writeFileSync(
        path.join(dir, "content/pages", `bench-${i}.md`),
        `---\ntitle: Bench page ${i}\nslug: /bench/page-${i}\ndescription: A generated page that measures how the build grows with content.\n---\n\n## Section\n\nParagraph ${i} with **some** text, a [link](/features) and a list:\n\n- one\n- two\n`,
      )
    }
    scaledBuild = timed(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }

  const header = "| route | perf | a11y | best | seo | FCP s | LCP s | TBT ms | CLS | KiB | JS KiB | requests |"
  console.log(`\nLighthouse ${RUNS}× per route, median (mobile, simulated throttling)\n\n${header}\n|${"---|".repeat(12)}`)
  for (const [route, f] of rows) {
    console.log(
      `| ${route} | ${f.performance} | ${f.accessibility} | ${f["best-practices"]} | ${f.seo} | ${f.fcp!.toFixed(2)} | ${f.lcp!.toFixed(2)} | ${Math.round(f.tbt!)} | ${f.cls!.toFixed(3)} | ${f.kib!.toFixed(0)} | ${f.jsKib!.toFixed(0)} | ${f.requests} |`,
    )
  }
  console.log(`\nReal Chromium at Lighthouse's throttling (4× CPU, 1.6 Mbps, 150 ms), ${RUNS}× per route, median, ms\n`)
  console.log("| route | first contentful paint | hydrated | navigation ready |\n|---|---|---|---|")
  for (const [route, t] of timings) console.log(`| ${route} | ${Math.round(t.fcp!)} | ${Math.round(t.hydrated!)} | ${Math.round(t.menuReady!)} |`)
  if (!SKIP_BUILD) console.log(`\ncold build: ${coldBuild.toFixed(1)} s`)
  if (dir) console.log(`build with ${EXTRA_PAGES} extra pages (cold, temp copy): ${scaledBuild.toFixed(1)} s`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
