/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { container, section as sectionSpace } from "../../../components/container"
import { Prose } from "../../../components/prose"
import { markdownHtml } from "../../markdown-html"
import { defineView } from "../define-view"

/** A rich-text section's measure, centred in the page (as a comparison's is). */
const centredColumn = css`
  & > * {
    margin-left: auto;
    margin-right: auto;
  }
`

export const richTextView = defineView<"rich-text">({
  View: ({ section }) => (
    <div css={[container, sectionSpace, centredColumn]}>
      <Prose html={markdownHtml(section.body)} />
    </div>
  ),
})
