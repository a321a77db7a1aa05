/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { container, section as sectionSpace } from "../../../components/container"
import { mq, theme } from "../../../../contracts/theme"
import { defineView } from "../define-view"

export const quoteView = defineView<"quote">({
  View: ({ section }) => (
    <div css={[container, sectionSpace]}>
      <figure css={figure}>
        <blockquote css={words}>
          <p>{section.text}</p>
        </blockquote>
        <figcaption css={caption}>
          <span css={name}>{section.name}</span>
          {section.role && <span css={role}>{section.role}</span>}
        </figcaption>
      </figure>
    </div>
  ),
})

const figure = css`
  max-width: 44rem;
  margin: 0 auto;
  padding-left: ${theme.space[5]};
  border-left: 4px solid ${theme.colors.primary};
`
const words = css`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
  line-height: ${theme.lineHeights.snug};
  ${mq.md} {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
  p::before {
    content: "“";
  }
  p::after {
    content: "”";
  }
`
const caption = css`
  display: block;
`
const name = css`
  display: block;
  font-weight: 700;
`
const role = css`
  display: block;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`
