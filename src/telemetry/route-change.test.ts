import { pageviewPath, trackRouteChange } from "./route-change"
import { createIdleBeaconQueue } from "./page-view-beacon"

describe("pageviewPath", () => {
  it("the first load is a pageview", () => {
    expect(pageviewPath({ pathname: "/", search: "" }, null)).toBe("/")
    expect(pageviewPath({ pathname: "/pricing", search: "?currency=INR" }, undefined)).toBe("/pricing?currency=INR")
  })
  it("a new path or query is a pageview", () => {
    expect(pageviewPath({ pathname: "/features", search: "" }, { pathname: "/", search: "" })).toBe("/features")
    expect(
      pageviewPath({ pathname: "/pricing", search: "?billing=monthly" }, { pathname: "/pricing", search: "" }),
    ).toBe("/pricing?billing=monthly")
  })
  it("a hash-only change (the skip link) is not", () => {
    expect(pageviewPath({ pathname: "/", search: "" }, { pathname: "/", search: "" })).toBeNull()
  })
  it("never carries an emailed link's token (it opens a person's data, or deletes their request)", () => {
    expect(pageviewPath({ pathname: "/your-data/open", search: "?token=abc.def" }, null)).toBe("/your-data/open")
    expect(pageviewPath({ pathname: "/invite/delete", search: "?utm_source=mail&token=x&a=1" }, null)).toBe(
      "/invite/delete?utm_source=mail&a=1",
    )
  })
})

describe("trackRouteChange", () => {
  function routes(consent: "granted" | "denied" | "pending", enabled = true) {
    const sent: Array<[string, ...unknown[]]> = []
    return {
      sent,
      routes: {
        enabled,
        consent: () => consent,
        capture: (path: string) => void sent.push(["posthog", path]),
        beacon: (path: string, referrer?: string) => void sent.push(["beacon", path, referrer]),
        referrer: () => "https://search.example/",
      },
    }
  }
  const visit = (r: ReturnType<typeof routes>["routes"]) => {
    trackRouteChange({ pathname: "/", search: "" }, null, r)
    trackRouteChange({ pathname: "/", search: "" }, { pathname: "/", search: "" }, r)
    trackRouteChange({ pathname: "/features", search: "" }, { pathname: "/", search: "" }, r)
  }

  it.each(["pending", "denied"] as const)(
    "with consent %s: anonymous beacons, the referrer on the page load only",
    (consent) => {
      const { sent, routes: r } = routes(consent)
      visit(r)
      expect(sent).toEqual([
        ["beacon", "/", "https://search.example/"],
        ["beacon", "/features", undefined],
      ])
    },
  )

  it("with consent granted: posthog-js, no beacon", () => {
    const { sent, routes: r } = routes("granted")
    visit(r)
    expect(sent).toEqual([
      ["posthog", "/"],
      ["posthog", "/features"],
    ])
  })

  it("without a PostHog key: nothing at all", () => {
    const { sent, routes: r } = routes("pending", false)
    visit(r)
    expect(sent).toEqual([])
  })
})

describe("the idle beacon queue", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("sends each page view once, when the page is idle, in order", () => {
    const sent: Array<[string, string | undefined]> = []
    const queue = createIdleBeaconQueue((path, referrer) => void sent.push([path, referrer]))
    queue("/", "https://search.example/")
    queue("/features")
    expect(sent).toEqual([])
    jest.advanceTimersByTime(5000)
    expect(sent).toEqual([
      ["/", "https://search.example/"],
      ["/features", undefined],
    ])
    window.dispatchEvent(new Event("pagehide"))
    expect(sent).toHaveLength(2)
  })

  it("sends at once when the page is left before it was idle", () => {
    const sent: string[] = []
    const queue = createIdleBeaconQueue((path) => void sent.push(path))
    queue("/pricing")
    window.dispatchEvent(new Event("pagehide"))
    expect(sent).toEqual(["/pricing"])
    jest.advanceTimersByTime(5000)
    expect(sent).toEqual(["/pricing"])
  })
})
