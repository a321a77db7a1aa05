// The benchmark's tables: medians per build and route, ratios to the starter, the shipped build against the
// keyless one (each round's runs paired), and the trace evidence of each build's median run.
import { BUILD_LABELS, type BuildName } from "./builds"
import { BREAKDOWN_GROUPS, type BreakdownGroup, type Evidence, type Figures, type Run } from "./lighthouse-run"
import { FLOOR_BUILD, FLOOR_NAMES } from "./interactions"
import { PHONE_CLASSES, type PhoneClass } from "./phone-classes"
import { median } from "./median"

const FIGURE_KEYS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "kib",
  "jsKib",
  "requests",
] as const satisfies ReadonlyArray<keyof Figures>

export function medianFigures(runs: Run[]): Figures {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, median(runs.map((run) => run.figures[key]))])) as Figures
}

/** The run whose TBT is the median (the lower middle one for an even count): its trace explains the figure. */
export function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.figures.tbt - b.figures.tbt)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

const ms = (value: number) => `${Math.round(value)}`
const spread = (values: number[]) =>
  values.length ? `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}` : "n/a"
const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "n/a")
/** A median ratio, or why there is none (a round whose starter figure is 0 has no ratio). */
const fixed = (value: number) => (Number.isNaN(value) ? "n/a" : value.toFixed(2))
const loadRange = (runs: Run[]) => {
  const loads = runs.flatMap((run) => run.load)
  return `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`
}

export const slowdownText = (slowdown: Run["slowdown"]) =>
  slowdown.unthrottled ? "1× (host slower than the class: unthrottled)" : `${slowdown.multiplier.toFixed(2)}×`

export function runLine(run: Run, rounds: number): string {
  const f = run.figures
  return (
    `round ${run.round}/${rounds}  ${run.slowdown.phone} ${run.build.padEnd(7)} ${run.route.padEnd(10)} ` +
    `TBT ${ms(f.tbt).padStart(4)} ms (from the trace's CPU time ${ms(run.blockingFromCpu).padStart(4)})  style+layout ${ms(run.breakdown.styleLayout).padStart(4)} ms  ` +
    `LCP ${f.lcp.toFixed(2)} s  perf ${f.performance}  JS ${f.jsKib.toFixed(1)} KiB  ` +
    `CPU ${slowdownText(run.slowdown)} from benchmarkIndex ${Math.round(run.slowdown.calibrationIndex)} ` +
    `(Lighthouse's ${Math.round(run.benchmarkIndex)})  load ${run.load[0].toFixed(2)}→${run.load[1].toFixed(2)}`
  )
}

/** Every run of every phone class, by class: each class's tables are printed on their own. */
export type ResultsByClass = Map<PhoneClass["name"], Results>

export function classHeading(phone: PhoneClass, rounds: number): void {
  console.log(`
## ${phone.label}: CPU slowdown = host benchmarkIndex / ${phone.score}, ${rounds} rounds`)
}

export type Results = Map<string, Run[]>
export const key = (build: BuildName, route: string) => `${build} ${route}`

export function printBuildTable(build: BuildName, routes: string[], results: Results, rounds: number): void {
  console.log(
    `\n${BUILD_LABELS[build]}: Lighthouse, ${rounds} interleaved rounds, medians (mobile, simulated throttling)\n`,
  )
  console.log(
    "| route | perf | a11y | best | seo | FCP s | LCP s | TBT ms | CLS | KiB | JS KiB | requests | TBT each round | " +
      "TBT from the trace's CPU time, each round | CPU slowdown | benchmarkIndex | load |",
  )
  console.log(`|${"---|".repeat(17)}`)
  for (const route of routes) {
    const runs = results.get(key(build, route)) ?? []
    if (!runs.length) continue
    const f = medianFigures(runs)
    const inRounds = [...runs].sort((a, b) => a.round - b.round)
    const each = inRounds.map((run) => ms(run.figures.tbt))
    const fromCpu = inRounds.map((run) => ms(run.blockingFromCpu))
    console.log(
      `| ${route} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.fcp.toFixed(2)} | ` +
        `${f.lcp.toFixed(2)} | ${ms(f.tbt)} | ${f.cls.toFixed(3)} | ${f.kib.toFixed(1)} | ${f.jsKib.toFixed(1)} | ` +
        `${f.requests} | ${each.join("/")} | ${fromCpu.join("/")} | ${spread(runs.map((run) => run.slowdown.multiplier))}× | ` +
        `${range(runs.map((run) => run.benchmarkIndex))} | ${loadRange(runs)} |`,
    )
  }
}

