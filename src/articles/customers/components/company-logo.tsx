export type LogoData = { url: string; width: number; height: number }

/**
 * A customer's logo (an SVG, served as a file) at a given height: its width and height attributes come from the
 * file's viewBox, so the browser reserves its box before the file arrives (no layout shift); the caller's style
 * gives it that height (and `width: auto`). The alt text is the company's name, which is what the logo says.
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
  return (
    <img
      src={logo.url}
      alt={company}
      width={Math.round((height * logo.width) / logo.height)}
      height={height}
      loading={lazy ? "lazy" : "eager"}
      className={className}
    />
  )
}
