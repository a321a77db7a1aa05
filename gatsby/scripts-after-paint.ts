// Gatsby ends every page with <script src async> for its three entry scripts (webpack runtime,
// framework, app). An async script runs the moment it arrives, in the middle of parsing, so on a fast
// network and a slow phone React's evaluation (~200 KB) lands before the first paint and delays it.
// Rewritten here after the build: the same files are preloaded from <head> (fetched as early as
// before, at the low priority Chrome gives async scripts) and a small inline loader adds them after
// the first paint has reached the screen. Pages are whole without JavaScript, so nothing on screen waits.
import fs from "fs"
import { isHtml, publicFiles } from "./public-files"

const ENTRY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g

/** How long a page waits for its first paint before loading the scripts anyway (a tab nobody looks at paints nothing). */
export const PAINT_WAIT_MS = 3000

/**
 * The inline loader: adds the scripts once the browser reports the first contentful paint (the
 * moment the frame reached the screen, not when it was handed over for painting), or at once where
 * paint timing is not supported, or after PAINT_WAIT_MS whatever happens.
 */
function loader(sources: string[]): string {
  return (
    `(function(s){var d=0;function go(){if(d++)return;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();` +
    `new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
    `setTimeout(go,${PAINT_WAIT_MS})})(${JSON.stringify(sources)})`
  )
}

export function scriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!)
  if (sources.length === 0) return html
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low"/>`).join("")
  let placed = false
  return html
    .replace(ENTRY_SCRIPT, () => {
      if (placed) return ""
      placed = true
      return `<script>${loader(sources)}</script>`
    })
    .replace("</head>", `${preloads}</head>`)
}

/** Rewrites every built page; returns how many changed (pages rewritten by an earlier build are left as they are). */
export function rewriteEntryScripts(publicDir: string): number {
  let changed = 0
  for (const file of publicFiles(publicDir, isHtml)) {
    const html = fs.readFileSync(file, "utf8")
    const next = scriptsAfterFirstPaint(html)
    if (next !== html) {
      fs.writeFileSync(file, next)
      changed++
    }
  }
  return changed
}
