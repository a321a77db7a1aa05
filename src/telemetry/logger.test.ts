import { browserLogEventSchema } from "../../contracts/log-ingest-schema"
import { INGEST_LIMITS } from "../../contracts/log-ingest-limits"
import type { BrowserLogEvent } from "../../contracts/log-ingest-limits"
import { attachLogSink, log, logUncaughtErrors, type LogCall, type Logger } from "./log"
import { createLogSink, toLogEvent } from "./logger"

const context = { time: "2025-06-01T10:00:00.000Z", path: "/pricing", session: "s-1" }
const bytes = (event: unknown) => Buffer.byteLength(JSON.stringify(event), "utf8")

const call = (level: LogCall["level"], msg: string, fields?: LogCall["fields"]): LogCall => ({
  level,
  msg,
  fields,
  time: new Date("2025-06-01T10:00:00.000Z"),
  path: "/features",
})

function capture(minLevel?: LogCall["level"]) {
  const events: BrowserLogEvent[] = []
  const sink = createLogSink({ batcher: { push: (event) => events.push(event) }, session: "s-1", minLevel })
  return { events, sink }
}

describe("createLogSink", () => {
  it("turns each call into one structured event: time, path, session, level, msg, fields", () => {
    const { events, sink } = capture()
    sink(call("info", "pricing_toggled", { currency: "INR", monthly: true, seats: 12 }))
    expect(events).toEqual([
      {
        time: "2025-06-01T10:00:00.000Z",
        path: "/features",
        session: "s-1",
        level: "info",
        msg: "pricing_toggled",
        fields: { currency: "INR", monthly: true, seats: 12 },
      },
    ])
  })

  it("has the four levels and drops those under minLevel", () => {
    const { events, sink } = capture("info")
    for (const level of ["debug", "info", "warn", "error"] as const) sink(call(level, `at_${level}`))
    expect(events.map((event) => event.level)).toEqual(["info", "warn", "error"])
    expect(events[0]).not.toHaveProperty("fields")
  })

  it("never throws, whatever it is given", () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    const sink = createLogSink({
      batcher: {
        push: () => {
          throw new Error("full")
        },
      },
    })
    expect(() => sink(call("error", "odd", { circular, fn: () => 1, big: 10n }))).not.toThrow()
  })
})

describe("log (log.ts)", () => {
  const nodeEnv = process.env.NODE_ENV
  // The facade is silent in unit tests (NODE_ENV=test) so components can log freely; these tests turn it on.
  beforeEach(() => {
    process.env.NODE_ENV = "production"
  })
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv
  })

  it("keeps calls made before the runtime attaches its sink, with their time and page, and replays them in order", () => {
    log.info("early_one", { a: 1 })
    log.warn("early_two")
    const calls: LogCall[] = []
    attachLogSink((c) => calls.push(c))
    log.error("late")
    expect(calls.map((c) => [c.level, c.msg])).toEqual([
      ["info", "early_one"],
      ["warn", "early_two"],
      ["error", "late"],
    ])
    expect(calls[0]).toMatchObject({ fields: { a: 1 }, path: "/", time: expect.any(Date) })
  })
})

describe("toLogEvent: what the browser sends is what the server accepts", () => {
  const accepted = (event: BrowserLogEvent) => {
    const result = browserLogEventSchema.safeParse(event)
    if (!result.success) throw new Error(JSON.stringify(result.error.issues))
    expect(bytes(event)).toBeLessThanOrEqual(INGEST_LIMITS.maxEventBytes)
  }

  it("turns errors into name, message and stack", () => {
    const error = new TypeError("x is undefined")
    const event = toLogEvent("error", "uncaught_error", { error }, context)
    expect(event.fields?.error).toEqual({ name: "TypeError", message: "x is undefined", stack: error.stack })
    accepted(event)
  })

  it("cuts nesting, long lists, many keys and odd key names to the server's limits", () => {
    const event = toLogEvent(
      "info",
      "shapes",
      {
        deep: { a: { b: { c: { d: 1 } } } },
        list: Array.from({ length: 50 }, (_, i) => i),
        "odd key!": "x",
        when: new Date("2025-01-01T00:00:00Z"),
        nothing: undefined,
        nan: Number.NaN,
        ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i])),
      },
      context,
    )
    expect(event.fields?.deep).toEqual({ a: { b: "[object]" } })
    expect(event.fields?.list).toHaveLength(INGEST_LIMITS.maxArrayLength)
    expect(event.fields?.odd_key_).toBe("x")
    expect(event.fields?.when).toBe("2025-01-01T00:00:00.000Z")
    expect(event.fields).not.toHaveProperty("nothing")
    expect(event.fields?.nan).toBe("NaN")
    expect(Object.keys(event.fields ?? {}).length).toBeLessThanOrEqual(INGEST_LIMITS.maxFieldKeys)
    accepted(event)
  })

  it("shortens the message and huge fields until the event fits, or says the fields were dropped", () => {
    const long = toLogEvent(
      "warn",
      "m".repeat(500),
      { a: "x".repeat(5000), b: "y".repeat(5000), c: "z".repeat(5000) },
      context,
    )
    expect(long.msg.length).toBe(INGEST_LIMITS.maxMessageLength)
    accepted(long)
    const many = toLogEvent(
      "warn",
      "many",
      Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`k${i}`, Array(20).fill("€".repeat(300))])),
      context,
    )
    expect(many.fields).toEqual({ fields_dropped: "too large to send" })
    accepted(many)
    accepted(toLogEvent("info", "   ", undefined, context))
  })
})

describe("logUncaughtErrors", () => {
  let logger: Logger & { error: jest.Mock }
  let stop: () => void
  beforeEach(() => {
    logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() }
    stop = logUncaughtErrors(window, logger)
  })
  afterEach(() => stop())

  it("logs uncaught errors with where they happened", () => {
    const error = new Error("boom")
    window.dispatchEvent(new ErrorEvent("error", { error, message: "boom", filename: "/app.js", lineno: 3, colno: 7 }))
    expect(logger.error).toHaveBeenCalledWith("uncaught_error", { error, source: "/app.js", line: 3, column: 7 })
  })

  it("logs unhandled rejections, Error or not", () => {
    const reason = new Error("nope")
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason }))
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: { code: 42 } }))
    expect(logger.error).toHaveBeenNthCalledWith(1, "unhandled_rejection", { error: reason })
    expect(logger.error).toHaveBeenNthCalledWith(2, "unhandled_rejection", { error: { code: 42 } })
  })

  it("stops when asked", () => {
    stop()
    window.dispatchEvent(new ErrorEvent("error", { message: "late" }))
    expect(logger.error).not.toHaveBeenCalled()
  })
})
