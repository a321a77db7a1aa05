// Which of a page's sections hold an island, and whether it shows the form, by their types' rules (registry.ts). The
// build reads this (gatsby/pages.ts chooses the template; build/plan.ts writes each section's island into the page's
// context, which the browser reads instead of this).
import { rulesOf, type Section } from "./registry"
import type { Island } from "./types/define-section"

/** The island a section holds (the pricing switches, the early-access form), or null: the rest is static HTML. */
export const islandOf = (section: Section): Island | null => rulesOf(section).island?.(section) ?? null

/** The page shows the early-access form (a form section, or a hero with the form): its template brings the form. */
export const showsForm = (sections: ReadonlyArray<Section>): boolean =>
  sections.some((section) => {
    const island = islandOf(section)
    return island !== null && island.frame !== "pricing"
  })
