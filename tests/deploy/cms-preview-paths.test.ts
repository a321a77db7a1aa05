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
 * Decap's previewUrlFormatter for our templates: `{{fields.x}}` is the entry's field, slashes kept; `{{slug}}` the
 * entry's slug (its path in the folder, without the extension); `{{dirname}}` the folder of its file within the
 * collection's folder (a post's page bundle); the rest as is.
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
    .replace(/\{\{\s*slug\s*\}\}/g, entry.slug ?? "")
    .replace(/\{\{\s*dirname\s*\}\}/g, entry.dirname ?? "")
  return filled.replace(/^[\s/]+/, "")
}

/**
 * The entries of a folder collection as Decap lists them: each file with the collection's extension, at its `path`
 * ("{{slug}}/index": a folder per entry holding index.md), with its slug and folder.
 */
function folderEntries(collection: Collection): Array<{ file: string; slug: string; dirname: string }> {
  const extension = collection.extension ?? "md"
  const folder = path.join(ROOT, collection.folder!)
  const nested = collection.path?.match(/^\{\{slug\}\}\/(.+)$/)?.[1]
  if (nested)
    return fs
      .readdirSync(folder)
      .filter((dir) => fs.existsSync(path.join(folder, dir, `${nested}.${extension}`)))
      .map((dir) => ({
        file: `${collection.folder}/${dir}/${nested}.${extension}`,
        slug: `${dir}/${nested}`,
        dirname: dir,
      }))
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(`.${extension}`))
    .map((file) => ({ file: `${collection.folder}/${file}`, slug: file.slice(0, -extension.length - 1), dirname: "" }))
}

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
      type Entry = {
        template: string
        fields: Record<string, unknown>
        preserve: boolean
        entry?: { slug: string; dirname: string }
      }
      const entries: Entry[] = collection.folder
        ? folderEntries(collection)
            .map(({ file, slug, dirname }) => ({
              fields: file.endsWith(".md") ? frontMatter(file) : {},
              entry: { slug, dirname },
            }))
            // Pages: a collection is one layout's (its filter); articles and their data have no filter.
            .filter(({ fields }) => !collection.filter || (fields.template ?? "prose") === collection.filter.value)
            // A draft or a post dated after this build is only on previews (no page in this production build).
            .filter(({ fields }) => fields.draft !== true && !(fields.date instanceof Date && fields.date > new Date()))
            .map(({ fields, entry }) => ({
              template: collection.preview_path!,
              fields,
              preserve: collection.preview_path_preserve_slashes === true,
              entry,
            }))
        : (collection.files ?? []).map((file) => ({
            template: file.preview_path!,
            fields: file.file.endsWith(".md") ? frontMatter(file.file) : {},
            preserve: false,
          }))
      for (const entry of entries) {
        const route = fill(entry.template, entry.fields, entry.preserve, entry.entry)
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
    // Prose pages, their own-layout siblings (the email's link targets among them) and each YAML file.
    expect(opened).toEqual(expect.arrayContaining(["about", "privacy", "pricing", "invite/confirm", "", "invite"]))
    // Every post, author and tag, and the list for a series; every customer story (a bundle) and changelog entry (a
    // file).
    expect(opened).toEqual(
      expect.arrayContaining([
        "blog/fair-weekly-rota",
        "blog/authors/rohan-mathur",
        "blog/tags/scheduling",
        "blog",
        "customers/kestrel-fresh-markets",
        "changelog/kiosk-offline-punches",
      ]),
    )
  })
})
