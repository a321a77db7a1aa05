// `npm run bench`: the site's speed and size figures against the official Gatsby starter, measured fairly on a
// shared, drifting machine. Builds from cold the site as it ships (PostHog key set, served with a PostHog stand-in
// upstream), the keyless build and the starter (--starter DIR), serves them on loopback (the starter as we are
// served: our security headers but the CSP, our compression; and the shipped build a second time with COOP on every
// page), then
// runs Lighthouse (mobile, simulated throttling) round by round: each round gives one run per route to each build in
// turn, for each of two phone classes (the CPU slowdown calibrated before every run to the host's benchmarkIndex,
// bench/phone-classes.ts), so machine drift hits every build alike and every day emulates the same phones. Prints
// every run (TBT, style and layout, LCP, the slowdown and the indexes behind it, load average), then per phone class:
// medians per build, Lighthouse's main-thread breakdown, ratios to the starter, what COOP costs, the shipped build
// against the keyless one, and the trace evidence of each median run (traces saved under bench-results/); input to
// next paint of four interactions on both classes beside the phone's own floor; what COOP costs an arrival by a tap on
// another site's link (bench/arrival.ts). Then real-Chromium hydration timings and a build with 1,000 extra Markdown
// pages. Figures, not pass/fail. The method and the figures we report: docs/performance.md.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { CHROMIUM_ARGS, findChromium, launchBrowser } from "../harness/browser"
import { commandLine } from "./bench/cli"
import { ROUTES } from "../harness/routes"
import { articleRoutes } from "../harness/article-routes"
import { makeTempSite } from "../harness/temp-site"
import {
  BUILD_LABELS,
  DEFAULT_STARTER,
  ROOT,
  serveKeyed,
  serveKeyedWithCoop,
  servePlain,
  serveExtra,
  serveStarter,
  timed,
  type BuildName,
  type ServedBuild,
} from "./bench/builds"
import { lighthouseRun, type Run } from "./bench/lighthouse-run"
import { median } from "./bench/median"
import { hostBenchmarkIndex, phoneClass, slowdownFor, type PhoneClass } from "./bench/phone-classes"
import {
  classHeading,
  key,
  medianRun,
  printBreakdown,
  printBuildTable,
  printCoopCost,
  printInteractions,
  printEvidence,
  printKeyedAgainstPlain,
  printMachine,
  printPerRound,
  printStarterRatios,
  printWorstCls,
  runLine,
  slowdownText,
  type Results,
  type ResultsByClass,
} from "./bench/report"
import { hydrationTimings, type Timings } from "./bench/timings"
import { FLOOR_BUILD, FLOORS, INTERACTIONS, interactionDelay, type Interaction } from "./bench/interactions"
import { tasksAfterFcp } from "./bench/trace-tasks"
import { scriptBytes } from "./bench/script-bytes"
import { arrive, launchArrivalBrowser, PROCESS_MODELS, startOtherSite, type Arrival } from "./bench/arrival"

