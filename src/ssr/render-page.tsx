// Workaround for Gatsby 5.16.x with React 19.2+: how each page's HTML is rendered (gatsby-ssr's
// replaceRenderer, wired from gatsby-ssr.tsx). A near copy of Gatsby's own renderer (the
// renderToPipeableStream call in gatsby/cache-dir/static-entry.js), with two changes.
//
// 1. Suspense boundaries in place. React 19.2 "outlines" a completed Suspense boundary that comes after
//    the first 12,800 bytes (progressiveChunkSize): a placeholder, the content in a hidden <div> at the
//    end of the body and an inline script to move it, i.e. content that needs JavaScript to appear, even
//    when the renderer waits for everything (onAllReady), as Gatsby's does. Upstream: facebook/react#35460
//    (open; the change came with facebook/react#33027 and #33029); Gatsby's renderer passes no
//    progressiveChunkSize (no Gatsby issue yet). Here there is no chunk-size limit, so every boundary is
//    written where it belongs (the layout's <main> and footer and the header's navigation are boundaries).
// 2. Styles in <head>. Emotion's default server rendering writes a <style> element in front of every
//    component that brings new rules (over a hundred through <body> on the home page, each making the
//    browser recompute styles while it parses). Here the page's rules are collected into <style> elements
//    in <head> (Emotion's "advanced" server rendering), which the browser's Emotion cache adopts. They carry
//    `data-s`, the mark Emotion's browser cache sets on server styles it has moved "out of React's way" to
//    the end of <head>: these are in <head> already, so it does not move them there once more while the app
//    chunk starts (it still moves each once when its sheet adopts it; a move makes the browser recompute
//    styles).
//
// Remove when: Gatsby's renderer passes progressiveChunkSize (or React stops outlining a render that
// waited for onAllReady) *and* the site's styles are moved out of Emotion's per-component <style>
// elements; until both hold, this copy stays. tests/e2e/site.test.ts ("is whole without JavaScript")
// proves both behaviours on every route; src/ssr/render-page.test.tsx proves the guards below.
//
// Fails the build loudly when its assumptions break: a Gatsby other than 5.16.x (the renderer copied
// here may have changed), a replaceRenderer call without the arguments it uses, or a page whose HTML still
// has an outlined boundary or a <style> element in its body.
import { Writable } from "stream"
import type { ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import gatsbyPackage from "gatsby/package.json"
import { PAGE_CSS_ATTRIBUTE } from "../static-parts/page-css"

/** The Gatsby whose renderer (cache-dir/static-entry.js) this module copies. */
export const COPIED_GATSBY = "5.16"

const fail = (why: string): never => {
  throw new Error(
    `src/ssr/render-page.tsx (a workaround for Gatsby ${COPIED_GATSBY}.x): ${why}. See docs/upgrading.md.`,
  )
}

/** Throws unless `version` is the Gatsby minor release whose renderer this module copies. */
export function checkGatsbyVersion(version: string): void {
  if (!version.startsWith(`${COPIED_GATSBY}.`))
    fail(
      `Gatsby is ${version}; compare its cache-dir/static-entry.js renderer with this copy, then update COPIED_GATSBY (or delete this renderer)`,
    )
}

/** React's markers for an outlined Suspense boundary (placeholder template, hidden segment, the script that moves it). */
const OUTLINED = /<template id="B:|<div hidden id="S:|\$RC\(/

/** Throws when a rendered body is not what this renderer exists to produce. */
export function checkRenderedBody(html: string, page: string): void {
  if (OUTLINED.test(html))
    fail(
      `${page}: React outlined a Suspense boundary (moved out of place, shown by script) despite progressiveChunkSize`,
    )
  if (html.includes("<style"))
    fail(`${page}: a <style> element is in the body; Emotion's rules were not collected for <head>`)
}

function renderInline(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        html += chunk.toString()
        next()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}

/** The page's HTML and the <style> elements for <head> holding exactly the rules it uses. */
export async function renderPage(element: ReactNode): Promise<{ html: string; styles: ReactNode[] }> {
  // The browser's default Emotion cache uses the key "css" too, so it recognises these elements.
  const cache = createCache({ key: "css" })
  const emotionServer = createEmotionServer(cache)
  const html = await renderInline(<CacheProvider value={cache}>{element}</CacheProvider>)
  const { styles } = emotionServer.extractCriticalToChunks(html)
  return {
    html,
    styles: styles
      .filter((chunk) => chunk.css)
      .map((chunk) => (
        <style
          key={`${chunk.key} ${chunk.ids.join(" ")}`}
          data-emotion={`${chunk.key} ${chunk.ids.join(" ")}`}
          data-s=""
          // The page's own rules (not the global ones every page has): a page reached by a client-side navigation
          // takes them from this page's HTML, with its static parts (src/static-parts/page-html.ts).
          {...(chunk.key === cache.key ? { [PAGE_CSS_ATTRIBUTE]: "" } : {})}
          dangerouslySetInnerHTML={{ __html: chunk.css }}
        />
      )),
  }
}

type ReplaceRendererArgs = Parameters<NonNullable<GatsbySSR["replaceRenderer"]>>[0]

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async (args: ReplaceRendererArgs) => {
  checkGatsbyVersion(gatsbyPackage.version)
  const { bodyComponent, replaceBodyHTMLString, setHeadComponents, pathname } = args
  if (bodyComponent == null || typeof replaceBodyHTMLString !== "function" || typeof setHeadComponents !== "function")
    fail("replaceRenderer was called without bodyComponent, replaceBodyHTMLString or setHeadComponents")
  const { html, styles } = await renderPage(bodyComponent)
  checkRenderedBody(html, pathname ?? "a page")
  setHeadComponents(styles)
  replaceBodyHTMLString(html)
}
