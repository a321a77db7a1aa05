import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { paragraphs, textPairs } from "./text-pairs"
import { englishSlug, translationShape } from "./beside-english"
import { readFrontmatter } from "../formats"

const content = path.resolve(__dirname, "../../content")
const load = (file: string) => yaml.load(fs.readFileSync(path.join(content, file), "utf8"))

describe("a translation's texts beside the English (the editor's Beside English view)", () => {
  it("pairs content/hi/form.yaml's words with content/form.yaml's, in the English file's order", () => {
    const pairs = textPairs(load("form.yaml"), load("hi/form.yaml"))
    expect(pairs).toContainEqual({
      path: "form › title",
      english: "Tell us about your team",
      translated: "अपनी टीम के बारे में बताइए",
    })
    // The record of the English it was made from is bookkeeping, not a text to translate.
    expect(pairs.some((pair) => pair.path.startsWith("translatedFrom"))).toBe(false)
    // Every English text has its row, in the English file's order.
    const english = pairs.filter((pair) => pair.english !== undefined)
    expect(english[0]?.path).toBe("form › title")
  })

  it("lists only what a YAML file's translation may hold: site.yaml's tagline and links, not its legal name", () => {
    const pairs = textPairs(load("site.yaml"), load("hi/site.yaml"), translationShape("site"))
    const site = load("site.yaml") as { legalName: string; email: string; tagline: string }
    expect(pairs.find((pair) => pair.path === "tagline")?.english).toBe(site.tagline)
    expect(pairs.find((pair) => pair.path === "headerLinks › 1 › label")?.translated).toBe("संपर्क")
    expect(pairs.some((pair) => pair.english === site.legalName || pair.english === site.email)).toBe(false)
    // A plan's name may be translated: left out, it is listed as left out.
    const plans = textPairs({ plans: [{ id: "starter", name: "Starter" }] }, {}, translationShape("pricing"))
    expect(plans).toEqual([{ path: "plans › starter › name", english: "Starter" }])
  })

  it("finds a list's items by the key the build uses, and lists what the translation leaves out", () => {
    const english = {
      plans: [
        { id: "starter", name: "Starter", pitch: "For one site" },
        { id: "growth", name: "Growth", pitch: "For many sites" },
      ],
      footer: ["About", "Blog"],
    }
    // The Hindi names only the second plan, and writes the footer's list whole.
    const translated = { plans: [{ id: "growth", pitch: "कई जगहों के लिए" }], footer: ["हमारे बारे में", "ब्लॉग"] }
    expect(textPairs(english, translated)).toEqual([
      // An item's key (its id) is how the build finds it, not words: no row of its own.
      { path: "plans › starter › name", english: "Starter" },
      { path: "plans › starter › pitch", english: "For one site" },
      { path: "plans › growth › name", english: "Growth" },
      { path: "plans › growth › pitch", english: "For many sites", translated: "कई जगहों के लिए" },
      { path: "footer › 1", english: "About", translated: "हमारे बारे में" },
      { path: "footer › 2", english: "Blog", translated: "ब्लॉग" },
    ])
  })

  it("names a fact found by its source (a URL) by its position", () => {
    const english = {
      facts: [
        { source: "https://a.example/1", topic: "Rota" },
        { source: "https://b.example/2", topic: "Hours" },
      ],
    }
    const translated = { facts: [{ source: "https://b.example/2", topic: "घंटे" }] }
    expect(textPairs(english, translated)).toEqual([
      { path: "facts › 1 › topic", english: "Rota" },
      { path: "facts › 2 › topic", english: "Hours", translated: "घंटे" },
    ])
  })

  it("names a section by its position and type, and leaves out what names rather than says", () => {
    const english = {
      sections: [
        { type: "hero", variant: "split", heading: "Rotas" },
        { type: "features", ids: ["shift-swaps"] },
      ],
    }
    const translated = { sections: [{ type: "hero", variant: "split", heading: "रोस्टर" }] }
    expect(textPairs(english, translated)).toEqual([
      { path: "sections › 1 (hero) › heading", english: "Rotas", translated: "रोस्टर" },
    ])
  })

  it("pairs a page's body paragraph by paragraph, and leaves out dates and pictures", () => {
    const english = {
      title: "Privacy",
      lastUpdated: "2026-11-26",
      image: "../images/a.png",
      body: "# One\n\nTwo\n \nThree",
    }
    const translated = { title: "गोपनीयता", lastUpdated: "2026-11-26", body: "# एक\n\nदो" }
    expect(textPairs(english, translated)).toEqual([
      { path: "title", english: "Privacy", translated: "गोपनीयता" },
      { path: "body › 1", english: "# One", translated: "# एक" },
      { path: "body › 2", english: "Two", translated: "दो" },
      { path: "body › 3", english: "Three" },
    ])
    expect(paragraphs("a\nb\n\n\n- c\n- d\n")).toEqual(["a\nb", "- c\n- d"])
  })

  it("pairs the real /hi/privacy with /privacy: its title, and its body paragraph by paragraph", () => {
    const english = readFrontmatter(fs.readFileSync(path.join(content, "pages/privacy.md"), "utf8"))
    const hindi = readFrontmatter(fs.readFileSync(path.join(content, "pages/hi/privacy.md"), "utf8"))
    const pairs = textPairs(english, hindi)
    expect(pairs.find((pair) => pair.path === "title")).toEqual({
      path: "title",
      english: "Privacy Policy",
      translated: "गोपनीयता नीति",
    })
    const body = pairs.filter((pair) => pair.path.startsWith("body"))
    expect(body.length).toBeGreaterThan(20)
    expect(body[0]?.english).toMatch(/^> \*\*Template notice/)
    expect(body[0]?.translated).toMatch(/^> \*\*टेम्पलेट सूचना/)
  })

  it("names the English entry of a translation's entry", () => {
    expect(englishSlug("privacy", "hi")).toBe("privacy")
    expect(englishSlug("site--hi", "hi")).toBe("site")
    expect(englishSlug("page-pricing", "hi")).toBe("page-pricing")
  })
})
