/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { container } from "../../components/container"
import { theme } from "../../../contracts/theme"
import { formatDateTime } from "../dates"
import type { PublicationState } from "../publication"
import { PREVIEW_ONLY_ATTRIBUTE } from "../../../config/headers"

/** On a preview build only: says the article is not on the site (a draft), or when it will be (scheduled). */
export function StatusBanner({
  status,
  date,
  timeZone,
  noun,
}: {
  status: PublicationState
  date: string
  timeZone: string
  noun: string
}) {
  if (status === "published") return null
  return (
    // The attribute also gives the page an X-Robots-Tag: noindex header (config/headers.ts pageHeaders).
    <div css={banner} role="note" {...{ [PREVIEW_ONLY_ATTRIBUTE]: status }}>
      <p css={container}>
        <strong>{status === "draft" ? "Draft" : `Scheduled for ${formatDateTime(date, timeZone)}`}</strong>
        {status === "draft"
          ? `: this ${noun} is only on previews; it goes on the site once it is no longer a draft.`
          : `: this ${noun} is only on previews until then.`}
      </p>
    </div>
  )
}

const banner = css`
  background: ${theme.colors.highlightSoft};
  border-bottom: 2px solid ${theme.colors.highlight};
  color: ${theme.colors.text};
  p {
    margin: 0;
    padding-top: ${theme.space[3]};
    padding-bottom: ${theme.space[3]};
  }
`
