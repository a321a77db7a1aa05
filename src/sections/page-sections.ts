// Which of a page's sections hold an island, and whether it shows the form. Cheap: the browser reads it too, to know
// where the islands are; no schema code comes with it. The sections themselves reach the page in its context
// (src/sections/build/plan.ts, sectionsContext: checked by the content schema, what is not published left out).
import type { Section } from "../../schema/sections"

/** The sections that hold an island (the pricing switches, the early-access form): the rest is static HTML. */
export const hasIsland = (section: Section): boolean =>
  section.type === "pricing" || section.type === "form" || (section.type === "hero" && section.variant === "form")

/** The page shows the early-access form (a form section, or a hero with the form): its template brings the form. */
export const showsForm = (sections: ReadonlyArray<Section>): boolean =>
  sections.some((section) => section.type === "form" || (section.type === "hero" && section.variant === "form"))
