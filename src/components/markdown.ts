// The one style of Markdown wherever the site shows it: the prose pages, posts, customer stories, changelog entries
// and the editor's previews of them. A plain class for the element that holds the Markdown's HTML (Prose applies
// it), so it needs no script and no hydration: the server's HTML carries the class and <head> its rules.
import { css } from "@emotion/react"
import { theme } from "../../contracts/theme"
import { TABLE_SCROLL_CLASS } from "./prose-tables"

/** A picture alone in its paragraph (src/articles/build/body.ts), and a changelog entry's media above its text. */
export const markdownFigures = css`
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
`

/** How wide the shade at a scrolling table's edge is, where more of the table lies beyond. */
const SHADE = "0.875rem"
/** The cover that hides the shade once that edge is reached (it scrolls with the table). */
const COVER = "2.5rem"

export const markdown = css`
  max-width: ${theme.sizes.prose};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.proseText};
  /* A word or an address longer than the line breaks rather than widening the page (a footnote's source URL). */
  overflow-wrap: break-word;
  a,
  code {
    overflow-wrap: anywhere;
  }
  h2 {
    margin-top: ${theme.space[7]};
    font-size: ${theme.fontSizes.xl};
  }
  h3 {
    margin-top: ${theme.space[6]};
    font-size: ${theme.fontSizes.lg};
  }
  h2,
  h3 {
    scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[4]});
  }
  /* The section above already spaces the text from what comes before it. */
  & > :first-child {
    margin-top: 0;
  }
  /* Headings link to themselves (the build adds the link); a "#" shows on hover and focus, after the words. */
  .heading-anchor {
    color: inherit;
    text-decoration: none;
  }
  .heading-anchor:hover::after,
  .heading-anchor:focus-visible::after {
    content: " #";
    color: ${theme.colors.subtle};
  }
  ul,
  ol {
    padding-left: ${theme.space[5]};
    margin: 0 0 ${theme.space[4]};
  }
  li {
    margin-bottom: ${theme.space[2]};
  }
  blockquote {
    margin: 0 0 ${theme.space[6]};
    padding: ${theme.space[4]} ${theme.space[5]};
    border-left: 4px solid ${theme.colors.highlight};
    background: ${theme.colors.highlightSoft};
    border-radius: 0 ${theme.radii.sm} ${theme.radii.sm} 0;
    font-size: ${theme.fontSizes.md};
  }
  blockquote p:last-child {
    margin-bottom: 0;
  }
  a {
    text-underline-offset: 2px;
  }
  ${markdownFigures}
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
    overflow-wrap: normal;
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
  /*
   * A wide table scrolls inside its own region (prose-tables.ts); the page never moves sideways. A shade at an edge
   * says more of the table lies beyond it: the shades stay at the region's edges, and a cover in the background's
   * colour scrolls with the table and hides each shade once its edge is reached (background-attachment: local).
   */
  .${TABLE_SCROLL_CLASS} {
    overflow-x: auto;
    margin: 0 0 ${theme.space[5]};
    border-radius: ${theme.radii.sm};
    background:
      linear-gradient(to right, ${theme.colors.background} 30%, transparent) left center / ${COVER} 100% no-repeat local,
      linear-gradient(to left, ${theme.colors.background} 30%, transparent) right center / ${COVER} 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, ${theme.colors.scrollShade}, transparent) left center / ${SHADE} 100%
        no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, ${theme.colors.scrollShade}, transparent) right center / ${SHADE} 100%
        no-repeat scroll;
  }
  .${TABLE_SCROLL_CLASS}:focus-visible {
    outline-offset: 2px;
  }
  /* The editor's preview renders a table without the region: there the table scrolls by itself. */
  table:not(.${TABLE_SCROLL_CLASS} > table) {
    display: block;
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.fontSizes.md};
    overflow-wrap: normal;
  }
  caption {
    caption-side: top;
    text-align: left;
    font-weight: 600;
    padding-bottom: ${theme.space[2]};
  }
  th,
  td {
    /* Columns keep a readable width on a phone; the region scrolls instead. */
    min-width: 9rem;
    text-align: left;
    vertical-align: top;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
  }
`
