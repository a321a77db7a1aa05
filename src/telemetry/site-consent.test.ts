import { createConsentStore } from "./consent"
import { followConsent } from "./site-consent"

function setup(stored: string | null, signal = false) {
  const data = new Map<string, string>(stored ? [["shiftwise:cookie-consent", stored]] : [])
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  } as Storage
  const store = createConsentStore({ storage: () => storage, signal: () => signal, askOnFirstVisit: true })
  const analytics = { setConsent: jest.fn(), load: jest.fn(() => Promise.resolve()) }
  return { store, analytics }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("followConsent", () => {
  it.each([
    ["a first visit", null, false],
    ["a rejection", "rejected", false],
    ["Global Privacy Control", null, true],
  ])("loads no analytics library on %s", (_name, stored, signal) => {
    const { store, analytics } = setup(stored, signal)
    followConsent(store, analytics)
    jest.advanceTimersByTime(10_000)
    expect(analytics.load).not.toHaveBeenCalled()
  })

  it("a returning visitor who accepted: posthog-js loads when the page is idle, not before", () => {
    const { store, analytics } = setup("accepted")
    followConsent(store, analytics)
    expect(analytics.setConsent).toHaveBeenCalledWith("granted")
    expect(analytics.load).not.toHaveBeenCalled()
    jest.advanceTimersByTime(10_000)
    expect(analytics.load).toHaveBeenCalled()
  })

  it("Accept on the banner loads it; a later Reject is passed on", () => {
    const { store, analytics } = setup(null)
    followConsent(store, analytics)
    store.choose("accepted")
    jest.advanceTimersByTime(10_000)
    expect(analytics.load).toHaveBeenCalled()
    store.choose("rejected")
    expect(analytics.setConsent).toHaveBeenLastCalledWith("denied")
  })
})
