import path from "path"
import { z } from "zod"
import { collections, type CollectionFile } from "../schema/collections"
import { pageFrontmatterSchema, REQUEST_ACTION_FIELDS, TEMPLATES } from "../schema/content"
import { validateFrontmatter } from "../schema/validate"
import { SECTION_SCHEMAS, SECTION_TYPES, comparisonSchema, sectionsSchema } from "../schema/sections"
import {
  cmsConfig,
  pageFields,
  readPages,
  readTranslations,
  SECTIONS_PAGE_FIELDS,
  translatedFiles,
  type PageFile,
} from "./cms-config"
import { entryProblems } from "./validate-entry"
import { decapField, decapFields, UnmappableFieldError, type DecapField } from "./decap-fields"
import { ARTICLE_KINDS } from "../src/articles/kinds"
import { ARTICLE_DATA, type ArticleDataName } from "../src/articles/schema"
import { ARTICLE_SCHEMAS } from "../src/articles/schemas"

const contentDir = path.resolve(__dirname, "../content")
const settings = { repo: "shiftwise/site", branch: "main", oauthUrl: "https://api.netlify.com" }
const input = {
  contentPath: "content",
  pages: readPages(contentDir),
  settings,
  siteUrl: "https://www.shiftwise.app",
  timeZone: "Asia/Kolkata",
}
const config = () => cmsConfig(input)

type ConfigCollection = {
  name: string
  folder?: string
  path?: string
  extension?: string
  media_folder?: string
  public_folder?: string
  create?: boolean
  files?: Array<{ name: string; file: string; fields: DecapField[]; preview_path?: string }>
  fields?: DecapField[]
  preview_path?: string
  preview_path_preserve_slashes?: boolean
  editor?: { preview: boolean }
}
const collectionsOf = () => config().collections as ConfigCollection[]

/** Every dotted field path a zod object schema declares, nested objects and list items included. */
function zodPaths(schema: z.ZodType, prefix = ""): string[] {
  const def = schema.def as unknown as {
    type: string
    innerType?: z.ZodType
    shape?: Record<string, z.ZodType>
    element?: z.ZodType
    in?: z.ZodType
  }
  if (def.type === "optional" || def.type === "default") return zodPaths(def.innerType!, prefix)
  if (def.type === "array") return zodPaths(def.element!, prefix)
  if (def.type !== "object") return []
  return Object.entries(def.shape!).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...zodPaths(child, `${prefix}${key}.`),
  ])
}

/** The same paths in Decap's fields (a list of one value is `field`, of groups `fields`). */
function decapPaths(fields: DecapField[], prefix = ""): string[] {
  return fields.flatMap((field) => [
    `${prefix}${field.name}`,
    ...decapPaths(field.fields ?? [], `${prefix}${field.name}.`),
    ...(field.field ? decapPaths(field.field.fields ?? [], `${prefix}${field.name}.`) : []),
  ])
}

const find = (fields: DecapField[], dotted: string): DecapField => {
  const [head, ...rest] = dotted.split(".")
  const field = fields.find((f) => f.name === head)
  if (!field) throw new Error(`no field ${dotted}`)
  return rest.length ? find(field.fields ?? field.field?.fields ?? [], rest.join(".")) : field
}

