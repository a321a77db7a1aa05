import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../responsive-image"
import { container, section } from "../container"
import { CheckList } from "../check-list"
import { mq, theme } from "../../theme"

export type Highlight = {
  heading: string
  text: string
  bullets: ReadonlyArray<string>
  image?: IGatsbyImageData | null
  imageAlt: string
}

/** Alternating text-and-image rows on the home page. */
export function Highlights({ items }: { items: ReadonlyArray<Highlight> }) {
  return (
    <div css={[container, section]}>
      {items.map((item, index) => (
        <section key={item.heading} css={[row, index % 2 === 1 && flipped]}>
          <div>
            <h2 css={heading}>{item.heading}</h2>
            <p css={text}>{item.text}</p>
            <CheckList items={item.bullets} />
          </div>
          {item.image && (
            <ResponsiveImage
              image={item.image}
              alt={item.imageAlt}
              css={picture}
              sizes="(min-width: 1024px) 540px, 100vw"
            />
          )}
        </section>
      ))}
    </div>
  )
}

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  align-items: center;
  & + & {
    margin-top: ${theme.space[9]};
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[8]};
  }
`
const flipped = css`
  ${mq.lg} {
    & > :first-of-type {
      order: 2;
    }
  }
`
const heading = css`
  font-size: ${theme.fontSizes.xxl};
`
const text = css`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
`
const picture = css`
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.card};
`
