// One page per Markdown file in content/pages: the template named in its front matter renders it
// and runs its own page query by id. Nothing but the id travels through pageContext.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkContent, TEMPLATE_DATA } from "./content-check"

const templatePath = (template: string) => path.resolve(__dirname, `../src/templates/${template}-page.tsx`)

export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter, getNodesByType, getNode }) => {
  const { pages, errors, yamlFiles } = checkContent({ getNodesByType, getNode })

  if (!yamlFiles.has("site.yaml")) errors.push("content/site.yaml is missing: the product name, legal name and address live there")
  for (const page of pages) {
    const needs = TEMPLATE_DATA[page.template]
    if (needs && !yamlFiles.has(needs)) {
      errors.push(`${page.file}: front matter field "template" is "${page.template}", which needs content/${needs}, and that file is missing`)
    }
  }
  if (errors.length) {
    reporter.panicOnBuild(`The content has ${errors.length} problem${errors.length > 1 ? "s" : ""}:\n  - ${errors.join("\n  - ")}`)
    return
  }

  for (const page of pages) {
    actions.createPage({
      path: page.slug,
      component: templatePath(page.template),
      context: { id: page.id },
    })
  }
}
