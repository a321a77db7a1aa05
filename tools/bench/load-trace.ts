// What a page load's trace says the document's main thread did (`npm run bench:loads`): the total time and the count
// of each named event on that thread, from navigation to a second after the site is interactive. Events nest (a Layout
// runs inside a task, the font lookups inside the Layout), so totals are compared name by name, never added up.
import type { TraceEvent } from "./trace-tasks"

/** The events the table shows, in this order: the tasks, then script, style, layout with its text and fonts, paint. */
export const LOAD_EVENTS = [
  "RunTask",
  "ParseHTML",
  "EvaluateScript",
  "v8.compile",
  "FunctionCall",
  "UpdateLayoutTree",
  "Layout",
  "InlineNode::ShapeTextIncludingFirstLine",
  "FontCache::GetFontPlatformData",
  "PrePaint",
  "Paint",
] as const

/** The categories that carry them (the text-shaping and font events are Blink's own, off in a default trace). */
export const LOAD_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink",
  "fonts",
  "v8.execute",
  "toplevel",
]

export type EventTotals = Record<string, { ms: number; count: number }>

/**
 * Each event name's total time and count on the main thread of the document at `url`: the thread that parsed its
 * HTML. Complete events (ph "X") only; the trace's other threads and processes (the browser, a previous page) are
 * left out. Throws when no thread parsed that document: the trace missed the load.
 */
export function mainThreadTotals(events: TraceEvent[], url: string): EventTotals {
  const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url)
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`)
  const totals: EventTotals = {}
  for (const event of events) {
    if (event.pid !== parse.pid || event.tid !== parse.tid || event.ph !== "X" || event.dur === undefined) continue
    const total = (totals[event.name] ??= { ms: 0, count: 0 })
    total.ms += event.dur / 1000
    total.count += 1
  }
  return totals
}
