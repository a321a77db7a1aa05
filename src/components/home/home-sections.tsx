import type { ComponentProps } from "react"
import { Hero, type HeroProps } from "./hero"
import { Stats } from "./stats"
import { Highlights } from "./highlights"
import { CtaBand } from "./cta-band"
import { PricingPreview } from "../pricing/pricing-preview"
import type { PricingContent } from "../../pricing/pricing-fragment"

type Props = {
  hero: HeroProps
  stats: ComponentProps<typeof Stats>["stats"]
  highlights: ComponentProps<typeof Highlights>["items"]
  cta: ComponentProps<typeof CtaBand>
  pricing?: PricingContent | null
}

/** The home page's sections, in order (content/home.yaml, and the plans from pricing.yaml). The template and the
 * editor's preview share it. */
export function HomeSections({ hero, stats, highlights, cta, pricing }: Props) {
  return (
    <>
      <Hero {...hero} />
      <Stats stats={stats} />
      <Highlights items={highlights} />
      {pricing && <PricingPreview content={pricing} />}
      <CtaBand {...cta} />
    </>
  )
}
