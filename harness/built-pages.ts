// Every page a build wrote, read from its output (public/**/*.html), not from a list kept by hand: the sitemap's
// pages, the noindex ones, the list pages beyond the first, the 404 page. Gatsby's page data and script slices are
// not pages, nor is the writers' editor (public/admin/, its own application, tested in tests/e2e/cms.test.ts).
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { ROOT } from "./server"
import { notFoundFolder } from "../config/not-found"
import { languagesOf } from "../schema/languages"

/** Every HTML file of the build in `publicDir`, the editor's included (the W3C checker reads them all). */
export function builtHtmlFiles(publicDir = path.join(ROOT, "public")): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !/^(page-data|_gatsby)[/\\]/.test(file))
    .sort()
    .map((file) => path.join(publicDir, file))
}

/** "blog/fair-weekly-rota.html" -> "/blog/fair-weekly-rota", "index.html" -> "/", "x/index.html" -> "/x". */
export function routeOf(relativeFile: string): string {
  const route = `/${relativeFile.split(path.sep).join("/")}`.replace(/\.html$/, "").replace(/(^|\/)index$/, "")
  return route || "/"
}

/**
 * The templates of the pages an emailed link opens, with the link's token in the address (content/pages front
 * matter, translations included): a visitor meets them as /invite/confirm?token=…, and without a token only by a broken link.
 */
const LINK_TOKEN_TEMPLATES = new Set(["request-action", "your-data-open"])
/** A token no request has: the page as an email's link opens it, before its button is pressed. */
export const SAMPLE_TOKEN = "abc"

let linkTokenRoutesRead: Set<string> | undefined
function linkTokenRoutes(): Set<string> {
  const dir = path.join(ROOT, "content", "pages")
  // Their translations too (content/pages/hi/invite-confirm.md).
  return (linkTokenRoutesRead ??= new Set(
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".md"))
      .map((file) => {
        const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(path.join(dir, file), "utf8"))?.[1] ?? ""
        return yaml.load(front) as { slug: string; template?: string }
      })
      .filter((page) => LINK_TOKEN_TEMPLATES.has(page.template ?? ""))
      .map((page) => page.slug.replace(/(.)\/+$/, "$1")),
  ))
}

export type BuiltPage = {
  /** The page's address ("/404.html" for the 404 page). */
  route: string
  /** Where a visitor meets it: the 404 page at an address that does not exist, a link's page with its token. */
  visits: string[]
}

/** Every page of the build in `publicDir` with the addresses a visitor meets it at. */
export function builtPages(publicDir = path.join(ROOT, "public")): BuiltPage[] {
  const withToken = linkTokenRoutes()
  const languages = languagesOf(path.join(ROOT, "content"))
  return builtHtmlFiles(publicDir)
    .map((file) => path.relative(publicDir, file))
    .filter((file) => !/^admin[/\\]/.test(file))
    .map((file) => {
      if (file === "404.html") return { route: "/404.html", visits: ["/no-such-page"] }
      const route = routeOf(file)
      // A language's own 404 page (config/not-found.ts): met at an address under its prefix that does not exist.
      const folder = notFoundFolder(languages, route)
      if (folder) return { route, visits: [`${folder}no-such-page`] }
      return { route, visits: withToken.has(route) ? [route, `${route}?token=${SAMPLE_TOKEN}`] : [route] }
    })
}

/** Whether an address is a link's page opened without its token (only a broken or mistyped link leads there). */
export function isTokenlessLinkPage(address: string): boolean {
  return linkTokenRoutes().has(address)
}
