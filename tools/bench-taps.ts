// `npm run bench:taps`: what the main thread does during each of the benchmark's taps (tools/bench/interactions.ts),
// beside the phone's floor (the same tap in a blank document), at a phone class's CPU: each tap traced in real
// Chromium, and its work summed by kind (tools/bench/tap-breakdown.ts), for the run with the median delay and as the
// median of every run. It explains the bench's tap figures (`npm run bench`, "Taps against the phone's own floor");
// it does not replace them (a traced tap runs a little slower).
//
//   npm run serve &                # or any origin serving a build of this site
//   npm run bench:taps -- --url http://127.0.0.1:9000 --class low --runs 5 [--only Menu]
import { launchBrowser } from "../harness/browser"
import { FLOORS, INTERACTIONS, interactionDelay } from "./bench/interactions"
import { phoneClass } from "./bench/phone-classes"
import { TAP_WORK, tapBreakdown, type TapBreakdown } from "./bench/tap-breakdown"

const USAGE = `npm run bench:taps -- [options]
  --url URL     the origin serving a build of this site (default http://127.0.0.1:9000, npm run serve's)
  --class NAME  the phone class whose CPU is emulated: mid or low (default low)
  --runs N      traced runs per tap (default 5)
  --only TEXT   only the taps whose name contains TEXT (the blank document's floor is always measured)`

const argv = process.argv.slice(2)
if (argv.includes("--help")) {
  console.log(USAGE)
  process.exit(0)
}
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}
const URL_ = option("url") ?? "http://127.0.0.1:9000"
const PHONE = phoneClass(option("class") ?? "low")
const RUNS = Number(option("runs") ?? 5)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs needs a whole number above 0\n${USAGE}`)
const ONLY = option("only")

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => value.toFixed(1)

async function main() {
  const browser = await launchBrowser()
  const taps = [...FLOORS.filter((floor) => floor.on === "blank"), ...INTERACTIONS].filter(
    (tap) => tap.on === "blank" || !ONLY || tap.name.includes(ONLY),
  )
  const rows: Array<{ name: string; delays: number[]; medianRun: TapBreakdown; all: TapBreakdown[] }> = []
  try {
    for (const tap of taps) {
      const runs: Array<{ delay: number; breakdown: TapBreakdown }> = []
      for (let run = 0; run < RUNS; run++) {
        const measured = await interactionDelay(browser, URL_, tap, run, PHONE, { trace: true })
        const breakdown = tapBreakdown(measured.trace ?? [])
        if (!breakdown) throw new Error(`${tap.name}: the trace holds no input event`)
        runs.push({ delay: measured.delay, breakdown })
        console.error(`${tap.name}, run ${run + 1}: ${measured.delay} ms (×${measured.slowdown.multiplier.toFixed(2)})`)
      }
      const byDelay = [...runs].sort((a, b) => a.delay - b.delay)
      rows.push({
        name: tap.name,
        delays: runs.map((run) => run.delay),
        medianRun: byDelay[Math.floor(byDelay.length / 2)]!.breakdown,
        all: runs.map((run) => run.breakdown),
      })
    }
  } finally {
    await browser.close()
  }

  console.log(`\n## Taps at the ${PHONE.label}, ${RUNS} traced runs each (${URL_})\n`)
  console.log(
    `Own time by kind of work from the first input event to the frame after the click, median of the runs, ms.\n`,
  )
  console.log(`| work | ${rows.map((row) => row.name).join(" | ")} |`)
  console.log(`|---|${rows.map(() => "---|").join("")}`)
  console.log(`| input to next paint (traced) | ${rows.map((row) => median(row.delays)).join(" | ")} |`)
  console.log(`| span traced | ${rows.map((row) => ms(median(row.all.map((b) => b.span)))).join(" | ")} |`)
  for (const kind of TAP_WORK)
    console.log(`| ${kind} | ${rows.map((row) => ms(median(row.all.map((b) => b.work[kind])))).join(" | ")} |`)
  for (const row of rows) {
    console.log(`\n### ${row.name}: the heaviest events of the median run (${ms(row.medianRun.span)} ms traced)\n`)
    for (const event of row.medianRun.heaviest) console.log(`- ${ms(event.ms)} ms ${event.name}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
