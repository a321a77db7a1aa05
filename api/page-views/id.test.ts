import { createHash } from "node:crypto"
import { dailySalt, pageViewDistinctId, utcDay } from "./id"

const SECRET = "a-server-secret-of-some-length-000"
const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36"
const id = (at: string, address = "203.0.113.7", ua = UA, secret = SECRET) =>
  pageViewDistinctId(dailySalt(secret, new Date(at)), address, ua)

describe("dailySalt", () => {
  it("is the same all through a UTC day and different the next", () => {
    expect(dailySalt(SECRET, new Date("2026-11-23T00:00:00Z"))).toEqual(
      dailySalt(SECRET, new Date("2026-11-23T23:59:59.999Z")),
    )
    expect(dailySalt(SECRET, new Date("2026-11-23T23:59:59.999Z"))).not.toEqual(
      dailySalt(SECRET, new Date("2026-11-24T00:00:00Z")),
    )
  })

  it("depends on the secret, so two deployments (or a leaked day) cannot be linked", () => {
    expect(dailySalt(SECRET, new Date("2026-11-23T12:00:00Z"))).not.toEqual(
      dailySalt("another-secret", new Date("2026-11-23T12:00:00Z")),
    )
  })

  it("counts days in UTC whatever the server's zone", () => {
    expect(utcDay(new Date("2026-11-23T23:30:00-05:00"))).toBe("2026-11-24")
  })
})

describe("pageViewDistinctId", () => {
  it("is stable for one client on one day", () => {
    expect(id("2026-11-23T08:00:00Z")).toBe(id("2026-11-23T20:00:00Z"))
    expect(id("2026-11-23T08:00:00Z")).toMatch(/^[0-9a-f]{32}$/)
  })

  it("differs across days, addresses, user agents and secrets", () => {
    const base = id("2026-11-23T08:00:00Z")
    expect(id("2026-11-24T08:00:00Z")).not.toBe(base)
    expect(id("2026-11-23T08:00:00Z", "203.0.113.8")).not.toBe(base)
    expect(id("2026-11-23T08:00:00Z", "203.0.113.7", `${UA} Edg/131`)).not.toBe(base)
    expect(id("2026-11-23T08:00:00Z", "203.0.113.7", UA, "another-secret")).not.toBe(base)
  })

  it("does not contain the address or a plain hash of it", () => {
    const value = id("2026-11-23T08:00:00Z")
    expect(value).not.toContain("203")
    expect(value).not.toBe(createHash("sha256").update(`203.0.113.7\n${UA}`).digest("hex").slice(0, 32))
  })
})
