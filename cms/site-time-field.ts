// What the editor's two date-and-time fields share (the article's date, cms/article-date/, and "Publish at",
// cms/publish-at/): the props Decap gives a widget's control, and the look of the row, the input and the note under it.
import { css } from "@emotion/react"

export type SiteTimeControlProps = {
  value?: unknown
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  field: { get: (key: string) => unknown }
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

export const fieldRow = css({ display: "flex", flexWrap: "wrap", gap: "12px", alignItems: "center" })
export const fieldInput = css({
  font: "inherit",
  fontSize: "15px",
  padding: "8px 10px",
  border: "1px solid #b3b9c4",
  borderRadius: 4,
})
export const fieldNote = css({ margin: "10px 0 0", fontSize: "14px", lineHeight: 1.45, color: "#313d3e" })
