// Runs after `gatsby build` (gatsby/after-build.ts): checks the Lambda wrappers gatsby-adapter-netlify wrote for
// each Function (.netlify/functions-internal/<id>/<id>.js), which are what deploy uploads. They must carry
// patches/gatsby-adapter-netlify+1.4.0.patch (see patches/README.md): without it a Function instance on Node >= 24.20
// dies after reading a request body. A build whose wrappers lack it (an install that skipped postinstall, an
// adapter upgraded past the patch) fails here instead of deploying Functions that crash.
import fs from "fs"
import path from "path"

export const PATCH_MARKER = "shiftwise-patch"

/** The wrapper files deploy uploads, one per Function. */
export function functionWrappers(root: string): string[] {
  const dir = path.join(root, ".netlify", "functions-internal")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name, `${entry.name}.js`))
    .filter((file) => fs.existsSync(file))
}

/** Throws naming every wrapper without the patch; returns how many were checked. */
export function checkFunctionWrappers(root: string): number {
  const wrappers = functionWrappers(root)
  const unpatched = wrappers.filter((file) => !fs.readFileSync(file, "utf8").includes(PATCH_MARKER))
  if (unpatched.length > 0) {
    throw new Error(
      `gatsby/netlify-functions.ts: ${unpatched.length} Function wrapper(s) lack patches/gatsby-adapter-netlify+1.4.0.patch ` +
        `(${unpatched.map((file) => path.relative(root, file)).join(", ")}): they crash on Node >= 24.20. Run ` +
        "`npm ci` (its postinstall applies the patch) and build again; after an adapter upgrade, read patches/README.md.",
    )
  }
  return wrappers.length
}