const USAGE = `npm run bench -- [options]
  --rounds N          interleaved Lighthouse rounds (default 7; fewer than 5 is a quick look, not the fair bench;
                      0 skips Lighthouse and what it feeds)
  --classes mid,low   the phone classes to emulate (default both: mid tier scoring 1000, low tier 264); each run's
                      CPU slowdown is the host's benchmarkIndex, measured just before it, over the class's score
  --routes /,/about   our routes to measure (default: every route); the starter's are / and /page-2/
  --builds LIST       any of starter,keyed,coop,plain (default: all four, measured in that order); coop is the
                      keyed build served with Cross-Origin-Opener-Policy on every page, as before issue 46 (needs
                      keyed, built in the same run or kept by an earlier one)
  --starter DIR       the official Gatsby starter (default ../shared/peers/gatsby-starter-default); copied to a temp
                      folder, npm ci, built, served with our security headers but the CSP and our compression
                      (tools/bench/serve-build.ts). A DIR that already holds node_modules and a build is served as it is
  --skip-build        reuse this checkout's public/ and the keyed build the last run kept in the temp folder
  --timing-rounds N   real-Chromium hydration timings per route and build (default 3; 0 skips)
  --interaction-rounds N
                      input to next paint for tapping Menu, switching currency and billing, submitting the form,
                      per build and phone class, the CPU slowdown calibrated the same way, beside the phone's floor
                      (the same tap flipping an attribute on <html> in a blank document and on the starter's
                      /page-2/) (default 5; 0 skips)
  --arrival-rounds N  what COOP costs a real arrival: a tap on another site's link to our page, the keyed build
                      with and without COOP (needs keyed and coop), per phone class and process model (desktop's
                      site-per-process, and a phone's without it) (default 7; 0 skips)
  --arrival-routes /,/about
                      the routes arrived at (default / and /about)
  --pages N           extra Markdown pages for the build-scaling figure (default 1000; 0 skips)
  --traces DIR        where the median runs' traces go (default bench-results/<date>)
  --extra NAME=DIR[@/,/about]
                      also measure another build of this site made beforehand in DIR (repeatable), in the same
                      rounds: how an experiment is compared with what it changes; after @, only these of our routes
                      (default: the same as --routes)`

const { argv, option } = commandLine(USAGE)
const number = (name: string, fallback: number) => {
  const value = option(name)
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} needs a whole number, not ${value}\n${USAGE}`)
  return parsed
}

const ROUNDS = number("rounds", 7)
const INTERACTION_ROUNDS = number("interaction-rounds", 5)
const TIMING_ROUNDS = number("timing-rounds", 3)
const EXTRA_PAGES = number("pages", 1000)
const ARRIVAL_ROUNDS = number("arrival-rounds", 7)
const ARRIVAL_ROUTES = option("arrival-routes")?.split(",") ?? ["/", "/about"]
const SKIP_BUILD = argv.includes("--skip-build")
const OUR_ROUTES = option("routes")?.split(",") ?? ROUTES
const CLASSES: PhoneClass[] = (option("classes")?.split(",") ?? ["mid", "low"]).map(phoneClass)
const BUILDS = (option("builds")?.split(",") ?? ["starter", "keyed", "coop", "plain"]) as BuildName[]
const STARTER = path.resolve(option("starter") ?? DEFAULT_STARTER)
const STAMP = new Date().toISOString().replace(/[:.]/g, "-")
const TRACES = path.resolve(option("traces") ?? path.join(ROOT, "bench-results", STAMP))
for (const build of BUILDS)
  if (!(build in BUILD_LABELS))
    throw new Error(`--builds: unknown build ${build} (keyed, coop, plain, starter)\n${USAGE}`)
const EXTRAS = argv.flatMap((value, i): Array<[name: string, dir: string, routes: string[]]> => {
  if (argv[i - 1] !== "--extra") return []
  const [name, rest] = value.split("=") as [string, string | undefined]
  if (!name || !rest) throw new Error(`--extra ${value}: NAME=DIR[@routes] expected\n${USAGE}`)
  const [dir, routes] = rest.split("@") as [string, string | undefined]
  return [[name, dir, routes ? routes.split(",") : OUR_ROUTES]]
})
/**
 * Which of our routes is compared with which of the starter's: the home pages; a prose page, the newest post and the
 * newest story with /page-2/ (issue 46's targets). A pair whose route was not measured is left out of the tables.
 */
const STARTER_PAIRS: Array<[string, string]> = [
  ["/", "/"],
  ["/about", "/page-2/"],
  ...articleRoutes()
    .filter((route) => /^\/(blog|customers)\/[^/]+$/.test(route))
    .map((route): [string, string] => [route, "/page-2/"]),
]

function header(): void {
  const chromium = execFileSync(findChromium(), ["--version"], { encoding: "utf8" }).trim()
  const { version: lighthouse } = JSON.parse(
    fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8"),
  ) as { version: string }
  console.log(
    `npm run bench -- ${argv.join(" ")}\n${new Date().toISOString()}, Node ${process.version}, ${chromium}, ` +
      `Lighthouse ${lighthouse}, ${ROUNDS} rounds of ${BUILDS.join(", ")}, phone classes ` +
      CLASSES.map((phone) => `${phone.name} (${phone.score})`).join(", "),
  )
  if (ROUNDS < 5) console.log("fewer than 5 rounds: a quick look, not the fair benchmark")
  console.log(
    `load average at the start: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  )
}

