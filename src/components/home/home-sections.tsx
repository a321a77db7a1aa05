import type { ComponentProps } from "react"
import type { HeroProps } from "./hero"
import type { Stats } from "./stats"
import type { Highlights } from "./highlights"
import type { CtaBand } from "./cta-band"
import type { LatestArticles } from "../../articles/components/latest-articles"
import { PricingPreview } from "../pricing/pricing-preview"
import type { PricingContent } from "../../pricing/pricing-fragment"
import { BelowTheFold } from "../below-the-fold"
import { SKIPPED_HEIGHTS } from "./home-heights"
import HomeLead from "./home-lead.static"
import HomeClose from "./home-close.static"

type Props = {
  hero: HeroProps
  stats: ComponentProps<typeof Stats>["stats"]
  highlights: ComponentProps<typeof Highlights>["items"]
  cta: ComponentProps<typeof CtaBand>
  pricing?: PricingContent | null
  /** The newest articles (src/articles/components/latest-articles.tsx), below the fold before the closing band. */
  latest?: ComponentProps<typeof LatestArticles> | null
  /** Customers' logos and a quote, made at build time (src/articles/build/customer-wall.tsx), after the highlights. */
  customersHtml?: string | null
}

/**
 * The home page's sections, in order, all but the hero skipped by the browser until the visitor scrolls near them
 * (content/home.yaml, and the plans from pricing.yaml). Everything is static HTML (src/static-parts/) but the pricing
 * switches, an island in the pricing section. The template and the editor's preview share it.
 */
export function HomeSections({ pricing, latest, cta, ...lead }: Props) {
  return (
    <>
      <HomeLead {...lead} />
      {pricing && (
        <BelowTheFold height={SKIPPED_HEIGHTS.pricing}>
          <PricingPreview content={pricing} />
        </BelowTheFold>
      )}
      <HomeClose latest={latest} cta={cta} />
    </>
  )
}
