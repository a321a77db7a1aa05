import { HydrationBoundary } from "../hydration-boundary"
import { PricingToggles } from "./pricing-toggles"
import PricingPreviewIntro from "./pricing-preview-intro.static"
import PricingPreviewPlans from "./pricing-preview-plans.static"
import type { PricingPreviewContent } from "../../pricing/pricing-fragment"
import { GLOBAL_CLASSES as C } from "../global-classes"

/**
 * The compact pricing on the home page: the same switches (an island) and prices, and a link to the full page. The
 * heading and the plans are static parts; a switch sets the <html> attributes that decide which price shows.
 */
type Props = {
  content: PricingPreviewContent
  /** A page's own heading and text for it; pricing.yaml's by default. */
  heading?: string | null
  text?: string | null
  /** The link under the plans; pricing.yaml's `words.compare` to the pricing page in the page's language by default. */
  link?: { label: string; to: string } | null
  /** Its position on the page (its static parts' partKey). */
  partKey?: number
}

export function PricingPreview({ content, heading, text, link, partKey }: Props) {
  return (
    <section className={`${C.container} ${C.section}`} aria-labelledby="pricing-preview-heading">
      <PricingPreviewIntro heading={heading ?? content.heading} text={text ?? content.text} partKey={partKey} />
      <HydrationBoundary>
        <PricingToggles words={content.words} />
      </HydrationBoundary>
      <PricingPreviewPlans content={content} link={link} partKey={partKey} />
    </section>
  )
}
