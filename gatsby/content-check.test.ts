import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { Node } from "gatsby"
import { checkContent, TEMPLATE_DATA } from "./content-check"

const contentDir = path.resolve(__dirname, "../content")

/** A node API holding one YAML file's node (as gatsby-transformer-yaml makes it) and its File parent. */
function apiWithYaml(type: string, base: string, data: Record<string, unknown>) {
  const file = { id: "file-1", internal: { type: "File" }, absolutePath: path.join(contentDir, base), base, dir: contentDir }
  const node = { ...data, id: "yaml-1", parent: "file-1", children: [], internal: { type } }
  return {
    getNodesByType: (wanted: string) => (wanted === type ? [node as unknown as Node] : []),
    getNode: (id: string) => (id === "file-1" ? (file as unknown as Node) : undefined),
  }
}

const pricing = () => yaml.load(fs.readFileSync(path.join(contentDir, "pricing.yaml"), "utf8")) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixture mutated freely

describe("checkContent and pricing.yaml", () => {
  it("checks the PricingYaml node and records the file", () => {
    const { errors, yamlFiles } = checkContent(apiWithYaml("PricingYaml", "pricing.yaml", pricing()))
    expect(errors).toEqual([])
    expect(yamlFiles.has("pricing.yaml")).toBe(true)
  })

  it("fails naming the plan and the field when an amount is missing", () => {
    const data = pricing()
    delete data.plans[1].prices.INR.yearly
    const { errors } = checkContent(apiWithYaml("PricingYaml", "pricing.yaml", data))
    expect(errors).toEqual([expect.stringMatching(/pricing\.yaml: plan "Growth": field "prices\.INR\.yearly" is required$/)])
  })

  it("the pricing template needs pricing.yaml", () => {
    expect(TEMPLATE_DATA.pricing).toBe("pricing.yaml")
  })
})
