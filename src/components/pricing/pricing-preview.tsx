import { HydrationBoundary } from "../hydration-boundary"
import { PricingToggles } from "./pricing-toggles"
import PricingPreviewIntro from "./pricing-preview-intro.static"
import PricingPreviewPlans from "./pricing-preview-plans.static"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { GLOBAL_CLASSES as C } from "../global-classes"

/**
 * The compact pricing on the home page: the same switches (an island) and prices, and a link to the full page. The
 * heading and the plans are static parts; a switch sets the <html> attributes that decide which price shows.
 */
export function PricingPreview({ content }: { content: PricingContent }) {
  return (
    <section className={`${C.container} ${C.section}`} aria-labelledby="pricing-preview-heading">
      <PricingPreviewIntro heading={content.heading} text={content.text} />
      <HydrationBoundary>
        <PricingToggles />
      </HydrationBoundary>
      <PricingPreviewPlans content={content} />
    </section>
  )
}
