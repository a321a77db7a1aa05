// Writes the writers' editor into public/admin/ after the site is built (gatsby/post-build.ts): its page, its own
// JavaScript bundle (esbuild, separate from Gatsby's webpack: the site's pages never load a byte of it), Decap's
// lazily loaded chunks, and config.yml generated from the content schema (cms/cms-config.ts).
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { build } from "esbuild"
import yaml from "js-yaml"
import { cmsSettings } from "../config/cms"
import { cmsConfig, cmsConfigYaml, readPages } from "./cms-config"
import { escapeHtml } from "../api/outbox/email-text"
import { ADMIN_DIR } from "./paths"

/** The editor's page: no inline script (its Content-Security-Policy allows none), noindex, config named. */
export function adminHtml(script: string, productName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(productName)} content editor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="/${ADMIN_DIR}/config.yml">
</head>
<body>
<script src="/${ADMIN_DIR}/${script}"></script>
</body>
</html>
`
}

export type AdminBuild = { script: string; bytes: number; configFile: string }

/** site.yaml's timeZone (the build has checked it against the schema before this runs). */
function siteTimeZone(contentDir: string): string {
  const site = yaml.load(fs.readFileSync(path.join(contentDir, "site.yaml"), "utf8")) as { timeZone?: unknown }
  if (typeof site.timeZone !== "string") throw new Error("cms/build-admin.ts: content/site.yaml has no timeZone")
  return site.timeZone
}

export async function buildAdmin({
  root,
  publicDir,
  contentDir,
  siteUrl,
  productName,
}: {
  root: string
  publicDir: string
  contentDir: string
  siteUrl: string
  productName: string
}): Promise<AdminBuild> {
  const outdir = path.join(publicDir, ADMIN_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  fs.mkdirSync(outdir, { recursive: true })

  // Generated first: a schema field the editor cannot show fails the build here, naming the field.
  const config = cmsConfig({
    contentPath: path.relative(root, contentDir).split(path.sep).join("/"),
    pages: readPages(contentDir),
    settings: cmsSettings(process.env, root),
    siteUrl,
    timeZone: siteTimeZone(contentDir),
  })
  const configFile = path.join(outdir, "config.yml")
  fs.writeFileSync(configFile, cmsConfigYaml(config))

  const result = await build({
    entryPoints: [path.join(__dirname, "admin.tsx")],
    absWorkingDir: root,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["chrome111", "firefox111", "safari16"],
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    define: { "process.env.NODE_ENV": '"production"' },
    alias: { gatsby: path.join(__dirname, "gatsby-shim.tsx") },
    entryNames: "cms-[hash]",
    outdir,
    metafile: true,
    logLevel: "warning",
  })
  const script = Object.keys(result.metafile.outputs).map((file) => path.basename(file))[0]
  if (!script) throw new Error("cms/build-admin.ts: esbuild wrote no bundle")

  // Decap's prebuilt bundle fetches a few chunks (and WebAssembly) of its own at run time, from beside the script.
  // (createRequire: Gatsby compiles gatsby-node with Parcel, which leaves require.resolve undefined.)
  const decapPackage = createRequire(path.join(root, "package.json")).resolve("decap-cms-app/package.json")
  const decapDist = path.join(path.dirname(decapPackage), "dist")
  for (const file of fs.readdirSync(decapDist))
    if (/\.decap-cms-app\.js$|\.wasm$/.test(file)) fs.copyFileSync(path.join(decapDist, file), path.join(outdir, file))

  fs.writeFileSync(path.join(outdir, "index.html"), adminHtml(script, productName))
  return { script, bytes: fs.statSync(path.join(outdir, script)).size, configFile }
}
