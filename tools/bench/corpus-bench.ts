// `npm run bench:build -- --posts 50,200,500` (issues 30 and 40): a generated blog of each size (article-corpus.ts)
// in a temp copy of the site, built cold and then warm after one post's text changed, smallest first. For each build:
// wall and CPU time with the load average before and after, every step's time and share; then the cost per post, and
// whether the cold build grew no faster than linearly. Targets (issue 40): 500 posts cold in at most 10 minutes, warm
// in at most 60 s, cold growing no faster than linearly. The machine may be shared: CPU time is the figure that others'
// builds hardly move; wall time is the one the targets name, to be read beside its load.
import fs from "fs"
import os from "os"
import path from "path"
import { makeTempSite, ROOT } from "../../harness/temp-site"
import { CONTAINERS } from "./build-steps"
import { median } from "./median"
import { changeOnePost, writeCorpus } from "./article-corpus"
import { build, load, makeCold } from "./build-run"

const KINDS = ["cold", "warm: one post changed"] as const

export type CorpusRow = {
  posts: number
  round: number
  kind: (typeof KINDS)[number]
  seconds: number
  cpuSeconds: number
  loadBefore: number
  loadAfter: number
  pages: number
  steps: Record<string, number>
}

const COLD_TARGET = 600
const WARM_TARGET = 60
/** How much the cost of a post may rise from one step of sizes to the next and still count as linear (noise). */
const LINEAR_SLACK = 1.15

const s = (value: number) => `${value.toFixed(1)} s`

/** Every step of one build, longest first, with its share of the build's wall time (steps under 0.5 % left out). */
function printSteps(row: CorpusRow): void {
  const timed = Object.entries(row.steps).filter(([name]) => !CONTAINERS.has(name))
  const untimed = row.seconds - timed.reduce((sum, [, value]) => sum + value, 0)
  const lines = [...timed, ["other (start-up, the adapter's output, after-build, untimed)", untimed] as const]
    .filter(([, value]) => value / row.seconds >= 0.005)
    .sort((a, b) => b[1] - a[1])
  for (const [name, value] of lines)
    console.log(
      `    ${name.padEnd(62)} ${s(value).padStart(8)} ${((100 * value) / row.seconds).toFixed(1).padStart(5)} %`,
    )
  // Gatsby runs some side by side (the JavaScript bundles with the HTML renderer, the image jobs with the queries).
  if (untimed < 0) console.log(`    (these overlap: their shares add up to more than 100 %)`)
}

