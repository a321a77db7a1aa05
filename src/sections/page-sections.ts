// A page's sections as its query returns them (front matter `sections`, a JSON field: checked by the content schema
// before any query runs, its defaults applied by gatsby/schema.ts's @normalised). Cheap: the browser reads it too, to
// know where the islands are; no schema code comes with it.
import type { Section } from "../../schema/sections"

export function pageSections(raw: unknown): Section[] {
  return Array.isArray(raw) ? (raw as Section[]) : []
}

/** The sections that hold an island (the pricing switches, the early-access form): the rest is static HTML. */
export const hasIsland = (section: Section): boolean =>
  section.type === "pricing" || section.type === "form" || (section.type === "hero" && section.variant === "form")

/** The page shows the early-access form (a form section, or a hero with the form): its template brings the form. */
export const showsForm = (sections: ReadonlyArray<Section>): boolean =>
  sections.some((section) => section.type === "form" || (section.type === "hero" && section.variant === "form"))
