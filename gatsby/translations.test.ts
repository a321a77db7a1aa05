import fs from "fs"
import os from "os"
import path from "path"
import { englishDigest, recordReviewed, translationsReport } from "./translations"
import { pageLanguages } from "./page-languages"

const languages = [
  { code: "en", name: "English", locale: "en-IN" },
  { code: "hi", name: "हिन्दी", locale: "hi-IN" },
]

function contentDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "translations-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const privacy = "---\ntitle: Privacy Policy\nslug: /privacy\n---\n\nWe keep little.\n"
const cookie = "---\ntitle: Cookie Policy\nslug: /cookie\n---\n\nOne cookie.\n"

describe("the translations report", () => {
  it("lists what is translated and what is missing, and a translation is current once reviewed", () => {
    const dir = contentDir({
      "pages/privacy.md": privacy,
      "pages/cookie.md": cookie,
      "pages/hi/privacy.md": "---\ntitle: गोपनीयता नीति\nslug: /hi/privacy\n---\n\nहम कम रखते हैं।\n",
    })
    const [before] = translationsReport(dir, languages)
    expect(before).toMatchObject({ translated: ["pages/hi/privacy.md"], missing: ["pages/cookie.md"] })
    // It records no English yet: stale until a person has checked it.
    expect(before!.stale.map((entry) => entry.file)).toEqual(["pages/hi/privacy.md"])

    const digest = recordReviewed(dir, languages, path.join(dir, "pages/hi/privacy.md"))
    expect(digest).toBe(englishDigest(privacy))
    expect(fs.readFileSync(path.join(dir, "pages/hi/privacy.md"), "utf8")).toBe(
      `---\ntranslatedFrom: "${digest}"\ntitle: गोपनीयता नीति\nslug: /hi/privacy\n---\n\nहम कम रखते हैं।\n`,
    )
    expect(translationsReport(dir, languages)[0]!.stale).toEqual([])
  })

  it("marks a translation stale when its English changes, but not for line endings or trailing spaces", () => {
    const dir = contentDir({ "site.yaml": "tagline: Rotas\n", "hi/site.yaml": "# Hindi\ntagline: रोटा\n" })
    recordReviewed(dir, languages, path.join(dir, "hi/site.yaml"))
    expect(fs.readFileSync(path.join(dir, "hi/site.yaml"), "utf8")).toMatch(
      /^# Hindi\ntranslatedFrom: "[0-9a-f]{12}"\n/,
    )
    fs.writeFileSync(path.join(dir, "site.yaml"), "tagline: Rotas  \r\n")
    expect(translationsReport(dir, languages)[0]!.stale).toEqual([])
    fs.writeFileSync(path.join(dir, "site.yaml"), "tagline: Rotas for every shift\n")
    expect(translationsReport(dir, languages)[0]!.stale).toMatchObject([{ file: "hi/site.yaml", english: "site.yaml" }])
  })

  it("reads back a digest of digits alone as text (YAML would make 000000000000 a number)", () => {
    const dir = contentDir({ "site.yaml": "tagline: Rotas\n", "hi/site.yaml": "tagline: रोटा\n" })
    recordReviewed(dir, languages, path.join(dir, "hi/site.yaml"))
    fs.writeFileSync(path.join(dir, "hi/site.yaml"), 'translatedFrom: "000000000000"\ntagline: रोटा\n')
    expect(translationsReport(dir, languages)[0]!.stale).toMatchObject([{ recorded: "000000000000" }])
  })

  it("reports a comparison's translation as it does a page's: current once reviewed, stale when the English changes", () => {
    const english =
      "name: Spreadsheets\nfacts:\n  - { topic: Swaps, us: A, them: B, source: https://a.example/s, checked: 2026-11-28 }\n"
    const dir = contentDir({
      "comparisons/spreadsheets.yaml": english,
      "comparisons/paper.yaml": english,
      "comparisons/hi/spreadsheets.yaml": "name: स्प्रेडशीट\n",
      "comparisons/hi/carrier-pigeons.yaml": "name: कबूतर\n",
    })
    const [report] = translationsReport(dir, languages)
    expect(report).toMatchObject({
      translated: ["comparisons/hi/spreadsheets.yaml"],
      missing: ["comparisons/paper.yaml"],
      orphans: ["comparisons/hi/carrier-pigeons.yaml"],
    })
    recordReviewed(dir, languages, path.join(dir, "comparisons/hi/spreadsheets.yaml"))
    expect(translationsReport(dir, languages)[0]!.stale).toEqual([])
    fs.writeFileSync(path.join(dir, "comparisons/spreadsheets.yaml"), english.replace("them: B", "them: C"))
    expect(translationsReport(dir, languages)[0]!.stale).toMatchObject([
      { file: "comparisons/hi/spreadsheets.yaml", english: "comparisons/spreadsheets.yaml" },
    ])
  })

  it("names a file in a language folder that translates no English file", () => {
    const dir = contentDir({ "pages/privacy.md": privacy, "pages/hi/careers.md": privacy, "hi/footer.yaml": "a: b\n" })
    expect(translationsReport(dir, languages)[0]!.orphans).toEqual(["pages/hi/careers.md", "hi/footer.yaml"])
  })
})

