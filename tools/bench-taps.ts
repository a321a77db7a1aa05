// `npm run bench:taps`: what the main thread does during each of the benchmark's taps (tools/bench/interactions.ts),
// beside the phone's floor (the same tap in a blank document), at a phone class's CPU: each tap traced in real
// Chromium, and its work summed by kind (tools/bench/tap-breakdown.ts), for the run with the median delay and as the
// median of every run. It explains the bench's tap figures (`npm run bench`, "Taps against the phone's own floor");
// it does not replace them (a traced tap runs a little slower).
//
//   npm run serve &                # or any origin serving a build of this site
//   npm run bench:taps -- --url http://127.0.0.1:9000 --class low --runs 5 [--only Menu]
// With --against, a second origin (another build: the change left out) is traced in the same runs, the two in turn
// (A then B, then B then A), and each run's pair gives its own ratio: this machine drifts 2× within minutes.
import { launchBrowser } from "../harness/browser"
import { commandLine } from "./bench/cli"
import { FLOORS, INTERACTIONS, interactionDelay } from "./bench/interactions"
import { phoneClass } from "./bench/phone-classes"
import { median } from "./bench/median"
import { pairTaps, TAP_WORK, tapBreakdown, type TapBreakdown, type TracedTap } from "./bench/tap-breakdown"

const USAGE = `npm run bench:taps -- [options]
  --url URL     the origin serving a build of this site (default http://127.0.0.1:9000, npm run serve's)
  --class NAME  the phone class whose CPU is emulated: mid or low (default low)
  --runs N      traced runs per tap (default 5)
  --only TEXT   only the taps whose name contains TEXT (the blank document's floor is always measured)
  --against URL a second origin, traced in the same runs in turn with --url: each tap's per-run ratio (B / A)`

const { option } = commandLine(USAGE)
const URL_ = option("url") ?? "http://127.0.0.1:9000"
const PHONE = phoneClass(option("class") ?? "low")
const RUNS = Number(option("runs") ?? 5)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs needs a whole number above 0\n${USAGE}`)
const ONLY = option("only")
const AGAINST = option("against")
const ORIGINS = AGAINST ? [URL_, AGAINST] : [URL_]

const ms = (value: number) => value.toFixed(1)

type Row = { name: string; runs: TracedTap[]; medianRun: TapBreakdown }

/** One origin's table: the taps' delays and their work by kind, medians of the runs. */
function printTable(origin: string, rows: Row[]): void {
  console.log(`\n## Taps at the ${PHONE.label}, ${RUNS} traced runs each (${origin})\n`)
  console.log(
    `Own time by kind of work from the first input event to the frame after the click, median of the runs, ms.\n`,
  )
  console.log(`| work | ${rows.map((row) => row.name).join(" | ")} |`)
  console.log(`|---|${rows.map(() => "---|").join("")}`)
  const of = (row: Row, value: (run: TracedTap) => number) => median(row.runs.map(value))
  console.log(`| input to next paint (traced) | ${rows.map((row) => of(row, (run) => run.delay)).join(" | ")} |`)
  console.log(`| span traced | ${rows.map((row) => ms(of(row, (run) => run.breakdown.span))).join(" | ")} |`)
  for (const kind of TAP_WORK)
    console.log(`| ${kind} | ${rows.map((row) => ms(of(row, (run) => run.breakdown.work[kind]))).join(" | ")} |`)
  for (const row of rows) {
    console.log(`\n### ${row.name}: the heaviest events of the median run (${ms(row.medianRun.span)} ms traced)\n`)
    for (const event of row.medianRun.heaviest) console.log(`- ${ms(event.ms)} ms ${event.name}`)
  }
}

/** B against A, run by run: the median of each run's own ratio of the delays, and of its difference in each kind. */
function printPaired(a: Row[], b: Row[]): void {
  console.log(`\n## ${AGAINST} (B) against ${URL_} (A), the same runs paired\n`)
  const kinds = TAP_WORK.map((kind) => `${kind} B − A`).join(" | ")
  console.log(`| tap | delay A | delay B | B / A per run (median, range) | ${kinds} |`)
  console.log(`|---|---|---|---|${TAP_WORK.map(() => "---|").join("")}`)
  a.forEach((rowA, i) => {
    const rowB = b[i]!
    const { ratio, difference } = pairTaps(rowA.runs, rowB.runs)
    const delay = (row: Row) => median(row.runs.map((run) => run.delay))
    const kinds = TAP_WORK.map((kind) => ms(difference[kind])).join(" | ")
    console.log(
      `| ${rowA.name} | ${delay(rowA)} | ${delay(rowB)} | ${ratio.median.toFixed(2)}× ` +
        `(${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}) | ${kinds} |`,
    )
  })
}

async function main() {
  const browser = await launchBrowser()
  const taps = [...FLOORS.filter((floor) => floor.on === "blank"), ...INTERACTIONS].filter(
    (tap) => tap.on === "blank" || !ONLY || tap.name.includes(ONLY),
  )
  const rows: Row[][] = ORIGINS.map(() => [])
  try {
    for (const tap of taps) {
      const runs = ORIGINS.map((): TracedTap[] => [])
      for (let run = 0; run < RUNS; run++) {
        // A then B, then B then A: neither origin always runs first, on a machine that drifts.
        const order = run % 2 ? [...ORIGINS.keys()].reverse() : [...ORIGINS.keys()]
        for (const index of order) {
          const measured = await interactionDelay(browser, ORIGINS[index]!, tap, run, PHONE, { trace: true })
          const breakdown = tapBreakdown(measured.trace ?? [])
          if (!breakdown) throw new Error(`${tap.name}: the trace holds no input event`)
          runs[index]!.push({ delay: measured.delay, breakdown })
          const slowdown = measured.slowdown.multiplier.toFixed(2)
          const which = AGAINST ? ` ${"AB"[index]}` : ""
          console.error(`${tap.name}${which}, run ${run + 1}: ${measured.delay} ms (×${slowdown})`)
        }
      }
      runs.forEach((originRuns, index) => {
        const byDelay = [...originRuns].sort((x, y) => x.delay - y.delay)
        rows[index]!.push({
          name: tap.name,
          runs: originRuns,
          medianRun: byDelay[Math.floor(byDelay.length / 2)]!.breakdown,
        })
      })
    }
  } finally {
    await browser.close()
  }
  ORIGINS.forEach((origin, index) => printTable(origin, rows[index]!))
  if (AGAINST) printPaired(rows[0]!, rows[1]!)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
