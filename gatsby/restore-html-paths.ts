// Works around a Gatsby 5.16 bug between the Netlify adapter and slices. With trailingSlash "never"
// the adapter moves each page's public/x/index.html to public/x.html after the build. On the next
// build, when only JavaScript changed, Gatsby re-stitches its script slice into the existing pages
// and reads public/x/index.html, which is gone: "ENOENT ... public/privacy/index.html" and a failed
// build. Before each build the files go back where Gatsby wrote them; the adapter moves them again.
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { isHtml, publicFiles } from "./public-files"

/** Pages the adapter left as name.html (index.html is the home page's own file). */
const isPrettyPage = (name: string) => isHtml(name) && name !== "index.html"

const KEPT = new Set(["404.html", "500.html"])

export function restoreHtmlPaths(publicDir: string): number {
  if (!fs.existsSync(publicDir)) return 0
  let restored = 0
  for (const file of [...publicFiles(publicDir, isPrettyPage)]) {
    const original = path.join(file.slice(0, -".html".length), "index.html")
    if (fs.existsSync(original)) continue
    fs.mkdirSync(path.dirname(original), { recursive: true })
    // The adapter keeps 404.html and 500.html where they are (hosts look for them there) as well.
    if (KEPT.has(path.relative(publicDir, file))) fs.copyFileSync(file, original)
    else fs.renameSync(file, original)
    restored++
  }
  return restored
}

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  restoreHtmlPaths(path.join(program.directory, "public"))
}
