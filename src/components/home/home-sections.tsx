import type { ComponentProps, ReactNode } from "react"
import { Hero, type HeroProps } from "./hero"
import { Stats } from "./stats"
import { Highlights } from "./highlights"
import { CtaBand } from "./cta-band"
import { PricingPreview } from "../pricing/pricing-preview"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { HydrationBoundary } from "../hydration-boundary"

type Props = {
  hero: HeroProps
  stats: ComponentProps<typeof Stats>["stats"]
  highlights: ComponentProps<typeof Highlights>["items"]
  cta: ComponentProps<typeof CtaBand>
  pricing?: PricingContent | null
  /** The newest articles (src/articles/components/latest-articles.tsx), below the fold before the closing band. */
  latest?: ReactNode
  /** Customers' logos and a quote (src/articles/customers/components/customer-logos.tsx), after the highlights. */
  customers?: ReactNode
}

/** The home page's sections, in order, each hydrated on its own (hydration-boundary.tsx) (content/home.yaml, and the plans from pricing.yaml). The template and the
 * editor's preview share it. */
export function HomeSections({ hero, stats, highlights, cta, pricing, latest, customers }: Props) {
  return (
    <>
      <HydrationBoundary>
        <Hero {...hero} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Stats stats={stats} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Highlights items={highlights} />
      </HydrationBoundary>
      {customers && <HydrationBoundary>{customers}</HydrationBoundary>}
      {pricing && (
        <HydrationBoundary>
          <PricingPreview content={pricing} />
        </HydrationBoundary>
      )}
      {latest && <HydrationBoundary>{latest}</HydrationBoundary>}
      <HydrationBoundary>
        <CtaBand {...cta} />
      </HydrationBoundary>
    </>
  )
}
