import { ANALYTICS_PROXY_PATH } from "../../config/telemetry-paths"
import { createAnalytics, posthogConfig, type PosthogClient } from "./analytics"

function fakePosthog() {
  const calls: Array<[string, ...unknown[]]> = []
  const client: PosthogClient = {
    init: (token, config) => {
      calls.push(["init", token, config])
      return client
    },
    capture: (...args) => calls.push(["capture", ...args]),
    identify: (...args) => calls.push(["identify", ...args]),
    group: (...args) => calls.push(["group", ...args]),
    reset: () => calls.push(["reset"]),
    set_config: (config) => calls.push(["set_config", config]),
  }
  return { client, calls }
}

function setup(key: string | undefined) {
  const posthog = fakePosthog()
  const load = jest.fn(() => Promise.resolve(posthog.client))
  const logger = { warn: jest.fn(), error: jest.fn() }
  const analytics = createAnalytics({ key, load, logger })
  return { analytics, load, logger, calls: posthog.calls }
}

const sent = (calls: Array<[string, ...unknown[]]>) => calls.filter(([name]) => name !== "init")

describe("posthogConfig", () => {
  it("talks only to our proxy path, sends pageviews itself, plain JSON, no storage until consent", () => {
    expect(posthogConfig("pending")).toMatchObject({
      api_host: ANALYTICS_PROXY_PATH,
      capture_pageview: false,
      capture_pageleave: false,
      disable_compression: true,
      persistence: "memory",
      person_profiles: "identified_only",
    })
    expect(posthogConfig("denied").persistence).toBe("memory")
    expect(posthogConfig("granted").persistence).toBe("localStorage+cookie")
  })

  it("turns off everything the site does not use, and fetches no further script", () => {
    expect(posthogConfig("granted")).toMatchObject({
      autocapture: false,
      disable_session_recording: true,
      disable_surveys: true,
      capture_heatmaps: false,
      capture_dead_clicks: false,
      capture_exceptions: false,
      capture_performance: false,
      advanced_disable_flags: true,
      disable_external_dependency_loading: true,
      mask_personal_data_properties: true,
      custom_personal_data_properties: ["token"],
    })
  })
})

describe("without GATSBY_POSTHOG_KEY", () => {
  it.each([undefined, "", "  "])("(%j) is off: nothing loads, nothing queues, nothing warns", async (key) => {
    const { analytics, load, logger } = setup(key)
    expect(analytics.enabled).toBe(false)
    analytics.capturePageview("/")
    analytics.identify("ada@example.com")
    await analytics.load()
    expect(load).not.toHaveBeenCalled()
    expect(logger.warn).not.toHaveBeenCalled()
    expect(logger.error).not.toHaveBeenCalled()
  })
})

