import { isStatusPage, notFoundFolder, notFoundRule } from "./not-found"

describe("the pages that answer an address rather than being one", () => {
  it("are the 404 and the 410, a language's too, as routes and as the files the CDN sends", () => {
    for (const route of [
      "/404",
      "/404.html",
      "/410",
      "/410.html",
      "/hi/404",
      "/hi/410",
      "/hi/404.html",
      "/dev-404-page",
    ])
      expect([route, isStatusPage(route)]).toEqual([route, true])
  })

  it("are no page whose address merely contains 404 or 410", () => {
    for (const route of ["/", "/about", "/hi", "/blog/404-errors", "/blog/a/404", "/changelog/410-gone", "/4040"])
      expect([route, isStatusPage(route)]).toEqual([route, false])
  })
})

describe("a language's 404 page", () => {
  it("answers the addresses under its prefix; the default's answers the rest through its own file", () => {
    expect(notFoundFolder("/hi/404")).toBe("/hi/")
    expect(notFoundFolder("/404")).toBeNull()
    expect(notFoundRule("/hi/404")).toEqual({ fromPath: "/hi/*", toPath: "/hi/404.html", statusCode: 404 })
    expect(notFoundRule("/about")).toBeNull()
  })
})
