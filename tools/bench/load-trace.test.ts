import { mainThreadTotals } from "./load-trace"
import type { TraceEvent } from "./trace-tasks"

const PAGE = "http://127.0.0.1:9000/hi/pricing"
// Microseconds. The document's main thread is pid 2, tid 7: it parsed PAGE. The previous page (about:blank, pid 1) and
// another thread of the same process (a worker, tid 8) did work of their own, which must not count.
const X = (name: string, dur: number, pid = 2, tid = 7, args?: TraceEvent["args"]): TraceEvent => ({
  name,
  ph: "X",
  ts: 0,
  dur,
  pid,
  tid,
  args,
})
const TRACE: TraceEvent[] = [
  X("ParseHTML", 1_000, 1, 3, { beginData: { url: "about:blank" } }),
  X("Layout", 90_000, 1, 3),
  X("RunTask", 20_000),
  X("ParseHTML", 4_000, 2, 7, { beginData: { url: PAGE } }),
  X("RunTask", 30_000),
  X("Layout", 12_500),
  X("FontCache::GetFontPlatformData", 250),
  X("FontCache::GetFontPlatformData", 750),
  X("Layout", 2_500),
  X("Layout", 60_000, 2, 8),
  { name: "Layout", ph: "B", ts: 0, pid: 2, tid: 7 },
]

describe("mainThreadTotals", () => {
  it("adds up each event's time and count on the thread that parsed the page, and nowhere else", () => {
    expect(mainThreadTotals(TRACE, PAGE)).toEqual({
      RunTask: { ms: 50, count: 2 },
      ParseHTML: { ms: 4, count: 1 },
      Layout: { ms: 15, count: 2 },
      "FontCache::GetFontPlatformData": { ms: 1, count: 2 },
    })
  })

  it("refuses a trace in which no thread parsed the page", () => {
    expect(() => mainThreadTotals(TRACE, "http://127.0.0.1:9000/pricing")).toThrow(
      "no ParseHTML of http://127.0.0.1:9000/pricing in the trace",
    )
  })
})
