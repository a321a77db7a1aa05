import fs from "fs"
import path from "path"
import { yamlFormat } from "./formats"
import { FRONTMATTER_DEFAULTS, frontmatterFormat } from "./page-format"
import { entryProblems } from "./validate-entry"
import { SECTION_TYPES } from "../schema/sections"

const content = (file: string) => fs.readFileSync(path.resolve(__dirname, "../content", file), "utf8")

describe("how the editor reads and writes content files", () => {
  it("a page read and written unchanged is byte for byte the file", () => {
    for (const file of ["pages/cookie.md", "pages/about.md", "pages/invite-confirm.md", "pages/home.md"])
      expect(frontmatterFormat.toFile(frontmatterFormat.fromFile(content(file)))).toBe(content(file))
  })

  it("gives a page the schema's defaults on loading and leaves values equal to them out on saving", () => {
    const page = frontmatterFormat.fromFile("---\ntitle: Careers\nslug: /careers\n---\n\nText.\n")
    expect(page).toMatchObject({ ...FRONTMATTER_DEFAULTS, template: "prose", floatingContact: true, noindex: false })
    expect(frontmatterFormat.toFile({ ...page, noindex: true, lastUpdated: "2026-12-01" })).toBe(
      '---\ntitle: Careers\nslug: /careers\nnoindex: true\nlastUpdated: "2026-12-01"\n---\n\nText.\n',
    )
  })

  it("writes a publish time as text both readers agree on, and drops it when the writer clears it", () => {
    const page = frontmatterFormat.fromFile("---\ntitle: Careers\nslug: /careers\n---\n\nText.\n")
    const scheduled = frontmatterFormat.toFile({ ...page, publishAt: "2026-03-01T03:30:00Z" })
    expect(scheduled).toBe('---\ntitle: Careers\nslug: /careers\npublishAt: "2026-03-01T03:30:00Z"\n---\n\nText.\n')
    expect(frontmatterFormat.fromFile(scheduled).publishAt).toBe("2026-03-01T03:30:00Z")
    expect(frontmatterFormat.toFile({ ...frontmatterFormat.fromFile(scheduled), publishAt: "" })).not.toContain(
      "publishAt",
    )
    const pricing = yamlFormat.fromFile(content("pricing.yaml"))
    const written = yamlFormat.toFile({ ...pricing, publishAt: "2026-03-01T03:30:00Z" })
    expect(written.trimEnd().split("\n").at(-1)).toMatch(/^publishAt: "?2026-03-01T03:30:00Z"?$/)
    expect(yamlFormat.fromFile(written).publishAt).toBe("2026-03-01T03:30:00Z")
  })

  it("reads a page's sections with each type's defaults and stories by entry slug, and writes them as typed", () => {
    const file = [
      "---",
      "title: Shiftwise for retail",
      "slug: /for/retail",
      "description: Rotas, clock-ins and timesheets for shops and supermarkets.",
      "template: sections",
      "sections:",
      "  - type: hero",
      "    variant: centred",
      "    heading: Rotas for every store",
      "    text: Plan every shift in minutes.",
      "    primaryCta:",
      "      label: Start free",
      "      to: /invite",
      "  - type: customers",
      "    heading: Stores that switched",
      "    stories:",
      "      - kestrel-fresh-markets",
      "    quote: kestrel-fresh-markets",
      "  - type: faq",
      "    heading: Questions",
      "    items:",
      "      - question: Does it work offline?",
      "        answer: Yes.",
      "  - type: form",
      "    heading: Ask for access",
      "---",
      "",
    ].join("\n")
    const page = frontmatterFormat.fromFile(file) as { sections: Array<Record<string, unknown>> }
    // As the editor shows them: the defaults its widgets would start a new section with, stories by entry slug.
    expect(page.sections).toEqual([
      expect.objectContaining({ type: "hero", variant: "centred" }),
      {
        type: "customers",
        heading: "Stores that switched",
        stories: ["kestrel-fresh-markets/index"],
        quote: "kestrel-fresh-markets/index",
      },
      expect.objectContaining({ type: "faq", structuredData: false }),
      { type: "form", heading: "Ask for access", topic: "early_access" },
    ])
    expect(frontmatterFormat.toFile(page)).toBe(file)
    // What a writer leaves empty in the editor is not written: a second button never filled in, a cleared eyebrow, an
    // empty list of logos.
    const hero = { ...page.sections[0], eyebrow: "", secondaryCta: { label: "", to: "" } }
    const customers = { ...page.sections[1], stories: [] }
    expect(frontmatterFormat.toFile({ ...page, sections: [hero, customers, ...page.sections.slice(2)] })).toBe(
      file.replace("    stories:\n      - kestrel-fresh-markets\n", ""),
    )
  })

  it("writes a change to a page's sections into the page as it was: only the changed lines change", () => {
    const original = content("pages/home.md")
    type Section = Record<string, unknown> & { type: string }
    const page = frontmatterFormat.fromFile(original) as { sections: Section[] }
    const changed = (written: string) => {
      const before = original.split("\n")
      const after = written.split("\n")
      return {
        removed: before.filter((line) => !after.includes(line)),
        added: after.filter((line) => !before.includes(line)),
      }
    }
    // One heading changed: one line, in its one-line style; the comments and defaults typed elsewhere stay.
    const hero = page.sections[0]!
    const edited = frontmatterFormat.toFile({
      ...page,
      sections: [{ ...hero, heading: "Next week's rota in minutes" }, ...page.sections.slice(1)],
    })
    expect(changed(edited)).toEqual({
      removed: [`    heading: ${String(hero.heading)}`],
      added: ["    heading: Next week's rota in minutes"],
    })
    // Two sections swapped: each moves with its own lines and comments, and nothing else changes.
    const at = (type: string) => page.sections.findIndex((section) => section.type === type)
    const [customers, pricing] = [at("customers"), at("pricing")]
    expect(pricing).toBe(customers + 1)
    const swapped = [...page.sections]
    swapped.splice(customers, 2, page.sections[pricing]!, page.sections[customers]!)
    const moved = frontmatterFormat.toFile({ ...page, sections: swapped })
    expect(moved).not.toBe(original)
    expect(changed(moved)).toEqual({ removed: [], added: [] })
    expect(moved.split("\n").sort()).toEqual(original.split("\n").sort())
    expect(frontmatterFormat.fromFile(moved).sections).toEqual(swapped)
  })

  it("writes a change to a YAML file into the file as it was: comments, order and one-line entries stay", () => {
    const original = content("pricing.yaml")
    const data = yamlFormat.fromFile(original) as { plans: Array<{ prices: { USD: { monthly: number } } }> }
    data.plans[0]!.prices.USD.monthly = 5
    const written = yamlFormat.toFile(data)
    const changed = written.split("\n").filter((line, i) => line !== original.split("\n")[i])
    expect(changed).toEqual(["      USD: { monthly: 5, yearly: 3 }"])
    const emails = content("emails.yaml")
    expect(yamlFormat.toFile(yamlFormat.fromFile(emails))).toBe(emails)
  })
})

