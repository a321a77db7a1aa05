import { blockingAt, estimatedBlocking, tasksAfterFcp, tasksAfterFirstRender, type TraceEvent } from "./trace-tasks"

const PAGE = "http://127.0.0.1:9000/hi/pricing"
// Microseconds. The document's main thread is pid 2, tid 7. Navigation at 0, first contentful paint at 100 ms.
const X = (name: string, ts: number, dur: number, args?: TraceEvent["args"]): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  pid: 2,
  tid: 7,
  args,
})
const TRACE = {
  traceEvents: [
    { name: "navigationStart", ph: "R", ts: 0, pid: 2, tid: 7 },
    // The first render: parsing, then a layout and a paint.
    X("RunTask", 10_000, 5_000),
    X("ParseHTML", 10_000, 5_000, { beginData: { url: PAGE } }),
    X("RunTask", 92_000, 6_000),
    X("Layout", 92_000, 3_000),
    X("Paint", 96_000, 1_000),
    { name: "firstContentfulPaint", ph: "R", ts: 100_000, pid: 2, tid: 7 },
    // A script this machine ran before the paint; on a phone's network it arrives after it.
    X("RunTask", 50_000, 40_000),
    X("EvaluateScript", 50_000, 39_000, { data: { url: "http://127.0.0.1:9000/app-0123456789abcdef0123.js" } }),
    // Hydration, 20 ms, no layout.
    { ...X("RunTask", 200_000, 20_000), tdur: 10_000 },
    X("FunctionCall", 200_000, 19_000, { data: { url: "http://127.0.0.1:9000/framework-0123456789abcdef0123.js" } }),
    // A task under 10 ms, which Lantern leaves out of its graph.
    X("RunTask", 250_000, 8_000),
    X("FunctionCall", 250_000, 7_000, { data: { url: "http://127.0.0.1:9000/app-0123456789abcdef0123.js" } }),
    // Style and layout, 20 ms: Lantern slows a task that laid out half as much.
    X("RunTask", 300_000, 20_000),
    X("UpdateLayoutTree", 300_000, 6_000),
    X("Layout", 306_000, 13_000),
  ] as TraceEvent[],
}

describe("tasksAfterFcp", () => {
  it("lists the tasks after the first contentful paint, longest first, each with its kind and whether it laid out", () => {
    const tasks = tasksAfterFcp(TRACE, PAGE, 0)
    expect(tasks.map(({ start, duration, layout, kind }) => ({ start, duration, layout, kind }))).toEqual([
      { start: 200, duration: 20, layout: false, kind: "hydration" },
      { start: 300, duration: 20, layout: true, kind: "style" },
      { start: 250, duration: 8, layout: false, kind: "script" },
    ])
  })
})

describe("tasksAfterFirstRender", () => {
  it("lists every task of 10 ms or more in order but the first render's (first to parse, to lay out, to paint)", () => {
    const tasks = tasksAfterFirstRender(TRACE, PAGE)
    expect(tasks.map(({ start, kind }) => ({ start, kind }))).toEqual([
      { start: 50, kind: "evaluation" },
      { start: 200, kind: "hydration" },
      { start: 300, kind: "style" },
    ])
  })
})

describe("blockingAt", () => {
  it("counts a task's length × the slowdown above 50 ms, and half the slowdown for a task that laid out", () => {
    const [hydration, style] = tasksAfterFcp(TRACE, PAGE, 0)
    expect(blockingAt(hydration!, 8)).toBe(110) // 20 × 8 − 50
    expect(blockingAt(style!, 8)).toBe(30) // 20 × 4 − 50
    expect(blockingAt(style!, 4)).toBe(0) // 20 × 2 is under 50
    expect(blockingAt(hydration!, 8, "cpu")).toBe(30) // its CPU time, 10 ms: 10 × 8 − 50
  })
})

describe("estimatedBlocking", () => {
  it("sums the tasks' blocking by kind from wall time, and in all from CPU time, and names the costliest", () => {
    // At 8×: the evaluation 40 × 8 − 50 = 270, the hydration 20 × 8 − 50 = 110 (from its 10 ms of CPU: 30), the
    // layout task 20 × 4 − 50 = 30; the 8 ms task is left out (8 × 8 − 50 would be 14).
    const estimate = estimatedBlocking(TRACE, PAGE, 8)
    expect(estimate.byKind).toEqual({
      hydration: 110,
      script: 0,
      evaluation: 270,
      style: 30,
      parse: 0,
      fetch: 0,
      other: 0,
    })
    expect(estimate.wall).toBe(410)
    expect(estimate.cpu).toBe(270 + 30 + 30)
    expect(estimate.costliest?.kind).toBe("evaluation")
  })
})
