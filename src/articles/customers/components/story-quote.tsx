/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../../../components/responsive-image"
import { mq, theme } from "../../../../contracts/theme"

export type QuoteData = { text: string; name: string; role: string; photo?: IGatsbyImageData | null }

/**
 * A customer's words, with who said them (name, role, company) and their picture when there is one. Without a company
 * the role says it all (a quote section, src/sections/types/quote/).
 */
export function StoryQuote({
  quote,
  company,
  size = "md",
  className,
}: {
  quote: QuoteData
  company?: string | undefined
  size?: "md" | "lg"
  className?: string
}) {
  return (
    <figure css={figure} className={className}>
      <blockquote css={[text, size === "lg" && large]}>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption css={caption}>
        {quote.photo && <ResponsiveImage image={quote.photo} alt="" sizes="48px" css={photo} />}
        <span>
          <span css={name}>{quote.name}</span>
          <span css={role}>
            {company ? (
              <>
                {quote.role}, {company}
              </>
            ) : (
              quote.role
            )}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

const figure = css`
  margin: 0;
`
const text = css`
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.text};
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
const large = css`
  font-weight: 600;
  ${mq.md} {
    font-size: ${theme.fontSizes.xl};
  }
`
const caption = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
`
const photo = css`
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.pill};
  flex: none;
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
