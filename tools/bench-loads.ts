// `npm run bench:loads`: what the document's main thread does while a page loads, event by event (tasks, script,
// style, layout, the text shaping and font lookups inside layout, paint), from unthrottled traces in real Chromium at
// a phone's viewport, as Lighthouse records the trace its phones are simulated from. It explains the bench's figures
// (`npm run bench`) where they differ between two pages or two builds; it does not replace them.
//
//   npm run serve &                # or any origin serving a build of this site
//   npm run bench:loads -- --url http://127.0.0.1:9000 --routes /pricing,/hi/pricing --runs 9
// With --against, a second origin (another build: the change left out) is loaded in the same rounds, the two in turn
// (A then B, then B then A), and each route's rows give both; every load is in a fresh context.
// With --class low (or mid), a second table attributes Lighthouse's Total Blocking Time at that phone class to the
// kinds of task that make it: each task of 10 ms or more but the first render's (trace-tasks.ts), its length × the CPU slowdown
// calibrated in that load's fresh page (half of it for a task that laid out, as Lantern does) above 50 ms. It is the
// estimate Lantern makes from the same unthrottled trace, without the simulation's own first paint and idle time.
import { launchBrowser } from "../harness/browser"
import { commandLine } from "./bench/cli"
import { phoneContext } from "./bench/phone-context"
import { LOAD_CATEGORIES, LOAD_EVENTS, mainThreadTotals, type EventTotals } from "./bench/load-trace"
import { median } from "./bench/median"
import { benchmarkIndexSource, phoneClass, slowdownFor, type PhoneClass } from "./bench/phone-classes"
import { estimatedBlocking, TASK_KINDS, type BlockingEstimate, type TraceEvent } from "./bench/trace-tasks"

const USAGE = `npm run bench:loads -- [options]
  --url URL       the origin serving a build of this site (default http://127.0.0.1:9000, npm run serve's)
  --routes LIST   the pages loaded, comma-separated (default /pricing,/hi/pricing)
  --runs N        loads of each page on each origin (default 9)
  --against URL   a second origin, loaded in the same rounds in turn with --url
  --class NAME    also attribute the blocking time at this phone class (low or mid) to kinds of task`

