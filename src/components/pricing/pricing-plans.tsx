import { PricingToggles } from "./pricing-toggles"
import PlanCards from "./plan-cards.static"
import { HydrationBoundary } from "../hydration-boundary"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { GLOBAL_CLASSES as C } from "../global-classes"

/**
 * The full pricing display on /pricing: the switches (an island) and the plans (a static part). A switch sets the
 * <html> attributes that decide which price shows; no card is rendered again.
 */
export function PricingPlans({ content }: { content: PricingContent }) {
  return (
    <section className={`${C.container} ${C.pricingPlans}`} aria-label={content.words.plans}>
      <HydrationBoundary>
        <PricingToggles words={content.words} />
      </HydrationBoundary>
      <PlanCards content={content} />
    </section>
  )
}