/** A figure's ratio in each round (the two runs of a round ran minutes apart, on the same machine state). */
function pairedRatios(a: Run[], b: Run[], pick: (f: Figures) => number): number[] {
  return a.flatMap((run) => {
    const other = b.find((candidate) => candidate.round === run.round)
    return other && pick(other.figures) > 0 ? [pick(run.figures) / pick(other.figures)] : []
  })
}

export function printStarterRatios(
  pairs: Array<[string, string]>,
  results: Results,
  builds: BuildName[] = ["keyed", "plain"],
): void {
  console.log(
    "\nAgainst the official Gatsby starter (medians; 'per round' is the median of each round's own ratio)\n\n" +
      "| build | route / starter route | TBT ms | starter TBT | TBT ratio | per round | LCP ratio | per round | JS KiB | starter JS | JS ratio |\n" +
      `|${"---|".repeat(11)}`,
  )
  for (const build of builds)
    for (const [route, starterRoute] of pairs) {
      const ours = results.get(key(build, route))
      const starter = results.get(key("starter", starterRoute))
      if (!ours?.length || !starter?.length) continue
      const o = medianFigures(ours)
      const s = medianFigures(starter)
      console.log(
        `| ${BUILD_LABELS[build]} | ${route} / ${starterRoute} | ${ms(o.tbt)} | ${ms(s.tbt)} | ${ratio(o.tbt, s.tbt)} | ` +
          `${fixed(median(pairedRatios(ours, starter, (f) => f.tbt)))} | ${ratio(o.lcp, s.lcp)} | ` +
          `${fixed(median(pairedRatios(ours, starter, (f) => f.lcp)))} | ${o.jsKib.toFixed(1)} | ` +
          `${s.jsKib.toFixed(1)} | ${ratio(o.jsKib, s.jsKib)} |`,
      )
    }
}

/**
 * The shipped build may cost at most 10 % (or 20 ms) more main-thread time than the keyless one. With `other`, an
 * extra build (an experiment) is set against the keyless one the same way.
 */
export function printKeyedAgainstPlain(routes: string[], results: Results, other: BuildName = "keyed"): void {
  console.log(
    `\n${BUILD_LABELS[other] ?? other} against keyless, same run (target for the shipped build: TBT within 10 % or 20 ms)\n\n` +
      "| route | TBT this build | TBT keyless | difference | ratio | paired difference, median of rounds | within target | JS this build | JS keyless |\n" +
      `|${"---|".repeat(9)}`,
  )
  for (const route of routes) {
    const keyed = results.get(key(other, route))
    const plain = results.get(key("plain", route))
    if (!keyed?.length || !plain?.length) continue
    const k = medianFigures(keyed)
    const p = medianFigures(plain)
    const paired = keyed.flatMap((run) => {
      const other = plain.find((candidate) => candidate.round === run.round)
      return other ? [run.figures.tbt - other.figures.tbt] : []
    })
    const within = k.tbt <= p.tbt + Math.max(20, 0.1 * p.tbt)
    console.log(
      `| ${route} | ${ms(k.tbt)} | ${ms(p.tbt)} | ${ms(k.tbt - p.tbt)} | ${ratio(k.tbt, p.tbt)} | ${ms(median(paired))} | ` +
        `${within ? "yes" : "no"} | ${k.jsKib.toFixed(1)} | ${p.jsKib.toFixed(1)} |`,
    )
  }
}

