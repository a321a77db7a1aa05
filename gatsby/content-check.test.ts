import path from "path"
import type { Node } from "gatsby"
import { deleteAt, loadYamlFixture } from "../tests/helpers/yaml-fixture"
import { checkContent, TEMPLATE_DATA } from "./content-check"

const contentDir = path.resolve(__dirname, "../content")

/** A node API holding one YAML file's node (as gatsby-transformer-yaml makes it) and its File parent. */
function apiWithYaml(type: string, base: string, data: Record<string, unknown>) {
  const file = {
    id: "file-1",
    internal: { type: "File" },
    absolutePath: path.join(contentDir, base),
    base,
    dir: contentDir,
  }
  const node = { ...data, id: "yaml-1", parent: "file-1", children: [], internal: { type } }
  return {
    getNodesByType: (wanted: string) => (wanted === type ? [node as unknown as Node] : []),
    getNode: (id: string) => (id === "file-1" ? (file as unknown as Node) : undefined),
  }
}

const pricing = () => loadYamlFixture(path.join(contentDir, "pricing.yaml"))

describe("checkContent and pricing.yaml", () => {
  it("checks the PricingYaml node and records the file", () => {
    const { errors, yamlFiles } = checkContent(apiWithYaml("PricingYaml", "pricing.yaml", pricing()))
    expect(errors).toEqual([])
    expect(yamlFiles.has("pricing.yaml")).toBe(true)
  })

  it("fails naming the plan and the field when an amount is missing", () => {
    const data = pricing()
    deleteAt(data, "plans.1.prices.INR.yearly")
    const { errors } = checkContent(apiWithYaml("PricingYaml", "pricing.yaml", data))
    expect(errors).toEqual([
      expect.stringMatching(/pricing\.yaml: plan "Growth": field "prices\.INR\.yearly" is required$/),
    ])
  })

  it("the pricing template needs pricing.yaml", () => {
    expect(TEMPLATE_DATA.pricing).toBe("pricing.yaml")
  })
})

/** A node API holding Markdown pages (front matter only), each with its File parent. */
function apiWithPages(pages: Array<{ base: string; slug: string; body?: string }>) {
  const dir = path.join(contentDir, "pages")
  const files = pages.map(({ base }, i) => ({
    id: `file-${i}`,
    internal: { type: "File" },
    absolutePath: path.join(dir, base),
    base,
    dir,
  }))
  const nodes = pages.map(({ base, slug, body = "" }, i) => ({
    id: `md-${i}`,
    rawMarkdownBody: body,
    parent: `file-${i}`,
    children: [],
    internal: { type: "MarkdownRemark" },
    frontmatter: {
      title: base,
      slug,
      description:
        "Shiftwise helps shift-based teams schedule faster, swap shifts safely, clock in with geofencing and send payroll clean timesheets.",
    },
  }))
  return {
    getNodesByType: (wanted: string) => (wanted === "MarkdownRemark" ? (nodes as unknown as Node[]) : []),
    getNode: (id: string) => files.find((file) => file.id === id) as unknown as Node | undefined,
  }
}

describe("checkContent and page slugs", () => {
  it("creates the page at the normalised slug when a writer types a trailing slash or spaces", () => {
    const { errors, pages } = checkContent(apiWithPages([{ base: "careers.md", slug: " /careers/ " }]))
    expect(errors).toEqual([])
    expect(pages.map((page) => page.slug)).toEqual(["/careers"])
  })

  it("still fails naming both files when two slugs clash once normalised", () => {
    const { errors } = checkContent(
      apiWithPages([
        { base: "careers.md", slug: "/careers" },
        { base: "jobs.md", slug: "/careers/" },
      ]),
    )
    expect(errors).toEqual([
      'content/pages/careers.md and content/pages/jobs.md: front matter field "slug" is "/careers" in more than one page',
    ])
  })
})

describe("checkContent and the privacy contact placeholder", () => {
  it("takes {privacyContact} alone on its line, and names the line of any other use", () => {
    const { errors } = checkContent(
      apiWithPages([
        { base: "privacy.md", slug: "/privacy", body: "## Contact\n\n{privacyContact}\n\nMore text." },
        { base: "help.md", slug: "/help", body: "Intro.\n\nWrite to {privacyContact} today." },
      ]),
    )
    expect(errors).toEqual(["content/pages/help.md: line 3 of the text: {privacyContact} must stand alone on its line"])
  })
})
