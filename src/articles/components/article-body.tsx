import type { ReactNode } from "react"
import { Prose } from "../../components/prose"
import { BODY_ATTRIBUTE } from "../markers"

/**
 * The article's text as the build rendered it (src/articles/build/body.ts), in the site's Markdown style; or, in the
 * editor's preview (cms/previews/article-preview.tsx), the editor's own rendering of the Markdown as children.
 */
export function ArticleBody(props: { html: string } | { children: ReactNode }) {
  return (
    // The feeds take the body from the built page by this attribute (src/articles/build/feeds.ts).
    <div {...{ [BODY_ATTRIBUTE]: "" }}>
      {"html" in props ? <Prose html={props.html} /> : <Prose>{props.children}</Prose>}
    </div>
  )
}
