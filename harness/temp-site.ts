// A throwaway copy of the site (code copied, node_modules linked) so a test can build it with other
// content without touching this checkout's .cache/ and public/.
import fs from "fs"
import os from "os"
import path from "path"

export const ROOT = path.resolve(__dirname, "..")
// server/ too, so a test can serve its copy with server/serve.ts (startServer's `root`).
export const COPIED = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
  "gatsby",
  "config",
  "src",
  "static",
  "content",
  "api",
  "contracts",
  // What writers may put in content/ (the content and section schemas), read by the build and the editor.
  "schema",
  "server",
  // The writers' editor: the build writes it into public/admin/ (gatsby/post-build.ts).
  "cms",
]

export function makeTempSite(
  overlays: string[] = [],
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-build-")),
): string {
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of COPIED) {
    const from = path.join(ROOT, entry)
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  for (const overlay of overlays) fs.cpSync(overlay, path.join(dir, "content"), { recursive: true })
  return dir
}
