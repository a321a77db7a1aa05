// Validates every content node on every build (cached nodes included) and returns writer-facing
// messages. Runs at the start of createPages, after all content has been sourced.
import fs from "fs"
import path from "path"
import type { Node } from "gatsby"
import { findDuplicateSlugs, imagePaths, validateData, validateFrontmatter, validateYaml } from "../schema/validate"
import { comparisonSchema } from "../schema/sections"
import { COMPARISON_TYPE } from "../src/sections/build/plan"
import type { PageFrontmatter } from "../schema/content"
import { graphqlCollections, templateData, type CollectionFile } from "../schema/collections"
import { uncaptionedTables } from "../schema/table-captions"
import { misplacedPrivacyContact } from "../src/components/your-data/privacy-contact-placeholder"
import { isArticleMarkdown } from "../src/articles/build/sources"

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

/** A comparison's fact checked more than this long ago warns in the build: its source may have changed. */
export const FACT_SHELF_LIFE_DAYS = 365

export function checkContent(
  api: NodeApi,
  now: Date = new Date(),
): { pages: ContentPage[]; errors: string[]; warnings: string[]; yamlFiles: Set<CollectionFile> } {
  const errors: string[] = []
  const warnings: string[] = []
  const pages: ContentPage[] = []

  for (const node of api.getNodesByType("MarkdownRemark")) {
    // Articles (content/blog/…) are checked by their own schema (src/articles/build/check.ts).
    if (isArticleMarkdown(node, api)) continue
    const file = fileOf(node, api)
    const shown = file ? displayPath(file.absolutePath) : `node ${node.id}`
    const raw = { ...(node as Node & { frontmatter?: Record<string, unknown> }).frontmatter }
    // gatsby-transformer-remark fills in title: "" when front matter has none.
    if (raw.title === "") delete raw.title
    const result = validateFrontmatter(shown, raw)
    if (result.ok) {
      pages.push({ ...result.data, id: node.id, file: shown })
      // A section's pictures are files beside the page (../images/x.png).
      for (const image of imagePaths({ sections: result.data.sections ?? [] }))
        if (file && !fs.existsSync(path.resolve(file.dir, image.value)))
          errors.push(`${shown}: front matter field "${image.field}" points to ${image.value}, which does not exist`)
    } else errors.push(...result.errors)
    const markdown = (node as Node & { rawMarkdownBody?: string }).rawMarkdownBody ?? ""
    errors.push(...uncaptionedTables(shown, markdown))
    for (const line of misplacedPrivacyContact(markdown))
      errors.push(`${shown}: line ${line} of the text: {privacyContact} must stand alone on its line`)
  }
  errors.push(...findDuplicateSlugs(pages))

  const yamlFiles = new Set<CollectionFile>()
  for (const { typeName, file: fileName } of graphqlCollections) {
    for (const node of api.getNodesByType(typeName)) {
      const file = fileOf(node, api)
      if (!file || file.base !== fileName) continue
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
  // Comparisons (content/comparisons/<id>.yaml): every fact with its source and the date it was last checked.
  for (const node of api.getNodesByType(COMPARISON_TYPE)) {
    const file = fileOf(node, api)
    const shown = file ? displayPath(file.absolutePath) : `node ${node.id}`
    const data = Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_KEYS.has(key)))
    const result = validateData(shown, comparisonSchema, data, "YAML")
    if (!result.ok) {
      errors.push(...result.errors)
      continue
    }
    result.data.facts.forEach((fact, index) => {
      const checked = new Date(fact.checked)
      const days = Math.floor((now.getTime() - checked.getTime()) / 86_400_000)
      if (days > FACT_SHELF_LIFE_DAYS)
        warnings.push(
          `${shown}: fact ${index + 1} ("${fact.topic}") was last checked ${days} days ago (${checked.toISOString().slice(0, 10)}): check ${fact.source} again and update "checked"`,
        )
    })
  }
  return { pages, errors, warnings, yamlFiles }
}

/** Which YAML file each template reads (from collections.ts); pages.ts fails a page whose file is missing. */
export const TEMPLATE_DATA = templateData
