// `npm run bench:build [-- --rounds 3] [--precompress 0|1]`: how long the build takes, cold and warm, and where the
// time goes. A temp copy of the site (harness/temp-site.ts, node_modules linked) is built in interleaved rounds, each:
//   1. cold: .cache/, public/ and the post-build manifests removed, then the build as `npm run build` runs it
//      (`gatsby build`, then gatsby/after-build.ts);
//   2. warm, after a one-paragraph change to one page (content/pages/about.md);
//   3. warm, after a price change in content/pricing.yaml.
// Each build's own activity timings come from Gatsby's JSON log (GATSBY_LOGGER=json), the post-build steps' too
// (gatsby/post-build.ts times each), and after-build is timed here. Every figure is printed with the 1-minute load
// average before and after, and the medians over the rounds with each step's share of its build; the whole record
// goes to bench-results/build-<date>.json. The machine is shared: compare cold and warm within a round, and read
// the load beside each figure. Target (issue 27): a warm build at most 25 % of a cold one, or 60 s if that is more.
// Every build's CPU time (user + system of its whole process tree) is printed too: it hardly moves when others share
// the machine (tools/bench/build-run.ts).
// `-- --posts 50,200,500` (issues 30, 40) builds a generated blog of each size instead (tools/bench/corpus-bench.ts):
// cold, then warm after one post's text changed, each step's share, the cost per post and whether the cold build grew
// no faster than linearly. `-- --encodes` times single image encodes in isolation (tools/bench/image-encodes.ts).
import fs from "fs"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import { makeTempSite, ROOT } from "../harness/temp-site"
import { CONTAINERS } from "./bench/build-steps"
import { median } from "./bench/median"
import { build, load, makeCold } from "./bench/build-run"
import { corpusBench, printCorpusSummary, type CorpusRow } from "./bench/corpus-bench"
import { printEncodeCosts } from "./bench/image-encodes"

const KINDS = ["cold", "warm: one paragraph", "warm: a price"] as const
type Kind = (typeof KINDS)[number]

type BuildRecord = {
  round: number
  kind: Kind
  seconds: number
  /** user + system of every process of the build (absent from records made before issue 40). */
  cpuSeconds?: number
  gatsbySeconds: number
  afterBuildSeconds: number
  loadBefore: number
  loadAfter: number
  steps: Record<string, number>
  headersLines: number
  compressedCopies: number
}

/** Toggles a sentence in the about page: each call makes a change. */
function changeParagraph(dir: string, round: number): void {
  const file = path.join(dir, "content/pages/about.md")
  const text = fs.readFileSync(file, "utf8")
  const sentence = "So we set out to build the tool we wished we had."
  if (!text.includes(sentence) && !text.includes("(bench round")) throw new Error(`${file} no longer has: ${sentence}`)
  fs.writeFileSync(
    file,
    text.replace(
      /So we set out to build the tool we wished we had(?: \(bench round \d+\))?\./,
      () => `So we set out to build the tool we wished we had (bench round ${round}).`,
    ),
  )
}

/** Raises the first plan's USD monthly price by one each call (above its yearly price, as the schema wants). */
function changePrice(dir: string): void {
  const file = path.join(dir, "content/pricing.yaml")
  const text = fs.readFileSync(file, "utf8")
  let done = false
  fs.writeFileSync(
    file,
    text.replace(/USD: \{ monthly: (\d+(?:\.\d+)?),/, (_match, price: string) => {
      done = true
      return `USD: { monthly: ${Number(price) + 1},`
    }),
  )
  if (!done) throw new Error(`${file}: no "USD: { monthly: N," to change`)
}

function countIn(publicDir: string) {
  const headers = path.join(publicDir, "_headers")
  const headersLines = fs.existsSync(headers) ? fs.readFileSync(headers, "utf8").split("\n").length - 1 : 0
  const compressedCopies = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(br|gz)$/.test(file)).length
  return { headersLines, compressedCopies }
}

const pad = (text: string, width: number) => text.padEnd(width)
const seconds = (value: number) => `${value.toFixed(1)} s`

