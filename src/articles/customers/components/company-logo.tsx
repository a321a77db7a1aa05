import { css } from "@emotion/react"

export type LogoData = { url: string; width: number; height: number }

/**
 * A customer's logo (an SVG, served as a file) at a given height: its width and height attributes come from the
 * file's viewBox, so the browser reserves its box before the file arrives (no layout shift). The alt text is the
 * company's name, which is what the logo says.
 */
export function CompanyLogo({
  logo,
  company,
  height,
  lazy = true,
  className,
}: {
  logo: LogoData
  company: string
  height: number
  lazy?: boolean
  className?: string
}) {
  const width = Math.round((height * logo.width) / logo.height)
  return (
    <img
      src={logo.url}
      alt={company}
      width={width}
      height={height}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      css={image}
      className={className}
    />
  )
}

const image = css`
  display: block;
  max-width: 100%;
  height: auto;
  object-fit: contain;
`
