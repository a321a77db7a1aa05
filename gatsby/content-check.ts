// Validates every content node on every build (cached nodes included) and returns writer-facing
// messages. Runs at the start of createPages, after all content has been sourced.
import fs from "fs"
import path from "path"
import type { Node } from "gatsby"
import { findDuplicateSlugs, imagePaths, isKnownYaml, validateFrontmatter, validateYaml } from "./validate-content"
import type { PageFrontmatter } from "./content-schema"

type FileNode = Node & { absolutePath: string; base: string; dir: string }
type NodeApi = {
  getNodesByType: (type: string) => Node[]
  getNode: (id: string) => Node | undefined
}

export type ContentPage = PageFrontmatter & { id: string; file: string }

const NODE_KEYS = new Set(["id", "parent", "children", "internal", "fields", "__gatsby_resolved"])

function fileOf(node: Node, api: NodeApi): FileNode | undefined {
  const parent = node.parent ? api.getNode(node.parent) : undefined
  return parent?.internal.type === "File" ? (parent as FileNode) : undefined
}

export const displayPath = (absolutePath: string) => path.relative(process.cwd(), absolutePath)

export function checkContent(api: NodeApi): { pages: ContentPage[]; errors: string[]; yamlFiles: Set<string> } {
  const errors: string[] = []
  const pages: ContentPage[] = []

  for (const node of api.getNodesByType("MarkdownRemark")) {
    const file = fileOf(node, api)
    const shown = file ? displayPath(file.absolutePath) : `node ${node.id}`
    const raw = { ...(node as Node & { frontmatter?: Record<string, unknown> }).frontmatter }
    // gatsby-transformer-remark fills in title: "" when front matter has none.
    if (raw.title === "") delete raw.title
    const result = validateFrontmatter(shown, raw)
    if (result.ok) pages.push({ ...result.data, id: node.id, file: shown })
    else errors.push(...result.errors)
  }
  errors.push(...findDuplicateSlugs(pages))

  const yamlFiles = new Set<string>()
  for (const [type, fileName] of [
    ["SiteYaml", "site.yaml"],
    ["HomeYaml", "home.yaml"],
    ["FeaturesYaml", "features.yaml"],
    ["ContactYaml", "contact.yaml"],
    ["PricingYaml", "pricing.yaml"],
  ] as const) {
    for (const node of api.getNodesByType(type)) {
      const file = fileOf(node, api)
      if (!file || !isKnownYaml(file.base) || file.base !== fileName) continue
      yamlFiles.add(fileName)
      const shown = displayPath(file.absolutePath)
      const data = Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_KEYS.has(key)))
      const result = validateYaml(shown, fileName, data)
      if (!result.ok) errors.push(...result.errors)
      for (const image of imagePaths(data)) {
        if (!fs.existsSync(path.resolve(file.dir, image.value))) {
          errors.push(`${shown}: YAML field "${image.field}" points to ${image.value}, which does not exist`)
        }
      }
    }
  }
  return { pages, errors, yamlFiles }
}

/** Which YAML file each template reads; a page using a template whose file is missing is an error. */
export const TEMPLATE_DATA: Partial<Record<PageFrontmatter["template"], string>> = {
  home: "home.yaml",
  features: "features.yaml",
  contact: "contact.yaml",
  pricing: "pricing.yaml",
}
