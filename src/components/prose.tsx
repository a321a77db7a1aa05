import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../theme"
import { captionTables, TABLE_SCROLL_CLASS } from "./prose-tables"

/**
 * Renders the HTML gatsby-transformer-remark made from a Markdown body, with readable type; tables get their caption
 * and a scrolling region of their own (prose-tables.ts). Or, in the editor's preview, the editor's own rendering of
 * the Markdown as children, in the same type.
 */
export function Prose(props: { html: string } | { children: ReactNode }) {
  if ("html" in props) return <div css={prose} dangerouslySetInnerHTML={{ __html: captionTables(props.html) }} />
  return <div css={prose}>{props.children}</div>
}

const prose = css`
  max-width: ${theme.sizes.prose};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.proseText};
  h2 {
    margin-top: ${theme.space[7]};
    font-size: ${theme.fontSizes.xl};
  }
  h3 {
    margin-top: ${theme.space[6]};
    font-size: ${theme.fontSizes.lg};
  }
  /* The section above already spaces the text from the page intro. */
  & > :first-child {
    margin-top: 0;
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
  /* A wide table scrolls inside its own region; the page never moves sideways. */
  .${TABLE_SCROLL_CLASS} {
    overflow-x: auto;
    margin: 0 0 ${theme.space[5]};
    border-radius: ${theme.radii.sm};
  }
  .${TABLE_SCROLL_CLASS}:focus-visible {
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.fontSizes.md};
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
