import { afterFirstInputOrLoad, TELEMETRY_AFTER_LOAD_MS } from "./start-telemetry"

// jsdom has no requestIdleCallback: whenIdle() then waits 1 s once the page has loaded.
const IDLE_FALLBACK_MS = 1000

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("afterFirstInputOrLoad", () => {
  it("without an input, starts when idle a few seconds after load, not before", () => {
    const start = jest.fn()
    afterFirstInputOrLoad(start)
    expect(document.readyState).toBe("complete")
    jest.advanceTimersByTime(TELEMETRY_AFTER_LOAD_MS + IDLE_FALLBACK_MS - 1)
    expect(start).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it.each(["pointerdown", "keydown"])("after a first %s, starts when idle, without waiting for the delay", (type) => {
    const start = jest.fn()
    afterFirstInputOrLoad(start)
    jest.advanceTimersByTime(500)
    window.dispatchEvent(new Event(type))
    expect(start).not.toHaveBeenCalled()
    jest.advanceTimersByTime(IDLE_FALLBACK_MS)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it("starts once, however many inputs come and the delay passes too", () => {
    const start = jest.fn()
    afterFirstInputOrLoad(start)
    window.dispatchEvent(new Event("pointerdown"))
    window.dispatchEvent(new Event("keydown"))
    jest.advanceTimersByTime(TELEMETRY_AFTER_LOAD_MS * 3)
    window.dispatchEvent(new Event("pointerdown"))
    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 2)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
