/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { captionTables } from "./prose-tables"
import { markdown } from "./markdown"
import { useLinkLanguages } from "./lead-html"

/**
 * Renders the HTML gatsby-transformer-remark (or the article build, src/articles/build/body.ts) made from a Markdown
 * body in the site's one Markdown style (markdown.ts); tables get their caption and a scrolling region of their own
 * (prose-tables.ts), in the server's HTML. Or, in the editor's preview, the editor's own rendering of the Markdown as
 * children, in the same style.
 */
export function Prose(props: { html: string } | { children: ReactNode }) {
  if ("html" in props) return <ProseHtml html={props.html} />
  return <div css={markdown}>{props.children}</div>
}

/** The build's HTML, its links to pages in another language than the page's marked with hreflang. */
function ProseHtml({ html }: { html: string }) {
  return <div css={markdown} dangerouslySetInnerHTML={{ __html: captionTables(useLinkLanguages(html)) }} />
}
