import { metricFigure, metricText } from "./metric"

describe("a story's metric", () => {
  it.each([
    [{ value: -38, unit: "%" }, "\u221238%"],
    [{ value: 4.2, unit: "hours" }, "4.2 hours"],
    [{ value: 3, unit: "×" }, "3×"],
    [{ value: 1200, unit: "shifts" }, "1,200 shifts"],
    [{ value: 0, unit: "shifts" }, "0 shifts"],
    [{ value: -0.125, unit: "%" }, "\u22120.13%"],
  ])("reads %j as %s, with a true minus sign", (metric, figure) => {
    expect(metricFigure(metric)).toBe(figure)
  })

  it("reads with its label as one line", () => {
    expect(metricText({ value: -38, unit: "%", label: "overtime hours" })).toBe("\u221238% overtime hours")
  })
})
