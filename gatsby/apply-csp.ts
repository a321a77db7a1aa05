// Runs after `gatsby build` (see the build script): adds each HTML page's Content-Security-Policy,
// with the hashes of that page's own inline scripts, to public/_headers for the CDN. One block per
// page, so no two matching rules carry a CSP (Netlify would send both and the browser enforce both).
import fs from "fs"
import path from "path"
import { isAdminPath, pageContentSecurityPolicy } from "../config/csp"
import { adminHeaders } from "../config/headers"
import { isHtml, publicFiles } from "./public-files"

const START = "# site csp start"
const END = "# site csp end"

/** public/contact.html -> "/contact", public/index.html -> "/", public/404.html -> "/404.html". */
export function routeOf(relativeHtml: string): string {
  const route = "/" + relativeHtml.split(path.sep).join("/")
  if (route === "/index.html") return "/"
  if (route.endsWith("/index.html")) return route.slice(0, -"/index.html".length)
  if (route === "/404.html") return route
  return route.replace(/\.html$/, "")
}

const htmlFiles = (publicDir: string) =>
  [...publicFiles(publicDir, isHtml)].map((file) => path.relative(publicDir, file))

export function applyCsp(publicDir: string): number {
  const headersFile = path.join(publicDir, "_headers")
  const existing = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : ""
  const kept = existing.replace(new RegExp(`\\n?${START}[\\s\\S]*?${END}\\n?`), "\n")
  const files = htmlFiles(publicDir).sort()
  const blocks = files.map((file) => {
    const route = routeOf(file)
    // /admin (the writers' editor) has its own policy; every other page's carries its inline scripts' hashes.
    const csp = pageContentSecurityPolicy(route, fs.readFileSync(path.join(publicDir, file), "utf8"))
    const extra = isAdminPath(route) ? Object.entries(adminHeaders).map(([key, value]) => `\n  ${key}: ${value}`) : []
    return `${route}\n  Content-Security-Policy: ${csp}${extra.join("")}`
  })
  fs.writeFileSync(headersFile, `${kept.trimEnd()}\n\n${START}\n${blocks.join("\n")}\n${END}\n`)
  return files.length
}

if (require.main === module) {
  const publicDir = path.resolve(__dirname, "..", "public")
  const count = applyCsp(publicDir)
  console.log(`public/_headers: Content-Security-Policy for ${count} HTML pages`)
}
