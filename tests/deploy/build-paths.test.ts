// What the CDN serves, after `npm run build`, never names the folder the site was built in (on Netlify,
// /opt/build/repo): not in a page, its data, a script or a source map. A section page's pictures once went into its
// page data by their full path on the build machine, three times each (src/sections/build/plan.ts now names them by
// their place in content/).
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "../../harness/server"

const PUBLIC = path.join(ROOT, "public")
/** Text the CDN serves as it is: pages, data, scripts, styles, feeds, the sitemap and the CDN's own files. */
const TEXT = /\.(html|json|js|mjs|css|map|xml|txt|webmanifest)$|^_(headers|redirects)$/

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return TEXT.test(entry.name) ? [full] : []
  })
}

describe("the files the CDN serves", () => {
  const files = walk(PUBLIC)

  it("are read here: every page, its data and the scripts", () => {
    const names = files.map((file) => path.relative(PUBLIC, file))
    expect(names).toContain("index.html")
    expect(names).toContain(path.join("page-data", "for", "retail", "page-data.json"))
    expect(names.filter((name) => name.endsWith(".js")).length).toBeGreaterThan(5)
  })

  it("never name the folder the site was built in", () => {
    const naming = files.filter((file) => fs.readFileSync(file, "utf8").includes(ROOT))
    expect(naming.map((file) => path.relative(PUBLIC, file))).toEqual([])
  })
})
