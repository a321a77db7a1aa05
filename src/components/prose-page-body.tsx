/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { PageIntro } from "./page-intro"
import { container, section } from "./container"
import { theme } from "../../contracts/theme"

type Props = {
  title: string
  /** The whole line, in the page's language ("Last updated 23 November 2026"); legal pages show it under the title. */
  lastUpdated?: string | null
  /** The page's text: <Prose html> on the site, the editor's rendering of the Markdown in its preview. */
  children: ReactNode
}

/** A prose page inside the layout: its intro band and its text. The template and the editor's preview share it. */
export function ProsePageBody({ title, lastUpdated, children }: Props) {
  return (
    <>
      <PageIntro title={title} lead={lastUpdated ? <p css={updated}>{lastUpdated}</p> : undefined} />
      <article css={[container, section]}>{children}</article>
    </>
  )
}

// muted, not subtle: subtle on the page intro's lavender end was 4.26:1 (tests/e2e/accessibility.test.ts).
const updated = css`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
