/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "./responsive-image"
import { CheckList } from "./check-list"
import { mq, theme } from "../../contracts/theme"

export type MediaRow = {
  heading: string
  text: string
  bullets: ReadonlyArray<string>
  image?: IGatsbyImageData | null
  imageAlt: string
}

/**
 * Text-and-image rows, the image on alternate sides from `lg` up (the home page's highlights, the features page).
 * With `labelPrefix`, each row is a region named by its heading.
 */
export function MediaRows({ items, labelPrefix }: { items: ReadonlyArray<MediaRow>; labelPrefix?: string }) {
  return (
    <>
      {items.map((item, index) => {
        const headingId = labelPrefix ? `${labelPrefix}-${index}` : undefined
        return (
          <section key={item.heading} css={row} aria-labelledby={headingId}>
            <div>
              <h2 id={headingId} css={heading}>
                {item.heading}
              </h2>
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
        )
      })}
    </>
  )
}

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  align-items: center;
  &:not(:first-of-type) {
    margin-top: ${theme.space[9]};
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[8]};
    /* Every other row has its image first: one class for all rows (a class per variant repeats every rule). */
    &:nth-of-type(even) > :first-of-type {
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
