import { writtenDate, writtenDay } from "./written-date"

describe("a day as a language writes it", () => {
  it("writes a day in the page's locale, whatever the machine's time zone", () => {
    expect(writtenDate("2026-11-28", "en-IN")).toBe("28 November 2026")
    expect(writtenDate("2026-11-28", "hi-IN")).toBe("28 नवंबर 2026")
  })

  it("takes the day from an ISO time, as the editor holds a date", () => {
    expect(writtenDay("2026-11-28T09:00:00+05:30", "en-IN")).toBe("28 November 2026")
    expect(writtenDay("2026-11-28", "hi-IN")).toBe("28 नवंबर 2026")
  })

  it("gives null for what is not a day yet, rather than Intl's RangeError", () => {
    for (const value of ["", "2026-11", "next week", null, undefined, 20261128]) {
      expect(writtenDay(value, "en-IN")).toBeNull()
    }
  })
})
