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

  it.each(["click", "pointercancel", "keyup"])(
    "after a first input's %s, starts once it is painted and idle, without waiting for the delay",
    (type) => {
      const start = jest.fn()
      afterFirstInputOrLoad(start)
      jest.advanceTimersByTime(500)
      window.dispatchEvent(new Event(type))
      expect(start).not.toHaveBeenCalled()
      // The next frame (16 ms under fake timers), a task after it, then idle.
      jest.advanceTimersByTime(16 + IDLE_FALLBACK_MS)
      expect(start).toHaveBeenCalledTimes(1)
    },
  )

  // A tap's click comes some 20 to 100 ms after its pointerdown on a phone: what started at the pointerdown ran in
  // that gap and delayed the tap's paint.
  it.each(["pointerdown", "pointerup", "keydown"])("does not start at a %s, before the input has ended", (type) => {
    const start = jest.fn()
    afterFirstInputOrLoad(start)
    jest.advanceTimersByTime(500)
    window.dispatchEvent(new Event(type))
    jest.advanceTimersByTime(TELEMETRY_AFTER_LOAD_MS - 500 - 1)
    expect(start).not.toHaveBeenCalled()
    // Only the delay after load starts it.
    jest.advanceTimersByTime(1 + IDLE_FALLBACK_MS)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it("starts once, however many inputs come and the delay passes too", () => {
    const start = jest.fn()
    afterFirstInputOrLoad(start)
    window.dispatchEvent(new Event("click"))
    window.dispatchEvent(new Event("keyup"))
    jest.advanceTimersByTime(TELEMETRY_AFTER_LOAD_MS * 3)
    window.dispatchEvent(new Event("click"))
    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 2)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