describe("the editor's configuration is generated from the content schema and the collection registry", () => {
  it("has one collection per YAML file in the registry, at its path, with every field of its schema", () => {
    const byName = new Map(collectionsOf().map((c) => [c.name, c]))
    for (const file of Object.keys(collections) as CollectionFile[]) {
      const collection = byName.get(file.replace(/\.yaml$/, ""))
      expect(collection?.files?.[0]?.file).toBe(`content/${file}`)
      expect(decapPaths(collection!.files![0]!.fields).sort()).toEqual(zodPaths(collections[file].schema).sort())
    }
  })

  it("lists ordinary pages in a folder collection with every front matter field a prose page may have, and the text", () => {
    const pages = collectionsOf().find((c) => c.name === "pages")!
    expect(pages).toMatchObject({
      folder: "content/pages",
      create: true,
      filter: { field: "template", value: "prose" },
    })
    const expected = zodPaths(pageFrontmatterSchema).filter(
      (p) =>
        p !== "template" &&
        ![...REQUEST_ACTION_FIELDS, ...SECTIONS_PAGE_FIELDS].some((f) => p === f || p.startsWith(`${f}.`)),
    )
    expect(decapPaths(pages.fields!).sort()).toEqual([...expected, "body"].sort())
  })

  it("gives every page with a layout of its own exactly the fields its template allows", () => {
    const layoutPages = collectionsOf().find((c) => c.name === "layout-pages")!
    const files = new Map(layoutPages.files!.map((f) => [f.file, f]))
    const pages = readPages(contentDir)
    expect(pages.filter((p) => p.template === "prose").length).toBeGreaterThan(3)
    const ownLayout = pages.filter((p) => p.template !== "prose" && p.template !== "sections")
    for (const page of ownLayout) {
      const entry = files.get(`content/pages/${page.file}`)
      expect(entry).toBeDefined()
      const paths = decapPaths(entry!.fields)
      expect(paths).toContain("template")
      for (const field of REQUEST_ACTION_FIELDS) expect(paths.includes(field)).toBe(page.template === "request-action")
      for (const field of SECTIONS_PAGE_FIELDS) expect(paths).not.toContain(field)
    }
    expect(files.size).toBe(ownLayout.length)
    // Sections, a canonical address and the focused header belong to pages built from sections, and to no other.
    for (const template of TEMPLATES) {
      const paths = decapPaths(pageFields(template))
      for (const field of SECTIONS_PAGE_FIELDS)
        expect({ template, field, shown: paths.includes(field) }).toEqual({
          template,
          field,
          shown: template === "sections",
        })
    }
  })

  it("lists pages built from sections in a folder collection writers add to, each with its sections and no text", () => {
    const landing = collectionsOf().find((c) => c.name === "landing-pages")!
    expect(landing).toMatchObject({
      folder: "content/pages",
      create: true,
      filter: { field: "template", value: "sections" },
      preview_path: "{{fields.slug}}",
      preview_path_preserve_slashes: true,
      // A section's pictures are content/images/x.png, written as a page reads them.
      media_folder: "/content/images",
      public_folder: "../images",
    })
    const expected = zodPaths(pageFrontmatterSchema).filter(
      (p) => !REQUEST_ACTION_FIELDS.some((f) => p === f || p.startsWith(`${f}.`)),
    )
    expect(decapPaths(landing.fields!).sort()).toEqual(expected.sort())
    expect(find(landing.fields!, "template")).toMatchObject({ widget: "hidden", default: "sections" })
    expect(find(landing.fields!, "sections")).toMatchObject({ required: true })
    expect(find(landing.fields!, "canonical")).toMatchObject({ widget: "string", required: false })
    expect(find(landing.fields!, "focusedHeader")).toMatchObject({ widget: "boolean", default: false })
    // Every page built from sections is in it, and in no other collection.
    const layoutFiles = collectionsOf().find((c) => c.name === "layout-pages")!.files!
    for (const page of readPages(contentDir).filter((p) => p.template === "sections"))
      expect(layoutFiles.map((f) => f.file)).not.toContain(`content/pages/${page.file}`)
  })

  it("takes labels and hints from the schema's metadata, and labels a field without any from its name", () => {
    const fields = pageFields("prose")
    expect(find(fields, "description")).toMatchObject({ label: "Description", widget: "text" })
    expect(find(fields, "description").hint).toMatch(/120 to 160 characters/)
    const site = decapFields(collections["site.yaml"].schema, "content/site.yaml")
    expect(find(site, "contactCard.heading")).toMatchObject({ label: "Heading", widget: "string" })
  })

  it("declares what the build refuses so the editor refuses it too, with the build's message", () => {
    const fields = pageFields("prose")
    const description = find(fields, "description")
    const slug = find(fields, "slug")
    const [descriptionPattern, descriptionMessage] = description.pattern!
    const [slugPattern, slugMessage] = slug.pattern!
    // The same verdict as the schema, for what a writer might type.
    const page = { title: "Careers", slug: "/careers" }
    for (const text of [
      "Too short.",
      "x".repeat(119),
      "x".repeat(120),
      "x".repeat(160),
      "x".repeat(161),
      `  ${"y".repeat(150)}  `,
    ]) {
      const built = validateFrontmatter("content/pages/careers.md", { ...page, description: text })
      expect(new RegExp(descriptionPattern).test(text)).toBe(built.ok)
      if (!built.ok) expect(built.errors.join("\n")).toContain(`field "description" ${descriptionMessage}`)
    }
    for (const typed of ["/careers", " /careers/ ", "/", "/a/b-c", "careers", "/Careers", "/a b", "//x", "/x/"]) {
      const built = validateFrontmatter("content/pages/careers.md", {
        ...page,
        description: "x".repeat(130),
        slug: typed,
      })
      expect(new RegExp(slugPattern).test(typed)).toBe(built.ok)
      if (!built.ok) expect(built.errors.join("\n")).toContain(`field "slug" ${slugMessage}`)
    }
    expect(find(fields, "title")).toMatchObject({ required: true })
    expect(find(fields, "lastUpdated")).toMatchObject({ required: false, widget: "datetime", time_format: false })
    expect(find(fields, "noindex")).toMatchObject({ widget: "boolean", default: false, required: false })
  })

  it("offers the schema's choices and list sizes", () => {
    const requestAction = pageFields("request-action")
    expect(find(requestAction, "action")).toMatchObject({
      widget: "select",
      options: ["confirm", "delete"],
      required: true,
    })
    const contact = decapFields(collections["contact.yaml"].schema, "content/contact.yaml")
    expect(find(contact, "channels.kind")).toMatchObject({ widget: "select", options: ["email", "phone", "link"] })
    const site = decapFields(collections["site.yaml"].schema, "content/site.yaml")
    expect(find(site, "headerLinks")).toMatchObject({ widget: "list", min: 1, label_singular: "Header link" })
    // The editor's "Add …" button names one item: a plural made singular, or the schema's itemLabel for a phrase.
    expect(find(pageFields("prose"), "formerSlugs")).toMatchObject({ widget: "list", label_singular: "Former address" })
    expect(find(contact, "channels")).toMatchObject({ label_singular: "Way to reach us" })
    const yourData = decapFields(collections["your-data.yaml"].schema, "content/your-data.yaml")
    expect(find(yourData, "erase.erasesList")).toMatchObject({ label_singular: "Thing it erases" })
    expect(find(yourData, "erase.keepsList")).toMatchObject({ label_singular: "Thing it cannot reach" })
    expect(find(site, "headerLinks.to").pattern?.[1]).toBe('must be a site path starting with "/"')
    const sections = find(pageFields("sections"), "sections").types!
    const stats = sections.find((type) => type.name === "stats")!.fields!
    expect(find(stats, "items")).toMatchObject({ max: 4 })
    const rows = sections.find((type) => type.name === "media-rows")!.fields!
    expect(find(rows, "items.image")).toMatchObject({ widget: "image" })
    expect(find(rows, "items.image").hint).toMatch(/640, 750, 828, 1080, 1200, 1920, 2048 or 3840 pixels wide/)
    const emails = decapFields(collections["emails.yaml"].schema, "content/emails.yaml")
    expect(decapPaths([find(emails, "confirmation.next")])).toEqual([
      "next",
      "next.early_access",
      "next.demo",
      "next.support",
    ])
    expect(TEMPLATES).toContain("request-action")
  })

  it("shows a new zod field with no other change", () => {
    const extended = collections["site.yaml"].schema as z.ZodObject
    const fields = decapFields(
      extended.extend({ instagram: z.string().optional().meta({ title: "Instagram" }) }),
      "content/site.yaml",
    )
    expect(find(fields, "instagram")).toMatchObject({ label: "Instagram", widget: "string", required: false })
  })

  it("fails naming the file and the field when a zod type has no widget", () => {
    const schema = z.strictObject({ team: z.array(z.strictObject({ roles: z.record(z.string(), z.string()) })) })
    expect(() => decapFields(schema, "content/about.yaml")).toThrow(UnmappableFieldError)
    expect(() => decapFields(schema, "content/about.yaml")).toThrow(
      /content\/about\.yaml field "team\.roles" is a zod record, which the editor cannot show/,
    )
    expect(() => decapField("size", z.bigint(), 'content/x.yaml field "size"')).toThrow(/field "size" is a zod bigint/)
  })

  it("commits to the configured GitHub repository, or only to the local backend when none is known", () => {
    expect(config().backend).toMatchObject({ name: "github", repo: "shiftwise/site", branch: "main" })
    const local = cmsConfig({ ...input, settings: { ...settings, repo: null } })
    expect(local.backend).toEqual({ name: "proxy", proxy_url: "/admin/local-backend/api/v1", branch: "main" })
    expect(config()).toMatchObject({ media_folder: "content/images", public_folder: "./images" })
  })
})