export function printEvidence(run: Run, origin: string): void {
  const short = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url) || "(page)"
  const e: Evidence = run.evidence
  console.log(
    `\n${BUILD_LABELS[run.build] ?? run.build} ${run.route}, ${run.slowdown.phone} tier: median-TBT run (round ` +
      `${run.round}, TBT ${ms(run.figures.tbt)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}), simulated at ` +
      `${slowdownText(run.slowdown)} CPU`,
  )
  console.log(
    `  long tasks: ${e.longTasks.map((t) => `${short(t.url)} ${ms(t.duration)} ms at ${ms(t.startTime)}`).join("; ") || "none"}`,
  )
  console.log(
    `  script time by file (scripting + parse/compile, ms): ${
      e.bootup
        .slice(0, 6)
        .map((b) => `${short(b.url)} ${ms(b.scripting)} + ${ms(b.scriptParseCompile)}`)
        .join("; ") || "none above Lighthouse's threshold"
    }`,
  )
  console.log(
    `  main thread by kind (ms): ${e.mainThread
      .slice(0, 7)
      .map((g) => `${g.groupLabel} ${ms(g.duration)}`)
      .join("; ")}`,
  )
}

export function printMachine(all: Run[]): void {
  const indexes = all.map((run) => run.benchmarkIndex)
  console.log(
    `\nMachine during the runs: Lighthouse's benchmarkIndex ${range(indexes)} (median ${ms(median(indexes))}), ` +
      `load average ${loadRange(all)} on ${all.length} runs`,
  )
  for (const phone of PHONE_CLASSES) {
    const runs = all.filter((run) => run.slowdown.phone === phone.name)
    if (!runs.length) continue
    const unthrottled = runs.filter((run) => run.slowdown.unthrottled).length
    // How close each run came to the phone: Lighthouse's own index for the run over the multiplier it was given.
    const emulated = runs.map((run) => run.benchmarkIndex / run.slowdown.multiplier)
    console.log(
      `${phone.label}: CPU slowdown ${spread(runs.map((run) => run.slowdown.multiplier))}× ` +
        `(median ${median(runs.map((run) => run.slowdown.multiplier)).toFixed(2)}×) from calibrations of ` +
        `${range(runs.map((run) => run.slowdown.calibrationIndex))}; the phone each run emulated, by Lighthouse's own ` +
        `index: ${range(emulated)} (median ${ms(median(emulated))}, target ${phone.score}); ` +
        (unthrottled
          ? `**${unthrottled} of ${runs.length} runs unthrottled: the host was slower than this class**`
          : "every run throttled"),
    )
  }
}

/**
 * Each round's own ratio to the starter (TBT, LCP) and difference in performance score, with the median and the
 * spread of the rounds: how a build compares, with the machine's drift cancelled round by round.
 */
export function printPerRound(pairs: Array<[string, string]>, results: Results, builds: BuildName[]): void {
  console.log(
    "\nPer round against the starter (each round's own ratio; median and spread over the rounds; a round whose " +
      "starter TBT is 0 has no TBT ratio, so each round's difference in ms is given too)\n\n" +
      "| build | route / starter route | TBT ratio each round | median | spread | TBT − starter's each round, ms | median | LCP ratio each round | median | spread | perf − starter's each round | worst CLS |\n" +
      `|${"---|".repeat(12)}`,
  )
  for (const build of builds)
    for (const [route, starterRoute] of pairs) {
      const ours = results.get(key(build, route))
      const starter = results.get(key("starter", starterRoute))
      if (!ours?.length || !starter?.length) continue
      const tbt = pairedRatios(ours, starter, (f) => f.tbt)
      const lcp = pairedRatios(ours, starter, (f) => f.lcp)
      const paired = (pick: (f: Figures) => number) =>
        ours.flatMap((run) => {
          const other = starter.find((candidate) => candidate.round === run.round)
          return other ? [pick(run.figures) - pick(other.figures)] : []
        })
      const perf = paired((f) => f.performance)
      const tbtDifference = paired((f) => f.tbt)
      console.log(
        `| ${BUILD_LABELS[build] ?? build} | ${route} / ${starterRoute} | ${tbt.map((r) => r.toFixed(2)).join(" ") || "n/a"} | ` +
          `${fixed(median(tbt))} | ${spread(tbt)} | ${tbtDifference.map((d) => ms(d)).join(" ")} | ` +
          `${ms(median(tbtDifference))} | ${lcp.map((r) => r.toFixed(2)).join(" ")} | ` +
          `${fixed(median(lcp))} | ${spread(lcp)} | ${perf.join(" ")} | ` +
          `${Math.max(...ours.map((run) => run.figures.cls)).toFixed(3)} |`,
      )
    }
}

