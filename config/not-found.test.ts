import { isStatusPage, languageFolder, notFoundFolder, notFoundRule } from "./not-found"

// The site's languages as content/languages.yaml lists them, the default first.
const languages = [{ code: "en" }, { code: "hi" }]

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
      expect([route, isStatusPage(languages, route)]).toEqual([route, true])
  })

  it("are no page whose address merely contains 404 or 410", () => {
    for (const route of [
      "/",
      "/about",
      "/hi",
      "/blog/404-errors",
      "/blog/a/404",
      "/changelog/410-gone",
      "/4040",
      // A post or a tag slugged 404 lives one folder down, like a language's 404 page: only a language's code is a
      // prefix, so these are pages, in the sitemap and with their own social card.
      "/blog/404",
      "/blog/410.html",
      "/mr/404",
    ])
      expect([route, isStatusPage(languages, route)]).toEqual([route, false])
  })
})

describe("a language's 404 page", () => {
  it("answers the addresses under its prefix; the default's answers the rest through its own file", () => {
    expect(notFoundFolder(languages, "/hi/404")).toBe("/hi/")
    expect(notFoundFolder(languages, "/404")).toBeNull()
    expect(notFoundRule(languages, "/hi/404")).toEqual({ fromPath: "/hi/*", toPath: "/hi/404.html", statusCode: 404 })
    expect(notFoundRule(languages, "/about")).toBeNull()
  })

  it("is a language's: a post slugged 404 gets no rule that would answer every unknown address beside it", () => {
    expect(notFoundRule(languages, "/blog/404")).toBeNull()
    expect(notFoundFolder(languages, "/blog/404")).toBeNull()
  })

  it("answers an unknown address in the language of its prefix, and only a language's code is a prefix", () => {
    expect(languageFolder(languages, "/hi/no-such-page")).toBe("/hi/")
    expect(languageFolder(languages, "/hi")).toBe("/hi/")
    expect(languageFolder(languages, "/blog/no-such-post")).toBeNull()
    expect(languageFolder(languages, "/no-such-page")).toBeNull()
  })
})