export async function corpusBench(sizes: string, rounds: number, env: NodeJS.ProcessEnv): Promise<void> {
  const counts = sizes.split(",").map(Number)
  if (!counts.every((n) => Number.isInteger(n) && n > 0) || counts.some((n, i) => i > 0 && n <= counts[i - 1]!))
    throw new Error(`--posts must list whole numbers, smallest first, not ${sizes}`)
  console.log(
    `bench:build --posts ${counts.join(",")}: ${rounds} round(s), Node ${process.version}, ${os.cpus().length} cores`,
  )
  const rows: CorpusRow[] = []
  for (const count of counts) {
    const dir = makeTempSite()
    try {
      await writeCorpus(dir, count)
      for (let round = 1; round <= rounds; round++) {
        for (const kind of KINDS) {
          if (kind === "cold") makeCold(dir)
          else changeOnePost(dir, count, round)
          const loadBefore = load()
          const started = performance.now()
          const result = await build(dir, env)
          const row: CorpusRow = {
            posts: count,
            round,
            kind,
            seconds: (performance.now() - started) / 1000,
            cpuSeconds: result.cpuSeconds,
            loadBefore,
            loadAfter: load(),
            pages: fs
              .readdirSync(path.join(dir, "public"), { recursive: true, encoding: "utf8" })
              .filter((f) => f.endsWith(".html")).length,
            steps: Object.fromEntries(result.steps),
          }
          rows.push(row)
          console.log(
            `${count} posts, round ${round}, ${kind}: ${s(row.seconds)} wall, ${s(row.cpuSeconds)} CPU, ` +
              `${row.pages} pages (load ${loadBefore} → ${row.loadAfter})`,
          )
          printSteps(row)
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  printCorpusSummary(rows)
  const out = path.join(ROOT, "bench-results", `build-posts-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, JSON.stringify({ node: process.version, env, rows }, null, 2))
  console.log(`\nbench:build: every figure in ${path.relative(ROOT, out)}`)
}

/** The medians of each size, the cost per post, linear growth and the targets. */
export function printCorpusSummary(rows: readonly CorpusRow[]): void {
  const counts = [...new Set(rows.map((r) => r.posts))].sort((a, b) => a - b)
  console.log("\nMedians per size (load average: 1 minute, before → after each build):")
  console.log("  posts | pages | cold wall | cold CPU | warm wall | warm CPU | cold wall per post | load")
  const sizes = counts.map((posts) => {
    const of = (kind: CorpusRow["kind"]) => rows.filter((r) => r.posts === posts && r.kind === kind)
    const cold = of("cold")
    const warm = of("warm: one post changed")
    const size = {
      posts,
      pages: median(cold.map((r) => r.pages)),
      cold: median(cold.map((r) => r.seconds)),
      coldCpu: median(cold.map((r) => r.cpuSeconds)),
      warm: median(warm.map((r) => r.seconds)),
      warmCpu: median(warm.map((r) => r.cpuSeconds)),
    }
    const loads = [...cold, ...warm].map((r) => `${r.loadBefore}→${r.loadAfter}`).join(", ")
    console.log(
      `  ${String(posts).padStart(5)} | ${String(size.pages).padStart(5)} | ${s(size.cold).padStart(9)} | ` +
        `${s(size.coldCpu).padStart(8)} | ${s(size.warm).padStart(9)} | ${s(size.warmCpu).padStart(8)} | ` +
        `${s(size.cold / posts).padStart(18)} | ${loads}`,
    )
    return size
  })
  // The cost of one more post: the slope between two sizes, which leaves out what every build pays once (start-up,
  // the JavaScript bundles, the site's own pages). Linear growth keeps it level from one step of sizes to the next.
  console.log("\nCost per post (what each post added between two sizes) and growth:")
  let linear = true
  let previous: { wall: number; cpu: number } | undefined
  for (let i = 1; i < sizes.length; i++) {
    const [a, b] = [sizes[i - 1]!, sizes[i]!]
    const added = b.posts - a.posts
    const slope = { wall: (b.cold - a.cold) / added, cpu: (b.coldCpu - a.coldCpu) / added }
    const steeper = previous !== undefined && slope.cpu > previous.cpu * LINEAR_SLACK
    if (steeper || b.cold / a.cold > b.posts / a.posts) linear = false
    console.log(
      `  ${a.posts} → ${b.posts} posts: cold ×${(b.cold / a.cold).toFixed(2)} wall, ×${(b.coldCpu / a.coldCpu).toFixed(2)} ` +
        `CPU for ×${(b.posts / a.posts).toFixed(1)} the posts; each added post cost ${s(slope.wall)} wall, ` +
        `${s(slope.cpu)} CPU` +
        (previous
          ? ` (${((100 * slope.cpu) / previous.cpu).toFixed(0)} % of the step before: ${steeper ? "STEEPER" : "level"})`
          : ""),
    )
    previous = slope
  }
  if (sizes.length > 1)
    console.log(
      `  cold growth: ${linear ? "no faster than linear" : "FASTER than linear"} (the cold time grew no more than the ` +
        `posts, and a post's CPU cost rose by at most ${Math.round(100 * (LINEAR_SLACK - 1))} % from one step to the next)`,
    )
  console.log("\nTargets (issue 40; wall time, read it beside the load):")
  for (const size of sizes)
    console.log(
      `  ${size.posts} posts: warm ${s(size.warm)} ≤ ${WARM_TARGET} s: ${size.warm <= WARM_TARGET ? "met" : "NOT met"}` +
        (size.posts >= 500
          ? `; cold ${s(size.cold)} ≤ ${COLD_TARGET} s: ${size.cold <= COLD_TARGET ? "met" : "NOT met"}`
          : ""),
    )
}