/** The worst layout shift of every run of every build and route (the target is 0 in every run, not the median). */
export function printWorstCls(results: Results): void {
  const shifted = [...results].flatMap(([name, runs]) =>
    runs
      .filter((run) => run.figures.cls > 0)
      .map(
        (run) =>
          `${name} round ${run.round}: ${run.figures.cls.toFixed(3)} (${run.shifts.join(", ") || "no element named"})`,
      ),
  )
  console.log(`\nCLS above 0: ${shifted.length ? shifted.join("; ") : "none, in any run"}`)
}

/**
 * Lighthouse's main-thread breakdown (mainthread-work-breakdown: style and layout, parsing, script evaluation…) per
 * build and route beside its TBT, medians over the rounds; then, for each pair with the starter, each round's own
 * ratio of style and layout, with the median and the spread.
 */
export function printBreakdown(
  builds: BuildName[],
  routes: (build: BuildName) => string[],
  pairs: Array<[string, string]>,
  results: Results,
): void {
  const groups = Object.keys(BREAKDOWN_GROUPS) as BreakdownGroup[]
  console.log(
    "\nMain-thread breakdown (Lighthouse's mainthread-work-breakdown at the run's CPU slowdown), medians, ms\n\n" +
      `| build | route | TBT | ${groups.map((group) => BREAKDOWN_GROUPS[group]).join(" | ")} | total |\n` +
      `|${"---|".repeat(groups.length + 4)}`,
  )
  for (const build of builds)
    for (const route of routes(build)) {
      const runs = results.get(key(build, route))
      if (!runs?.length) continue
      const of = (group: BreakdownGroup) => median(runs.map((run) => run.breakdown[group]))
      const total = median(runs.map((run) => groups.reduce((sum, group) => sum + run.breakdown[group], 0)))
      console.log(
        `| ${BUILD_LABELS[build] ?? build} | ${route} | ${ms(medianFigures(runs).tbt)} | ` +
          `${groups.map((group) => ms(of(group))).join(" | ")} | ${ms(total)} |`,
      )
    }
  console.log(
    "\nStyle and layout per round against the starter (each round's own ratio)\n\n" +
      "| build | route / starter route | ratio each round | median | spread |\n|---|---|---|---|---|",
  )
  for (const build of builds.filter((name) => name !== "starter"))
    for (const [route, starterRoute] of pairs) {
      const ours = results.get(key(build, route))
      const starter = results.get(key("starter", starterRoute))
      if (!ours?.length || !starter?.length) continue
      const ratios = ours.flatMap((run) => {
        const other = starter.find((candidate) => candidate.round === run.round)
        return other && other.breakdown.styleLayout > 0 ? [run.breakdown.styleLayout / other.breakdown.styleLayout] : []
      })
      console.log(
        `| ${BUILD_LABELS[build] ?? build} | ${route} / ${starterRoute} | ${ratios.map((r) => r.toFixed(2)).join(" ")} | ` +
          `${fixed(median(ratios))} | ${spread(ratios)} |`,
      )
    }
}

/**
 * What Cross-Origin-Opener-Policy costs: the shipped build served with it on every page against the same build as
 * it ships (COOP only on the pages that hold a person's data), each round's two runs paired (the header is the only
 * difference on the routes measured).
 */
