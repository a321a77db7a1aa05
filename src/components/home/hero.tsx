/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../responsive-image"
import { ButtonLink } from "../button-link"
import { container } from "../container"
import { GLOBAL_CLASSES } from "../global-classes"
import { below, mq, theme } from "../../../contracts/theme"

type Cta = { label: string; to: string }
export type HeroProps = {
  /** centred: the text over an optional picture; split: the text beside a picture from lg up. */
  variant?: "centred" | "split"
  eyebrow?: string | null
  heading: string
  text: string
  primaryCta?: Cta | null
  secondaryCta?: Cta | null
  image?: IGatsbyImageData | null
  imageAlt?: string | null
}

/**
 * A page's first section: its H1, a line of text and its main action, with a picture under it (centred) or beside it
 * (split). The band (its background) is a global class: the hero with the early-access form beside the text is a frame
 * the browser hydrates around the form (src/sections/sections.tsx) with the same band and HeroText.
 */
export function Hero({ variant = "centred", image, imageAlt, ...text }: HeroProps) {
  const split = variant === "split" && image
  return (
    <section className={GLOBAL_CLASSES.heroBand} aria-labelledby="hero-heading">
      <div css={[container, split && splitGrid]}>
        <HeroText {...text} align={split ? "start" : "centre"} />
        {image && (
          // The split variant's picture is the grid's second column as it is; the centred one sits below the text.
          // (No css prop at all when there is no style: Emotion would still add an empty class, css-0.)
          <div {...(split ? {} : { css: shot })}>
            {/* The LCP element: loaded eagerly with high priority, its box reserved so nothing shifts. */}
            <ResponsiveImage image={image} alt={imageAlt ?? ""} priority css={frame} />
          </div>
        )}
      </div>
    </section>
  )
}

/** The hero's words and buttons. */
export function HeroText({
  eyebrow,
  heading,
  text,
  primaryCta,
  secondaryCta,
  align = "centre",
}: Omit<HeroProps, "variant" | "image" | "imageAlt"> & { align?: "centre" | "start" }) {
  return (
    <div css={[copy, align === "start" && start]}>
      {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
      <h1 id="hero-heading" css={title}>
        {heading}
      </h1>
      <p css={lead}>{text}</p>
      {(primaryCta || secondaryCta) && (
        <div css={actions}>
          {primaryCta && (
            <ButtonLink to={primaryCta.to} pagePrimary>
              {primaryCta.label}
            </ButtonLink>
          )}
          {secondaryCta && (
            <ButtonLink to={secondaryCta.to} variant="secondary">
              {secondaryCta.label}
            </ButtonLink>
          )}
        </div>
      )}
    </div>
  )
}

// On a phone the first screen holds the heading, the lead and the primary action above the cookie banner (a visitor
// on a first visit sees both at once): tighter spacing and type below the small breakpoint.
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
const start = css`
  text-align: left;
  align-items: flex-start;
  & > div {
    justify-content: flex-start;
  }
`
const splitGrid = css`
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  }
`
const shot = css`
  margin-top: ${theme.space[7]};
`
const frame = css`
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.hero}, ${theme.shadows.card};
`
