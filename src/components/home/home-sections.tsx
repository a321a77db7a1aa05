import type { ComponentProps, ReactNode } from "react"
import { Hero, type HeroProps } from "./hero"
import { Stats } from "./stats"
import { Highlights } from "./highlights"
import { CtaBand } from "./cta-band"
import { PricingPreview } from "../pricing/pricing-preview"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { HydrationBoundary } from "../hydration-boundary"
import type { SkippedHeight } from "../below-the-fold"

/**
 * Every section after the hero is below the first screen on a phone and on a desktop: the browser skips it until the
 * visitor scrolls near it, at these heights (px, measured with content/home.yaml's content; the highlights' per row;
 * tests/e2e/below-the-fold.test.ts names new ones when they change).
 */
export const SKIPPED_HEIGHTS = {
  stats: { base: 538.3, sm: 459.2, md: 195.2, lg: 168.8 },
  highlightsPerRow: { base: 850.2, sm: 884.9, md: 938.2, lg: 465.5, xl: 497.2 },
  customers: { base: 1102.6, sm: 808.1, md: 784.8, lg: 758.4 },
  pricing: { base: 1361.5, sm: 1137.3, md: 761.3, lg: 668.9 },
  latest: { base: 882.5, sm: 714.9, md: 653.2, lg: 476.6, xl: 450 },
  cta: { base: 467.6, sm: 344.1, md: 309.6 },
} as const satisfies Record<string, SkippedHeight>

const times = (height: SkippedHeight, n: number): SkippedHeight =>
  Object.fromEntries(Object.entries(height).map(([key, px]) => [key, Math.round(px * n * 10) / 10])) as SkippedHeight

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

/**
 * The home page's sections, in order, each hydrated on its own (hydration-boundary.tsx), all but the hero skipped by
 * the browser until the visitor scrolls near them (content/home.yaml, and the plans from pricing.yaml). The template
 * and the editor's preview share it.
 */
export function HomeSections({ hero, stats, highlights, cta, pricing, latest, customers }: Props) {
  return (
    <>
      <HydrationBoundary>
        <Hero {...hero} />
      </HydrationBoundary>
      <HydrationBoundary belowTheFold={SKIPPED_HEIGHTS.stats}>
        <Stats stats={stats} />
      </HydrationBoundary>
      <HydrationBoundary belowTheFold={times(SKIPPED_HEIGHTS.highlightsPerRow, highlights.length)}>
        <Highlights items={highlights} />
      </HydrationBoundary>
      {customers && <HydrationBoundary belowTheFold={SKIPPED_HEIGHTS.customers}>{customers}</HydrationBoundary>}
      {pricing && (
        <HydrationBoundary belowTheFold={SKIPPED_HEIGHTS.pricing}>
          <PricingPreview content={pricing} />
        </HydrationBoundary>
      )}
      {latest && <HydrationBoundary belowTheFold={SKIPPED_HEIGHTS.latest}>{latest}</HydrationBoundary>}
      <HydrationBoundary belowTheFold={SKIPPED_HEIGHTS.cta}>
        <CtaBand {...cta} />
      </HydrationBoundary>
    </>
  )
}