/**
 * One Lighthouse run, tried up to three times: on a loaded machine Lighthouse now and then records a page load
 * without a first paint (its NO_FCP) and so without figures. A failed try is printed, never averaged in.
 */
async function runWithRetries(
  url: string,
  port: number,
  meta: Pick<Run, "round" | "build" | "route" | "slowdown">,
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, port, meta)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`round ${meta.round}  ${meta.build} ${meta.route}: ${String(error)}; running it again`)
    }
  }
}

async function lighthouseRounds(served: ServedBuild[]): Promise<{ byClass: ResultsByClass; all: Run[] }> {
  const { launch } = await import("chrome-launcher")
  const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS })
  const byClass: ResultsByClass = new Map(CLASSES.map((phone) => [phone.name, new Map<string, Run[]>()]))
  const all: Run[] = []
  try {
    // A first measurement in a browser that has just started runs slow (the browser is still starting): discarded.
    await hostBenchmarkIndex(chrome.port)
    for (let round = 1; round <= ROUNDS; round++)
      for (const phone of CLASSES)
        for (const build of served)
          for (const route of build.routes) {
            // Calibrated right before the run: the machine drifts within minutes.
            const calibrationIndex = await hostBenchmarkIndex(chrome.port)
            const slowdown = { phone: phone.name, calibrationIndex, ...slowdownFor(calibrationIndex, phone) }
            const run = await runWithRetries(build.url + route, chrome.port, {
              round,
              build: build.name,
              route,
              slowdown,
            })
            console.log(runLine(run, ROUNDS))
            const results = byClass.get(phone.name)!
            results.set(key(build.name, route), [...(results.get(key(build.name, route)) ?? []), run])
            all.push(run)
          }
  } finally {
    chrome.kill()
  }
  return { byClass, all }
}

/** Prints each median run's evidence and saves its trace (gzipped JSON; open it in Chrome's Performance panel). */
function keepMedianTraces(served: ServedBuild[], results: Results, phone: PhoneClass): void {
  fs.mkdirSync(TRACES, { recursive: true })
  for (const build of served)
    for (const route of build.routes) {
      const runs = results.get(key(build.name, route))
      if (!runs?.length) continue
      const run = medianRun(runs)
      printEvidence(run, build.url)
      const tasks = tasksAfterFcp(run.trace, build.url + route)
      const describe = (t: (typeof tasks)[number]) =>
        `${t.duration.toFixed(1)} ms (${t.cpu.toFixed(1)} ms CPU) at ${Math.round(t.start)} ms: ${t.detail}`
      const hydration = tasks.filter((t) => t.kind === "hydration")
      console.log(
        `  unthrottled tasks after FCP, longest first (Lantern counts a task's length × the slowdown above 50 ms): ` +
          (tasks.slice(0, 4).map(describe).join("; ") || "none of 5 ms or more"),
      )
      console.log(
        `  longest task: ${tasks[0] ? describe(tasks[0]) : "none of 5 ms or more"}; longest hydration task: ` +
          (hydration[0] ? describe(hydration[0]) : "none of 5 ms or more"),
      )
      if (run.trace) {
        const file = path.join(TRACES, `${phone.name}-${build.name}${route.replace(/\//g, "_") || "_"}.trace.json.gz`)
        fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(run.trace)))
      }
    }
  console.log(`\nmedian runs' traces (${phone.name} tier): ${path.relative(ROOT, TRACES)}/${phone.name}-*`)
}

/**
 * Input to next paint for each interaction on each phone class (the CPU slowdown calibrated in the page just before
 * it), interleaved over the builds, median of the rounds; the phone's own floors in the same rounds (the blank
 * document's always, the starter page's when the starter is measured).
 */
