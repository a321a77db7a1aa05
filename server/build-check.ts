// What `npm run serve` needs from a build before it listens: the pages (public/) and, for a site with Functions
// (src/api/), their compiled bundles (.cache/functions/). Without the bundles every /api/* answered 404 and
// nothing said why; now the server refuses to start with one line that says what to run.
import fs from "fs"
import path from "path"
import { readFunctionManifest } from "./gatsby-functions-middleware"

const SOURCE = /\.(js|jsx|mjs|cjs|ts|tsx)$/

/** The Function routes the site's sources declare, as Gatsby names them (src/api/earlyaccess/confirm.ts → earlyaccess/confirm). */
export function declaredFunctions(root: string): string[] {
  const base = path.join(root, "src", "api")
  if (!fs.existsSync(base)) return []
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // Gatsby skips files and folders whose names start with _ or . (helpers, not endpoints).
      if (entry.name.startsWith("_") || entry.name.startsWith(".")) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts"))
        routes.push(path.relative(base, full).split(path.sep).join("/").replace(SOURCE, ""))
    }
  }
  walk(base)
  return routes.sort()
}

/** Null when the build in `root` can be served; otherwise the one line to print. */
export function buildProblem(root: string): string | null {
  if (!fs.existsSync(path.join(root, "public", "index.html")))
    return "No build found in public/. Run `npm run build` first (or `npm start`, which builds and serves)."
  const compiled = new Set(readFunctionManifest(root).map((entry) => entry.functionRoute))
  const missing = declaredFunctions(root).filter((route) => !compiled.has(route))
  if (missing.length > 0) {
    return (
      `The build in public/ has no compiled Functions for ${missing.map((route) => `/api/${route}`).join(", ")} ` +
      "(.cache/functions/ is missing or stale). Run `npm run build` (or `npm start`) first."
    )
  }
  return null
}
