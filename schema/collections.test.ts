import type { z } from "zod"
import { collections, graphqlCollections, templateData, unsourcedFiles } from "./collections"
import { pageFrontmatterSchema, PUBLISHING_FIELDS } from "./content"

/** The field names of a GraphQL type in an SDL string. */
function sdlFields(sdl: string, typeName: string): string[] {
  const body = new RegExp(`type ${typeName} implements Node @dontInfer \\{([^}]*)\\}`).exec(sdl)?.[1] ?? ""
  return [...body.matchAll(/^\s*(\w+)\s*:/gm)].map((m) => m[1]!)
}

describe("the content collections registry", () => {
  it("declares each queried collection's node type under the name gatsby-transformer-yaml gives it", () => {
    expect(graphqlCollections.map((c) => [c.file, c.typeName])).toEqual([
      ["site.yaml", "SiteYaml"],
      ["features.yaml", "FeaturesYaml"],
      ["contact.yaml", "ContactYaml"],
      ["pricing.yaml", "PricingYaml"],
    ])
  })

  it("exposes in GraphQL every field the schema allows, except build-only and publishing fields", () => {
    for (const { graphql, typeName, schema, buildOnly = [] } of graphqlCollections) {
      const allowed = Object.keys((schema as z.ZodObject).shape).filter(
        (key) => !buildOnly.includes(key) && !PUBLISHING_FIELDS.includes(key),
      )
      expect(sdlFields(graphql ?? "", typeName).sort()).toEqual(allowed.sort())
    }
  })

  it("lets every page and every collection carry a publish time (scheduled publishing)", () => {
    expect(PUBLISHING_FIELDS).toEqual(["publishAt"])
    const schemas = [pageFrontmatterSchema, ...Object.values(collections).map((entry) => entry.schema)]
    for (const schema of schemas) expect(Object.keys((schema as z.ZodObject).shape)).toContain("publishAt")
  })

  it("leaves emails.yaml, form.yaml, your-data.yaml and redirects.yaml out of GraphQL and says which file each template needs", () => {
    expect(unsourcedFiles).toEqual(["emails.yaml", "form.yaml", "your-data.yaml", "redirects.yaml"])
    expect(Object.keys(collections)).toContain("emails.yaml")
    expect(templateData).toEqual({
      features: "features.yaml",
      contact: "contact.yaml",
      pricing: "pricing.yaml",
    })
  })
})
