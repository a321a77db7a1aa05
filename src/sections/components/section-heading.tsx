/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../../contracts/theme"

/** A section's H2 and the sentence under it, centred above what follows (or at the start, beside a form). */
export function SectionHeading({
  id,
  heading,
  text,
  align = "centre",
}: {
  id: string
  heading: string
  text?: string | null
  align?: "centre" | "start"
}) {
  return (
    <div css={[head, align === "start" && start]}>
      <h2 id={id} css={title}>
        {heading}
      </h2>
      {text && <p css={lead}>{text}</p>}
    </div>
  )
}

const head = css`
  text-align: center;
  margin-bottom: ${theme.space[6]};
  & > * {
    margin-left: auto;
    margin-right: auto;
  }
`
const start = css`
  text-align: left;
  & > * {
    margin-left: 0;
  }
`
const title = css`
  font-size: ${theme.fontSizes.xxl};
`
const lead = css`
  max-width: 40rem;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lg};
`
