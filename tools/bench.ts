// `npm run bench`: the site's speed and size figures. Builds from cold twice: the build that ships (with a
// PostHog key, in a temp copy, served with POSTHOG_HOST pointing at a PostHog stand-in on loopback so the
// analytics path runs as in production) and this checkout without a key. Serves each as `npm start` does, runs
// Lighthouse (mobile, simulated throttling: its defaults) on every route RUNS times with Debian's Chromium,
// prints the medians side by side, then times a build with 1,000 extra Markdown pages to show how build cost
// grows with content. Figures, not pass/fail.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import {
  CHROMIUM_ARGS,
  ORDINARY_CHROME_UA,
  findChromium,
  launchBrowser,
  ordinaryVisitorScript,
} from "../harness/browser"
import { ROUTES } from "../harness/routes"
import { startFakePosthog } from "../harness/fake-upstreams"
import { startServer } from "../harness/server"
import { makeTempSite } from "../harness/temp-site"

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
// `npm run bench -- --runs 1 --routes /,/about --pages 0` for quicker looks while working (`--skip-build` reuses
// this checkout's build for the no-key table; `--builds keyed` or `--builds plain` measures one build only);
// the defaults are the full benchmark the README reports.
const RUNS = arg("runs", 3)
const EXTRA_PAGES = arg("pages", 1000)
const SKIP_BUILD = flag("skip-build")
const BENCH_ROUTES = list("routes") ?? ROUTES
// `--builds keyed` or `--builds plain` for one of the two.
const BUILDS = (list("builds") ?? ["keyed", "plain"]) as Array<"keyed" | "plain">
const BENCH_KEY = "phc_bench"
const env = { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true" }

function timed(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}): number {
  const start = Date.now()
  const run = spawnSync(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
  if (run.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${run.stdout}\n${run.stderr}`)
  return (Date.now() - start) / 1000
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

type Figures = Record<string, number>

/** Each figure's median over the runs. */
const medians = (runs: Figures[]): Figures =>
  Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((r) => r[key]!))]))

/** Where the main thread went in one Lighthouse run: the trace evidence behind its TBT. */
type Evidence = {
  longTasks: Array<{ url: string; startTime: number; duration: number }>
  bootup: Array<{ url: string; scripting: number; scriptParseCompile: number }>
  mainThread: Array<{ groupLabel: string; duration: number }>
}

type Run = { figures: Figures; evidence: Evidence }

async function lighthouseRoute(url: string, port: number): Promise<Run> {
  const { default: lighthouse } = (await import("lighthouse")) as unknown as {
    default: (url: string, flags: object) => Promise<{ lhr: LighthouseResult } | undefined>
  }
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const summary = (audits["resource-summary"]?.details?.items ?? []) as Array<{
    resourceType: string
    transferSize: number
    requestCount: number
  }>
  const of = (type: string) => summary.find((item) => item.resourceType === type)
  const items = <T>(audit: string) => (audits[audit]?.details?.items ?? []) as T[]
  const evidence: Evidence = {
    longTasks: items<Evidence["longTasks"][number]>("long-tasks"),
    bootup: items<Evidence["bootup"][number]>("bootup-time"),
    mainThread: items<Evidence["mainThread"][number]>("mainthread-work-breakdown"),
  }
  const figures: Figures = {
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
  return { figures, evidence }
}

/** The trace of the run whose TBT is the median: long tasks, script time by file, main-thread time by kind. */
function printEvidence(route: string, evidence: Evidence, origin: string): void {
  const short = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url) || "(page)"
  const ms = (value: number) => `${Math.round(value)} ms`
  console.log(`  ${route} trace (4× CPU, simulated):`)
  console.log(
    `    long tasks: ${evidence.longTasks.map((t) => `${short(t.url)} ${ms(t.duration)} at ${ms(t.startTime)}`).join("; ") || "none"}`,
  )
  console.log(
    `    script time by file (scripting + parse/compile): ${
      evidence.bootup
        .slice(0, 6)
        .map((b) => `${short(b.url)} ${ms(b.scripting)} + ${ms(b.scriptParseCompile)}`)
        .join("; ") || "none above Lighthouse's threshold"
    }`,
  )
  console.log(
    `    main thread by kind: ${evidence.mainThread
      .slice(0, 6)
      .map((g) => `${g.groupLabel} ${ms(g.duration)}`)
      .join("; ")}`,
  )
}

/**
 * Real-browser timings under the same conditions Lighthouse simulates (4× CPU slowdown, 1.6 Mbps down,
 * 150 ms round trip): when the first contentful paint happened, when React had hydrated the page
 * ("site:hydrated") and when the header navigation was ready ("site:menu-ready"). Milliseconds.
 */
async function hydrationTimings(browser: Browser, url: string, returning = false): Promise<Figures> {
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
    await page.waitForFunction(() => performance.getEntriesByName("site:menu-ready").length > 0, undefined, {
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
      menuReady: performance.getEntriesByName("site:menu-ready")[0]?.startTime ?? NaN,
      // When posthog-js had loaded and started (src/telemetry/analytics.ts), for a returning visitor.
      posthogStarted: performance.getEntriesByName("site:analytics-ready")[0]?.startTime ?? NaN,
    }))
  } finally {
    await context.close()
  }
}

type LighthouseResult = {
  categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number }>
  audits: Record<string, { numericValue: number; details?: { items?: unknown[] } }>
}

type BuildFigures = {
  rows: Array<[string, Figures]>
  timings: Array<[string, Figures]>
  returning: Array<[string, Figures]>
}

/** Lighthouse and real-browser timings for one build, served from `root` with `serverEnv`. */
async function measure(root: string, serverEnv: Record<string, string>, keyed: boolean): Promise<BuildFigures> {
  const server = await startServer(serverEnv, 30_000, root)
  const { launch } = await import("chrome-launcher")
  const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS })
  const figures: BuildFigures = { rows: [], timings: [], returning: [] }
  try {
    for (const route of BENCH_ROUTES) {
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRoute(server.url + route, chrome.port))
      const f = medians(runs.map((run) => run.figures))
      figures.rows.push([route, f])
      console.log(
        `${keyed ? "analytics on" : "no key"} ${route}: performance ${f.performance}, LCP ${f.lcp!.toFixed(2)} s, TBT ${Math.round(f.tbt!)} ms`,
      )
      const medianRun = runs.find((run) => run.figures.tbt === f.tbt) ?? runs[0]!
      printEvidence(route, medianRun.evidence, server.url)
    }
    const browser = await launchBrowser()
    for (const route of BENCH_ROUTES) {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await hydrationTimings(browser, server.url + route))
      figures.timings.push([route, medians(runs)])
      if (!keyed) continue
      const returning: Figures[] = []
      // A run that never sees posthog-js start is reported (and left out of the median) rather than ending the
      // benchmark: the figure is what is being measured.
      for (let i = 0; i < RUNS; i++)
        await hydrationTimings(browser, server.url + route, true).then(
          (run) => returning.push(run),
          (error: unknown) =>
            console.log(
              `returning visitor ${route}: no figures (${error instanceof Error ? error.message : String(error)})`,
            ),
        )
      if (!returning.length) returning.push({ hydrated: NaN, menuReady: NaN, posthogStarted: NaN, fcp: NaN })
      figures.returning.push([route, medians(returning)])
    }
    await browser.close()
  } finally {
    chrome.kill()
    await server.stop()
  }
  return figures
}

function printTables(title: string, { rows, timings, returning }: BuildFigures): void {
  const header = "| route | perf | a11y | best | seo | FCP s | LCP s | TBT ms | CLS | KiB | JS KiB | requests |"
  console.log(
    `\n${title}: Lighthouse ${RUNS}× per route, median (mobile, simulated throttling)\n\n${header}\n|${"---|".repeat(12)}`,
  )
  for (const [route, f] of rows) {
    console.log(
      `| ${route} | ${f.performance} | ${f.accessibility} | ${f["best-practices"]} | ${f.seo} | ${f.fcp!.toFixed(2)} | ${f.lcp!.toFixed(2)} | ${Math.round(f.tbt!)} | ${f.cls!.toFixed(3)} | ${f.kib!.toFixed(0)} | ${f.jsKib!.toFixed(0)} | ${f.requests} |`,
    )
  }
  console.log(
    `\n${title}: real Chromium at Lighthouse's throttling (4× CPU, 1.6 Mbps, 150 ms), ${RUNS}× per route, median, ms\n`,
  )
  console.log("| route | first contentful paint | hydrated | navigation ready |\n|---|---|---|---|")
  for (const [route, t] of timings)
    console.log(`| ${route} | ${Math.round(t.fcp!)} | ${Math.round(t.hydrated!)} | ${Math.round(t.menuReady!)} |`)
  if (!returning.length) return
  console.log(`\n${title}: a returning visitor who accepted analytics, same throttling, median, ms\n`)
  console.log("| route | hydrated | navigation ready | posthog-js ready |\n|---|---|---|---|")
  for (const [route, t] of returning)
    console.log(
      `| ${route} | ${Math.round(t.hydrated!)} | ${Math.round(t.menuReady!)} | ${Math.round(t.posthogStarted!)} |`,
    )
}

async function main() {
  const builds: Partial<Record<"keyed" | "plain", BuildFigures>> = {}
  const buildTimes: Record<string, number> = {}
  const posthog = await startFakePosthog()
  const keyedDir = BUILDS.includes("keyed") ? makeTempSite() : undefined
  try {
    if (keyedDir) {
      console.log("cold build with a PostHog key (temp copy)…")
      buildTimes.keyed = timed(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], keyedDir, {
        GATSBY_POSTHOG_KEY: BENCH_KEY,
      })
      builds.keyed = await measure(keyedDir, { POSTHOG_HOST: posthog.url, POSTHOG_KEY: BENCH_KEY }, true)
    }
    if (BUILDS.includes("plain")) {
      if (!SKIP_BUILD) {
        console.log("cold build without a key (gatsby clean + npm run build)…")
        timed("npx", ["gatsby", "clean"], ROOT)
        buildTimes.plain = timed("npm", ["run", "build"], ROOT, { GATSBY_POSTHOG_KEY: "" })
      }
      builds.plain = await measure(ROOT, { POSTHOG_HOST: posthog.url }, false)
    }
  } finally {
    await posthog.close()
    if (keyedDir) fs.rmSync(keyedDir, { recursive: true, force: true })
  }

  let scaledBuild = NaN
  const dir = EXTRA_PAGES > 0 ? makeTempSite() : undefined
  if (dir)
    try {
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

  if (builds.keyed) printTables("Analytics on (as shipped; PostHog stand-in on loopback)", builds.keyed)
  if (builds.plain) printTables("No PostHog key", builds.plain)
  if (builds.keyed && builds.plain) {
    console.log(
      "\nAnalytics on against no key, same run: TBT and JS per route\n\n| route | TBT on | TBT off | JS KiB on | JS KiB off |\n|---|---|---|---|---|",
    )
    for (const [route, on] of builds.keyed.rows) {
      const off = builds.plain.rows.find(([r]) => r === route)?.[1]
      if (off)
        console.log(
          `| ${route} | ${Math.round(on.tbt!)} | ${Math.round(off.tbt!)} | ${on.jsKib!.toFixed(0)} | ${off.jsKib!.toFixed(0)} |`,
        )
    }
  }
  for (const [name, seconds] of Object.entries(buildTimes))
    console.log(`\ncold build (${name === "keyed" ? "with a PostHog key" : "no key"}): ${seconds.toFixed(1)} s`)
  if (dir) console.log(`build with ${EXTRA_PAGES} extra pages (cold, temp copy): ${scaledBuild.toFixed(1)} s`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
