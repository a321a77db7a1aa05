import path from "path"
import { deleteAt, loadYamlFixture, setAt } from "../tests/helpers/yaml-fixture"
import { validateFrontmatter, validateYaml } from "../schema/validate"

const FILE = "content/pricing.yaml"
const realPricing = () => loadYamlFixture(path.resolve(__dirname, "../content/pricing.yaml"))

function errorsOf(result: ReturnType<typeof validateYaml>): string[] {
  return result.ok ? [] : result.errors
}

describe("pricing.yaml", () => {
  it("accepts the real content file", () => {
    expect(validateYaml(FILE, "pricing.yaml", realPricing())).toEqual({ ok: true, data: expect.anything() })
  })

  it("names the plan and the field when an amount is missing", () => {
    const data = realPricing()
    deleteAt(data, "plans.1.prices.INR.yearly")
    expect(errorsOf(validateYaml(FILE, "pricing.yaml", data))).toEqual([
      'content/pricing.yaml: plan "Growth": field "prices.INR.yearly" is required',
    ])
  })

  it("names the plan when a whole currency is missing", () => {
    const data = realPricing()
    deleteAt(data, "plans.0.prices.USD")
    expect(errorsOf(validateYaml(FILE, "pricing.yaml", data))).toEqual([
      'content/pricing.yaml: plan "Starter": field "prices.USD" is required',
    ])
  })

  it("numbers a plan that has no name", () => {
    const data = realPricing()
    deleteAt(data, "plans.2.name")
    deleteAt(data, "plans.2.prices.USD.monthly")
    expect(errorsOf(validateYaml(FILE, "pricing.yaml", data))).toEqual([
      'content/pricing.yaml: plan 3 (no name): field "name" is required',
      'content/pricing.yaml: plan 3 (no name): field "prices.USD.monthly" is required',
    ])
  })

  it("rejects amounts that are not positive numbers, and yearly above monthly", () => {
    const data = realPricing()
    setAt(data, "plans.0.prices.USD.monthly", "four")
    setAt(data, "plans.1.prices.INR.monthly", 0)
    setAt(data, "plans.2.prices.USD", { monthly: 8, yearly: 10 })
    expect(errorsOf(validateYaml(FILE, "pricing.yaml", data))).toEqual([
      'content/pricing.yaml: plan "Starter": field "prices.USD.monthly" must be a number',
      'content/pricing.yaml: plan "Growth": field "prices.INR.monthly" must be more than 0',
      'content/pricing.yaml: plan "Enterprise": field "prices.USD.yearly" must not be more than the monthly amount',
    ])
  })

  it("names the plan for an unknown field and an unknown link target", () => {
    const data = realPricing()
    setAt(data, "plans.1.prices.INR.yerly", 300)
    setAt(data, "plans.0.cta.to", "https://example.com")
    expect(errorsOf(validateYaml(FILE, "pricing.yaml", data))).toEqual([
      'content/pricing.yaml: plan "Starter": field "cta.to" must be a site path starting with "/"',
      'content/pricing.yaml: plan "Growth": unknown field "prices.INR.yerly" (check the spelling; allowed fields are listed in content/README.md)',
    ])
  })

  it("allows at most one highlighted plan", () => {
    const data = realPricing()
    setAt(data, "plans.0.highlighted", true)
    expect(errorsOf(validateYaml(FILE, "pricing.yaml", data))).toEqual([
      'content/pricing.yaml: YAML field "plans" may mark only one plan as highlighted',
    ])
  })
})

describe("existing messages", () => {
  it("front matter: missing and unknown fields", () => {
    const result = validateFrontmatter("content/pages/careers.md", {
      slug: "/careers",
      description:
        "Shiftwise helps shift-based teams schedule faster, swap shifts safely, clock in with geofencing and send payroll clean timesheets.",
      tite: "Careers",
    })
    expect(result.ok ? [] : result.errors).toEqual([
      'content/pages/careers.md: front matter field "title" is required',
      'content/pages/careers.md: front matter has unknown field "tite" (check the spelling; allowed fields are listed in content/README.md)',
    ])
  })

  it("a value of the wrong type is not reported as missing", () => {
    const result = validateFrontmatter("content/pages/careers.md", {
      title: 5,
      slug: "/careers",
      description:
        "Shiftwise helps shift-based teams schedule faster, swap shifts safely, clock in with geofencing and send payroll clean timesheets.",
    })
    expect(result.ok ? [] : result.errors).toEqual([
      'content/pages/careers.md: front matter field "title" must be text',
    ])
  })

  it("YAML files without named items keep the dotted path", () => {
    const result = validateYaml("content/contact.yaml", "contact.yaml", {
      heading: "Talk to us",
      text: "Hi",
      hours: "9-5",
      officeHeading: "Office",
      channels: [{ kind: "fax", label: "Fax", value: "1", colour: "red" }],
    })
    expect(errorsOf(result)).toEqual([
      'content/contact.yaml: YAML field "channels.0.kind" must be one of "email", "phone", "link"',
      'content/contact.yaml: YAML has unknown field "channels.0.colour" (check the spelling; allowed fields are listed in content/README.md)',
    ])
  })
})