describe("with a key", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date("2025-06-01T10:00:00Z") }))
  afterEach(() => jest.useRealTimers())

  it("queues calls until posthog-js has loaded, then replays them in order, pageviews with their own URL and time", async () => {
    const { analytics, load, calls } = setup("phc_test")
    analytics.capturePageview("/pricing?currency=INR")
    jest.advanceTimersByTime(5000)
    analytics.identify("ada@example.com", { name: "Ada" })
    expect(load).not.toHaveBeenCalled()
    await analytics.load()
    await analytics.load()
    expect(load).toHaveBeenCalledTimes(1)
    expect(calls[0]).toEqual([
      "init",
      "phc_test",
      expect.objectContaining({ api_host: ANALYTICS_PROXY_PATH, persistence: "memory" }),
    ])
    expect(sent(calls)).toEqual([
      [
        "capture",
        "$pageview",
        { $current_url: "http://localhost/pricing?currency=INR", $pathname: "/pricing" },
        { timestamp: new Date("2025-06-01T10:00:00Z") },
      ],
      ["identify", "ada@example.com", { name: "Ada" }],
    ])
    analytics.group("company", "acme", { name: "Acme" })
    analytics.reset()
    expect(sent(calls).slice(2)).toEqual([["group", "company", "acme", { name: "Acme" }], ["reset"]])
  })

  it.each([
    [
      "identify without a user id",
      (a: ReturnType<typeof setup>["analytics"]) => a.identify(""),
      "identify",
      ["userId is required"],
    ],
    [
      "identify with a blank user id",
      (a: ReturnType<typeof setup>["analytics"]) => a.identify("   ", { x: 1 }),
      "identify",
      ["userId is required"],
    ],
    [
      "identify with props that are not an object",
      (a: ReturnType<typeof setup>["analytics"]) => a.identify("u1", "props" as never),
      "identify",
      ["props must be an object"],
    ],
    [
      "group without a key",
      (a: ReturnType<typeof setup>["analytics"]) => a.group("company", ""),
      "group",
      ["key is required"],
    ],
    [
      "group without a type",
      (a: ReturnType<typeof setup>["analytics"]) => a.group(undefined as never, "acme"),
      "group",
      ["type is required"],
    ],
    [
      "group with neither",
      (a: ReturnType<typeof setup>["analytics"]) => a.group("", " "),
      "group",
      ["type is required", "key is required"],
    ],
    [
      "a pageview without a path",
      (a: ReturnType<typeof setup>["analytics"]) => a.capturePageview(""),
      "capturePageview",
      ["path is required"],
    ],
  ])("rejects %s with a logged warning and sends nothing", async (_name, call, name, problems) => {
    const { analytics, logger, calls } = setup("phc_test")
    await analytics.load()
    call(analytics)
    expect(logger.warn).toHaveBeenCalledWith("analytics_call_rejected", { call: name, problems })
    expect(sent(calls)).toEqual([])
  })

  it("follows consent: cookies and localStorage only once granted, back to memory when withdrawn", async () => {
    const { analytics, calls } = setup("phc_test")
    analytics.setConsent("granted")
    await analytics.load()
    expect(calls[0]?.[2]).toMatchObject({ persistence: "localStorage+cookie" })
    analytics.setConsent("granted")
    analytics.setConsent("denied")
    analytics.setConsent("pending")
    expect(sent(calls)).toEqual([["set_config", { persistence: "memory" }]])
  })

  it("withdrawing consent also removes what PostHog left in Web Storage, and nothing of the site's", async () => {
    const { analytics } = setup("phc_test")
    analytics.setConsent("granted")
    await analytics.load()
    sessionStorage.setItem("ph_phc_test_window_id", "w")
    sessionStorage.setItem("ph_phc_test_primary_window_exists", "true")
    localStorage.setItem("ph_phc_test_posthog", "{}")
    localStorage.setItem("shiftwise:cookie-consent", "accepted")
    analytics.setConsent("denied")
    expect(Object.keys(sessionStorage)).toEqual([])
    expect(Object.keys(localStorage)).toEqual(["shiftwise:cookie-consent"])
    localStorage.clear()
  })

  it("a rejection drops what was queued: an identify made before it is never sent", async () => {
    const { analytics, calls } = setup("phc_test")
    analytics.identify("ada@example.com")
    analytics.setConsent("denied")
    analytics.setConsent("granted")
    await analytics.load()
    expect(sent(calls)).toEqual([])
  })

  it("a failed import is logged, and later calls are dropped quietly", async () => {
    const logger = { warn: jest.fn(), error: jest.fn() }
    const analytics = createAnalytics({
      key: "phc_test",
      load: () => Promise.reject(new Error("chunk failed")),
      logger,
    })
    analytics.capturePageview("/")
    await analytics.load()
    expect(logger.error).toHaveBeenCalledWith("analytics_load_failed", { error: expect.any(Error) })
    expect(() => analytics.capturePageview("/x")).not.toThrow()
  })

  it("keeps at most maxQueued calls while loading", async () => {
    const posthog = fakePosthog()
    const analytics = createAnalytics({
      key: "k",
      load: () => Promise.resolve(posthog.client),
      logger: { warn: jest.fn(), error: jest.fn() },
      maxQueued: 3,
    })
    for (let i = 0; i < 10; i++) analytics.capturePageview(`/p${i}`)
    await analytics.load()
    expect(sent(posthog.calls)).toHaveLength(3)
  })
})
