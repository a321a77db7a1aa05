/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../responsive-image"
import { ButtonLink } from "../button-link"
import { container } from "../container"
import { below, mq, theme } from "../../../contracts/theme"

type Cta = { label: string; to: string }
export type HeroProps = {
  eyebrow: string
  heading: string
  text: string
  primaryCta: Cta
  secondaryCta: Cta
  image?: IGatsbyImageData | null
  imageAlt: string
}

export function Hero({ eyebrow, heading, text, primaryCta, secondaryCta, image, imageAlt }: HeroProps) {
  return (
    <section css={band} aria-labelledby="hero-heading">
      <div css={[container, copy]}>
        <p css={eyebrowStyle}>{eyebrow}</p>
        <h1 id="hero-heading" css={title}>
          {heading}
        </h1>
        <p css={lead}>{text}</p>
        <div css={actions}>
          <ButtonLink to={primaryCta.to} pagePrimary>
            {primaryCta.label}
          </ButtonLink>
          <ButtonLink to={secondaryCta.to} variant="secondary">
            {secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
      {image && (
        <div css={[container, shot]}>
          {/* The LCP element: loaded eagerly with high priority, its box reserved so nothing shifts. */}
          <ResponsiveImage image={image} alt={imageAlt} priority css={frame} />
        </div>
      )}
    </section>
  )
}

// On a phone the first screen holds the heading, the lead and the primary action above the cookie banner (a visitor
// on a first visit sees both at once): tighter spacing and type below the small breakpoint.
const band = css`
  padding: ${theme.space[8]} 0 ${theme.space[7]};
  ${below.sm} {
    padding-top: ${theme.space[6]};
  }
  background:
    radial-gradient(60rem 30rem at 50% -10%, ${theme.colors.primaryGlow}, transparent 70%),
    linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.background} 65%);
`
const copy = css`
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
`
const eyebrowStyle = css`
  display: inline-block;
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 650;
  ${below.sm} {
    margin-bottom: ${theme.space[3]};
  }
`
const title = css`
  max-width: 48rem;
  font-size: ${theme.fontSizes.display};
  letter-spacing: -0.03em;
  ${below.sm} {
    font-size: ${theme.fontSizes.displaySmall};
  }
  ${mq.md} {
    font-size: ${theme.fontSizes.hero};
  }
`
const lead = css`
  max-width: 40rem;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
  ${below.sm} {
    font-size: ${theme.fontSizes.md};
  }
  ${mq.md} {
    font-size: ${theme.fontSizes.xl};
  }
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[3]};
`
const shot = css`
  margin-top: ${theme.space[7]};
`
const frame = css`
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.hero}, ${theme.shadows.card};
`
