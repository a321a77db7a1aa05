// Workaround for Gatsby 5.16.x's entry scripts: a rewrite of the built HTML (onPostBuild, from
// gatsby/post-build.ts). Gatsby ends every page with <script src async> for its three entry scripts
// (webpack runtime, framework, app), written by its scripts slice; it offers no option for how they load
// (gatsbyjs/gatsby#25698 asks how to delay them; answered with no API). An async script runs the moment
// it arrives, in the middle of parsing, so on a fast network and a slow phone React's evaluation
// (~200 KB) lands before the first paint and delays it. Here the same files are preloaded from <head>
// (fetched as early as before, at the low priority Chrome gives async scripts) and a small inline loader
// adds them after the first paint has reached the screen. Pages are whole without JavaScript (see
// src/ssr/render-page.tsx), so nothing on screen waits.
//
// Remove when: Gatsby lets a site choose how its entry scripts load, or a measurement shows the rewrite
// no longer pays (build without it and compare `npm run bench` first contentful paint and TBT).
//
// Fails the build loudly when Gatsby's markup is not what the rewrite expects: no HTML pages at all, a
// page without the three entry scripts (and not rewritten by an earlier build), or entry scripts other
// than webpack-runtime, framework and app, in that order.
import fs from "fs"
import path from "path"
import { ADMIN_DIR } from "../cms/paths"
import { ASSET_DIRS, isHtml, publicFiles } from "./public-files"

const ENTRY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g

/** Gatsby 5.16's entry scripts, in the order its scripts slice writes them. */
export const ENTRY_NAMES = ["webpack-runtime", "framework", "app"] as const

/** How long a page waits for its first paint before loading the scripts anyway (a tab nobody looks at paints nothing). */
export const PAINT_WAIT_MS = 3000

/** How a page rewritten by an earlier build starts its loader (an incremental build leaves such pages as they are). */
const LOADER_START = "(function(s){var d=0;"

/** The preloads this rewrite puts in <head>; a page whose scripts slice Gatsby re-stitched still has the old ones. */
const OUR_PRELOAD = /<link rel="preload" as="script" href="\/[\w.-]+\.js" fetchpriority="low"\/>/g

const fail = (why: string): never => {
  throw new Error(
    `gatsby/scripts-after-paint.ts (a workaround for Gatsby 5.16.x's entry scripts): ${why}. See docs/upgrading.md.`,
  )
}

/**
 * The inline loader: adds the scripts once the browser reports the first contentful paint (the
 * moment the frame reached the screen, not when it was handed over for painting), or at once where
 * paint timing is not supported, or after PAINT_WAIT_MS whatever happens.
 */
function loader(sources: string[]): string {
  return (
    `${LOADER_START}function go(){if(d++)return;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();` +
    `new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
    `setTimeout(go,${PAINT_WAIT_MS})})(${JSON.stringify(sources)})`
  )
}

const isEntry = (src: string, name: string) => new RegExp(`^/${name}-[\\w.]+\\.js$`).test(src)

/** The page with its entry scripts loaded after the first paint (unchanged when it has none). */
export function scriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!)
  if (sources.length === 0) return html
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low"/>`).join("")
  let placed = false
  return html
    .replace(OUR_PRELOAD, "")
    .replace(ENTRY_SCRIPT, () => {
      if (placed) return ""
      placed = true
      return `<script>${loader(sources)}</script>`
    })
    .replace("</head>", `${preloads}</head>`)
}

/**
 * What a built page holds: Gatsby's three entry scripts ("gatsby"), or this rewrite's loader from an
 * earlier build ("rewritten"). Throws on anything else: Gatsby's markup is not what the rewrite expects.
 */
export function entryScriptsOf(html: string, page: string): "gatsby" | "rewritten" {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!)
  if (sources.length === 0) {
    if (html.includes(LOADER_START)) return "rewritten"
    return fail(`${page} has none of Gatsby's <script src="…" async> entry scripts`)
  }
  if (sources.length !== ENTRY_NAMES.length || !ENTRY_NAMES.every((name, i) => isEntry(sources[i]!, name)))
    fail(`${page} has entry scripts ${sources.join(", ")}; expected ${ENTRY_NAMES.join(", ")} in that order`)
  return "gatsby"
}

/**
 * Rewrites every built page; returns how many changed and how many an earlier build had rewritten
 * already. Throws when there is no page at all or a page is not as Gatsby 5.16 writes it.
 */
export function rewriteEntryScripts(publicDir: string): { rewritten: number; unchanged: number } {
  let rewritten = 0
  let unchanged = 0
  // public/admin/ is the writers' editor (cms/build-admin.ts): not a Gatsby page, it has no entry scripts.
  for (const file of publicFiles(publicDir, isHtml, [...ASSET_DIRS, ADMIN_DIR])) {
    const html = fs.readFileSync(file, "utf8")
    if (entryScriptsOf(html, path.relative(publicDir, file)) === "rewritten") unchanged++
    else {
      fs.writeFileSync(file, scriptsAfterFirstPaint(html))
      rewritten++
    }
  }
  if (rewritten + unchanged === 0) fail(`no HTML page in ${publicDir}`)
  return { rewritten, unchanged }
}
