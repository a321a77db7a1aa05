// The home page's sections after the pricing, as a static part: the newest articles and the closing call to action
// (home-sections.tsx), skipped by the browser until the visitor scrolls near them.
import type { ComponentProps } from "react"
import { staticPart } from "../../static-parts/static-part"
import { BelowTheFold } from "../below-the-fold"
import { LatestArticles } from "../../articles/components/latest-articles"
import { CtaBand } from "./cta-band"
import { SKIPPED_HEIGHTS } from "./home-heights"

type Props = { latest?: ComponentProps<typeof LatestArticles> | null; cta: ComponentProps<typeof CtaBand> }

function HomeClose({ latest, cta }: Props) {
  return (
    <>
      {latest && (
        <BelowTheFold height={SKIPPED_HEIGHTS.latest}>
          <LatestArticles {...latest} />
        </BelowTheFold>
      )}
      <BelowTheFold height={SKIPPED_HEIGHTS.cta}>
        <CtaBand {...cta} />
      </BelowTheFold>
    </>
  )
}

export default staticPart("home-close", HomeClose)
