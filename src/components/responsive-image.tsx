/** @jsxImportSource @emotion/react */
import type { ImgHTMLAttributes } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { css } from "@emotion/react"

type Props = {
  image: IGatsbyImageData
  alt: string
  /** Overrides the `sizes` from the query, for images laid out narrower than the viewport. */
  sizes?: string
  priority?: boolean
  className?: string
}

/**
 * Renders the image data gatsby-plugin-image generated as a plain <picture>: a <source> per extra format, if any,
 * and the <img> with the fallback's srcset (the site makes WebP alone, config/images.ts, so that is the <img>'s).
 * GatsbyImage's browser component loads react-dom/server (about 60 KiB gzipped) to hydrate images
 * (gatsbyjs/gatsby#37281); static markup needs no JavaScript at all. The width and height attributes reserve the
 * box, so nothing shifts while the file loads.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: Props) {
  const { fallback, sources = [] } = image.images
  const loading: ImgHTMLAttributes<HTMLImageElement> = priority
    ? { loading: "eager", fetchPriority: "high", decoding: "async" }
    : { loading: "lazy", decoding: "async" }
  return (
    <picture className={className} css={frame} style={{ backgroundColor: image.backgroundColor }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        {...intrinsicSize(image)}
        alt={alt}
        {...loading}
      />
    </picture>
  )
}

/**
 * The width and height attributes: whole pixels in the image's aspect ratio. For a full-width layout
 * gatsby-plugin-image gives the ratio itself (width 1, height 0.625), which is not a valid attribute
 * value; the largest candidate in the fallback srcset gives the pixels instead.
 */
export function intrinsicSize(image: Pick<IGatsbyImageData, "width" | "height" | "images">): {
  width: number
  height: number
} {
  if (image.width >= 2 && Number.isInteger(image.width) && Number.isInteger(image.height))
    return { width: image.width, height: image.height }
  const widths = [...(image.images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1]))
  const width = Math.max(...widths, 0) || Math.round(image.width)
  return { width, height: Math.max(1, Math.round((width * image.height) / image.width)) }
}

// The <img> is styled from here: an emotion <style> element between the <source>s and the <img> makes
// Chrome's preload scanner ignore the sources and fetch the fallback PNG as well.
const frame = css`
  display: block;
  overflow: hidden;
  & > img {
    display: block;
    width: 100%;
    height: auto;
  }
`
