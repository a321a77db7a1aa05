import { validateData } from "../../../schema/validate"
import { storyFrontmatterSchema } from "./schema"

const file = "content/customers/acme/index.md"
const valid = {
  title: "How Acme cut overtime by 38%",
  description: "A".repeat(130),
  date: "2026-09-01",
  company: "Acme",
  logo: "./logo.svg",
  logoDark: "./logo-dark.svg",
  industry: "retail",
  size: "201-1000",
  region: "Pune, India",
  plan: "Growth",
  features: ["Drag-and-drop scheduling"],
  metrics: [{ value: -38, unit: "%", label: "overtime hours" }],
  quotes: [{ text: "It works.", name: "Asha Rao", role: "Head of Operations" }],
}
const errors = (data: object) => {
  const result = validateData(file, storyFrontmatterSchema, data, "front matter")
  return result.ok ? [] : result.errors
}

describe("a customer story's front matter", () => {
  it("accepts the format and fills in its defaults (not an example, not a draft)", () => {
    const result = validateData(file, storyFrontmatterSchema, valid, "front matter")
    expect(result.ok && result.data).toMatchObject({ example: false, draft: false, date: new Date("2026-09-01") })
  })

  it.each([
    [{ metrics: undefined }, `${file}: front matter field "metrics" is required`],
    [{ metrics: [] }, `${file}: front matter field "metrics" must have at least one metric (value, unit and label)`],
    [
      { metrics: [{ value: "−38", unit: "%", label: "overtime" }] },
      `${file}: front matter field "metrics.0.value" must be a number`,
    ],
    [
      { quotes: [] },
      `${file}: front matter field "quotes" must have at least one quote, with the name and role of who said it`,
    ],
    [
      { quotes: [{ text: "It works.", role: "Head of Operations" }] },
      `${file}: front matter field "quotes.0.name" is required`,
    ],
    [{ quotes: [{ text: "It works.", name: "Asha Rao" }] }, `${file}: front matter field "quotes.0.role" is required`],
    [
      { logo: "./logo.png" },
      `${file}: front matter field "logo" must name the logo beside the story, such as ./logo.svg (an SVG file)`,
    ],
    [
      { industry: "banking" },
      `${file}: front matter field "industry" must be one of "retail", "hospitality", "healthcare", "logistics", "manufacturing", "facility-services"`,
    ],
    [
      { size: "200" },
      `${file}: front matter field "size" must be one of "1-10", "11-50", "51-200", "201-1000", "1001-5000", "5000+"`,
    ],
  ])("refuses %j naming file and field", (change, message) => {
    expect(errors({ ...valid, ...change })).toEqual([message])
  })
})
