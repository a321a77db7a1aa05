import { createBatcher, sendWithBeaconOrFetch, utf8Length, type Transport } from "./batcher"

type Sent = { at: number; endpoint: string; events: Array<{ n: number }>; leaving: boolean; bytes: number }

function recorder() {
  const sent: Sent[] = []
  const transport: Transport = (endpoint, body, leaving) => {
    sent.push({
      at: Date.now(),
      endpoint,
      events: JSON.parse(body) as Array<{ n: number }>,
      leaving,
      bytes: utf8Length(body),
    })
  }
  return { sent, transport }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true })
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2025-06-01T10:00:00Z") })
})
afterEach(() => {
  jest.useRealTimers()
  setVisibility("visible")
})

describe("createBatcher", () => {
  it("sends a burst of 100 events over 3 seconds at most once a second, all of them, in order", () => {
    const { sent, transport } = recorder()
    const batcher = createBatcher<{ n: number }>({ endpoint: "/_axiom/logs", transport })
    for (let n = 0; n < 100; n++) {
      batcher.push({ n })
      jest.advanceTimersByTime(30)
    }
    jest.advanceTimersByTime(2000)
    expect(sent.flatMap((batch) => batch.events.map((event) => event.n))).toEqual(
      Array.from({ length: 100 }, (_, n) => n),
    )
    const gaps = sent.slice(1).map((batch, i) => batch.at - sent[i]!.at)
    expect(gaps.every((gap) => gap >= 1000)).toBe(true)
    // 3 s of events: the first goes out at once, then one batch a second.
    expect(sent.length).toBeLessThanOrEqual(4)
    expect(sent.every((batch) => batch.endpoint === "/_axiom/logs" && !batch.leaving)).toBe(true)
    batcher.dispose()
  })

  it("after a quiet spell the next events go out on the next tick, together", () => {
    const { sent, transport } = recorder()
    const batcher = createBatcher<{ n: number }>({ endpoint: "/x", transport })
    batcher.push({ n: 1 })
    batcher.push({ n: 2 })
    expect(sent).toHaveLength(0)
    jest.advanceTimersByTime(0)
    expect(sent.map((batch) => batch.events.length)).toEqual([2])
    jest.advanceTimersByTime(5000)
    batcher.push({ n: 3 })
    jest.advanceTimersByTime(0)
    expect(sent).toHaveLength(2)
    batcher.dispose()
  })

  it("keeps every request within the event and byte limits, one request per interval", () => {
    const { sent, transport } = recorder()
    const batcher = createBatcher<{ n: number; pad: string }>({
      endpoint: "/x",
      transport,
      maxEvents: 10,
      maxBatchBytes: 2000,
    })
    for (let n = 0; n < 30; n++) batcher.push({ n, pad: "é".repeat(100) })
    jest.advanceTimersByTime(10_000)
    expect(sent.flatMap((batch) => batch.events)).toHaveLength(30)
    for (const batch of sent) {
      expect(batch.events.length).toBeLessThanOrEqual(10)
      expect(batch.bytes).toBeLessThanOrEqual(2000)
    }
    expect(sent.slice(1).every((batch, i) => batch.at - sent[i]!.at >= 1000)).toBe(true)
    batcher.dispose()
  })

  it.each([
    [
      "visibilitychange to hidden",
      () => {
        setVisibility("hidden")
        document.dispatchEvent(new Event("visibilitychange"))
      },
    ],
    ["pagehide", () => window.dispatchEvent(new Event("pagehide"))],
  ])("on %s sends everything at once, marked as leaving", (_name, hide) => {
    const { sent, transport } = recorder()
    const batcher = createBatcher<{ n: number; pad: string }>({ endpoint: "/x", transport, maxBatchBytes: 1000 })
    jest.advanceTimersByTime(0)
    batcher.push({ n: 0, pad: "" })
    jest.advanceTimersByTime(0) // sent; the next batch must wait a second
    for (let n = 1; n <= 20; n++) batcher.push({ n, pad: "x".repeat(100) })
    hide()
    expect(batcher.queued()).toBe(0)
    const leaving = sent.filter((batch) => batch.leaving)
    expect(leaving.flatMap((batch) => batch.events.map((event) => event.n))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    expect(leaving.length).toBeGreaterThan(1)
    expect(leaving.every((batch) => batch.bytes <= 1000)).toBe(true)
    jest.advanceTimersByTime(5000)
    expect(sent.filter((batch) => !batch.leaving)).toHaveLength(1)
    batcher.dispose()
  })

  it("a visibilitychange to visible sends nothing early", () => {
    const { sent, transport } = recorder()
    const batcher = createBatcher<{ n: number }>({ endpoint: "/x", transport })
    batcher.push({ n: 1 })
    jest.advanceTimersByTime(0)
    batcher.push({ n: 2 })
    document.dispatchEvent(new Event("visibilitychange"))
    expect(sent).toHaveLength(1)
    batcher.dispose()
  })

  it("drops an event that could never fit a request", () => {
    const { sent, transport } = recorder()
    const batcher = createBatcher<{ n: number; pad?: string }>({ endpoint: "/x", transport, maxBatchBytes: 200 })
    batcher.push({ n: 0, pad: "x".repeat(300) })
    batcher.push({ n: 1 })
    jest.advanceTimersByTime(10_000)
    expect(sent.flatMap((batch) => batch.events.map((event) => event.n))).toEqual([1])
    expect(batcher.dropped()).toBe(1)
    batcher.dispose()
  })

  it("keeps at most maxQueued events while waiting, dropping the oldest", () => {
    const { sent, transport } = recorder()
    const batcher = createBatcher<{ n: number }>({ endpoint: "/x", transport, maxQueued: 5 })
    batcher.push({ n: 0 })
    jest.advanceTimersByTime(0) // sent; the rest wait a second
    for (let n = 1; n <= 8; n++) batcher.push({ n })
    jest.advanceTimersByTime(10_000)
    expect(sent.flatMap((batch) => batch.events.map((event) => event.n))).toEqual([0, 4, 5, 6, 7, 8])
    expect(batcher.dropped()).toBe(3)
    batcher.dispose()
  })

  it("after dispose, hiding the page sends nothing", () => {
    const { sent, transport } = recorder()
    const batcher = createBatcher<{ n: number }>({ endpoint: "/x", transport })
    batcher.push({ n: 1 })
    batcher.dispose()
    window.dispatchEvent(new Event("pagehide"))
    jest.advanceTimersByTime(5000)
    expect(sent).toEqual([])
  })
})

describe("sendWithBeaconOrFetch", () => {
  const originalFetch = global.fetch
  let fetchMock: jest.Mock
  let beacon: jest.Mock
  beforeEach(() => {
    fetchMock = jest.fn(() => Promise.resolve({ text: () => Promise.resolve("") } as Response))
    global.fetch = fetchMock
    beacon = jest.fn(() => true)
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true })
  })
  afterEach(() => {
    global.fetch = originalFetch
  })

  it("uses fetch with keepalive while the page is open, and reads the answer to the end", async () => {
    const text = jest.fn(() => Promise.resolve('{"accepted":1}'))
    fetchMock.mockResolvedValueOnce({ text })
    sendWithBeaconOrFetch("/_axiom/logs", "[1]", false)
    expect(beacon).not.toHaveBeenCalled()
    expect(fetchMock).toHaveBeenCalledWith(
      "/_axiom/logs",
      expect.objectContaining({ method: "POST", body: "[1]", keepalive: true }),
    )
    await Promise.resolve()
    expect(text).toHaveBeenCalled()
  })

  it("uses a JSON beacon when the page is leaving, and fetch keepalive when the beacon is refused", () => {
    sendWithBeaconOrFetch("/_axiom/logs", "[1]", true)
    expect(beacon).toHaveBeenCalledWith("/_axiom/logs", expect.any(Blob))
    expect((beacon.mock.calls[0] as [string, Blob])[1].type).toBe("application/json")
    expect(fetchMock).not.toHaveBeenCalled()
    beacon.mockReturnValue(false)
    sendWithBeaconOrFetch("/_axiom/logs", "[2]", true)
    expect(fetchMock).toHaveBeenCalledWith("/_axiom/logs", expect.objectContaining({ body: "[2]", keepalive: true }))
  })

  it("never throws, even when fetch does", () => {
    fetchMock.mockImplementation(() => {
      throw new TypeError("no network")
    })
    expect(() => sendWithBeaconOrFetch("/x", "[]", false)).not.toThrow()
  })
})

test("utf8Length counts like the server", () => {
  for (const text of ["plain", "é", "€", "😀", "mixed é€😀 text"])
    expect(utf8Length(text)).toBe(Buffer.byteLength(text, "utf8"))
})