describe("a page's sections are a list of typed sections generated from the section schemas", () => {
  const sections = () => find(pageFields("sections"), "sections")
  const typeOf = (name: string) => sections().types!.find((type) => type.name === name)!
  const byName = () => new Map(collectionsOf().map((c) => [c.name, c]))

  it("has one type per section schema, named by its type, labelled, hinted and summarised from its metadata", () => {
    expect(sections()).toMatchObject({
      widget: "list",
      label_singular: "Section",
      typeKey: "type",
      allow_reorder: true,
      // Collapsed, each item shows its summary: the page reads as its outline.
      collapsed: true,
    })
    expect(sections().fields).toBeUndefined()
    expect(sections().types!.map((type) => type.name)).toEqual(SECTION_TYPES)
    for (const name of SECTION_TYPES) {
      const meta = z.globalRegistry.get(SECTION_SCHEMAS[name])!
      expect(typeOf(name)).toMatchObject({
        widget: "object",
        label: meta.title,
        hint: meta.description,
        summary: meta.summary,
      })
      // Every field of its schema but the type, which the list writes itself.
      expect(decapPaths(typeOf(name).fields!).sort()).toEqual(
        zodPaths(SECTION_SCHEMAS[name])
          .filter((p) => p !== "type")
          .sort(),
      )
      // A summary shows fields the type has ({{fields.items.0.value}}: the first figure's value).
      for (const [, used] of (meta.summary ?? "").matchAll(/\{\{fields\.([\w.]+)\}\}/g))
        expect(decapPaths(typeOf(name).fields!)).toContain(used!.replace(/\.\d+\./g, "."))
    }
  })

  it("asks for as many sections as the build accepts, no fewer and no more", () => {
    const { min, max } = sections()
    const text = { type: "rich-text", body: "Words." }
    const accepted = (count: number) => sectionsSchema.safeParse(Array.from({ length: count }, () => text)).success
    expect([accepted(min! - 1), accepted(min!), accepted(max!), accepted(max! + 1)]).toEqual([false, true, true, false])
  })

  it("starts a new section with the schema's defaults, and offers its choices", () => {
    expect(find(typeOf("hero").fields!, "variant")).toMatchObject({
      widget: "select",
      options: ["split", "centred", "form"],
      default: "split",
    })
    expect(find(typeOf("faq").fields!, "structuredData")).toMatchObject({ widget: "boolean", default: false })
    expect(find(typeOf("form").fields!, "topic")).toMatchObject({
      widget: "select",
      options: ["early_access", "demo", "support"],
      default: "early_access",
    })
    // The kind of articles is a choice of the schema's own; how many, a whole number with its default.
    expect(find(typeOf("articles").fields!, "kind")).toMatchObject({
      widget: "select",
      options: ["blog", "customers", "changelog"],
      default: "blog",
    })
    expect(find(typeOf("articles").fields!, "count")).toMatchObject({ widget: "number", value_type: "int", default: 3 })
    expect(find(typeOf("faq").fields!, "items")).toMatchObject({ widget: "list", min: 1, label_singular: "Question" })
    expect(find(typeOf("media-rows").fields!, "items.image")).toMatchObject({ widget: "image", required: true })
  })

  it("lets a group be left out whole (a second button) and asks for its fields only where the group is required", () => {
    expect(find(typeOf("hero").fields!, "secondaryCta")).toMatchObject({ widget: "object", required: false })
    expect(find(typeOf("hero").fields!, "secondaryCta.label")).toMatchObject({ required: false })
    expect(find(typeOf("hero").fields!, "secondaryCta.to").pattern?.[1]).toBe('must be a site path starting with "/"')
    expect(find(typeOf("cta").fields!, "button")).toMatchObject({ widget: "object", required: true })
    expect(find(typeOf("cta").fields!, "button.label")).toMatchObject({ required: true })
  })

  it("makes what a section names relation widgets: stories, features by id, a comparison, a tag", () => {
    const customers = typeOf("customers").fields!
    expect(find(customers, "stories")).toMatchObject({
      widget: "relation",
      collection: "customers",
      value_field: "{{slug}}",
      display_fields: ["company"],
      multiple: true,
      required: false,
    })
    expect(find(customers, "quote")).toMatchObject({ widget: "relation", collection: "customers", required: false })
    expect(find(customers, "quote").multiple).toBeUndefined()
    expect(find(typeOf("features").fields!, "features")).toMatchObject({
      widget: "relation",
      collection: "features",
      file: "features",
      value_field: "features.*.id",
      display_fields: ["features.*.title"],
      multiple: true,
      min: 1,
      required: true,
    })
    expect(find(typeOf("comparison").fields!, "alternative")).toMatchObject({
      widget: "relation",
      collection: "comparisons",
      value_field: "{{slug}}",
      required: true,
    })
    expect(find(typeOf("articles").fields!, "tag")).toMatchObject({
      widget: "relation",
      collection: "tags",
      value_field: "{{slug}}",
      required: false,
    })
    // Each points at a collection the editor has, and shows its entries by fields they have.
    const relations = sections().types!.flatMap((type) => type.fields!.filter((f) => f.widget === "relation"))
    expect(relations).toHaveLength(5)
    for (const field of relations) {
      const target = byName().get(field.collection!)!
      const fields = field.file ? target.files!.find((f) => f.name === field.file)!.fields : target.fields!
      for (const shown of [...field.display_fields!, ...field.search_fields!])
        expect(decapPaths(fields)).toContain(shown.replace(".*.", "."))
      if (field.value_field !== "{{slug}}") expect(decapPaths(fields)).toContain(field.value_field!.replace(".*.", "."))
    }
  })

  it("has a collection of comparisons, content/comparisons/<id>.yaml, with every field of their schema", () => {
    const comparisons = byName().get("comparisons")!
    expect(comparisons).toMatchObject({ folder: "content/comparisons", extension: "yaml", create: true })
    expect(decapPaths(comparisons.fields!).sort()).toEqual(zodPaths(comparisonSchema).sort())
    // A fact's date is a date; its source an address.
    expect(find(comparisons.fields!, "facts.checked")).toMatchObject({ widget: "datetime", time_format: false })
    expect(find(comparisons.fields!, "facts")).toMatchObject({ widget: "list", min: 1 })
  })

  it("fails naming the field when a section refers to something the editor has no collection for", () => {
    const schema = z.strictObject({
      sections: z.array(
        z.discriminatedUnion("type", [
          z.strictObject({ type: z.literal("video"), video: z.string().meta({ reference: "videos" as "tags" }) }),
        ]),
      ),
    })
    expect(() => decapFields(schema, "content/pages/*.md front matter", [], { references: {} })).toThrow(
      /front matter field "sections\[video\]\.video" refers to "videos", which the editor has no collection for/,
    )
  })
})

