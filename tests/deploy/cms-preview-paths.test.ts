// The editor's "View Preview" (a pull request's deploy preview) and "View Live" (site_url) open the page an entry
// makes: every collection's and file's preview_path in the built public/admin/config.yml, filled in as Decap fills
// it for each entry, names a page this build wrote.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { ROOT } from "../../harness/server"

type Collection = {
  name: string
  folder?: string
  path?: string
  extension?: string
  filter?: { field: string; value: string }
  preview_path?: string
  preview_path_preserve_slashes?: boolean
  files?: Array<{ name: string; file: string; preview_path?: string }>
}
const config = yaml.load(fs.readFileSync(path.join(ROOT, "public/admin/config.yml"), "utf8")) as {
  site_url: string
  collections: Collection[]
}

/**
 * Decap's previewUrlFormatter for our templates: `{{fields.x}}` is the entry's field, slashes kept; `{{slug}}` and
 * `{{dirname}}` the entry's file name and folder (an article's); the rest as is.
 */
function fill(
  template: string,
  fields: Record<string, unknown>,
  preserveSlashes: boolean,
  entry: { slug?: string; dirname?: string } = {},
): string {
  const filled = template
    .replace(/\{\{\s*fields\.(\w+)\s*\}\}/g, (_match, name: string) => {
      const field = fields[name]
      const value = typeof field === "string" ? field : ""
      return preserveSlashes ? value.split("/").filter(Boolean).join("/") : value
    })
    .replace(/\{\{slug\}\}/g, entry.slug ?? "{{slug}}")
    .replace(/\{\{dirname\}\}/g, entry.dirname ?? "{{dirname}}")
  return filled.replace(/^[\s/]+/, "")
}

/** Published as the build sees it: not a draft, dated no later than now (the build ran before this test). */
const published = (fields: Record<string, unknown>) =>
  fields.draft !== true &&
  (fields.date === undefined ||
    (fields.date instanceof Date ? fields.date : new Date(String(fields.date))).getTime() <= Date.now())

/** The HTML file the CDN serves for a path ("" is the home page). */
function builtPage(route: string): string | undefined {
  const candidates = route ? [`${route}.html`, `${route}/index.html`] : ["index.html"]
  return candidates.map((file) => path.join(ROOT, "public", file)).find((file) => fs.existsSync(file))
}

const frontMatter = (file: string) =>
  (yaml.load(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(ROOT, file), "utf8"))?.[1] ?? "") ?? {}) as Record<
    string,
    unknown
  >

describe("the editor's preview links", () => {
  it("gives View Live the site's address", () => {
    expect(config.site_url).toMatch(/^https:\/\//)
  })

  it("gives every collection and file a preview_path", () => {
    for (const collection of config.collections) {
      if (collection.folder)
        expect({ [collection.name]: collection.preview_path }).toEqual({
          [collection.name]: expect.any(String) as unknown,
        })
      for (const file of collection.files ?? [])
        expect({ [file.name]: file.preview_path }).toEqual({ [file.name]: expect.any(String) as unknown })
    }
  })

  it("leads from every entry to a page this build wrote, its own", () => {
    const opened: string[] = []
    for (const collection of config.collections) {
      const entries: Array<{
        template: string
        fields: Record<string, unknown>
        preserve: boolean
        slug?: string
        dirname?: string
      }> = collection.folder
        ? fs
            .readdirSync(path.join(ROOT, collection.folder))
            .filter((file) => file.endsWith(".md"))
            .map((file) => frontMatter(`${collection.folder}/${file}`))
            .filter((fields) => (fields.template ?? "prose") === collection.filter?.value)
            .map((fields) => ({
              template: collection.preview_path!,
              fields,
              preserve: collection.preview_path_preserve_slashes === true,
            }))
        : (collection.files ?? []).map((file) => ({
            template: file.preview_path!,
            fields: file.file.endsWith(".md") ? frontMatter(file.file) : {},
            preserve: false,
          }))
      // An article kind's collection: page bundles (path "{{slug}}/index") or single files, each its own page.
      if (collection.folder && !collection.filter && collection.extension === "md") {
        const dir = path.join(ROOT, collection.folder)
        for (const name of fs.readdirSync(dir).sort()) {
          const bundle = collection.path !== undefined
          const file = bundle ? `${collection.folder}/${name}/index.md` : `${collection.folder}/${name}`
          if (!fs.existsSync(path.join(ROOT, file)) || (!bundle && !name.endsWith(".md"))) continue
          const fields = frontMatter(file)
          if (!published(fields)) continue
          const slug = bundle ? `${name}/index` : name.replace(/\.md$/, "")
          entries.push({ template: collection.preview_path!, fields, preserve: false, slug, dirname: name })
        }
      }
      for (const entry of entries) {
        const route = fill(entry.template, entry.fields, entry.preserve, entry)
        const page = builtPage(route)
        expect({ collection: collection.name, route, built: page !== undefined }).toEqual({
          collection: collection.name,
          route,
          built: true,
        })
        // The page is the one at that address (its canonical link says so), on the site View Live opens.
        expect(fs.readFileSync(page!, "utf8")).toContain(`<link rel="canonical" href="${config.site_url}/${route}"`)
        opened.push(route)
      }
    }
    // Prose pages, their own-layout siblings (the email's link targets among them), each YAML file, and the articles
    // of every kind: a post, a story (bundles) and a changelog entry (a file).
    expect(opened).toEqual(
      expect.arrayContaining([
        "about",
        "privacy",
        "pricing",
        "invite/confirm",
        "",
        "invite",
        "blog/fair-weekly-rota",
        "customers/kestrel-fresh-markets",
        "changelog/kiosk-offline-punches",
      ]),
    )
  })
})
