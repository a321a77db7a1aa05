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
// `-- --posts 50,500` (issue 30) builds a generated blog of each size instead (tools/bench/article-corpus.ts, in the
// temp copy only): cold, then warm after one post's text changed, with the load; the warm build must stay at most
// 60 s and the cold one grow no faster than the number of posts.
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import { makeTempSite, ROOT } from "../harness/temp-site"
import { activityTimes, CONTAINERS, median } from "./bench/build-steps"
import { changeOnePost, writeCorpus } from "./bench/article-corpus"

const KINDS = ["cold", "warm: one paragraph", "warm: a price"] as const
type Kind = (typeof KINDS)[number]

type BuildRecord = {
  round: number
  kind: Kind
  seconds: number
  gatsbySeconds: number
  afterBuildSeconds: number
  loadBefore: number
  loadAfter: number
  steps: Record<string, number>
  headersLines: number
  compressedCopies: number
}

const load = () => Number(os.loadavg()[0]!.toFixed(2))

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("error", reject)
    child.once("close", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output.slice(-4000)}`)),
    )
  })
}

/** One build as `npm run build` runs it, timed. */
async function build(dir: string, env: NodeJS.ProcessEnv) {
  const started = performance.now()
  const log = await run(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], dir, {
    GATSBY_FEEDBACK_DISABLED: "1",
    GATSBY_LOGGER: "json",
    ...env,
  })
  const gatsbySeconds = (performance.now() - started) / 1000
  const afterStart = performance.now()
  await run(path.join(ROOT, "node_modules/.bin/tsx"), ["gatsby/after-build.ts"], dir, env)
  const afterBuildSeconds = (performance.now() - afterStart) / 1000
  return { steps: activityTimes(log), gatsbySeconds, afterBuildSeconds }
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
      `  round ${r.round}  ${pad(r.kind, 20)} ${seconds(r.seconds).padStart(8)}  (gatsby ${seconds(r.gatsbySeconds)}, ` +
        `after-build ${seconds(r.afterBuildSeconds)})  load ${r.loadBefore} → ${r.loadAfter}  ` +
        `_headers ${r.headersLines} lines, ${r.compressedCopies} .br/.gz`,
    )
  const cold = median(records.filter((r) => r.kind === "cold").map((r) => r.seconds))
  for (const kind of KINDS) {
    const these = records.filter((r) => r.kind === kind)
    const total = median(these.map((r) => r.seconds))
    const loads = these.map((r) => `${r.loadBefore}→${r.loadAfter}`).join(", ")
    console.log(`\n${kind}: median ${seconds(total)} over ${these.length} round(s) (load ${loads})`)
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
      rounds: { type: "string", default: "3" },
      precompress: { type: "string" },
      report: { type: "string" },
      posts: { type: "string" },
      help: { type: "boolean" },
    },
  })
  if (values.help) {
    console.log(
      "npm run bench:build [-- --rounds N (default 3)] [--precompress 0|1 (default: as npm run build)]\n" +
        "npm run bench:build -- --report bench-results/build-….json   (prints a saved run again)\n" +
        "npm run bench:build -- --posts 50,500 [--rounds N]   (a generated blog of each size: cold, then warm after one post changed)",
    )
    return
  }
  if (values.report) {
    const saved = JSON.parse(fs.readFileSync(values.report, "utf8")) as { records: BuildRecord[] }
    printSummary(saved.records)
    return
  }
  const rounds = Number(values.rounds)
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
        if (kind === "cold")
          for (const entry of [".cache", "public", "source-maps", ".netlify"])
            fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
        else if (kind === "warm: one paragraph") changeParagraph(dir, round)
        else changePrice(dir)
        const loadBefore = load()
        const started = performance.now()
        const result = await build(dir, env)
        const record: BuildRecord = {
          round,
          kind,
          seconds: (performance.now() - started) / 1000,
          gatsbySeconds: result.gatsbySeconds,
          afterBuildSeconds: result.afterBuildSeconds,
          loadBefore,
          loadAfter: load(),
          steps: Object.fromEntries(result.steps),
          ...countIn(path.join(dir, "public")),
        }
        records.push(record)
        console.log(
          `round ${round}, ${kind}: ${seconds(record.seconds)} (load ${record.loadBefore} → ${record.loadAfter})`,
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

/** The generated blogs, smallest first: cold and warm builds, and whether the cold one grew no faster than linearly. */
async function corpusBench(sizes: string, rounds: number, env: NodeJS.ProcessEnv): Promise<void> {
  const counts = sizes.split(",").map(Number)
  if (!counts.every((n) => Number.isInteger(n) && n > 0))
    throw new Error(`--posts must list whole numbers, not ${sizes}`)
  console.log(
    `bench:build --posts ${counts.join(",")}: ${rounds} round(s), Node ${process.version}, ${os.cpus().length} cores`,
  )
  const rows: Array<{
    posts: number
    kind: string
    seconds: number
    loadBefore: number
    loadAfter: number
    pages: number
  }> = []
  for (const count of counts) {
    const dir = makeTempSite()
    try {
      await writeCorpus(dir, count)
      for (let round = 1; round <= rounds; round++) {
        for (const kind of ["cold", "warm: one post changed"]) {
          if (kind === "cold")
            for (const entry of [".cache", "public", "source-maps", ".netlify"])
              fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
          else changeOnePost(dir, count, round)
          const loadBefore = load()
          const started = performance.now()
          const result = await build(dir, env)
          const pages = fs
            .readdirSync(path.join(dir, "public"), { recursive: true, encoding: "utf8" })
            .filter((f) => f.endsWith(".html")).length
          const row = {
            posts: count,
            kind,
            seconds: (performance.now() - started) / 1000,
            loadBefore,
            loadAfter: load(),
            pages,
          }
          rows.push(row)
          console.log(
            `${count} posts, round ${round}, ${kind}: ${seconds(row.seconds)}, ${pages} pages (load ${loadBefore} → ${row.loadAfter})`,
          )
          // Where the time went: the longest of Gatsby's activities and the post-build steps.
          const longest = [...result.steps].filter(([name]) => !CONTAINERS.has(name)).sort((a, b) => b[1] - a[1])
          for (const [name, value] of longest.slice(0, 6))
            console.log(`    ${pad(name, 56)} ${seconds(value).padStart(8)}`)
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  console.log("\nMedians (load average: 1 minute, before → after, of each build):")
  const medians = counts.map((count) => {
    const of = (kind: string) => rows.filter((r) => r.posts === count && r.kind === kind)
    const cold = median(of("cold").map((r) => r.seconds))
    const warm = median(of("warm: one post changed").map((r) => r.seconds))
    const loads = rows
      .filter((r) => r.posts === count)
      .map((r) => `${r.loadBefore}→${r.loadAfter}`)
      .join(", ")
    console.log(
      `  ${count} posts: cold ${seconds(cold)}, warm ${seconds(warm)} (target ≤ 60 s: ${warm <= 60 ? "met" : "NOT met"}); load ${loads}`,
    )
    return { count, cold }
  })
  for (let i = 1; i < medians.length; i++) {
    const [a, b] = [medians[i - 1]!, medians[i]!]
    const growth = b.cold / a.cold
    const posts = b.count / a.count
    console.log(
      `  cold ${a.count} → ${b.count} posts: ×${growth.toFixed(2)} for ×${posts.toFixed(0)} the posts (${growth <= posts ? "no faster than linear" : "FASTER than linear"})`,
    )
  }
  const out = path.join(ROOT, "bench-results", `build-posts-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, JSON.stringify({ node: process.version, env, rows }, null, 2))
  console.log(`\nbench:build: every figure in ${path.relative(ROOT, out)}`)
}

main().catch((error: unknown) => {
  console.error(`bench:build: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
