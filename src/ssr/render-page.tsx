// gatsby-ssr's replaceRenderer: how each page's HTML is rendered. Gatsby's own renderer, with two changes.
//
// 1. Styles. Emotion's default server rendering writes a <style> element in front of every component
//    that brings new rules: on the home page, over a hundred of them scattered through <body>, each one
//    making the browser recompute styles while it parses, and all of them moved into <head> again by
//    Emotion when the page hydrates. Here the rules the page uses are collected into <style> elements in
//    <head> (Emotion's "advanced" server rendering), which the browser's Emotion cache adopts as they are.
//
// 2. Suspense boundaries in place. React 19 otherwise "outlines" a completed boundary that comes after
//    the first 12,800 bytes: a placeholder, the content in a hidden <div> at the end of the body and an
//    inline script to move it, i.e. content that needs JavaScript to appear. With no chunk-size limit
//    every boundary is written where it belongs (the layout's and the header's navigation are boundaries).
import { Writable } from "stream"
import type { ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"

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
async function renderPage(element: ReactNode): Promise<{ html: string; styles: ReactNode[] }> {
  // The browser's default Emotion cache uses the key "css" too, so it recognises these elements.
  const cache = createCache({ key: "css" })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = await renderInline(<CacheProvider value={cache}>{element}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  return {
    html,
    styles: styles
      .filter((chunk) => chunk.css)
      .map((chunk) => (
        <style
          key={`${chunk.key} ${chunk.ids.join(" ")}`}
          data-emotion={`${chunk.key} ${chunk.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: chunk.css }}
        />
      )),
  }
}

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, styles } = await renderPage(bodyComponent as ReactNode)
  setHeadComponents(styles)
  replaceBodyHTMLString(html)
}

type HeadElement = { type?: unknown; props?: Record<string, unknown> }

/**
 * Gatsby renders each page's <Head> inside wrapRootElement too, so the global styles (and any other
 * Emotion rules of the root wrapper) come out a second time among the head elements. The page's
 * styles are already in <head> from replaceRenderer; drop the copies.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as HeadElement[]
  const isHeadRenderStyle = (element: HeadElement) =>
    element?.type === "style" && element.props?.["data-emotion"] !== undefined && element.props?.["data-gatsby-head"] !== undefined
  if (head.some(isHeadRenderStyle)) replaceHeadComponents(head.filter((element) => !isHeadRenderStyle(element)) as ReactNode[])
}
