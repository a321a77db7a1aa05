import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../theme"

/**
 * Renders the HTML gatsby-transformer-remark made from a Markdown body, with readable type; or, in the editor's
 * preview, the editor's own rendering of the Markdown as children, in the same type.
 */
export function Prose(props: { html: string } | { children: ReactNode }) {
  if ("html" in props) return <div css={prose} dangerouslySetInnerHTML={{ __html: props.html }} />
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
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 0 0 ${theme.space[5]};
    font-size: ${theme.fontSizes.md};
  }
  th,
  td {
    text-align: left;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
  }
`
