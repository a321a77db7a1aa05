import fs from "fs"
import os from "os"
import path from "path"
import { changelogSpec, customersSpec, type References } from "./kind-specs"

const references: References = {
  data: { authors: new Map(), tags: new Map(), series: new Map() },
  plans: new Set(["Starter", "Growth", "Enterprise"]),
  features: new Set(["Drag-and-drop scheduling", "Leave management"]),
}
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><rect width="240" height="64"/></svg>'
const SECTIONS = "Intro.\n\n## Challenge\n\nA.\n\n## Solution\n\nB.\n\n## Results\n\nC.\n"

let dir = ""
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "kind-specs-"))
  fs.writeFileSync(path.join(dir, "logo.svg"), LOGO)
  fs.writeFileSync(path.join(dir, "logo-dark.svg"), LOGO)
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const where = "content/customers/acme/index.md"
const story = {
  logo: "./logo.svg",
  logoDark: "./logo-dark.svg",
  plan: "Growth",
  features: ["Leave management"],
  quotes: [{ text: "Yes.", name: "A", role: "B" }],
}
const checkStory = (front: object, markdown = SECTIONS) =>
  customersSpec.check({ ...story, ...front }, { where, dir, markdown, references })

describe("a customer story's references", () => {
  it("passes with existing logos, a known plan and features, and its three sections", () => {
    expect(checkStory({})).toEqual([])
  })

  it("names a logo without a viewBox, and a missing one", () => {
    fs.writeFileSync(
      path.join(dir, "logo-dark.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64"/>',
    )
    expect(checkStory({ logo: "./gone.svg" })).toEqual([
      `${where}: front matter field "logo" points to ./gone.svg, which does not exist`,
      `${where}: front matter field "logoDark": ./logo-dark.svg has no viewBox on its <svg> element (write one such as viewBox="0 0 240 64", the drawing's box)`,
    ])
  })

  it("names an unknown plan and an unknown feature, saying what there is", () => {
    expect(checkStory({ plan: "Pro", features: ["Leave management", "Payroll"] })).toEqual([
      `${where}: front matter field "plan" names the plan "Pro", which is not in content/pricing.yaml (its plans: Starter, Growth, Enterprise)`,
      `${where}: front matter field "features.1" names "Payroll", which is not a feature in content/features.yaml (its features: Drag-and-drop scheduling, Leave management)`,
    ])
  })

  it("names a quote's photo that is not there", () => {
    expect(checkStory({ quotes: [{ text: "Yes.", name: "A", role: "B", photo: "./a.png" }] })).toEqual([
      `${where}: front matter field "quotes.0.photo" points to ./a.png, which does not exist`,
    ])
  })

  it("wants ## Challenge, ## Solution and ## Results, in that order", () => {
    expect(checkStory({}, "## Challenge\n\nA.\n\n## Results\n\nC.\n")).toEqual([
      `${where}: the text has no "## Solution" section (a story has ## Challenge, ## Solution and ## Results, in that order)`,
    ])
    expect(checkStory({}, "## Results\n\nA.\n\n## Challenge\n\nB.\n\n## Solution\n\nC.\n")).toEqual([
      `${where}: the text's sections must come in this order: ## Challenge, ## Solution, ## Results`,
    ])
    expect(checkStory({}, "```\n## Challenge\n```\n\n## Solution\n\n## Results\n")).toEqual([
      `${where}: the text has no "## Challenge" section (a story has ## Challenge, ## Solution and ## Results, in that order)`,
    ])
  })

  it("files a story under its industry and size (5000+ as 5000-plus in the address)", () => {
    expect(customersSpec.facets({ industry: "retail", size: "5000+" })).toEqual({
      industry: ["retail"],
      size: ["5000-plus"],
    })
    expect(customersSpec.noindex({ example: true })).toBe(true)
  })
})

describe("a changelog entry's references", () => {
  const at = "content/changelog/x.md"
  const check = (front: object) =>
    changelogSpec.check({ plans: ["Growth"], media: [], ...front }, { where: at, dir, markdown: "", references })

  it("names an unknown plan by its place in the list", () => {
    expect(check({ plans: ["Growth", "Business"] })).toEqual([
      `${at}: front matter field "plans.1" names the plan "Business", which is not in content/pricing.yaml (its plans: Starter, Growth, Enterprise)`,
    ])
  })

  it("names a picture that is not beside it", () => {
    expect(check({ media: [{ image: "./x.png", alt: "X" }] })).toEqual([
      `${at}: front matter field "media.0.image" points to ./x.png, which does not exist`,
    ])
  })

  it("has a page for every type, whatever is published, and its docs link is checked like the text's", () => {
    expect(changelogSpec.catalogue(references, {}).type?.map((type) => type.id)).toEqual([
      "new",
      "improved",
      "fixed",
      "security",
      "deprecated",
    ])
    expect(changelogSpec.links({ docs: "/features" })).toEqual([{ field: "docs", href: "/features" }])
    expect(changelogSpec.links({ docs: "https://help.example.com" })).toEqual([])
  })
})