describe("the articles' collections are generated from the articles' schemas", () => {
  const byName = () => new Map(collectionsOf().map((c) => [c.name, c]))

  it("has a folder per article kind, of page bundles or of single files, every front matter field of the kind's schema, then the text", () => {
    for (const kind of ARTICLE_KINDS) {
      const posts = byName().get(kind.id)!
      expect(posts).toMatchObject({
        folder: `content/${kind.dir}`,
        extension: "md",
        create: true,
        // Uploads go beside the entry.
        media_folder: "",
        public_folder: "",
        format: kind.id === "blog" ? "shiftwise-article" : `shiftwise-article-${kind.id}`,
      })
      // A bundle's folder is the address (content/blog/<slug>/index.md); a changelog entry's file name is.
      if (kind.layout === "bundle")
        expect(posts).toMatchObject({ path: "{{slug}}/index", preview_path: `${kind.base}/{{dirname}}` })
      else {
        expect(posts.path).toBeUndefined()
        expect(posts.preview_path).toBe(`${kind.base}/{{slug}}`)
      }
      expect(decapPaths(posts.fields!).sort()).toEqual([...zodPaths(ARTICLE_SCHEMAS[kind.id]), "body"].sort())
    }
  })

  it("makes a story's plan and features and an entry's plans relation widgets into pricing.yaml's plans and features.yaml's features", () => {
    expect(find(byName().get("customers")!.fields!, "plan")).toMatchObject({
      widget: "relation",
      collection: "pricing",
      file: "pricing",
      value_field: "plans.*.name",
      required: true,
    })
    expect(find(byName().get("customers")!.fields!, "features")).toMatchObject({
      widget: "relation",
      collection: "features",
      file: "features",
      value_field: "features.*.title",
      multiple: true,
      min: 1,
    })
    expect(find(byName().get("changelog")!.fields!, "plans")).toMatchObject({
      widget: "relation",
      collection: "pricing",
      value_field: "plans.*.name",
      multiple: true,
    })
    // The collections they point into exist, with those files.
    expect(byName().get("pricing")?.files?.[0]?.name).toBe("pricing")
    expect(byName().get("features")?.files?.[0]?.name).toBe("features")
    expect(find(byName().get("changelog")!.fields!, "type")).toMatchObject({
      widget: "select",
      options: ["new", "improved", "fixed", "security", "deprecated"],
    })
  })

  it("has a folder of YAML files for authors, tags and series, each with every field of its schema", () => {
    for (const name of Object.keys(ARTICLE_DATA) as ArticleDataName[]) {
      const collection = byName().get(name)!
      expect(collection).toMatchObject({ folder: `content/${ARTICLE_DATA[name].dir}`, extension: "yaml", create: true })
      expect(decapPaths(collection.fields!).sort()).toEqual(zodPaths(ARTICLE_DATA[name].schema).sort())
    }
    // An author's picture is saved beside their file.
    expect(byName().get("authors")).toMatchObject({ media_folder: "", public_folder: "" })
  })

  it("makes authors, tags, series and related posts relation widgets into their collections, with the schema's bounds", () => {
    const fields = byName().get("blog")!.fields!
    expect(find(fields, "authors")).toMatchObject({
      widget: "relation",
      collection: "authors",
      value_field: "{{slug}}",
      multiple: true,
      min: 1,
      required: true,
    })
    expect(find(fields, "tags")).toMatchObject({
      widget: "relation",
      collection: "tags",
      multiple: true,
      min: 1,
      max: 5,
    })
    expect(find(fields, "series")).toMatchObject({ widget: "relation", collection: "series", required: false })
    expect(find(fields, "series").multiple).toBeUndefined()
    expect(find(fields, "related")).toMatchObject({ widget: "relation", collection: "blog", multiple: true })
    // Every relation points at a collection the editor has, and shows its entries by name or title.
    for (const field of fields.filter((f) => f.widget === "relation")) {
      const target = byName().get(field.collection!)!
      expect(decapPaths(target.fields!)).toEqual(expect.arrayContaining(field.display_fields!))
    }
  })

  it("takes a post's date and update in the site's time zone, its cover as an image, its rules from the schema", () => {
    const fields = byName().get("blog")!.fields!
    for (const name of ["date", "updated"])
      expect(find(fields, name)).toMatchObject({ widget: "article-date", time_zone: "Asia/Kolkata" })
    expect(find(fields, "date").required).toBe(true)
    expect(find(fields, "cover")).toMatchObject({ widget: "image", required: true })
    expect(find(fields, "title").pattern?.[1]).toBe(
      "must be at most 70 characters (it is the page title and the social card)",
    )
    const [pattern] = find(fields, "description").pattern!
    expect(new RegExp(pattern).test("x".repeat(119))).toBe(false)
    expect(new RegExp(pattern).test("x".repeat(140))).toBe(true)
    expect(find(fields, "draft")).toMatchObject({ widget: "boolean", default: false })
  })

  it("opens each entry's page: the post, the author's and the tag's pages, and for a series the list", () => {
    const paths = Object.fromEntries(collectionsOf().map((c) => [c.name, c.preview_path]))
    expect(paths).toMatchObject({
      blog: "/blog/{{dirname}}",
      authors: "/blog/authors/{{slug}}",
      tags: "/blog/tags/{{slug}}",
      series: "/blog",
    })
  })

  it("fails naming the field when a relation points at a collection the editor does not have", () => {
    const schema = z.strictObject({ editors: z.array(z.string()).meta({ relation: "editors" }) })
    expect(() => decapFields(schema, "content/blog/<address>/index.md front matter", [], { relations: {} })).toThrow(
      /field "editors" relates to "editors", which the editor has no collection for/,
    )
  })
})