const { option } = commandLine(USAGE)
const URL_ = option("url") ?? "http://127.0.0.1:9000"
const ROUTES = (option("routes") ?? "/pricing,/hi/pricing").split(",")
const RUNS = Number(option("runs") ?? 9)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs needs a whole number above 0\n${USAGE}`)
const AGAINST = option("against")
const ORIGINS = AGAINST ? [URL_, AGAINST] : [URL_]
const PHONE: PhoneClass | undefined = option("class") ? phoneClass(option("class")!) : undefined

/** One load's estimated blocking time at the phone class, and the slowdown it was estimated at. */
type Blocking = BlockingEstimate & { slowdown: number }

type Load = { origin: string; route: string }

async function main() {
  const browser = await launchBrowser()
  const runs = new Map<string, EventTotals[]>()
  const blocking = new Map<string, Blocking[]>()
  const indexSource = PHONE ? await benchmarkIndexSource() : ""
  const key = ({ origin, route }: Load) => `${origin} ${route}`
  try {
    for (let round = 0; round < RUNS; round++) {
      const loads = ORIGINS.flatMap((origin) => ROUTES.map((route) => ({ origin, route })))
      for (const load of round % 2 ? loads.reverse() : loads) {
        const context = await phoneContext(browser)
        try {
          const page = await context.newPage()
          await page.goto("about:blank")
          const slowdown = PHONE ? slowdownFor(await page.evaluate<number>(indexSource), PHONE).multiplier : 1
          await browser.startTracing(page, { categories: LOAD_CATEGORIES })
          await page.goto(load.origin + load.route)
          await page.waitForFunction(() => performance.getEntriesByName("site:interactive").length > 0)
          await page.waitForTimeout(1000)
          const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }
          runs.set(key(load), [...(runs.get(key(load)) ?? []), mainThreadTotals(trace.traceEvents, page.url())])
          if (PHONE)
            blocking.set(key(load), [
              ...(blocking.get(key(load)) ?? []),
              { ...estimatedBlocking(trace, page.url(), slowdown), slowdown },
            ])
        } finally {
          await context.close()
        }
      }
      process.stderr.write(`round ${round + 1}/${RUNS}\n`)
    }
  } finally {
    await browser.close()
  }

  const columns = ORIGINS.flatMap((origin) => ROUTES.map((route) => ({ origin, route })))
  const label = ({ origin, route }: Load) => (AGAINST ? `${origin === URL_ ? "A" : "B"} ${route}` : route)
  console.log(`\n## The document's main thread during a load, unthrottled, ${RUNS} runs each, medians\n`)
  if (AGAINST) console.log(`A: ${URL_}; B: ${AGAINST}\n`)
  console.log(
    "Time in ms, and how many times the event ran. Events nest: compare a row across pages, never add rows.\n",
  )
  console.log(`| event | ${columns.map(label).join(" | ")} |`)
  console.log(`|---|${columns.map(() => "---|").join("")}`)
  for (const name of LOAD_EVENTS) {
    const cells = columns.map((column) => {
      const totals = runs.get(key(column)) ?? []
      const ms = median(totals.map((run) => run[name]?.ms ?? 0))
      const count = median(totals.map((run) => run[name]?.count ?? 0))
      return `${ms.toFixed(1)} (${count})`
    })
    console.log(`| ${name} | ${cells.join(" | ")} |`)
  }
  if (PHONE) printBlocking(columns.map((column) => ({ label: label(column), loads: blocking.get(key(column)) ?? [] })))
}

function printBlocking(columns: Array<{ label: string; loads: Blocking[] }>): void {
  const slowdowns = columns.flatMap((column) => column.loads.map((load) => load.slowdown))
  console.log(
    `\n## Estimated blocking time on the ${PHONE!.label}, by kind of task, medians of ${RUNS}\n\n` +
      `CPU slowdown calibrated in each load's page: ${Math.min(...slowdowns).toFixed(1)}–` +
      `${Math.max(...slowdowns).toFixed(1)}× (median ${median(slowdowns).toFixed(1)}×). Each task of 10 ms or more ` +
      `but the first render's three (the first to parse HTML, to lay out, to paint) counts its unthrottled length × ` +
      `the slowdown (× half of it when the task laid out) above 50 ms. The kinds are each task's heaviest event ` +
      `(tools/bench/trace-tasks.ts); the total is the median of the loads' totals, so the rows need not add up to it.\n`,
  )
  console.log(`| task | ${columns.map((column) => column.label).join(" | ")} |`)
  console.log(`|---|${columns.map(() => "---|").join("")}`)
  for (const kind of TASK_KINDS)
    console.log(
      `| ${kind} | ${columns.map((column) => median(column.loads.map((load) => load.byKind[kind])).toFixed(0)).join(" | ")} |`,
    )
  console.log(
    `| **all** | ${columns.map((column) => `**${median(column.loads.map((load) => load.wall)).toFixed(0)}**`).join(" | ")} |`,
  )
  console.log(
    `| all, from CPU time instead of wall time | ${columns.map((column) => median(column.loads.map((load) => load.cpu)).toFixed(0)).join(" | ")} |`,
  )
  for (const column of columns) {
    const middle = [...column.loads].sort((a, b) => a.wall - b.wall)[Math.floor(column.loads.length / 2)]
    const task = middle?.costliest
    if (middle)
      console.log(
        `\n${column.label}, the median load's costliest task: ` +
          (task
            ? `${task.duration.toFixed(1)} ms${task.layout ? " with layout" : ""} at ${Math.round(task.start)}: ${task.detail}`
            : "none"),
      )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
