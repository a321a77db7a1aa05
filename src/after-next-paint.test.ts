import { afterNextPaint, NEXT_PAINT_FALLBACK_MS } from "./after-next-paint"

describe("afterNextPaint", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("runs the task after the next frame, not in the event that asked for it", () => {
    const task = jest.fn()
    afterNextPaint(task)
    expect(task).not.toHaveBeenCalled()
    // jsdom's frames are timers of about 16 ms under fake timers; the task is queued from the frame.
    jest.advanceTimersByTime(20)
    expect(task).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(NEXT_PAINT_FALLBACK_MS * 2)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it("runs the task anyway when no frame comes, as in a hidden tab, and only once", () => {
    const frames: FrameRequestCallback[] = []
    // A hidden tab: frames are requested but never run until the tab is shown again.
    const hidden = Object.assign(Object.create(window) as Window, {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: window.setTimeout.bind(window),
    })
    const task = jest.fn()
    afterNextPaint(task, hidden)
    jest.advanceTimersByTime(NEXT_PAINT_FALLBACK_MS - 1)
    expect(task).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
    // The tab is shown again and its frame runs: the task has already run.
    for (const frame of frames) frame(performance.now())
    jest.runAllTimers()
    expect(task).toHaveBeenCalledTimes(1)
  })
})
