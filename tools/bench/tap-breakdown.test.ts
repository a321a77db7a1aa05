import { pairTaps, TAP_WORK, tapBreakdown, type TapBreakdown, type TracedTap, type TraceEvent } from "./tap-breakdown"

// A tap as Chromium traces it, in microseconds on the renderer's main thread (pid 1, tid 2): a task for the pointer
// down, one for the click (React's listener, ours, style, layout), then the frame. Another thread's and what comes
// after the frame must not count.
const X = (name: string, ts: number, dur: number, args?: TraceEvent["args"], tid = 2): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  pid: 1,
  tid,
  args,
})
const dispatch = (type: string) => ({ data: { type } })
const call = (url: string, functionName = "") => ({ data: { url, functionName } })

const TRACE: TraceEvent[] = [
  X("RunTask", 500, 400),
  X("FunctionCall", 600, 200, call("http://127.0.0.1/app-0123456789abcdef0123.js", "idle")),
  X("RunTask", 1_000, 3_000),
  X("EventDispatch", 1_000, 3_000, dispatch("pointerdown")),
  X("FunctionCall", 1_100, 2_000, call("http://127.0.0.1/framework-0123456789abcdef0123.js", "Sm")),
  X("RunTask", 10_000, 9_000),
  X("EventDispatch", 10_000, 5_000, dispatch("click")),
  X("FunctionCall", 10_100, 1_500, call("http://127.0.0.1/framework-0123456789abcdef0123.js", "Sm")),
  X("FunctionCall", 11_700, 2_000, call("http://127.0.0.1/app-0123456789abcdef0123.js", "n")),
  X("UpdateLayoutTree", 15_000, 2_500),
  X("Layout", 17_500, 1_000),
  X("FireIdleCallback", 18_600, 300),
  X("RunTask", 20_000, 4_000),
  X("Paint", 20_000, 1_000),
  X("Commit", 22_000, 2_000),
  X("Layout", 30_000, 9_000),
  X("Paint", 12_000, 50_000, undefined, 3),
]

describe("tapBreakdown", () => {
  const breakdown = tapBreakdown(TRACE)!

  it("spans from the first input event to the end of the frame committed after the last", () => {
    expect(breakdown.span).toBe(23)
  })

  it("sums each event's own time by kind of work, on the page's main thread only", () => {
    expect(breakdown.work).toEqual({
      "React's listeners": 3.5,
      "our scripts": 2,
      "other scripts": 0,
      "idle callbacks": 0.3,
      // The two dispatches less the listeners inside them.
      "event dispatch": 1 + 1.5,
      "hit testing": 0,
      style: 2.5,
      layout: 1,
      "paint and composite": 3,
      other: 0,
    })
  })

  it("names the heaviest events, React's listener first", () => {
    expect(breakdown.heaviest[0]).toEqual({ name: "FunctionCall framework.js Sm", ms: 3.5 })
    expect(breakdown.heaviest.map((event) => event.name)).toContain("FunctionCall app.js n")
  })

  it("finds no tap in a trace without input", () => {
    expect(tapBreakdown(TRACE.filter((event) => event.name !== "EventDispatch"))).toBeNull()
  })
})

describe("pairTaps", () => {
  /** A traced run: its delay, and its style and paint own time (every other kind 0). */
  const run = (delay: number, style: number, paint: number): TracedTap => ({
    delay,
    breakdown: {
      span: delay,
      work: {
        ...Object.fromEntries(TAP_WORK.map((kind) => [kind, 0])),
        style,
        "paint and composite": paint,
      } as TapBreakdown["work"],
      heaviest: [],
    },
  })

  it("gives each run's own ratio and difference, so a drift shared by both builds cancels", () => {
    // The machine slows by 2× from the second run on: A and B drift together, B is 10 % faster in every run.
    const a = [run(100, 10, 20), run(200, 20, 40), run(200, 20, 40)]
    const b = [run(90, 6, 20), run(180, 12, 40), run(180, 14, 40)]
    const paired = pairTaps(a, b)
    expect(paired.ratio).toEqual({ median: 0.9, min: 0.9, max: 0.9 })
    expect(paired.difference.style).toBe(-6)
    expect(paired.difference["paint and composite"]).toBe(0)
  })

  it("refuses runs that do not pair", () => {
    expect(() => pairTaps([run(100, 1, 1)], [])).toThrow("1 runs against 0")
  })
})
