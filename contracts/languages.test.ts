import { languageOfPath, translatedPath, translationFile, translationOf } from "./languages"
import { hreflangAlternates } from "./hreflang"

const languages = [
  { code: "en", name: "English", locale: "en-IN" },
  { code: "hi", name: "हिन्दी", locale: "hi-IN" },
]

describe("languages in addresses and files", () => {
  it("puts the default language's pages at no prefix, and another language's under its code", () => {
    expect(translatedPath(languages, "en", "/privacy")).toBe("/privacy")
    expect(translatedPath(languages, "hi", "/privacy")).toBe("/hi/privacy")
    expect(translatedPath(languages, "hi", "/")).toBe("/hi")
  })

  it("tells a page's language from its address: under /<code>, else the default", () => {
    expect(languageOfPath(languages, "/hi")).toBe("hi")
    expect(languageOfPath(languages, "/hi/privacy")).toBe("hi")
    expect(languageOfPath(languages, "/privacy")).toBe("en")
    expect(languageOfPath(languages, "/")).toBe("en")
    // A word that only starts like a code is no prefix.
    expect(languageOfPath(languages, "/hiring")).toBe("en")
  })

  it("finds a translation in a language folder beside its English file, and nothing in other folders", () => {
    expect(translationOf(languages, "pages/hi/privacy.md")).toEqual({ code: "hi", source: "pages/privacy.md" })
    expect(translationOf(languages, "hi/site.yaml")).toEqual({ code: "hi", source: "site.yaml" })
    expect(translationOf(languages, "pages/privacy.md")).toBeNull()
    // The default language has no folder of its own, and a folder that is no language is no translation.
    expect(translationOf(languages, "pages/en/privacy.md")).toBeNull()
    expect(translationOf(languages, "blog/hiring/index.md")).toBeNull()
    expect(translationFile("pages/privacy.md", "hi")).toBe("pages/hi/privacy.md")
    expect(translationFile("site.yaml", "mr")).toBe("mr/site.yaml")
  })

  it("tells search engines of every version, its own included, and the default language's again as x-default", () => {
    const versions = [
      { code: "en", path: "/pricing" },
      { code: "hi", path: "/hi/pricing" },
    ]
    expect(hreflangAlternates(versions, "en", "https://www.shiftwise.app")).toEqual([
      { lang: "en", url: "https://www.shiftwise.app/pricing" },
      { lang: "hi", url: "https://www.shiftwise.app/hi/pricing" },
      { lang: "x-default", url: "https://www.shiftwise.app/pricing" },
    ])
    // A page only in another language has no default version to point readers of other languages to.
    expect(hreflangAlternates([{ code: "hi", path: "/hi/x" }], "en", "https://www.shiftwise.app/")).toEqual([
      { lang: "hi", url: "https://www.shiftwise.app/hi/x" },
    ])
  })
})
