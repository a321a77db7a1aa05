// Workaround for Gatsby 5.16.x with gatsby-adapter-netlify 1.x and trailingSlash "never". After each
// build the adapter moves every page's public/x/index.html to public/x.html (copying 404.html and
// 500.html), as gatsbyjs/gatsby#38666 describes; it stores public/ before the move and restores it on the
// next build only on Netlify (NETLIFY or NETLIFY_LOCAL set: its cache.restore), so a local or CI build on a
// kept public/ starts from the moved files. On the next build, when Gatsby
// regenerates its scripts slice (the browser bundle changed) it re-stitches every page it tracks, and a
// page it did not render again is read from public/x/index.html (gatsby/dist/utils/slices/stitching.js),
// which is gone: "ENOENT ... public/privacy/index.html" and a failed build. Before each build (onPreBuild)
// the files go back where Gatsby wrote them; the adapter moves them again at the end. (Seen after a
// JavaScript-only change; three rebuilds on 2026-11-24 re-rendered every page and did not hit it.)
//
// Remove when: the adapter stops moving pages (the build log then says no pages were moved back) or
// Gatsby's stitching stops reading pages it did not render from x/index.html (SLICES_SCRIPTS_REGENERATED
// in gatsby/dist/redux/reducers/html.js marks every tracked page for stitching).
//
// Fails the build loudly when, after restoring, a page Gatsby built before is at neither place (Gatsby
// would fail re-stitching it, or the adapter's layout changed), or when Gatsby's record of built pages
// (the store's html.trackedHtmlFiles) is not there to check against.
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { isHtml, publicFiles } from "./public-files"

/** Pages the adapter left as name.html (index.html is the home page's own file). */
const isPrettyPage = (name: string) => isHtml(name) && name !== "index.html"

/** The adapter copies these rather than moving them (hosts look for them at the root). */
const KEPT = new Set(["404.html", "500.html"])

const fail = (why: string): never => {
  throw new Error(
    `gatsby/restore-html-paths.ts (a workaround for Gatsby 5.16.x's Netlify adapter): ${why}. See docs/upgrading.md.`,
  )
}

/** Where Gatsby writes and re-reads a page's HTML (gatsby-core-utils' generateHtmlPath). */
export function gatsbyHtmlPath(publicDir: string, pagePath: string): string {
  const relative = pagePath.replace(/^[/\\]/, "")
  return path.join(publicDir, /\.html?$/i.test(pagePath) ? relative : path.join(relative, "index.html"))
}

export function restoreHtmlPaths(publicDir: string): number {
  if (!fs.existsSync(publicDir)) return 0
  let restored = 0
  for (const file of [...publicFiles(publicDir, isPrettyPage)]) {
    const original = path.join(file.slice(0, -".html".length), "index.html")
    if (fs.existsSync(original)) continue
    fs.mkdirSync(path.dirname(original), { recursive: true })
    if (KEPT.has(path.relative(publicDir, file))) fs.copyFileSync(file, original)
    else fs.renameSync(file, original)
    restored++
  }
  return restored
}

type TrackedHtmlFile = { isDeleted?: boolean; pageDataHash?: string }

/**
 * Pages an earlier build wrote (Gatsby re-reads their HTML to stitch slices unless it renders them again)
 * whose HTML is not where Gatsby will look. Throws when Gatsby's record is not the Map this expects.
 */
export function missingBuiltPages(publicDir: string, trackedHtmlFiles: unknown): string[] {
  if (!(trackedHtmlFiles instanceof Map)) return fail("Gatsby's store has no html.trackedHtmlFiles Map any more")
  const missing: string[] = []
  for (const [pagePath, file] of trackedHtmlFiles as Map<string, TrackedHtmlFile>) {
    if (file.isDeleted || !file.pageDataHash) continue
    if (!fs.existsSync(gatsbyHtmlPath(publicDir, pagePath))) missing.push(pagePath)
  }
  return missing
}

/** Restores the adapter's moves, then checks that every page built before is where Gatsby will read it. */
export function prepareForBuild(publicDir: string, trackedHtmlFiles: unknown): number {
  const restored = restoreHtmlPaths(publicDir)
  // A public/ without page-data is not an earlier build's output: Gatsby renders every page afresh.
  if (!fs.existsSync(path.join(publicDir, "page-data"))) return restored
  const missing = missingBuiltPages(publicDir, trackedHtmlFiles)
  if (missing.length > 0)
    fail(
      `${missing.length} page(s) built before are at neither public/x/index.html nor public/x.html (${missing.slice(0, 5).join(", ")}); ` +
        `Gatsby would fail re-stitching them with ENOENT. Run \`npm run clean\` and build again; if it recurs, the adapter's layout changed`,
    )
  return restored
}

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store, reporter }) => {
  const { program, html } = (store.getState as () => unknown)() as {
    program: { directory: string }
    html?: { trackedHtmlFiles?: unknown }
  }
  const restored = prepareForBuild(path.join(program.directory, "public"), html?.trackedHtmlFiles)
  reporter.info(`restore-html-paths: ${restored} pages moved back to x/index.html for Gatsby`)
}