describe("the editorial workflow", () => {
  it("saves to a pull request per entry and publishes by squashing it (as the scheduler does)", () => {
    expect(config()).toMatchObject({ publish_mode: "editorial_workflow", site_url: "https://www.shiftwise.app" })
    expect(config().backend).toMatchObject({ squash_merges: true })
  })

  it("opens each entry's own page for View Preview and View Live", () => {
    const byName = new Map(collectionsOf().map((c) => [c.name, c]))
    // Prose pages: the page's address field, slashes kept ("/invite/confirm" stays a path).
    for (const name of ["pages", "landing-pages"])
      expect(byName.get(name)).toMatchObject({
        preview_path: "{{fields.slug}}",
        preview_path_preserve_slashes: true,
      })
    // A comparison's page (the site's comparison pages are /compare/<id>).
    expect(byName.get("comparisons")?.preview_path).toBe("/compare/{{slug}}")
    const pages = readPages(contentDir)
    for (const file of byName.get("layout-pages")!.files!) {
      const page = pages.find((p) => `content/pages/${p.file}` === file.file)!
      expect(file.preview_path).toBe(page.slug)
    }
    const yamlPaths = Object.fromEntries(
      (Object.keys(collections) as CollectionFile[]).map((file) => [
        file,
        byName.get(file.replace(/\.yaml$/, ""))!.files![0]!.preview_path,
      ]),
    )
    expect(yamlPaths).toEqual({
      "site.yaml": "/",
      "your-data.yaml": "/your-data",
      "features.yaml": "/features",
      "contact.yaml": "/contact",
      "pricing.yaml": "/pricing",
      "emails.yaml": "/invite",
      "form.yaml": "/invite",
      // No page shows the redirects; a retired address answers with the not-found layout's 410 page.
      "redirects.yaml": "/404",
    })
  })

  it("fails naming the file when no page shows a collection", () => {
    const withoutPricing: PageFile[] = input.pages.filter((page) => page.template !== "pricing")
    expect(() => cmsConfig({ ...input, pages: withoutPricing })).toThrow(
      /content\/pricing\.yaml is previewed on the page with layout "pricing", and no page in content\/pages has it/,
    )
  })

  it("puts Publish at last on every entry, in the site's time zone", () => {
    for (const collection of collectionsOf()) {
      for (const fields of [collection.fields, ...(collection.files ?? []).map((f) => f.fields)]) {
        if (!fields) continue
        expect(fields.at(-1)).toEqual({
          name: "publishAt",
          label: "Publish at",
          hint: expect.stringMatching(/within 15 minutes/) as unknown,
          widget: "publish-at",
          required: false,
          time_zone: "Asia/Kolkata",
        })
      }
    }
  })
})

