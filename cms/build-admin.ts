// Writes the writers' editor into public/admin/ after the site is built (gatsby/post-build.ts): its page, its own
// JavaScript bundle (esbuild, separate from Gatsby's webpack: the site's pages never load a byte of it), Decap's
// lazily loaded chunks, and config.yml generated from the content schema (cms/cms-config.ts). The bundle is made
// again only when a file it is made from changed (gatsby/build-manifests.ts); config.yml and the page every build.
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { build, version, type BuildOptions } from "esbuild"
import yaml from "js-yaml"
import { z } from "zod"
import { fileHash, readManifest, sha256, writeManifest } from "../gatsby/build-manifests"
import { cmsSettings } from "../config/cms"
import { cmsConfig, cmsConfigYaml, readPages, readTranslations, translatedFiles } from "./cms-config"
import { escapeHtml } from "../api/outbox/email-text"
import { languagesOf } from "../schema/languages"
import { ADMIN_DIR, LANGUAGES_ATTRIBUTE, languagesAttribute, type EditorLanguage } from "./paths"

/**
 * The editor's page: no inline script (its Content-Security-Policy allows none), noindex, config named, and the site's
 * languages, the default first, with their locales (cms/admin.tsx draws the translations' previews in them).
 */
export function adminHtml(script: string, productName: string, languages: ReadonlyArray<EditorLanguage> = []): string {
  return `<!doctype html>
<html lang="en" ${LANGUAGES_ATTRIBUTE}="${escapeHtml(languagesAttribute(languages))}">
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

export type AdminBuild = { script: string; bytes: number; configFile: string; bundled: boolean }

const STEP = "editor"
/** What the last bundle was made from (every file esbuild read, and Decap's chunks) and what it wrote. */
const bundleManifest = z.object({
  fingerprint: z.string(),
  inputs: z.array(z.string()),
  files: z.array(z.string()),
  script: z.string(),
})
type BundleManifest = z.infer<typeof bundleManifest>

function bundleOptions(root: string, outdir: string) {
  return {
    entryPoints: [path.join(__dirname, "admin.tsx")],
    absWorkingDir: root,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["chrome111", "firefox111", "safari16"],
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    jsxImportSource: "react",
    define: { "process.env.NODE_ENV": '"production"' },
    alias: { gatsby: path.join(__dirname, "gatsby-shim.tsx") },
    entryNames: "cms-[hash]",
    outdir,
    metafile: true,
    logLevel: "warning",
  } satisfies BuildOptions
}

/**
 * The bundle's fingerprint: esbuild's version, its options and the content of every input (paths relative to
 * `root`; esbuild's virtual modules, such as `(disabled):fs`, by name). A missing input changes it.
 */
function fingerprintOf(root: string, inputs: readonly string[], options: BuildOptions): string {
  const parts = [version, JSON.stringify(options)]
  for (const input of [...inputs].sort()) {
    const virtual = /^\(\w+\):/.test(input)
    parts.push(input, virtual ? "" : (fileHash(path.join(root, input)) ?? "missing"))
  }
  return sha256(parts.join("\0"))
}

/** The last bundle, when every file it was made from is unchanged and everything it wrote is still there. */
function reusableBundle(root: string, outdir: string, options: BuildOptions): BundleManifest | null {
  const last = readManifest<BundleManifest | null>(root, STEP, bundleManifest, null)
  if (!last || !last.files.every((file) => fs.existsSync(path.join(outdir, file)))) return null
  return fingerprintOf(root, last.inputs, options) === last.fingerprint ? last : null
}

/** Decap's prebuilt chunks (and WebAssembly), which its bundle fetches at run time from beside the script. */
function decapChunks(root: string): string[] {
  // (createRequire: Gatsby compiles gatsby-node with Parcel, which leaves require.resolve undefined.)
  const decapPackage = createRequire(path.join(root, "package.json")).resolve("decap-cms-app/package.json")
  const decapDist = path.join(path.dirname(decapPackage), "dist")
  return fs
    .readdirSync(decapDist)
    .filter((file) => /\.decap-cms-app\.js$|\.wasm$/.test(file))
    .map((file) => path.join(decapDist, file))
}

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
  const options = bundleOptions(root, outdir)
  // The bundle is the same for any content: made again only when a file it is made from changed (cms/, the site's
  // components it draws previews with, a dependency), otherwise kept with Decap's chunks beside it.
  const reused = reusableBundle(root, outdir, options)
  if (reused) {
    // An older build's files go; the kept ones keep their .br/.gz copies (gatsby/precompress.ts).
    const kept = new Set([...reused.files, "config.yml", "index.html"])
    for (const file of fs.readdirSync(outdir))
      if (!kept.has(file.replace(/\.(?:br|gz)$/, ""))) fs.rmSync(path.join(outdir, file), { force: true })
  } else {
    fs.rmSync(outdir, { recursive: true, force: true })
    fs.mkdirSync(outdir, { recursive: true })
  }

  // Generated first: a schema field the editor cannot show fails the build here, naming the field.
  const translations = readTranslations(contentDir)
  const config = cmsConfig({
    contentPath: path.relative(root, contentDir).split(path.sep).join("/"),
    pages: readPages(contentDir),
    settings: cmsSettings(process.env, root),
    siteUrl,
    timeZone: siteTimeZone(contentDir),
    translations,
  })
  const configFile = path.join(outdir, "config.yml")
  fs.writeFileSync(configFile, cmsConfigYaml(config))

  const script = reused?.script ?? (await bundle(root, outdir, options))
  fs.writeFileSync(
    path.join(outdir, "index.html"),
    adminHtml(
      script,
      productName,
      languagesOf(contentDir).map(({ code, locale, fonts }) => {
        const files = translatedFiles(config, code)
        return { code, locale, ...(fonts ? { fonts: [...fonts] } : {}), ...(files.length ? { files } : {}) }
      }),
    ),
  )
  return { script, bytes: fs.statSync(path.join(outdir, script)).size, configFile, bundled: !reused }
}

/** Bundles the editor into `outdir` with Decap's chunks beside it, records what it was made from; returns its name. */
async function bundle(root: string, outdir: string, options: ReturnType<typeof bundleOptions>): Promise<string> {
  const result = await build(options)
  const written = Object.keys(result.metafile.outputs).map((file) => path.basename(file))
  const script = written[0]
  if (!script) throw new Error("cms/build-admin.ts: esbuild wrote no bundle")
  const chunks = decapChunks(root)
  for (const chunk of chunks) fs.copyFileSync(chunk, path.join(outdir, path.basename(chunk)))
  const inputs = [...Object.keys(result.metafile.inputs), ...chunks.map((chunk) => path.relative(root, chunk))]
  writeManifest(root, STEP, {
    fingerprint: fingerprintOf(root, inputs, options),
    inputs,
    files: [...written, ...chunks.map((chunk) => path.basename(chunk))],
    script,
  } satisfies BundleManifest)
  return script
}
