// What a Lighthouse run's main-thread tasks were, from its trace (the unthrottled page load Lighthouse simulates
// from): each top-level task after the first contentful paint, how long it ran, and what it was, from the heaviest
// event inside it: the evaluation of a script, React's work (hydration, render, commit: scheduler callbacks into the
// framework chunk), style and layout, HTML parsing, or the arrival of a resource. Lantern counts a task's duration
// × 4 (× 2 when it did layout) above 50 ms, so a task under 12.5 ms costs no TBT.
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

export type Task = { start: number; duration: number; cpu: number; kind: string; detail: string }

const file = (url?: string) => (url ? (url.split("/").pop() ?? url).replace(/-[0-9a-f]{20}\.js$/, ".js") : "")

function classify(inside: TraceEvent[]): { kind: string; detail: string } {
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

/** The page's main-thread tasks of at least `minMs` after its first contentful paint, longest first. */
export function tasksAfterFcp(trace: unknown, pageUrl: string, minMs = 5): Task[] {
  const events = (trace as { traceEvents?: TraceEvent[] })?.traceEvents ?? []
  const parse = events.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(pageUrl))
  if (!parse) return []
  const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X")
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid)?.ts ?? parse.ts
  const start = events.find((e) => e.name === "navigationStart" && e.pid === parse.pid)?.ts ?? parse.ts
  return onMain
    .filter((e) => e.name === "RunTask" && e.ts >= fcp && (e.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + task.dur!
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      return {
        start: (task.ts - start) / 1000,
        duration: task.dur! / 1000,
        cpu: (task.tdur ?? task.dur!) / 1000,
        ...classify(inside),
      }
    })
    .sort((a, b) => b.duration - a.duration)
}
