// One page per Markdown file in content/pages: the template named in its front matter renders it
// and runs its own page query by id. Nothing but the id travels through pageContext.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkContent, TEMPLATE_DATA } from "./content-check"
import { graphqlCollections } from "./content-collections"

const templatePath = (template: string) => path.resolve(__dirname, `../src/templates/${template}-page.tsx`)

export const createPages: GatsbyNode["createPages"] = ({ actions, reporter, getNodesByType, getNode }) => {
  const { pages, errors, yamlFiles } = checkContent({ getNodesByType, getNode })

  for (const { file, requiredBecause } of graphqlCollections) {
    if (requiredBecause && !yamlFiles.has(file)) errors.push(`content/${file} is missing: ${requiredBecause}`)
  }
  for (const page of pages) {
    const needs = TEMPLATE_DATA[page.template]
    if (needs && !yamlFiles.has(needs)) {
      errors.push(
        `${page.file}: front matter field "template" is "${page.template}", which needs content/${needs}, and that file is missing`,
      )
    }
  }
  if (errors.length) {
    reporter.panicOnBuild(
      `The content has ${errors.length} problem${errors.length > 1 ? "s" : ""}:\n  - ${errors.join("\n  - ")}`,
    )
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
