import {
  languageFontStack,
  languageOfPath,
  linkLanguage,
  translatedPath,
  translationFile,
  translationOf,
} from "./languages"
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

  it("names the language of a link's page when it is not the page's own, and nothing for other sites or anchors", () => {
    const link = (to: string, code = "hi") => linkLanguage(languages, code, to)
    expect(link("/about")).toBe("en")
    expect(link("/features#swaps")).toBe("en")
    expect(link("/hi/privacy")).toBeUndefined()
    expect(link("/hi")).toBeUndefined()
    expect(link("/hiring")).toBe("en")
    expect(link("//cdn.example/y")).toBeUndefined()
    expect(link("https://example.com")).toBeUndefined()
    expect(link("#top")).toBeUndefined()
    expect(link("/hi/for/retail", "en")).toBe("hi")
    expect(link("/pricing", "en")).toBeUndefined()
    // A site of one language marks nothing.
    expect(linkLanguage(languages.slice(0, 1), "en", "/hi/for/retail")).toBeUndefined()
  })

  it("puts a script's fonts before the site's stack, quoted; a language that names none keeps the stack", () => {
    expect(languageFontStack({ fonts: ["Noto Sans Devanagari", "Nirmala UI"] }, "system-ui, sans-serif")).toBe(
      '"Noto Sans Devanagari", "Nirmala UI", system-ui, sans-serif',
    )
    expect(languageFontStack({}, "system-ui")).toBe("system-ui")
    expect(languageFontStack(undefined, "system-ui")).toBe("system-ui")
  })
})
