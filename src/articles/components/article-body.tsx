import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { Prose } from "../../components/prose"
import { theme } from "../../theme"
import { BODY_ATTRIBUTE } from "../markers"

/**
 * The article's text as the build rendered it (src/articles/build/body.ts), in the site's prose type; or, in the
 * editor's preview (cms/previews/article-preview.tsx), the editor's own rendering of the Markdown as children.
 */
export function ArticleBody(props: { html: string } | { children: ReactNode }) {
  return (
    // The feeds take the body from the built page by this attribute (src/articles/build/feeds.ts).
    <div css={body} {...{ [BODY_ATTRIBUTE]: "" }}>
      {"html" in props ? <Prose html={props.html} /> : <Prose>{props.children}</Prose>}
    </div>
  )
}

const body = css`
  /* Headings link to themselves; a "#" shows on hover and focus, after the words. */
  .heading-anchor {
    color: inherit;
    text-decoration: none;
  }
  .heading-anchor:hover::after,
  .heading-anchor:focus-visible::after {
    content: " #";
    color: ${theme.colors.subtle};
  }
  h2,
  h3 {
    scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[4]});
  }
  .article-figure {
    margin: ${theme.space[6]} 0;
  }
  .article-image {
    display: block;
    border-radius: ${theme.radii.md};
    overflow: hidden;
  }
  .article-image > img {
    display: block;
    width: 100%;
    height: auto;
  }
  code {
    font-family: ${theme.fonts.mono};
    font-size: 0.9em;
    background: ${theme.colors.surface};
    border-radius: ${theme.radii.sm};
    padding: 0.1em 0.3em;
  }
  pre {
    overflow-x: auto;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    padding: ${theme.space[4]};
  }
  pre code {
    background: none;
    padding: 0;
  }
  .footnotes {
    margin-top: ${theme.space[7]};
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.muted};
  }
  .footnotes hr {
    border: 0;
    border-top: 1px solid ${theme.colors.border};
  }
  sup a {
    padding: 0 0.15em;
  }
`

/** The body's type and figures, for a kind that puts more than its text inside the body (a changelog entry's media). */
export const articleBodyCss = body
