// What a Lighthouse run's main-thread tasks were, from its trace (the unthrottled page load Lighthouse simulates
// from): each top-level task after the first contentful paint, how long it ran, and what it was, from the heaviest
// event inside it: the evaluation of a script, React's work (hydration, render, commit: scheduler callbacks into the
// framework chunk), style and layout, HTML parsing, or the arrival of a resource. Lantern counts a task's duration
// × the slowdown (× half of it when it did layout) above 50 ms, and leaves tasks under 10 ms out of its graph.
/** A Chromium trace event, as far as the benchmark's readers of traces use it (this file, arrival.ts, tap-breakdown.ts). */
export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: {
    name?: string
    data?: { url?: string; functionName?: string; type?: string }
    beginData?: { url?: string }
  }
}

/** What a task was, by its heaviest event (`classify`). */
export const TASK_KINDS = ["hydration", "script", "evaluation", "style", "parse", "fetch", "other"] as const
export type TaskKind = (typeof TASK_KINDS)[number]

/** A top-level task: when and how long it ran, whether it laid out (Lantern slows such a task half as much), what it was. */
export type Task = { start: number; duration: number; cpu: number; layout: boolean; kind: TaskKind; detail: string }

/**
 * Lantern leaves a task shorter than this (unthrottled, ms) out of its graph, unless it is the first to parse, lay
 * out or paint (SIGNIFICANT_DUR_THRESHOLD_MS in @paulirish/trace_engine's PageDependencyGraph; it keeps the rare short
 * task that many others depend on, which this estimate leaves out too).
 */
const LANTERN_SHORTEST_TASK_MS = 10

const file = (url?: string) => (url ? (url.split("/").pop() ?? url).replace(/-[0-9a-f]{20}\.js$/, ".js") : "")

function classify(inside: TraceEvent[]): { kind: TaskKind; detail: string } {
  const heaviest = [...inside].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
  for (const event of heaviest) {
    const url = event.args?.data?.url
    switch (event.name) {
      case "EvaluateScript":
        return { kind: "evaluation", detail: `evaluation of ${file(url) || "an inline script"}` }
      case "v8.compile":
      case "v8.compileModule":
        return { kind: "evaluation", detail: `compile of ${file(url)}` }
      case "FunctionCall":
      case "TimerFire":
      case "FireAnimationFrame":
      case "EventDispatch":
        return /framework/.test(url ?? "")
          ? {
              kind: "hydration",
              detail: `React's work (${event.args?.data?.functionName || "scheduler"}, framework chunk)`,
            }
          : { kind: "script", detail: `${event.name} in ${file(url) || "(page)"}` }
      case "UpdateLayoutTree":
      case "Layout":
      case "PrePaint":
      case "Paint":
        return { kind: "style", detail: "style and layout" }
      case "ParseHTML":
        return { kind: "parse", detail: "HTML parsing" }
      case "ResourceReceivedData":
      case "ResourceFinish":
      case "ResourceReceiveResponse":
        return { kind: "fetch", detail: "a resource arriving" }
    }
  }
  return { kind: "other", detail: heaviest[0]?.name ?? "(empty)" }
}

type DocumentTask = Task & { inside: TraceEvent[] }

/** Every top-level task on the main thread of the document at `pageUrl`, in order, with the events inside it. */
function documentTasks(trace: unknown, pageUrl: string): { tasks: DocumentTask[]; fcp: number } {
  const events = (trace as { traceEvents?: TraceEvent[] })?.traceEvents ?? []
  const parse = events.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(pageUrl))
  if (!parse) return { tasks: [], fcp: 0 }
  const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X")
  const start = events.find((e) => e.name === "navigationStart" && e.pid === parse.pid)?.ts ?? parse.ts
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid)?.ts ?? parse.ts
  const tasks = onMain
    .filter((e) => e.name === "RunTask" && e.ts >= start)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur!
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      return {
        start: (task.ts - start) / 1000,
        duration: task.dur! / 1000,
        cpu: (task.tdur ?? task.dur!) / 1000,
        layout: inside.some((e) => e.name === "Layout"),
        inside,
        ...classify(inside),
      }
    })
  return { tasks, fcp: (fcp - start) / 1000 }
}

const withoutEvents = ({ inside: _inside, ...task }: DocumentTask): Task => task

/** The page's main-thread tasks of at least `minMs` after its first contentful paint, longest first. */
export function tasksAfterFcp(trace: unknown, pageUrl: string, minMs = 5): Task[] {
  const { tasks, fcp } = documentTasks(trace, pageUrl)
  return tasks
    .filter((task) => task.start >= fcp && task.duration >= minMs)
    .map(withoutEvents)
    .sort((a, b) => b.duration - a.duration)
}

/**
 * The tasks Lantern's Total Blocking Time can count, in order: every top-level task of the document of 10 ms or more
 * but the three its first-paint graph always holds (the first that parsed HTML, the first that laid out, the first
 * that painted). On a phone's network the page's scripts arrive after that paint, so their tasks count even when this
 * machine ran them before it.
 */
export function tasksAfterFirstRender(trace: unknown, pageUrl: string): Task[] {
  const { tasks } = documentTasks(trace, pageUrl)
  const first = (name: string) => tasks.find((task) => task.inside.some((e) => e.name === name))
  const firstRender = new Set([first("ParseHTML"), first("Layout"), first("Paint")])
  return tasks.filter((task) => !firstRender.has(task) && task.duration >= LANTERN_SHORTEST_TASK_MS).map(withoutEvents)
}

/**
 * What a task adds to Lantern's Total Blocking Time at a CPU slowdown: its length × the slowdown (half the slowdown
 * for a task that laid out, Lantern's layoutTaskMultiplier) above 50 ms. An estimate from the unthrottled trace, as
 * Lantern's is: the simulation also moves tasks, and counts only those between its own FCP and TTI. Lantern takes the
 * task's wall time; `"cpu"` takes the thread's CPU time instead, which leaves out the time the host's scheduler gave
 * the thread's core to another process (on a two-core host, the browser's other threads and processes).
 */
export function blockingAt(task: Task, slowdown: number, length: "wall" | "cpu" = "wall"): number {
  return Math.max(0, (length === "cpu" ? task.cpu : task.duration) * (task.layout ? slowdown / 2 : slowdown) - 50)
}

/** A load's estimated blocking time at a slowdown (`blockingAt` over `tasksAfterFirstRender`), ms. */
export type BlockingEstimate = {
  /** From the tasks' wall time, as Lantern takes it. */
  wall: number
  /** From their CPU time. */
  cpu: number
  /** From wall time, by kind of task. */
  byKind: Record<TaskKind, number>
  /** The task that adds the most, from wall time. */
  costliest?: Task
}

export function estimatedBlocking(trace: unknown, pageUrl: string, slowdown: number): BlockingEstimate {
  const tasks = tasksAfterFirstRender(trace, pageUrl)
  const byKind = Object.fromEntries(TASK_KINDS.map((kind) => [kind, 0])) as Record<TaskKind, number>
  let cpu = 0
  let costliest: Task | undefined
  for (const task of tasks) {
    byKind[task.kind] += blockingAt(task, slowdown)
    cpu += blockingAt(task, slowdown, "cpu")
    if (!costliest || blockingAt(task, slowdown) > blockingAt(costliest, slowdown)) costliest = task
  }
  return { wall: Object.values(byKind).reduce((sum, ms) => sum + ms, 0), cpu, byKind, costliest }
}