async function interactionRounds(served: ServedBuild[]): Promise<void> {
  const ours = served.filter((build) => build.name !== "starter" && build.name !== "coop")
  if (!INTERACTION_ROUNDS) return
  const starter = served.filter((build) => build.name === "starter")
  const targets = (interaction: Interaction): Array<{ label: string; url: string }> =>
    interaction.on === "blank"
      ? [{ label: FLOOR_BUILD, url: "" }]
      : interaction.on === "starter"
        ? starter.map((build) => ({ label: FLOOR_BUILD, url: build.url }))
        : ours.map((build) => ({ label: build.name, url: build.url }))
  const browser = await launchBrowser()
  const delays = new Map<string, Array<{ delay: number; slowdown: string }>>()
  try {
    for (let round = 1; round <= INTERACTION_ROUNDS; round++)
      for (const phone of CLASSES)
        for (const interaction of [...FLOORS, ...INTERACTIONS])
          for (const build of targets(interaction)) {
            const name = `${phone.name}\t${build.label}\t${interaction.name}`
            const measured = await interactionDelay(browser, build.url, interaction, round, phone).then(
              ({ delay, slowdown }) => ({ delay, slowdown: slowdownText(slowdown) }),
              (error: unknown) => {
                console.log(`${phone.name} ${build.label} ${interaction.name}: no figure (${String(error)})`)
                return { delay: NaN, slowdown: "failed" }
              },
            )
            delays.set(name, [...(delays.get(name) ?? []), measured])
          }
  } finally {
    await browser.close()
  }
  printInteractions(delays, INTERACTION_ROUNDS, CLASSES)
}

/** JavaScript bodies as transferred (brotli) on a first visit, per build and route: deterministic, once each. */
async function scriptBytesTable(served: ServedBuild[]): Promise<void> {
  const browser = await launchBrowser()
  console.log(
    "\nJavaScript on a first visit, brotli bodies until the network is quiet (Lighthouse's JS column adds each " +
      "response's headers)\n\n| build | route | KiB | files |\n|---|---|---|---|",
  )
  try {
    for (const build of served)
      for (const route of build.routes) {
        const { bytes, files } = await scriptBytes(browser, build.url + route)
        console.log(
          `| ${BUILD_LABELS[build.name] ?? build.name} | ${route} | ${(bytes / 1024).toFixed(1)} | ${files} |`,
        )
      }
  } finally {
    await browser.close()
  }
}

async function timingRounds(served: ServedBuild[]): Promise<void> {
  const ours = served.filter((build) => build.name !== "starter" && build.name !== "coop")
  if (!TIMING_ROUNDS || !ours.length) return
  const browser = await launchBrowser()
  const timings = new Map<string, Timings[]>()
  const add = (name: string, value: Timings) => timings.set(name, [...(timings.get(name) ?? []), value])
  try {
    for (let round = 1; round <= TIMING_ROUNDS; round++)
      for (const build of ours)
        for (const route of build.routes) {
          add(key(build.name, route), await hydrationTimings(browser, build.url + route))
          // A returning visitor who accepted analytics: posthog-js loads for them, after the page is interactive.
          if (build.name === "keyed")
            await hydrationTimings(browser, build.url + route, true).then(
              (value) => add(key(build.name, route) + " returning", value),
              (error: unknown) => console.log(`returning visitor ${route}: no figures (${String(error)})`),
            )
        }
  } finally {
    await browser.close()
  }
  console.log(
    `\nReal Chromium at Lighthouse's throttling (4× CPU, 1.6 Mbps, 150 ms), ${TIMING_ROUNDS} interleaved rounds, ` +
      "medians, ms\n\n| build | route | first contentful paint | first render committed | every boundary hydrated | posthog-js ready |\n|---|---|---|---|---|---|",
  )
  for (const [name, values] of timings) {
    const [build, route, returning] = name.split(" ")
    const m = (pick: keyof Timings) => Math.round(median(values.map((value) => value[pick])))
    const label = `${BUILD_LABELS[build as BuildName]}${returning ? ", returning visitor who accepted" : ""}`
    console.log(
      `| ${label} | ${route} | ${m("fcp")} | ${m("hydrated")} | ${m("interactive")} | ${returning ? m("posthogStarted") : ""} |`,
    )
  }
}

