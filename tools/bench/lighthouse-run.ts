// One Lighthouse run (13.x, mobile, simulated throttling: its defaults but the CPU slowdown, which the caller
// calibrates to a phone class, phone-classes.ts) and what the benchmark keeps of it: the figures, the trace evidence
// behind its TBT, Lighthouse's main-thread breakdown, Lighthouse's benchmarkIndex (how fast this machine was at that
// moment) and the machine's load average when it ran.
import os from "os"
import type { PhoneClass } from "./phone-classes"
import { estimatedBlocking } from "./trace-tasks"

export type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  kib: number
  jsKib: number
  requests: number
}

/** Where the main thread went: long tasks, script time by file, main-thread time by kind. */
export type Evidence = {
  longTasks: Array<{ url: string; startTime: number; duration: number }>
  bootup: Array<{ url: string; scripting: number; scriptParseCompile: number }>
  mainThread: Array<{ groupLabel: string; duration: number }>
}

/** Lighthouse's main-thread breakdown groups (mainthread-work-breakdown), in ms at the run's CPU slowdown. */
export const BREAKDOWN_GROUPS = {
  styleLayout: "style & layout",
  parseHTML: "parse HTML & CSS",
  scriptEvaluation: "script evaluation",
  scriptParseCompile: "script parse & compile",
  paintCompositeRender: "rendering",
  garbageCollection: "garbage collection",
  other: "other",
} as const
export type BreakdownGroup = keyof typeof BREAKDOWN_GROUPS

/** The CPU slowdown a run was given: the phone class it emulates and the host's calibrated score. */
export type Slowdown = {
  phone: PhoneClass["name"]
  multiplier: number
  /** The host was slower than the phone class, so it ran at 1×. */
  unthrottled: boolean
  /** The host's benchmarkIndex measured just before the run, from which the multiplier was computed. */
  calibrationIndex: number
}

export type Run = {
  round: number
  build: string
  route: string
  slowdown: Slowdown
  figures: Figures
  evidence: Evidence
  /** Main-thread time by Lighthouse's groups, ms (scaled by the run's CPU slowdown, as Lighthouse reports it). */
  breakdown: Record<BreakdownGroup, number>
  /** Lighthouse's own benchmarkIndex for the run, measured as it started. */
  benchmarkIndex: number
  /** What moved when CLS is above 0 (Lighthouse's layout-shifts audit: the element and its share of the score). */
  shifts: string[]
  /** 1-minute load average when the run started and when it ended. */
  load: [number, number]
  /**
   * Lantern's blocking-time rule applied to the run's own trace with each task's CPU time instead of its wall time
   * (trace-tasks.ts `estimatedBlocking`). It leaves out the time the host's scheduler kept the page's main thread
   * waiting for a core (two cores here, shared with the browser's and the GPU process's threads), which Lantern
   * multiplies as if it were the page's work. An estimate, to compare pages and builds with, not Lighthouse's TBT.
   */
  blockingFromCpu: number
  /** The raw trace, kept only until the median run is chosen. */
  trace?: unknown
}

type LighthouseResult = {
  environment: { benchmarkIndex: number }
  categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number }>
  audits: Record<string, { numericValue: number; details?: { items?: unknown[] } }>
}

type Lighthouse = (
  url: string,
  flags: object,
) => Promise<{ lhr: LighthouseResult; artifacts?: { Trace?: unknown } } | undefined>

export async function lighthouseRun(
  url: string,
  port: number,
  meta: Pick<Run, "round" | "build" | "route" | "slowdown">,
): Promise<Run> {
  const { default: lighthouse } = (await import("lighthouse")) as unknown as { default: Lighthouse }
  const { throttling } = await import("lighthouse/core/config/constants.js")
  const loadBefore = os.loadavg()[0]!
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    // Lighthouse's mobile defaults (150 ms, 1.6 Mbps) with the calibrated CPU slowdown instead of its fixed 4×.
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: meta.slowdown.multiplier },
  })
  const loadAfter = os.loadavg()[0]!
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits, environment } = result.lhr
  const summary = (audits["resource-summary"]?.details?.items ?? []) as Array<{
    resourceType: string
    transferSize: number
    requestCount: number
  }>
  const of = (type: string) => summary.find((item) => item.resourceType === type)
  const items = <T>(audit: string) => (audits[audit]?.details?.items ?? []) as T[]
  const numeric = (audit: string) => {
    const value = audits[audit]?.numericValue
    if (typeof value !== "number") throw new Error(`Lighthouse gave no ${audit} for ${url}`)
    return value
  }
  return {
    ...meta,
    blockingFromCpu: estimatedBlocking(result.artifacts?.Trace, url, meta.slowdown.multiplier).cpu,
    benchmarkIndex: environment.benchmarkIndex,
    load: [loadBefore, loadAfter],
    shifts: items<{ node?: { selector?: string; snippet?: string }; score?: number }>("layout-shifts").map(
      (item) => `${item.node?.selector ?? item.node?.snippet ?? "(unknown)"} ${(item.score ?? 0).toFixed(3)}`,
    ),
    figures: {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcp: numeric("first-contentful-paint") / 1000,
      lcp: numeric("largest-contentful-paint") / 1000,
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      kib: (of("total")?.transferSize ?? 0) / 1024,
      jsKib: (of("script")?.transferSize ?? 0) / 1024,
      requests: of("total")?.requestCount ?? 0,
    },
    breakdown: Object.fromEntries(
      Object.keys(BREAKDOWN_GROUPS).map((group) => [
        group,
        items<{ group: string; duration: number }>("mainthread-work-breakdown")
          .filter((item) => item.group === group)
          .reduce((sum, item) => sum + item.duration, 0),
      ]),
    ) as Record<BreakdownGroup, number>,
    evidence: {
      longTasks: items<Evidence["longTasks"][number]>("long-tasks"),
      bootup: items<Evidence["bootup"][number]>("bootup-time"),
      mainThread: items<Evidence["mainThread"][number]>("mainthread-work-breakdown"),
    },
    trace: result.artifacts?.Trace,
  }
}