describe("each page's languages", () => {
  const page = (id: string, file: string, slug: string, template = "prose") => ({ id, file, slug, template })

  it("gives every version of a translated page the same alternates, in the languages' order, and the shell's words", () => {
    const dir = contentDir({ "hi/site.yaml": "words:\n  menu: मेन्यू\n" })
    const pages = [
      page("hi-privacy", path.join(dir, "pages/hi/privacy.md"), "/hi/privacy"),
      page("privacy", path.join(dir, "pages/privacy.md"), "/privacy"),
      page("terms", path.join(dir, "pages/terms.md"), "/terms"),
    ]
    const { contexts, errors } = pageLanguages(dir, languages, pages)
    expect(errors).toEqual([])
    const alternates = [
      { code: "en", path: "/privacy" },
      { code: "hi", path: "/hi/privacy" },
    ]
    expect(contexts.get("privacy")).toEqual({ language: { code: "en", alternates } })
    expect(contexts.get("hi-privacy")).toEqual({
      language: { code: "hi", alternates },
      shell: { words: { menu: "मेन्यू" } },
    })
    // A page in one language has no alternates to declare.
    expect(contexts.has("terms")).toBe(false)
  })

  it("names the file and the field when a translation's slug or layout is not its English page's", () => {
    const dir = contentDir({})
    const { errors } = pageLanguages(dir, languages, [
      page("privacy", path.join(dir, "pages/privacy.md"), "/privacy"),
      page("hi-privacy", path.join(dir, "pages/hi/privacy.md"), "/hi/privacy-policy"),
      page("about", path.join(dir, "pages/about.md"), "/about"),
      page("hi-about", path.join(dir, "pages/hi/about.md"), "/hi/about", "sections"),
      page("hi-careers", path.join(dir, "pages/hi/careers.md"), "/hi/careers"),
    ])
    expect(errors).toEqual([
      expect.stringMatching(
        /pages\/hi\/privacy\.md: front matter field "slug" must be "\/hi\/privacy": it translates .*pages\/privacy\.md, whose address is \/privacy$/,
      ),
      expect.stringMatching(
        /pages\/hi\/about\.md: front matter field "template" must be "prose", as in .*pages\/about\.md, which it translates$/,
      ),
      'content/pages/hi/careers.md is in the "hi" folder, but there is no English content/pages/careers.md for it to translate',
    ])
  })

  it("keeps a translation at its English page's former address with a warning, so a writer's rename builds", () => {
    const dir = contentDir({})
    const english = {
      ...page("retail", path.join(dir, "pages/for-retail.md"), "/for/shops"),
      formerSlugs: ["/for/retail"],
    }
    const { contexts, errors, warnings } = pageLanguages(dir, languages, [
      english,
      page("hi-retail", path.join(dir, "pages/hi/for-retail.md"), "/hi/for/retail"),
    ])
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      expect.stringMatching(
        /pages\/hi\/for-retail\.md: its English page .*pages\/for-retail\.md moved to \/for\/shops, so this translation stays at \/hi\/for\/retail until its front matter field "slug" is "\/hi\/for\/shops"/,
      ),
    ])
    // Each version still names the other where it is.
    const alternates = [
      { code: "en", path: "/for/shops" },
      { code: "hi", path: "/hi/for/retail" },
    ]
    expect(contexts.get("retail")?.language).toEqual({ code: "en", alternates })
    expect(contexts.get("hi-retail")?.language).toEqual({ code: "hi", alternates })
    // A translation at an address the English never had is still an error.
    const moved = pageLanguages(dir, languages, [
      english,
      page("hi-retail", path.join(dir, "pages/hi/for-retail.md"), "/hi/for/dukan"),
    ])
    expect(moved.errors).toEqual([expect.stringContaining('front matter field "slug" must be "/hi/for/shops"')])
  })

  it("names the field of a shell translation that is wrong", () => {
    const dir = contentDir({ "hi/site.yaml": "words:\n  menu: ''\nproductName: Shiftwise\n" })
    const { errors } = pageLanguages(dir, languages, [])
    expect(errors.join("\n")).toMatch(/hi\/site\.yaml: YAML has unknown field "productName"/)
    expect(errors.join("\n")).toMatch(/hi\/site\.yaml: YAML field "words\.menu" must not be empty/)
  })

  const contactEnglish = [
    "heading: Talk to us",
    "text: We answer.",
    "channels:",
    "  - { kind: email, label: Sales, value: hello@example.com, note: Within a day }",
    "  - { kind: link, label: Support, value: /invite }",
    "hours: Monday to Friday",
    "officeHeading: Office",
    "",
  ].join("\n")

  it("gives the contact page its translation's words, and only the contact page", () => {
    const dir = contentDir({
      "contact.yaml": contactEnglish,
      "hi/contact.yaml": "heading: हमसे बात करें\nchannels:\n  - { value: hello@example.com, label: बिक्री }\n",
    })
    const pages = [
      page("contact", path.join(dir, "pages/contact.md"), "/contact", "contact"),
      page("hi-contact", path.join(dir, "pages/hi/contact.md"), "/hi/contact", "contact"),
      page("privacy", path.join(dir, "pages/privacy.md"), "/privacy"),
      page("hi-privacy", path.join(dir, "pages/hi/privacy.md"), "/hi/privacy"),
    ]
    const { contexts, errors } = pageLanguages(dir, languages, pages)
    expect(errors).toEqual([])
    expect(contexts.get("hi-contact")?.dataWords).toEqual({
      contactYaml: { heading: "हमसे बात करें", channels: [{ value: "hello@example.com", label: "बिक्री" }] },
    })
    expect(contexts.get("contact")?.dataWords).toBeUndefined()
    expect(contexts.get("hi-privacy")?.dataWords).toBeUndefined()
  })

  it("names the file and the field when a contact translation's channel is not one of the English ones", () => {
    const dir = contentDir({
      "contact.yaml": contactEnglish,
      "hi/contact.yaml":
        "channels:\n  - { value: hello@example.com, label: बिक्री }\n  - { value: sales@example.com, label: बिक्री }\n",
    })
    const { errors } = pageLanguages(dir, languages, [])
    expect(errors).toEqual([
      expect.stringMatching(
        /hi\/contact\.yaml: field "channels\.1\.value" is "sales@example\.com", which is not the value of any of the channels in content\/contact\.yaml/,
      ),
    ])
    const wrongField = contentDir({
      "contact.yaml": contactEnglish,
      "hi/contact.yaml": "channels:\n  - { label: बिक्री }\n",
    })
    expect(pageLanguages(wrongField, languages, []).errors.join("\n")).toMatch(
      /hi\/contact\.yaml: YAML field "channels\.0\.value"/,
    )
  })

  it("gives the features' words to the features page and to a page whose sections show features, found by id", () => {
    const dir = contentDir({
      "features.yaml":
        "heading: Everything\ntext: All of it.\nfeatures:\n  - { id: leave, title: Leave, summary: S, points: [P] }\n",
      "hi/features.yaml": "heading: सब कुछ\nfeatures:\n  - { id: leave, title: छुट्टी }\n",
    })
    const sections = (types: string[]) => types.map((type) => ({ type }))
    const pages = [
      page("features", path.join(dir, "pages/features.md"), "/features", "features"),
      page("hi-features", path.join(dir, "pages/hi/features.md"), "/hi/features", "features"),
      {
        ...page("retail", path.join(dir, "pages/retail.md"), "/retail", "sections"),
        sections: sections(["hero", "features"]),
      },
      {
        ...page("hi-retail", path.join(dir, "pages/hi/retail.md"), "/hi/retail", "sections"),
        sections: sections(["hero", "features"]),
      },
      { ...page("home", path.join(dir, "pages/home.md"), "/", "sections"), sections: sections(["hero"]) },
      { ...page("hi-home", path.join(dir, "pages/hi/home.md"), "/hi", "sections"), sections: sections(["hero"]) },
    ]
    const { contexts, errors } = pageLanguages(dir, languages, pages)
    expect(errors).toEqual([])
    const featuresYaml = { heading: "सब कुछ", features: [{ id: "leave", title: "छुट्टी" }] }
    expect(contexts.get("hi-features")?.dataWords).toEqual({ featuresYaml })
    expect(contexts.get("hi-retail")?.dataWords).toEqual({ featuresYaml })
    // A Hindi page that shows no features carries none of their words; an English page never does.
    expect(contexts.get("hi-home")?.dataWords).toBeUndefined()
    expect(contexts.get("retail")?.dataWords).toBeUndefined()

    const wrongId = contentDir({
      "features.yaml":
        "heading: Everything\ntext: All of it.\nfeatures:\n  - { id: leave, title: Leave, summary: S, points: [P] }\n",
      "hi/features.yaml": "features:\n  - { id: holidays, title: छुट्टी }\n",
    })
    expect(pageLanguages(wrongId, languages, []).errors).toEqual([
      expect.stringMatching(
        /hi\/features\.yaml: field "features\.0\.id" is "holidays", which is not the id of any of the features in content\/features\.yaml/,
      ),
    ])
  })
  it("gives a comparison's words to the pages whose sections show it, each fact found by its source; warns of a source the English lost", () => {
    const english =
      "name: Spreadsheets\nfacts:\n  - { topic: Swaps, us: A, them: B, source: https://a.example/s, checked: 2026-11-28 }\n"
    const dir = contentDir({
      "comparisons/spreadsheets.yaml": english,
      "comparisons/hi/spreadsheets.yaml":
        "name: स्प्रेडशीट\nfacts:\n  - { source: https://a.example/s, topic: अदला-बदली }\n",
    })
    const comparing = (alternative: string) => [{ type: "hero" }, { type: "comparison", alternative }]
    const pages = [
      {
        ...page("compare", path.join(dir, "pages/compare.md"), "/compare", "sections"),
        sections: comparing("spreadsheets"),
      },
      {
        ...page("hi-compare", path.join(dir, "pages/hi/compare.md"), "/hi/compare", "sections"),
        sections: comparing("spreadsheets"),
      },
      { ...page("paper", path.join(dir, "pages/paper.md"), "/paper", "sections"), sections: comparing("paper") },
      {
        ...page("hi-paper", path.join(dir, "pages/hi/paper.md"), "/hi/paper", "sections"),
        sections: comparing("paper"),
      },
    ]
    const { contexts, errors } = pageLanguages(dir, languages, pages)
    expect(errors).toEqual([])
    expect(contexts.get("hi-compare")?.dataWords).toEqual({
      comparisons: {
        spreadsheets: { name: "स्प्रेडशीट", facts: [{ source: "https://a.example/s", topic: "अदला-बदली" }] },
      },
    })
    // A Hindi page comparing with what has no translation, and an English page, carry no comparison's words.
    expect(contexts.get("hi-paper")?.dataWords).toBeUndefined()
    expect(contexts.get("compare")?.dataWords).toBeUndefined()

    const wrongSource = contentDir({
      "comparisons/spreadsheets.yaml": english,
      "comparisons/hi/spreadsheets.yaml": "facts:\n  - { source: https://a.example/swaps, topic: अदला-बदली }\n",
      "comparisons/hi/paper.yaml": "name: काग़ज़\n",
    })
    // A source the English no longer has is a warning (that fact stays English); a file with no English is the
    // report's orphan, an error once (gatsby/pages.ts).
    const checked = pageLanguages(wrongSource, languages, [])
    expect(checked.errors).toEqual([])
    expect(checked.warnings).toEqual([
      expect.stringMatching(
        /comparisons\/hi\/spreadsheets\.yaml: field "facts\.0\.source" is "https:\/\/a\.example\/swaps", which is not the source of any of the facts in content\/comparisons\/spreadsheets\.yaml, so that fact is shown in English/,
      ),
    ])
    expect(translationsReport(wrongSource, languages)[0]!.orphans).toEqual(["comparisons/hi/paper.yaml"])
  })

  it("gives the plans' words to the pricing page and to a page with a pricing section; names a wrong plan id or placeholder", () => {
    const english = "plans:\n  - { id: growth, name: Growth }\n"
    const dir = contentDir({
      "pricing.yaml": english,
      "hi/pricing.yaml":
        'words: { billedYearly: "साल में एक बार {amount}" }\nplans:\n  - { id: growth, cta: { label: माँगें, to: /hi/invite } }\n',
    })
    const pages = [
      page("pricing", path.join(dir, "pages/pricing.md"), "/pricing", "pricing"),
      page("hi-pricing", path.join(dir, "pages/hi/pricing.md"), "/hi/pricing", "pricing"),
      {
        ...page("hi-home", path.join(dir, "pages/hi/home.md"), "/hi", "sections"),
        sections: [{ type: "hero" }, { type: "pricing" }],
      },
      page("hi-privacy", path.join(dir, "pages/hi/privacy.md"), "/hi/privacy"),
    ]
    const { contexts, errors } = pageLanguages(dir, languages, [
      ...pages,
      page("home", path.join(dir, "pages/home.md"), "/", "sections"),
      page("privacy", path.join(dir, "pages/privacy.md"), "/privacy"),
    ])
    expect(errors).toEqual([])
    const pricingYaml = {
      words: { billedYearly: "साल में एक बार {amount}" },
      plans: [{ id: "growth", cta: { label: "माँगें", to: "/hi/invite" } }],
    }
    expect(contexts.get("hi-pricing")?.dataWords).toEqual({ pricingYaml })
    expect(contexts.get("hi-home")?.dataWords).toEqual({ pricingYaml })
    expect(contexts.get("hi-privacy")?.dataWords).toBeUndefined()

    const wrong = contentDir({
      "pricing.yaml": english,
      "hi/pricing.yaml": "words: { billedYearly: साल में एक बार }\nplans:\n  - { id: pro, name: Pro }\n",
    })
    expect(pageLanguages(wrong, languages, []).errors.join("\n")).toMatch(
      /hi\/pricing\.yaml: YAML field "words\.billedYearly".*must use \{amount\}/,
    )
    const wrongId = contentDir({ "pricing.yaml": english, "hi/pricing.yaml": "plans:\n  - { id: pro, name: Pro }\n" })
    expect(pageLanguages(wrongId, languages, []).errors).toEqual([
      expect.stringMatching(
        /hi\/pricing\.yaml: field "plans\.0\.id" is "pro", which is not the id of any of the plans in content\/pricing\.yaml/,
      ),
    ])
  })
})
