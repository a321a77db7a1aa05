// Which built pages a change to content/ can show on, for the fast path's browser checks (ops/ci/test-content.ts).
// Read from the build itself, so it follows the templates without a list kept by hand:
//   - content/pages/x.md: the page of its slug (front matter), or every page when the slug cannot be read;
//   - content/x.yaml: every page whose data holds its node (public/page-data/<route>/page-data.json: the page
//     query's root fields, such as `pricingYaml`, and those of the static queries the page uses, such as the
//     header's `siteYaml`); a collection that is no GraphQL node is on the pages whose pageContext carries its words
//     (form.yaml: `formWords`), or on none (emails.yaml: the Functions' emails);
//   - content/images/x.png: the pages of the content files that name it;
//   - content/README.md (the writers' guide): no page;
//   - anything else, or a build without page data: every page ("when unsure, all pages").
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { collections, graphqlCollections, isCollectionFile } from "../../schema/collections"

export type PageScope = {
  /** Every built page's route ("/", "/about", "/404.html"), sorted. */
  all: string[]
  /** The routes the change can show on, sorted; equal to `all` when unsure. */
  routes: string[]
  /** Why each changed file maps to what it maps to, one line each, for the log. */
  reasons: string[]
}

/** A built page: its route, the root fields of its data, and the fields of its pageContext. */
type BuiltPage = { route: string; fields: Set<string>; context: Set<string> }

/** Every page of the build, with the root fields of its data and of its static queries' data. */
export function builtPages(publicDir: string): BuiltPage[] {
  const dataDir = path.join(publicDir, "page-data")
  if (!fs.existsSync(dataDir)) return []
  const staticFields = new Map<string, string[]>()
  const fieldsOfStaticQuery = (hash: string): string[] => {
    if (!staticFields.has(hash)) {
      const file = path.join(dataDir, "sq", "d", `${hash}.json`)
      const data = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as { data?: object }).data : {}
      staticFields.set(hash, Object.keys(data ?? {}))
    }
    return staticFields.get(hash)!
  }
  const pages: BuiltPage[] = []
  for (const file of fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "page-data.json") continue
    const page = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as {
      path: string
      result?: { data?: object; pageContext?: object }
      staticQueryHashes?: string[]
    }
    // Gatsby's development 404 page is not built for production; the 404 page is "/404.html" and "/404": one page.
    if (page.path === "/404") continue
    const fields = new Set(Object.keys(page.result?.data ?? {}))
    for (const hash of page.staticQueryHashes ?? []) for (const field of fieldsOfStaticQuery(hash)) fields.add(field)
    pages.push({ route: page.path, fields, context: new Set(Object.keys(page.result?.pageContext ?? {})) })
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}

/** "/about/" and "about" -> "/about"; "/" stays. The routes Gatsby builds with `trailingSlash: "never"`. */
export function normaliseRoute(slug: string): string {
  const trimmed = slug.trim().replace(/^\/*/, "/").replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

function slugOf(file: string): string | null {
  if (!fs.existsSync(file)) return null
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, "utf8"))?.[1]
  try {
    const data = front ? yaml.load(front) : null
    const slug = data && typeof data === "object" ? (data as { slug?: unknown }).slug : undefined
    return typeof slug === "string" ? normaliseRoute(slug) : null
  } catch {
    return null
  }
}

/** The GraphQL root fields a YAML collection's node is queried by: content/pricing.yaml -> pricingYaml, allPricingYaml. */
function rootFieldsOf(fileName: string): string[] | null {
  const collection = graphqlCollections.find((entry) => entry.file === fileName)
  if (!collection) return null
  const type = collection.typeName
  return [type.charAt(0).toLowerCase() + type.slice(1), `all${type}`]
}

/** The content files (relative to the repository, like `changed`) whose text names the image. */
function filesNaming(image: string, root: string, contentDir: string): string[] {
  const name = path.basename(image)
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(?:md|ya?ml)$/.test(file))
    .filter((file) => fs.readFileSync(path.join(contentDir, file), "utf8").includes(name))
    .map((file) => path.relative(root, path.join(contentDir, file)).split(path.sep).join("/"))
}

/**
 * The pages of the build in `publicDir` that the changed files (paths relative to `root`, the repository) can show
 * on. Files outside content/ are not content: any of them puts every page in scope.
 */
export function pagesForChanges(changed: readonly string[], root: string, publicDir: string): PageScope {
  const contentDir = path.join(root, "content")
  const pages = builtPages(publicDir)
  const all = pages.map((page) => page.route)
  const routes = new Set<string>()
  const reasons: string[] = []
  let everything = all.length === 0
  if (everything) reasons.push("no page data in public/ (no build?): every page")

  const mapFile = (file: string, via = ""): void => {
    const relative = path.relative("content", file).split(path.sep).join("/")
    const from = via ? ` (names ${via})` : ""
    if (relative.startsWith("..")) {
      everything = true
      reasons.push(`${file}: not content: every page`)
    } else if (relative === "README.md") {
      reasons.push(`${file}: the writers' guide, on no page`)
    } else if (/^pages\/[^/]+\.md$/.test(relative)) {
      const slug = slugOf(path.join(root, file))
      if (slug === null) {
        // Deleted, or its slug unreadable (the schema check names the problem): its old route is unknown.
        everything = true
        reasons.push(`${file}${from}: no readable slug (deleted or broken): every page`)
      } else if (all.includes(slug)) {
        routes.add(slug)
        reasons.push(`${file}${from}: ${slug}`)
      } else {
        everything = true
        reasons.push(`${file}${from}: ${slug} is not a built page: every page`)
      }
    } else if (/^[^/]+\.ya?ml$/.test(relative) && isCollectionFile(relative)) {
      const fields = rootFieldsOf(relative)
      const contextFields = (collections[relative] as { pageContext?: ReadonlyArray<string> }).pageContext
      if (!fields && contextFields) {
        const using = pages
          .filter((page) => contextFields.some((field) => page.context.has(field)))
          .map((page) => page.route)
        for (const route of using) routes.add(route)
        reasons.push(
          `${file}${from}: ${using.length ? using.join(", ") : `no page's context carries ${contextFields.join(" or ")}`}`,
        )
        return
      }
      if (!fields) {
        reasons.push(`${file}${from}: not queried by any page (the build reads it for the Functions)`)
        return
      }
      const using = pages.filter((page) => fields.some((field) => page.fields.has(field))).map((page) => page.route)
      for (const route of using) routes.add(route)
      reasons.push(`${file}${from}: ${using.length ? using.join(", ") : "no page queries it"}`)
    } else if (/^images\//.test(relative) && !via) {
      const naming = filesNaming(relative, root, contentDir)
      if (naming.length === 0) reasons.push(`${file}: named by no content file`)
      for (const source of naming) mapFile(source, relative)
    } else {
      everything = true
      reasons.push(`${file}${from}: not a kind of content file this knows: every page`)
    }
  }
  for (const file of changed) mapFile(file)
  return { all, routes: everything ? all : [...routes].sort(), reasons }
}
