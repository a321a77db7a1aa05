import { describeSiteTime, fromSiteTime, isTimeZone, publishAtOf, storedForm, toSiteTime } from "./publish-time"

describe("publish times: entered in the site's zone, stored in UTC", () => {
  it("converts a wall time in a fixed-offset zone (Asia/Kolkata, UTC+05:30) both ways", () => {
    expect(fromSiteTime("2026-03-01T09:00", "Asia/Kolkata")).toEqual({
      ok: true,
      utc: "2026-03-01T03:30:00Z",
      repeated: false,
    })
    expect(toSiteTime("2026-03-01T03:30:00Z", "Asia/Kolkata")).toBe("2026-03-01T09:00")
    expect(describeSiteTime("2026-03-01T03:30:00Z", "Asia/Kolkata")).toBe(
      "Sunday 1 March 2026, 09:00 (Asia/Kolkata, UTC+05:30)",
    )
  })

  it("follows daylight saving time: the same wall time is a different UTC time in winter and summer", () => {
    expect(fromSiteTime("2026-01-15T09:00", "Europe/London")).toMatchObject({ utc: "2026-01-15T09:00:00Z" })
    expect(fromSiteTime("2026-07-15T09:00", "Europe/London")).toMatchObject({ utc: "2026-07-15T08:00:00Z" })
    expect(describeSiteTime("2026-07-15T08:00:00Z", "Europe/London")).toBe(
      "Wednesday 15 July 2026, 09:00 (Europe/London, UTC+01:00)",
    )
    expect(fromSiteTime("2026-03-08T09:00", "America/New_York")).toMatchObject({ utc: "2026-03-08T13:00:00Z" })
  })

  it("refuses a wall time the clocks skip (01:30 on the last Sunday of March in London)", () => {
    expect(fromSiteTime("2026-03-29T01:30", "Europe/London")).toEqual({ ok: false, reason: "skipped" })
    expect(fromSiteTime("2026-03-29T00:59", "Europe/London")).toMatchObject({ ok: true, utc: "2026-03-29T00:59:00Z" })
    expect(fromSiteTime("2026-03-29T02:00", "Europe/London")).toMatchObject({ ok: true, utc: "2026-03-29T01:00:00Z" })
  })

  it("takes the later reading of a wall time that happens twice (01:30 on the last Sunday of October)", () => {
    // 01:30 BST is 00:30 UTC; 01:30 GMT an hour later. Nothing is published before either.
    expect(fromSiteTime("2026-10-25T01:30", "Europe/London")).toEqual({
      ok: true,
      utc: "2026-10-25T01:30:00Z",
      repeated: true,
    })
    expect(fromSiteTime("2026-10-25T02:30", "Europe/London")).toMatchObject({ repeated: false })
  })

  it("refuses what is not a wall time", () => {
    for (const text of ["", "2026-03-01", "2026-03-01 09:00", "2026-02-30T09:00", "2026-03-01T25:00"])
      expect(fromSiteTime(text, "Asia/Kolkata").ok).toBe(false)
  })

  it("reads a stored time as written, or as the Date an unquoted YAML timestamp becomes, and nothing else", () => {
    expect(publishAtOf("2026-03-01T03:30:00Z")).toEqual(new Date(Date.UTC(2026, 2, 1, 3, 30)))
    expect(publishAtOf(new Date(Date.UTC(2026, 2, 1, 3, 30)))).toEqual(new Date(Date.UTC(2026, 2, 1, 3, 30)))
    expect(publishAtOf(undefined)).toBeNull()
    expect(publishAtOf("")).toBeNull()
    for (const bad of ["2026-03-01T09:00", "2026-03-01T09:00+05:30", "2026-02-30T03:30:00Z", "soon", 1, true])
      expect(() => publishAtOf(bad)).toThrow(/not a publish time in UTC/)
    expect(storedForm(new Date(Date.UTC(2026, 2, 1, 3, 30, 5, 250)))).toBe("2026-03-01T03:30:05Z")
  })

  it("knows IANA zone names", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true)
    expect(isTimeZone("UTC")).toBe(true)
    expect(isTimeZone("Asia/Bengaluru")).toBe(false)
    expect(isTimeZone("IST+5:30")).toBe(false)
  })
})