export function printCoopCost(routes: string[], results: Results): void {
  console.log(
    "\nWith COOP on every page against as shipped, without it on these routes (the same build and server; each " +
      "round's runs paired)\n\n" +
      "| route | TBT with | TBT without | TBT ratio each round | median | TBT difference each round, ms | median | LCP ratio, median of rounds | perf with / without |\n" +
      `|${"---|".repeat(9)}`,
  )
  for (const route of routes) {
    const coop = results.get(key("coop", route))
    const none = results.get(key("keyed", route))
    if (!coop?.length || !none?.length) continue
    const tbt = pairedRatios(coop, none, (f) => f.tbt)
    const difference = coop.flatMap((run) => {
      const other = none.find((candidate) => candidate.round === run.round)
      return other ? [run.figures.tbt - other.figures.tbt] : []
    })
    const c = medianFigures(coop)
    const n = medianFigures(none)
    console.log(
      `| ${route} | ${ms(c.tbt)} | ${ms(n.tbt)} | ${tbt.map((r) => r.toFixed(2)).join(" ") || "n/a"} | ` +
        `${fixed(median(tbt))} | ${difference.map((d) => ms(d)).join(" ")} | ${ms(median(difference))} | ` +
        `${fixed(median(pairedRatios(coop, none, (f) => f.lcp)))} | ${c.performance} / ${n.performance} |`,
    )
  }
}

/** Input-to-next-paint figures by "phone class \t build (or floor) \t interaction". */
export type InteractionDelays = Map<string, Array<{ delay: number; slowdown: string }>>
const { blank: BLANK_FLOOR, starter: STARTER_FLOOR } = FLOOR_NAMES

/**
 * Every interaction's runs, then our taps beside the phone's floor on each class: the difference from the blank
 * document's floor (the mid-tier target: within 16 ms) and the ratio to the starter page's (the low-tier target: at
 * most 1.25×).
 */
export function printInteractions(delays: InteractionDelays, rounds: number, classes: PhoneClass[]): void {
  const label = (build: string) => (build === FLOOR_BUILD ? "the phone's floor" : (BUILD_LABELS[build] ?? build))
  const medianOf = (name: string) =>
    median((delays.get(name) ?? []).map((value) => value.delay).filter((value) => !Number.isNaN(value)))
  console.log(
    `\nInput to next paint, real Chromium at each phone class's calibrated CPU slowdown (Event Timing API, as INP), ` +
      `${rounds} interleaved rounds, ms (target: median at most 100)\n\n` +
      "| phone class | build | interaction | each round | median | within target | CPU slowdown each round |\n" +
      "|---|---|---|---|---|---|---|",
  )
  for (const [name, values] of delays) {
    const [phone, build, interaction] = name.split("\t") as [string, string, string]
    const m = medianOf(name)
    console.log(
      `| ${phone} | ${label(build)} | ${interaction} | ` +
        `${values.map((value) => Math.round(value.delay)).join(" ")} | ${Math.round(m)} | ${m <= 100 ? "yes" : "no"} | ` +
        `${values.map((value) => value.slowdown).join(", ")} |`,
    )
  }
  const rows = [...new Set([...delays.keys()].map((name) => name.split("\t").slice(1).join("\t")))]
  console.log(
    "\nTaps against the phone's own floor, medians, ms (targets: within 16 ms of the blank document's on the mid " +
      "tier, at most 1.25× the starter page's on the low tier)\n\n" +
      `| build | interaction | ${classes.map((phone) => `${phone.name}: median | − blank floor | × starter floor`).join(" | ")} |\n` +
      `|${"---|".repeat(2 + 3 * classes.length)}`,
  )
  for (const row of rows) {
    const [build, interaction] = row.split("\t") as [string, string]
    const cells = classes.map((phone) => {
      const m = medianOf(`${phone.name}\t${row}`)
      const blank = medianOf(`${phone.name}\t${FLOOR_BUILD}\t${BLANK_FLOOR}`)
      const starter = medianOf(`${phone.name}\t${FLOOR_BUILD}\t${STARTER_FLOOR}`)
      const show = (value: number) => (Number.isNaN(value) ? "n/a" : String(Math.round(value)))
      return `${show(m)} | ${build === FLOOR_BUILD ? "" : show(m - blank)} | ${build === FLOOR_BUILD ? "" : ratio(m, starter)}`
    })
    console.log(`| ${label(build)} | ${interaction} | ${cells.join(" | ")} |`)
  }
}
