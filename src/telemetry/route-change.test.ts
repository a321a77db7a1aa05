import { pageviewPath } from "./route-change"

describe("pageviewPath", () => {
  it("the first load is a pageview", () => {
    expect(pageviewPath({ pathname: "/", search: "" }, null)).toBe("/")
    expect(pageviewPath({ pathname: "/pricing", search: "?currency=INR" }, undefined)).toBe("/pricing?currency=INR")
  })
  it("a new path or query is a pageview", () => {
    expect(pageviewPath({ pathname: "/features", search: "" }, { pathname: "/", search: "" })).toBe("/features")
    expect(pageviewPath({ pathname: "/pricing", search: "?billing=monthly" }, { pathname: "/pricing", search: "" })).toBe("/pricing?billing=monthly")
  })
  it("a hash-only change (the skip link) is not", () => {
    expect(pageviewPath({ pathname: "/", search: "" }, { pathname: "/", search: "" })).toBeNull()
  })
})
