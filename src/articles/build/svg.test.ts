import { checkSvg, viewBoxSize } from "./svg"

const svg = (attributes: string, body = '<rect width="10" height="10"/>') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`

describe("a logo's SVG", () => {
  it("is taken with a viewBox, and its box's width and height are its proportions", () => {
    expect(checkSvg(svg('viewBox="0 0 240 64"'))).toEqual({ ok: true, box: { width: 240, height: 64 } })
    expect(checkSvg(`<?xml version="1.0"?>\n${svg("viewBox='0,0,120.5,32'")}`)).toEqual({
      ok: true,
      box: { width: 120.5, height: 32 },
    })
  })

  it.each([
    [svg('width="240" height="64"'), /has no viewBox on its <svg> element/],
    [svg('viewBox="0 0 240"'), /has a viewBox \("0 0 240"\) that is not four numbers/],
    [svg('viewBox="0 0 0 64"'), /that is not four numbers with a width and height above 0/],
    ["<html><body>not a logo</body></html>", /is not an SVG image/],
    [svg('viewBox="0 0 10 10"', "<script>alert(1)</script>"), /contains a <script> element/],
    [svg('viewBox="0 0 10 10" onload="alert(1)"'), /has an event handler \(onload\)/],
    [svg('viewBox="0 0 10 10"', '<image href="https://example.com/x.png"/>'), /links to https:\/\/example.com\/x.png/],
  ])("is refused, saying why: %s", (text, problem) => {
    const result = checkSvg(text)
    expect(result.ok).toBe(false)
    expect(result.ok ? "" : result.problem).toMatch(problem)
  })

  it("may point inside itself (a gradient by #id)", () => {
    expect(checkSvg(svg('viewBox="0 0 10 10"', '<use href="#a"/>')).ok).toBe(true)
  })

  it("reads a viewBox", () => {
    expect(viewBoxSize(undefined)).toBeNull()
    expect(viewBoxSize(" 0 0 24 12 ")).toEqual({ width: 24, height: 12 })
    expect(viewBoxSize("0 0 a 12")).toBeNull()
  })
})