describe("the check before saving", () => {
  it("refuses what the build refuses, with the build's message", () => {
    const page = frontmatterFormat.fromFile(content("pages/about.md"))
    expect(entryProblems("pages", "content/pages/about.md", page)).toEqual([])
    // A new page has no path until it is saved.
    expect(entryProblems("pages", undefined, { ...page, title: "" })).toEqual([
      'content/pages/(new page): front matter field "title" is required',
    ])
    expect(entryProblems("pages", "content/pages/about.md", { ...page, description: "Too short." })).toEqual([
      'content/pages/about.md: front matter field "description" must be between 120 and 160 characters long',
    ])
    const pricing = yamlFormat.fromFile(content("pricing.yaml")) as {
      plans: Array<{ prices: { INR: { yearly: number } } }>
    }
    pricing.plans[0]!.prices.INR.yearly = 100_000
    // A section is named by its position and type, as the build names it; stories by folder, as the file holds them.
    const landing = {
      title: "Shiftwise for retail",
      slug: "/for/retail",
      description: "x".repeat(130),
      template: "sections",
      sections: [
        {
          type: "hero",
          variant: "centred",
          heading: "Rotas",
          text: "Plan.",
          primaryCta: { label: "Go", to: "/invite" },
        },
        { type: "faq", heading: "Questions", items: [{ question: "", answer: "Yes." }] },
        { type: "customers", heading: "Stores", quote: "kestrel-fresh-markets/index" },
        { type: "cta", heading: "Ready?", text: "Start today.", button: { label: "Start", to: "" } },
        { type: "hero", variant: "form", heading: "Late", text: "A second hero." },
      ],
    }
    expect(entryProblems("landing-pages", undefined, landing)).toEqual([
      'content/pages/(new page): section 2 (faq): field "items.0.question" is required',
      'content/pages/(new page): section 4 (cta): field "button.to" is required',
    ])
    expect(
      entryProblems("landing-pages", undefined, {
        ...landing,
        sections: [...landing.sections.slice(0, 1), { type: "video" }],
      }),
    ).toEqual([
      `content/pages/(new page): section 2 (video): field "type" must be one of the section types ${SECTION_TYPES.map((type) => JSON.stringify(type)).join(", ")}`,
    ])
    expect(entryProblems("pricing", "content/pricing.yaml", pricing)).toEqual([
      'content/pricing.yaml: plan "Starter": field "prices.INR.yearly" must not be more than the monthly amount',
    ])
  })
})