function printSummary(records: BuildRecord[]): void {
  console.log("\nEvery build (load average: 1 minute, before → after):")
  for (const r of records)
    console.log(
      `  round ${r.round}  ${pad(r.kind, 20)} ${seconds(r.seconds).padStart(8)}` +
        `${r.cpuSeconds === undefined ? "" : `, ${seconds(r.cpuSeconds)} CPU`}  (gatsby ${seconds(r.gatsbySeconds)}, ` +
        `after-build ${seconds(r.afterBuildSeconds)})  load ${r.loadBefore} → ${r.loadAfter}  ` +
        `_headers ${r.headersLines} lines, ${r.compressedCopies} .br/.gz`,
    )
  const cold = median(records.filter((r) => r.kind === "cold").map((r) => r.seconds))
  for (const kind of KINDS) {
    const these = records.filter((r) => r.kind === kind)
    const total = median(these.map((r) => r.seconds))
    const loads = these.map((r) => `${r.loadBefore}→${r.loadAfter}`).join(", ")
    const cpu = these.flatMap((r) => (r.cpuSeconds === undefined ? [] : [r.cpuSeconds]))
    console.log(
      `\n${kind}: median ${seconds(total)}${cpu.length ? `, ${seconds(median(cpu))} CPU` : ""} over ` +
        `${these.length} round(s) (load ${loads})`,
    )
    if (kind !== "cold") {
      const limit = Math.max(0.25 * cold, 60)
      console.log(
        `  ${((100 * total) / cold).toFixed(0)} % of the cold median (${seconds(cold)}); ` +
          `target at most ${seconds(limit)}: ${total <= limit ? "met" : "NOT met"}`,
      )
    }
    const names = [...new Set(these.flatMap((r) => Object.keys(r.steps)))]
    const rows = names
      .map((name) => ({ name, value: median(these.map((r) => r.steps[name] ?? 0)) }))
      .filter((row) => row.value >= 0.05)
      .sort((a, b) => b.value - a.value)
    for (const { name, value } of rows)
      console.log(
        `  ${pad(name + (CONTAINERS.has(name) ? " (contains others)" : ""), 58)} ${seconds(value).padStart(8)}  ` +
          `${((100 * value) / total).toFixed(1).padStart(5)} %`,
      )
    // What no activity times: Node and Gatsby starting, the adapter writing its output, the activities under 0.05 s.
    const other = median(
      these.map(
        (r) =>
          r.seconds -
          r.afterBuildSeconds -
          Object.entries(r.steps)
            .filter(([name]) => !CONTAINERS.has(name))
            .reduce((sum, [, value]) => sum + value, 0),
      ),
    )
    console.log(
      `  ${pad("other (start-up, the adapter's output, untimed)", 58)} ${seconds(other).padStart(8)}  ${((100 * other) / total).toFixed(1).padStart(5)} %`,
    )
    const after = median(these.map((r) => r.afterBuildSeconds))
    console.log(
      `  ${pad("after-build (_headers, Function wrapper check)", 58)} ${seconds(after).padStart(8)}  ${((100 * after) / total).toFixed(1).padStart(5)} %`,
    )
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: "string" },
      precompress: { type: "string" },
      report: { type: "string" },
      posts: { type: "string" },
      encodes: { type: "boolean" },
      help: { type: "boolean" },
    },
  })
  if (values.help) {
    console.log(
      "npm run bench:build [-- --rounds N (default 3)] [--precompress 0|1 (default: as npm run build)]\n" +
        "npm run bench:build -- --report bench-results/build-….json   (prints a saved run again)\n" +
        "npm run bench:build -- --posts 50,200,500 [--rounds N (default 1)]   (a generated blog of each size: cold, " +
        "then warm after one post changed)\n" +
        "npm run bench:build -- --encodes   (single image encodes in isolation: each width and format of a cover)",
    )
    return
  }
  if (values.report) {
    const saved = JSON.parse(fs.readFileSync(values.report, "utf8")) as { records?: BuildRecord[]; rows?: CorpusRow[] }
    if (saved.rows) printCorpusSummary(saved.rows)
    else printSummary(saved.records ?? [])
    return
  }
  if (values.encodes) return printEncodeCosts()
  // A generated blog's round takes one cold build of each size: one round unless more are asked for.
  const rounds = Number(values.rounds ?? (values.posts ? "1" : "3"))
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds must be a whole number ≥ 1, not ${values.rounds}`)
  const env: NodeJS.ProcessEnv = values.precompress === undefined ? {} : { PRECOMPRESS: values.precompress }
  if (values.posts) return corpusBench(values.posts, rounds, env)
  const dir = makeTempSite()
  console.log(`bench:build: ${rounds} round(s) in ${dir}, Node ${process.version}, ${os.cpus().length} cores`)
  const records: BuildRecord[] = []
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const kind of KINDS) {
        if (kind === "cold") makeCold(dir)
        else if (kind === "warm: one paragraph") changeParagraph(dir, round)
        else changePrice(dir)
        const loadBefore = load()
        const started = performance.now()
        const result = await build(dir, env)
        const record: BuildRecord = {
          round,
          kind,
          seconds: (performance.now() - started) / 1000,
          cpuSeconds: result.cpuSeconds,
          gatsbySeconds: result.gatsbySeconds,
          afterBuildSeconds: result.afterBuildSeconds,
          loadBefore,
          loadAfter: load(),
          steps: Object.fromEntries(result.steps),
          ...countIn(path.join(dir, "public")),
        }
        records.push(record)
        console.log(
          `round ${round}, ${kind}: ${seconds(record.seconds)}, ${seconds(result.cpuSeconds)} CPU ` +
            `(load ${record.loadBefore} → ${record.loadAfter})`,
        )
      }
    }
    printSummary(records)
    const out = path.join(ROOT, "bench-results", `build-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, JSON.stringify({ node: process.version, env, records }, null, 2))
    console.log(`\nbench:build: every figure in ${path.relative(ROOT, out)}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`bench:build: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
