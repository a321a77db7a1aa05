// The home page's sections before the pricing, as a static part: the hero, the stats, the highlights and the
// customers (home-sections.tsx), each after the hero skipped by the browser until the visitor scrolls near it.
import { staticPart } from "../../static-parts/static-part"
import { BelowTheFold } from "../below-the-fold"
import { Hero, type HeroProps } from "./hero"
import { Stats } from "./stats"
import { Highlights } from "./highlights"
import { SKIPPED_HEIGHTS, times } from "./home-heights"
import type { ComponentProps } from "react"

type Props = {
  hero: HeroProps
  stats: ComponentProps<typeof Stats>["stats"]
  highlights: ComponentProps<typeof Highlights>["items"]
  customersHtml?: string | null
}

function HomeLead({ hero, stats, highlights, customersHtml }: Props) {
  return (
    <>
      <Hero {...hero} />
      <BelowTheFold height={SKIPPED_HEIGHTS.stats}>
        <Stats stats={stats} />
      </BelowTheFold>
      <BelowTheFold height={times(SKIPPED_HEIGHTS.highlightsPerRow, highlights.length)}>
        <Highlights items={highlights} />
      </BelowTheFold>
      {customersHtml && (
        <BelowTheFold height={SKIPPED_HEIGHTS.customers}>
          <div dangerouslySetInnerHTML={{ __html: customersHtml }} />
        </BelowTheFold>
      )}
    </>
  )
}

export default staticPart("home-lead", HomeLead)
