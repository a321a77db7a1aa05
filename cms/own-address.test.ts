import { isOwnRequest, ownHosts } from "./own-address"

describe("the local editor answers only requests addressed to itself", () => {
  it("knows its loopback names on its own port", () => {
    expect([...ownHosts("127.0.0.1", 9100)].sort()).toEqual(["127.0.0.1:9100", "[::1]:9100", "localhost:9100"])
    expect(ownHosts("::1", 9100).has("[::1]:9100")).toBe(true)
  })

  it("accepts its own Host, with no Origin or its own", () => {
    expect(isOwnRequest({ host: "127.0.0.1:9100" }, "127.0.0.1", 9100)).toBe(true)
    expect(isOwnRequest({ host: "localhost:9100", origin: "http://localhost:9100" }, "127.0.0.1", 9100)).toBe(true)
    expect(isOwnRequest({ host: "127.0.0.1:9100", origin: "http://LOCALHOST:9100" }, "127.0.0.1", 9100)).toBe(true)
  })

  it("refuses another host name (DNS rebinding), another port, or no Host at all", () => {
    for (const host of ["evil.example:9100", "evil.example", "127.0.0.1:9200", "127.0.0.1", "127.0.0.1.nip.io:9100"])
      expect(isOwnRequest({ host }, "127.0.0.1", 9100)).toBe(false)
    expect(isOwnRequest({}, "127.0.0.1", 9100)).toBe(false)
  })

  it("refuses a request from another origin, even with its own Host", () => {
    for (const origin of [
      "http://evil.example:9100",
      "https://127.0.0.1:9100",
      "http://127.0.0.1:9200",
      "null",
      "not a url",
    ])
      expect(isOwnRequest({ host: "127.0.0.1:9100", origin }, "127.0.0.1", 9100)).toBe(false)
  })
})
