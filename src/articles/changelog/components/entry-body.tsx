/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../../../components/responsive-image"
import { BODY_ATTRIBUTE, COVER_ATTRIBUTE } from "../../markers"
import { markdownFigures } from "../../../components/markdown"

const MEDIA_SIZES = "(min-width: 784px) 736px, calc(100vw - 48px)"

/**
 * An entry's media, as the Markdown style's figures, then its text (<Prose>: the build's HTML, or the editor's
 * rendering). The feeds take both from the built page by BODY_ATTRIBUTE, and the first picture as the enclosure
 * (src/articles/build/feeds.ts).
 */
export function EntryBody({
  media,
  children,
}: {
  media: ReadonlyArray<{ image: IGatsbyImageData | null | undefined; alt: string }>
  children: ReactNode
}) {
  return (
    <div css={markdownFigures} {...{ [BODY_ATTRIBUTE]: "" }}>
      {media.map(({ image, alt }, index) =>
        image ? (
          <figure key={index} className="article-figure" {...(index === 0 ? { [COVER_ATTRIBUTE]: "" } : {})}>
            <ResponsiveImage
              image={image}
              alt={alt}
              sizes={MEDIA_SIZES}
              priority={index === 0}
              className="article-image"
            />
          </figure>
        ) : null,
      )}
      {children}
    </div>
  )
}