function scaledBuild(): void {
  if (!EXTRA_PAGES) return
  const dir = makeTempSite()
  try {
    console.log(`\nbuild with ${EXTRA_PAGES} extra Markdown pages…`)
    for (let i = 1; i <= EXTRA_PAGES; i++)
      fs.writeFileSync(
        path.join(dir, "content/pages", `bench-${i}.md`),
        `---\ntitle: Bench page ${i}\nslug: /bench/page-${i}\ndescription: A generated page that measures how the build grows with content.\n---\n\n## Section\n\nParagraph ${i} with **some** text, a [link](/features) and a list:\n\n- one\n- two\n`,
      )
    const seconds = timed(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], dir)
    console.log(`build with ${EXTRA_PAGES} extra pages (cold, temp copy): ${seconds.toFixed(1)} s`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * What COOP costs a real arrival (tools/bench/arrival.ts): per process model, phone class and route, the keyed build
 * with and without COOP arrived at in turn, round after round; medians, and the median of the per-round differences.
 */
async function arrivalRounds(served: ServedBuild[]): Promise<void> {
  // The host unthrottled beside the phone classes: DevTools' CPU throttling does not survive a navigation that keeps
  // its renderer (the arrived page's own benchmarkIndex shows it), so without COOP on the phone's process model the
  // arrival may run faster than the class; at the host's own speed both arrivals run alike.
  const HOST = { name: "host", label: "this machine, unthrottled", score: Infinity } as unknown as PhoneClass
  // With COOP: the build served with it on every page; without: as it ships (COOP only where a person's data is).
  const withCoop = served.find((build) => build.name === "coop")
  const shipped = served.find((build) => build.name === "keyed")
  if (!ARRIVAL_ROUNDS) return
  if (!withCoop || !shipped) {
    console.log("\narrivals: skipped (they need both the keyed and the coop builds)")
    return
  }
  const other = await startOtherSite()
  const runs = new Map<string, Array<{ coop: Arrival; nocoop: Arrival }>>()
  try {
    for (const model of PROCESS_MODELS) {
      const browser = await launchArrivalBrowser(model)
      try {
        for (let round = 1; round <= ARRIVAL_ROUNDS; round++)
          for (const phone of [...CLASSES, HOST])
            for (const route of ARRIVAL_ROUTES) {
              // Alternate which goes first, so neither always follows the other.
              const [one, two] = round % 2 ? [withCoop, shipped] : [shipped, withCoop]
              const [first, second] = [
                await arrive(browser, other, one.url + route, phone),
                await arrive(browser, other, two.url + route, phone),
              ]
              const pair = one === withCoop ? { coop: first, nocoop: second } : { coop: second, nocoop: first }
              const name = `${model}\t${phone.name}\t${route}`
              runs.set(name, [...(runs.get(name) ?? []), pair])
              console.log(
                `arrival ${round}/${ARRIVAL_ROUNDS} ${model} ${phone.name} ${route}: renderer ` +
                  `${pair.coop.rendererMs.toFixed(0)} with COOP / ${pair.nocoop.rendererMs.toFixed(0)} without, ` +
                  `new renderer ${pair.coop.newRenderer ? "yes" : "no"} / ${pair.nocoop.newRenderer ? "yes" : "no"}, ` +
                  `×${pair.coop.multiplier.toFixed(2)}, index after ${pair.coop.arrivedIndex.toFixed(0)} / ` +
                  pair.nocoop.arrivedIndex.toFixed(0),
              )
            }
      } finally {
        await browser.close()
      }
    }
  } finally {
    await other.close()
  }
  const m = (values: number[]) => Math.round(median(values))
  console.log(
    `\nArrival by a tap on another site's link, ${ARRIVAL_ROUNDS} rounds, CPU at the phone class, network not ` +
      "throttled; medians with COOP / without, and the median of the per-round differences (with − without), ms\n\n" +
      "| process model | phone | route | renderer main thread | its time over 50 ms | browser main thread | " +
      "FCP | islands hydrated | new renderer (with / without) |\n|---|---|---|---|---|---|---|---|---|",
  )
  for (const [name, pairs] of runs) {
    const [model, phone, route] = name.split("\t")
    const cell = (pick: (arrival: Arrival) => number) =>
      `${m(pairs.map((p) => pick(p.coop)))} / ${m(pairs.map((p) => pick(p.nocoop)))} ` +
      `(${m(pairs.map((p) => pick(p.coop) - pick(p.nocoop))) >= 0 ? "+" : ""}` +
      `${m(pairs.map((p) => pick(p.coop) - pick(p.nocoop)))})`
    const swaps = (pick: (p: { coop: Arrival; nocoop: Arrival }) => Arrival) =>
      pairs.filter((p) => pick(p).newRenderer).length
    console.log(
      `| ${model} | ${phone} | ${route} | ${cell((a) => a.rendererMs)} | ${cell((a) => a.rendererOver50Ms)} | ` +
        `${cell((a) => a.browserMs)} | ${cell((a) => a.fcp)} | ${cell((a) => a.interactive)} | ` +
        `${swaps((p) => p.coop)} / ${swaps((p) => p.nocoop)} of ${pairs.length} | ` +
        `${m(pairs.map((p) => p.coop.arrivedIndex))} / ${m(pairs.map((p) => p.nocoop.arrivedIndex))} |`,
    )
  }
}

async function main() {
  header()
  const served: ServedBuild[] = []
  try {
    // Builds first, one after another (each needs the whole machine), then every measurement interleaved.
    if (BUILDS.includes("starter")) served.push(await serveStarter(STARTER))
    if (BUILDS.includes("keyed")) served.push(await serveKeyed(OUR_ROUTES, SKIP_BUILD))
    if (BUILDS.includes("coop")) served.push(await serveKeyedWithCoop(OUR_ROUTES))
    if (BUILDS.includes("plain")) served.push(await servePlain(OUR_ROUTES, SKIP_BUILD))
    for (const [name, dir, routes] of EXTRAS) served.push(await serveExtra(name, path.resolve(dir), routes))
    // Measured in the order the issue reads them: starter, as shipped, keyless.
    const order = (name: string) => (BUILDS.includes(name) ? BUILDS.indexOf(name) : BUILDS.length)
    served.sort((a, b) => order(a.name) - order(b.name))
    if (ROUNDS) await lighthouseReport(served)
    await interactionRounds(served)
    await arrivalRounds(served)
    await timingRounds(served)
  } finally {
    for (const build of served) await build.stop()
  }
  for (const build of served)
    if (build.buildSeconds !== undefined)
      console.log(`cold build, ${BUILD_LABELS[build.name]}: ${build.buildSeconds.toFixed(1)} s`)
  scaledBuild()
}

/** The Lighthouse rounds and what they feed: the tables per phone class, the median traces, the script bytes. */
async function lighthouseReport(served: ServedBuild[]): Promise<void> {
  const { byClass, all } = await lighthouseRounds(served)
  const ours = ["keyed", "coop", "plain", ...EXTRAS.map(([name]) => name)]
  for (const phone of CLASSES) {
    const results = byClass.get(phone.name)!
    classHeading(phone, ROUNDS)
    for (const build of served) printBuildTable(build.name, build.routes, results, ROUNDS)
    printBreakdown(
      served.map((build) => build.name),
      (name) => served.find((build) => build.name === name)?.routes ?? [],
      STARTER_PAIRS,
      results,
    )
    printStarterRatios(STARTER_PAIRS, results, ours)
    printPerRound(STARTER_PAIRS, results, ours)
    printWorstCls(results)
    printCoopCost(OUR_ROUTES, results)
    printKeyedAgainstPlain(OUR_ROUTES, results)
    for (const [name, , routes] of EXTRAS) printKeyedAgainstPlain(routes, results, name)
  }
  printMachine(all)
  for (const phone of CLASSES) keepMedianTraces(served, byClass.get(phone.name)!, phone)
  await scriptBytesTable(served)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
