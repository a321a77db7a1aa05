// What the main thread did during a tap, from a trace of it (interactions.ts, `trace`): from the first input event the
// page dispatched (pointerdown, touchstart …) to the end of the first frame committed after the last one (the click),
// each event's own time (its duration less its children's), summed by kind of work. What a tap costs beyond the
// phone's floor is then named: React's listeners, our own, style, layout, paint.
//
// A trace names the function the browser called, not what it called in turn: "React's listeners" is React's event
// system (its one listener per event type on the page's root, which finds the component and the handlers for any
// event, a handler or not) together with the handlers it calls (a switch's onClick, the form's onSubmit). "Our
// scripts" are the listeners the page's chunks add themselves (the Menu's timings, link prefetching, telemetry).

import type { TraceEvent } from "./trace-tasks"
import { median } from "./median"

export type { TraceEvent }

/** The kinds of work, in the order the report prints them. */
export const TAP_WORK = [
  "React's listeners",
  "our scripts",
  "other scripts",
  "idle callbacks",
  "event dispatch",
  "hit testing",
  "style",
  "layout",
  "paint and composite",
  "other",
] as const
export type TapWork = (typeof TAP_WORK)[number]

export type TapBreakdown = {
  /** Milliseconds from the first input event's dispatch to the end of the frame committed after the last one. */
  span: number
  /** Own time per kind of work inside the span, ms. */
  work: Record<TapWork, number>
  /** The ten heaviest events by own time (name, and the script's file and function for a call), ms. */
  heaviest: Array<{ name: string; ms: number }>
}

const INPUT_TYPES = new Set(["pointerdown", "touchstart", "pointerup", "touchend", "mousedown", "mouseup", "click"])
const PAINT = new Set(["PrePaint", "Paint", "Layerize", "Commit", "UpdateLayer", "PaintImage", "RasterTask"])

const file = (url?: string) => (url ? (url.split("/").pop() ?? url).replace(/-[0-9a-f]{20}\.js$/, ".js") : "")

function kindOf(event: TraceEvent): TapWork {
  const url = event.args?.data?.url ?? ""
  switch (event.name) {
    case "FunctionCall":
    case "EvaluateScript":
    case "v8.compile":
      // The framework chunk is React's; a page's own chunks are ours; a call with no script is the browser
      // automation's or an inline script's.
      return /\/framework-/.test(url) ? "React's listeners" : /^https?:/.test(url) ? "our scripts" : "other scripts"
    case "FireIdleCallback":
      return "idle callbacks"
    case "EventDispatch":
      return "event dispatch"
    case "HitTest":
      return "hit testing"
    case "UpdateLayoutTree":
    case "RecalculateStyles":
    case "ParseAuthorStyleSheet":
      return "style"
    case "Layout":
      return "layout"
    default:
      return PAINT.has(event.name) ? "paint and composite" : "other"
  }
}

function label(event: TraceEvent): string {
  const data = event.args?.data
  if (event.name === "EventDispatch") return `EventDispatch ${data?.type ?? ""}`
  if (event.name === "FunctionCall")
    return `FunctionCall ${file(data?.url) || "(no script)"} ${data?.functionName ?? ""}`
  return event.name
}

/** The tap's breakdown, or null when the trace holds no input event. */
export function tapBreakdown(events: ReadonlyArray<TraceEvent>): TapBreakdown | null {
  const inputs = events.filter(
    (event) => event.name === "EventDispatch" && event.ph === "X" && INPUT_TYPES.has(event.args?.data?.type ?? ""),
  )
  if (!inputs.length) return null
  // The renderer's main thread: the one that dispatched the page's input events.
  const { pid, tid } = inputs[0]!
  const main = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X" && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const start = Math.min(...inputs.map((event) => event.ts))
  const lastInput = Math.max(...inputs.map((event) => event.ts + event.dur!))
  const commit = main.find((event) => event.name === "Commit" && event.ts >= lastInput)
  const end = commit ? commit.ts + commit.dur! : lastInput
  // Own time: an event's duration less its direct children's (events nest on one thread).
  const own = new Map<TraceEvent, number>()
  const open: TraceEvent[] = []
  for (const event of main) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop()
    own.set(event, event.dur!)
    const parent = open.at(-1)
    if (parent) own.set(parent, own.get(parent)! - event.dur!)
    open.push(event)
  }
  const work = Object.fromEntries(TAP_WORK.map((kind) => [kind, 0])) as Record<TapWork, number>
  const byLabel = new Map<string, number>()
  for (const [event, microseconds] of own) {
    // The task wrappers themselves are the scheduler's bookkeeping, not work of a kind.
    if (
      event.ts < start ||
      event.ts > end ||
      event.name === "RunTask" ||
      event.name === "ThreadControllerImpl::RunTask"
    )
      continue
    work[kindOf(event)] += microseconds / 1000
    byLabel.set(label(event), (byLabel.get(label(event)) ?? 0) + microseconds / 1000)
  }
  const heaviest = [...byLabel]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
  return { span: (end - start) / 1000, work, heaviest }
}

/** One traced run of a tap: its input-to-next-paint (ms, untraced figures are the bench's) and its work by kind. */
export type TracedTap = { delay: number; breakdown: TapBreakdown }

/** One tap on two builds traced in the same runs (`bench:taps --against`): run i of A is paired with run i of B. */
export type PairedTaps = {
  /** Each run's own ratio of B's input-to-next-paint to A's: its median and its range. */
  ratio: { median: number; min: number; max: number }
  /** The median over the runs of each run's B − A own time, per kind of work, ms. */
  difference: Record<TapWork, number>
}

/** Pairs the runs of one tap on two builds; both lists must hold the same runs in the same order. */
export function pairTaps(a: ReadonlyArray<TracedTap>, b: ReadonlyArray<TracedTap>): PairedTaps {
  if (!a.length || a.length !== b.length) throw new Error(`pairTaps: ${a.length} runs against ${b.length}`)
  const ratios = a.map((run, i) => b[i]!.delay / run.delay)
  const difference = Object.fromEntries(
    TAP_WORK.map((kind) => [kind, median(a.map((run, i) => b[i]!.breakdown.work[kind] - run.breakdown.work[kind]))]),
  ) as Record<TapWork, number>
  return { ratio: { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) }, difference }
}
