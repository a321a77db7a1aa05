/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { container, section as sectionSpace } from "../../../components/container"
import { StoryQuote } from "../../../articles/customers/components/story-quote"
import { theme } from "../../../../contracts/theme"
import { defineView } from "../define-view"

// Drawn as a customer story's quote is (its words large, then name and role), set off by a rule on its left.
export const quoteView = defineView<"quote">({
  View: ({ section }) => (
    <div css={[container, sectionSpace]}>
      <div css={frame}>
        <StoryQuote quote={section} size="lg" />
      </div>
    </div>
  ),
})

const frame = css`
  max-width: 44rem;
  margin: 0 auto;
  padding-left: ${theme.space[5]};
  border-left: 4px solid ${theme.colors.primary};
`
