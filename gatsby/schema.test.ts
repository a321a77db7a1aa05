import { createSchemaCustomization, normalisedFrontmatter } from "./schema"

type Extension = {
  name: string
  extend: () => { resolve: (source: object, args: object, context: object, info: { fieldName: string }) => unknown }
}

/** The type definitions and field extensions createSchemaCustomization declares, as Gatsby would receive them. */
function declared(): { sdl: string; extensions: Map<string, Extension> } {
  const extensions = new Map<string, Extension>()
  let sdl = ""
  const actions = {
    createFieldExtension: (extension: Extension) => extensions.set(extension.name, extension),
    createTypes: (types: string) => (sdl += types),
  }
  // Only `actions` is used; Gatsby's own argument type has far more.
  const customize = createSchemaCustomization as unknown as (args: { actions: typeof actions }) => void
  customize({ actions })
  return { sdl, extensions }
}

/** What a query reads for `field` of a page whose raw front matter is `frontmatter`. */
function resolve(frontmatter: Record<string, unknown>, field: string): unknown {
  const extension = declared().extensions.get("normalised")
  if (!extension) throw new Error("no @normalised extension")
  return extension.extend().resolve(frontmatter, {}, {}, { fieldName: field })
}

describe("front matter in GraphQL: defaults and the slug, normalised once (for templates, the sitemap and the editor)", () => {
  it("declares slug, template, floatingContact and noindex non-null and resolved through the content schema", () => {
    const { sdl } = declared()
    expect(sdl).toMatch(/slug: String! @normalised/)
    expect(sdl).toMatch(/template: String! @normalised/)
    expect(sdl).toMatch(/floatingContact: Boolean! @normalised/)
    expect(sdl).toMatch(/noindex: Boolean! @normalised/)
  })

  it("gives a page that leaves them out the schema's defaults, so no template re-applies one", () => {
    const page = { title: "Careers", slug: "/careers" }
    expect(resolve(page, "floatingContact")).toBe(true)
    expect(resolve(page, "noindex")).toBe(false)
    expect(resolve(page, "template")).toBe("prose")
  })

  it("keeps what the writer chose", () => {
    const page = { floatingContact: false, noindex: true, template: "pricing" }
    expect(resolve(page, "floatingContact")).toBe(false)
    expect(resolve(page, "noindex")).toBe(true)
    expect(resolve(page, "template")).toBe("pricing")
  })

  it('reads " /careers/ " as the route "/careers", as pages.ts creates it', () => {
    expect(resolve({ slug: " /careers/ " }, "slug")).toBe("/careers")
    expect(resolve({ slug: "/" }, "slug")).toBe("/")
  })

  it("fails loudly when a field it is used on is not in the content schema", () => {
    expect(() => normalisedFrontmatter("colour", "red")).toThrow(/front matter field "colour"/)
  })
})
