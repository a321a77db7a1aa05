import { css } from "@emotion/react"
import { PricingToggles } from "./pricing-toggles"
import PlanCards from "./plan-cards.static"
import { container } from "../container"
import { HydrationBoundary } from "../hydration-boundary"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { theme } from "../../theme"

/**
 * The full pricing display on /pricing: the switches (an island) and the plans (a static part). A switch sets the
 * <html> attributes that decide which price shows; no card is rendered again.
 */
export function PricingPlans({ content }: { content: PricingContent }) {
  return (
    <section css={[container, wrap]} aria-label="Plans and prices">
      <HydrationBoundary>
        <PricingToggles />
      </HydrationBoundary>
      <PlanCards content={content} />
    </section>
  )
}

const wrap = css`
  padding-top: ${theme.space[7]};
  padding-bottom: ${theme.space[8]};
`
