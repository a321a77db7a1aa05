/** @jsxImportSource @emotion/react */
// The one frame of an article's page, whatever its kind (a post, a customer story, a changelog entry): the preview's
// banner, the kind's intro, the kind's own parts in the text's column, the closing call to action and the related
// articles. Each kind's page fills the slots (post.static.tsx, customers/components/story.static.tsx,
// changelog/components/entry.static.tsx), as ArticleHead does for the <head>.
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { container } from "../../components/container"
import { theme } from "../../../contracts/theme"
import type { PublicationState } from "../publication"
import { StatusBanner } from "./status-banner"
import { ArticleCta } from "./article-cta"

type Props = {
  /** Where the article stands: a preview shows a banner above a draft or a scheduled one. */
  status: { state: PublicationState; date: string; timeZone: string; noun: string }
  /** The kind's intro band (ArticleIntro or the story's). */
  intro: ReactNode
  /** The kind's parts between the intro and the closing call to action, each in its own ArticleColumn (or wider). */
  children: ReactNode
  /** The closing call to action to /invite, named after the product; none on a changelog entry. */
  cta?: { productName: string }
  /** More of the same kind, under a heading: the kind's grid of cards. */
  related?: { heading: string; cards: ReactNode }
}

export function ArticleFrame({ status, intro, children, cta, related }: Props) {
  return (
    <>
      <StatusBanner status={status.state} date={status.date} timeZone={status.timeZone} noun={status.noun} />
      {intro}
      {children}
      {cta && (
        <ArticleColumn>
          <ArticleCta productName={cta.productName} />
        </ArticleColumn>
      )}
      {related && (
        <section css={[container, relatedSection]} aria-labelledby="related-heading">
          <h2 id="related-heading" css={relatedHeading}>
            {related.heading}
          </h2>
          {related.cards}
        </section>
      )}
    </>
  )
}

/** The text's column, as wide as the prose with the page's gutters. `className` adds a part's own spacing. */
export function ArticleColumn({
  children,
  className,
  as: Element = "div",
  label,
  ...markers
}: {
  children: ReactNode
  className?: string
  as?: "div" | "section" | "nav"
  /** The element's accessible name (a section or nav). */
  label?: string
} & { [marker: `data-${string}`]: string }) {
  return (
    <Element css={[container, column]} className={className} aria-label={label} {...markers}>
      {children}
    </Element>
  )
}

const column = css`
  max-width: calc(${theme.sizes.prose} + 2 * ${theme.space[5]});
`
const relatedSection = css`
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[8]};
`
const relatedHeading = css`
  margin: 0 0 ${theme.space[5]};
  font-size: ${theme.fontSizes.xl};
`
