// The home page's sections after the first screen are skipped by the browser until the visitor scrolls near them, at
// heights measured with its content (components/home/home-heights.ts; tests/e2e/below-the-fold.test.ts names new ones
// when they change). Other pages built from sections are not skipped: their heights are not known.
import type { Section } from "../../schema/sections"
import type { SkippedHeight } from "../components/below-the-fold"
import { SKIPPED_HEIGHTS, times } from "../components/home/home-heights"

const HOME = "/"

/** Per section (by position), its height while skipped, or null when it is not skipped. */
export function skippedHeights(pagePath: string, sections: ReadonlyArray<Section>): Array<SkippedHeight | null> {
  if (pagePath !== HOME) return sections.map(() => null)
  return sections.map((section, index) => {
    if (index === 0) return null
    switch (section.type) {
      case "stats":
        return SKIPPED_HEIGHTS.stats
      case "media-rows":
        return times(SKIPPED_HEIGHTS.highlightsPerRow, section.items.length)
      case "customers":
        return SKIPPED_HEIGHTS.customers
      case "pricing":
        return SKIPPED_HEIGHTS.pricing
      case "articles":
        return SKIPPED_HEIGHTS.latest
      case "cta":
        return SKIPPED_HEIGHTS.cta
      default:
        return null
    }
  })
}