describe("each translated page and YAML file is in the editor, in a collection of its language beside the English one", () => {
  const translations = readTranslations(contentDir)
  const translated = () => cmsConfig({ ...input, translations }).collections as ConfigCollection[]
  const named = (name: string) => translated().find((collection) => collection.name === name)

  it("reads the languages after the default from content/languages.yaml, with their pages and translated files", () => {
    expect(translations.map(({ language }) => language.code)).toEqual(["hi"])
    const [hindi] = translations
    expect(hindi!.pages.find((page) => page.file === "for-retail.md")).toMatchObject({
      slug: "/hi/for/retail",
      template: "sections",
    })
    expect(hindi!.files).toEqual(expect.arrayContaining(["site.yaml", "pricing.yaml", "form.yaml"]))
  })

  it("lists each translation's collection right after the English one, named and labelled by its language", () => {
    const names = translated().map((collection) => collection.name)
    expect(names.indexOf("pages--hi")).toBeGreaterThan(names.indexOf("layout-pages"))
    expect(names.indexOf("site--hi")).toBe(names.indexOf("site") + 1)
    expect(names.indexOf("pricing--hi")).toBe(names.indexOf("pricing") + 1)
    expect(named("landing-pages--hi")).toMatchObject({
      label: "Landing pages · हिन्दी",
      folder: "content/pages/hi",
      // A Hindi page is one folder deeper: its pictures are ../../images/….
      public_folder: "../../images",
      preview_path: "{{fields.slug}}",
      // A translation keeps its English page's file name, which the editor cannot choose: started by copying.
      create: false,
    })
    expect(named("landing-pages")!.create).toBe(true)
    // The English collections do not change, and do not reach into the language's folder.
    expect(named("landing-pages")).toEqual(collectionsOf().find((collection) => collection.name === "landing-pages"))
    // Its three page collections, one per translated YAML file and its comparisons.
    expect(cmsConfig(input).collections).toHaveLength(translated().length - 3 - translations[0]!.files.length - 1)
  })

  it("gives the comparisons' translations a collection of their own: each fact's words, found by its source", () => {
    expect(translations[0]!.comparisons).toBe(true)
    const names = translated().map((collection) => collection.name)
    expect(names.indexOf("comparisons--hi")).toBe(names.indexOf("comparisons") + 1)
    const comparisons = named("comparisons--hi")!
    expect(comparisons).toMatchObject({
      label: "Comparisons (हिन्दी)",
      folder: "content/comparisons/hi",
      create: false,
      preview_path: "/hi/compare/{{slug}}",
    })
    const facts = comparisons.fields!.find((field) => field.name === "facts")!
    expect(facts.required).toBe(false)
    expect((facts.fields ?? []).map((field) => [field.name, field.required])).toEqual([
      ["source", true],
      ["topic", false],
      ["us", false],
      ["them", false],
    ])
    // Checked before saving as the build checks it: a fact must name a source, as an https:// address.
    expect(
      entryProblems("comparisons--hi", "content/comparisons/hi/spreadsheets.yaml", { facts: [{ topic: "x" }] }),
    ).toEqual([expect.stringMatching(/content\/comparisons\/hi\/spreadsheets\.yaml: .*"facts\.0\.source"/)])
    expect(
      entryProblems("comparisons--hi", "content/comparisons/hi/spreadsheets.yaml", {
        name: "स्प्रेडशीट",
        facts: [{ source: "https://support.google.com/docs/answer/78413", topic: "घंटे" }],
      }),
    ).toEqual([])
  })

  it("previews a translated page or file on its own address in that language", () => {
    const ownLayout = named("layout-pages--hi")!.files!
    expect(ownLayout.find((file) => file.file === "content/pages/hi/pricing.md")?.preview_path).toBe("/hi/pricing")
    expect(named("site--hi")!.files![0]).toMatchObject({ file: "content/hi/site.yaml", preview_path: "/hi" })
    expect(named("form--hi")!.files![0]).toMatchObject({ file: "content/hi/form.yaml", preview_path: "/hi/invite" })
  })

  it("names the translated files whose preview Decap finds by the file's name: the Hindi pages with their own layout", () => {
    const files = translatedFiles(cmsConfig({ ...input, translations }), "hi")
    expect(files).toEqual(named("layout-pages--hi")!.files!.map((file) => file.name))
    expect(files).toContain("page-pricing")
    // A translated YAML file's one file is named as its collection, which its preview is registered by already.
    expect(files).not.toContain("site--hi")
    expect(translatedFiles(cmsConfig({ ...input, translations }), "mr")).toEqual([])
  })

  it("gives every translation a preview pane (its words beside the English), and an English file one where it is drawn", () => {
    // site.yaml and pricing.yaml are drawn by the site's components (cms/admin.tsx); form.yaml by none, so its
    // English has no preview pane, and its translation's pane shows the words beside the English
    // (cms/previews/beside-english.tsx). So do the translated pages with their own layout and the comparisons.
    for (const file of ["site", "pricing"]) {
      expect(named(file)!.editor).toBeUndefined()
      expect(named(`${file}--hi`)!.editor).toBeUndefined()
    }
    expect(named("form")!.editor).toEqual({ preview: false })
    for (const name of ["form--hi", "layout-pages--hi", "comparisons--hi"]) expect(named(name)!.editor).toBeUndefined()
    expect(named("layout-pages")!.editor).toEqual({ preview: false })
    expect(named("comparisons")!.editor).toEqual({ preview: false })
  })

  it("gives a translated YAML file its translation's fields, each optional, with the English it was made from", () => {
    const pricing = named("pricing--hi")!.files![0]!.fields
    expect(pricing.map((field) => field.name)).toEqual(expect.arrayContaining(["plans", "words", "translatedFrom"]))
    expect(pricing.find((field) => field.name === "heading")?.required).toBe(false)
    // Prices are the English ones: a translation has none.
    expect(decapPaths(pricing)).not.toContain("plans.prices")
  })

  it("checks a translation before saving as the build does, naming its file", () => {
    expect(entryProblems("pricing--hi", "content/hi/pricing.yaml", { heading: "योजनाएँ" })).toEqual([])
    expect(entryProblems("pricing--hi", "content/hi/pricing.yaml", { plans: [{ name: "ग्रोथ" }] })).toEqual([
      expect.stringMatching(/^content\/hi\/pricing\.yaml: .*plans/),
    ])
    expect(
      entryProblems("landing-pages--hi", "content/pages/hi/for-retail.md", {
        title: "रिटेल",
        slug: "/hi/for/retail",
        description: "बहुत छोटा",
        template: "sections",
        sections: [],
      }).join("\n"),
    ).toMatch(/^content\/pages\/hi\/for-retail\.md: /m)
  })
})
