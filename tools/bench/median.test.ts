import { median } from "./median"

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([208, 96, 176])).toBe(176)
  })
  it("takes the mean of the two middle values of an even count", () => {
    expect(median([56, 40, 32, 72])).toBe(48)
  })
  it("is NaN for no values, which the tables print as n/a", () => {
    expect(median([])).toBeNaN()
  })
})
